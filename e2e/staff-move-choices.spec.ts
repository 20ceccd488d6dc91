import {
  type APIRequestContext,
  bookSpaDay,
  captureStaffScreen,
  expect,
  expectAccessible,
  managerHeaders,
  type Page,
  SCREENSHOT_DIR,
  staffBooking,
  type StaffArea,
  TABLET,
  test,
  tuesdayAhead,
} from './support/fixtures';
import { join } from 'node:path';

test.use(TABLET);

interface Choice {
  StartTime: string;
  StaffId: string;
  StaffName: string;
}

/**
 * A guest's one-guest Spa Day booked on `date`, and a receptionist on that day's diary (on a
 * tablet in their own browser), its treatment's block in view. With the booking's first movable
 * treatment and the free places the engine offers it (nearest first), as the spa team's API gives them.
 */
async function bookedOnTheDiary(
  { page, staffArea, request }: { page: Page; staffArea: StaffArea; request: APIRequestContext },
  date: string,
  guest: [string, string],
) {
  const { number: confirmation, email } = await bookSpaDay(page, { date, guests: [guest] });
  const booking = await staffBooking(request, confirmation);
  const item = booking.Items.find((i) => i.Movable)!;
  const offered = await request.get(
    `/api/staff/bookings/${booking.Id}/move-choices?claimId=${item.ClaimId}`,
    {
      headers: await managerHeaders(request),
    },
  );
  // A 1024 px tablet held upright: the dragged block and the row it goes to both on screen (a drag does not scroll the page).
  const staff = await staffArea.signIn('reception', { width: 1024, height: 1366 });
  await staff.goto(`/staff/#/diary?date=${date}`);
  const therapists = staff.getByRole('region', { name: 'Therapists' });
  const block = therapists.getByRole('link', { name: new RegExp(`${guest.join(' ')}, ${confirmation}`) });
  await expect(block).toBeVisible();
  return { confirmation, email, staff, block, item, choices: (await offered.json()).Choices as Choice[] };
}

test('reception moves a treatment to one of the free choices the engine offers, nearest first; the guest is e-mailed the new time', async ({
  page,
  request,
  staffArea,
}) => {
  const { staff, block, email } = await bookedOnTheDiary({ page, staffArea, request }, tuesdayAhead(74), [
    'Hedy',
    'Lamarr',
  ]);
  await block.click();
  await expect(staff.getByRole('heading', { level: 1, name: /Hedy Lamarr/ })).toBeVisible();

  // The keyboard way: Move opens the engine's free choices; the first is the nearest.
  await staff.getByRole('button', { name: /^Move / }).focus();
  await staff.keyboard.press('Enter');
  const offered = staff.getByRole('region', { name: 'Free to move to, nearest first' });
  const choices = offered.getByRole('button', { name: /move .* here$/ });
  await expect(choices.first()).toBeVisible();
  expect(await choices.count()).toBeGreaterThan(1);
  await captureStaffScreen(staff, 'staff-move-choices');
  const first = (await choices.first().innerText()).trim();
  const [time, therapist] = first.split(' · ');
  await choices.first().focus();
  await staff.keyboard.press('Enter');

  const notice = staff.getByRole('status').filter({ hasText: 'moved to' });
  await expect(notice).toContainText(`moved to ${time} with ${therapist}`);
  await expect(staff.getByText(`with ${therapist}`).first()).toBeVisible();
  await captureStaffScreen(staff, 'staff-move-choices-moved');

  // The guest's e-mail says so, with the new time and therapist.
  await page.goto('/mailbox');
  const row = page.getByRole('row').filter({ hasText: email }).filter({ hasText: 'has changed' });
  await expect(row).toBeVisible();
  await row.getByRole('link').click();
  await expect(page.getByTestId('text')).toContainText(`${time} with ${therapist}`);
});

test('where there is a pointer, reception drags a treatment on the diary to another therapist; the server checks the move as any other', async ({
  page,
  request,
  staffArea,
}) => {
  const { confirmation, staff, block, item, choices } = await bookedOnTheDiary(
    { page, staffArea, request },
    tuesdayAhead(81),
    ['Alan', 'Kay'],
  );
  // A therapist free and qualified at the same time (the engine's own choices).
  const sameTime = choices.find((c) => Date.parse(c.StartTime) === Date.parse(item.Start))!;
  expect(sameTime).toBeDefined();

  const from = (await block.boundingBox())!;
  const fromRow = (await block.locator('xpath=..').boundingBox())!;
  const target = staff.getByTestId(`diary-row-${sameTime.StaffId}`);
  await target.scrollIntoViewIfNeeded();
  await block.dragTo(target, {
    sourcePosition: { x: 4, y: 10 },
    targetPosition: { x: from.x - fromRow.x + 4, y: 10 },
  });

  const notice = staff.getByRole('status').filter({ hasText: 'moved to' });
  await expect(notice).toContainText(`moved to ${item.Start.slice(11, 16)} with ${sameTime.StaffName}`);
  const moved = (await staffBooking(request, confirmation)).Items.find((i) => i.Movable)!;
  expect(moved.StaffId).toBe(sameTime.StaffId);
  expect(Date.parse(moved.Start)).toBe(Date.parse(item.Start));
  await expect(target.getByRole('link', { name: new RegExp(`Alan Kay, ${confirmation}`) })).toBeVisible();
  await captureStaffScreen(staff, 'staff-diary-dragged');
});

test('while a treatment is dragged, the diary highlights exactly the free places the engine offers, and says them to screen readers', async ({
  page,
  request,
  staffArea,
}) => {
  const {
    staff,
    block,
    item,
    choices: offered,
  } = await bookedOnTheDiary({ page, staffArea, request }, tuesdayAhead(88), ['Grace', 'Hopper']);
  expect(offered.length).toBeGreaterThan(0);
  await expect(staff.getByTestId('drop-target')).toHaveCount(0);
  // Take the block and hold it over the grid: the targets appear while it is dragged.
  await block.hover({ position: { x: 4, y: 10 } });
  const box = (await block.boundingBox())!;
  await staff.mouse.down();
  await staff.mouse.move(box.x + 40, box.y + 40, { steps: 5 });
  const targets = staff.getByTestId('drop-target');
  await expect(targets).toHaveCount(offered.length);
  const shown = await targets.evaluateAll((all) =>
    all.map((t) => `${Date.parse(t.getAttribute('data-start')!)} ${t.getAttribute('data-staff')}`),
  );
  expect(shown.sort()).toEqual(offered.map((c) => `${Date.parse(c.StartTime)} ${c.StaffId}`).sort());
  // The rest of each therapist's row looks unavailable; the choices are said in words.
  await expect(staff.getByTestId('drop-unavailable').first()).toBeAttached();
  await expect(staff.getByRole('status').filter({ hasText: 'free to move to, nearest first' })).toContainText(
    `Moving ${item.DisplayName}`,
  );
  // No resizing (nor a full-page picture) while a drag is under way: it would hang; the window's picture and axe scan.
  await expectAccessible(staff);
  await staff.screenshot({ path: join(SCREENSHOT_DIR, 'staff-diary-drag-targets-1024.png') });
  await staff.keyboard.press('Escape');
  await staff.mouse.up();
  await expect(targets).toHaveCount(0);
});
