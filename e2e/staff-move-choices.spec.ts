import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import {
  captureStaffScreen,
  createReceptionist,
  guestBooks,
  managerHeaders,
  signInToStaffArea,
} from './support/staff';
import { daysAhead } from './support/spa-day';

test.use({ viewport: { width: 1024, height: 800 } });

/** A receptionist signed in on a tablet in their own browser, on the date's diary. */
async function receptionDiary(browser: Browser, request: APIRequestContext, date: string) {
  const receptionist = await createReceptionist(request);
  const staffContext = await browser.newContext({ viewport: { width: 1024, height: 800 } });
  const staff = await staffContext.newPage();
  await signInToStaffArea(staff, receptionist.email, receptionist.password);
  await staff.goto(`/staff/#/diary?date=${date}`);
  return { staffContext, staff, therapists: staff.getByRole('region', { name: 'Therapists' }) };
}

interface Choice {
  StartTime: string;
  StaffId: string;
  StaffName: string;
}

/** A booking's first movable treatment and the free places the engine offers it (nearest first). */
async function movableTreatment(request: APIRequestContext, confirmation: string) {
  const headers = await managerHeaders(request);
  const found = await request.get(`/api/staff/bookings?q=${confirmation}`, { headers });
  const bookingId = (await found.json()).Bookings[0].Id as string;
  const detail = await (await request.get(`/api/staff/bookings/${bookingId}`, { headers })).json();
  const item = (
    detail.Items as { ClaimId: number; Start: string; DisplayName: string; Movable: boolean }[]
  ).find((i) => i.Movable)!;
  const offered = await request.get(`/api/staff/bookings/${bookingId}/move-choices?claimId=${item.ClaimId}`, {
    headers,
  });
  return { headers, bookingId, item, choices: (await offered.json()).Choices as Choice[] };
}

test('reception moves a treatment to one of the free choices the engine offers, nearest first; the guest is e-mailed the new time', async ({
  page,
  browser,
  request,
}) => {
  const date = daysAhead(63);
  const email = uniqueEmail('move-choice');
  const confirmation = await guestBooks(page, date, ['Hedy', 'Lamarr'], email, '07700 900 363');

  const { staffContext, staff, therapists } = await receptionDiary(browser, request, date);
  await therapists.getByRole('link', { name: new RegExp(`Hedy Lamarr, ${confirmation}`) }).click();
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
  await staffContext.close();
});

// Known regression, 2026-11-26 (closing note of that day): after the day's merges the dragged block's
// drop no longer reaches the diary (no move is asked), with or without the drag highlights. The
// keyboard way above (the engine's choices on the booking) works; the drag is to be fixed first.
test.fixme('where there is a pointer, reception drags a treatment on the diary to another therapist; the server checks the move as any other', async ({
  page,
  browser,
  request,
}) => {
  const date = daysAhead(64);
  const confirmation = await guestBooks(
    page,
    date,
    ['Alan', 'Kay'],
    uniqueEmail('drag-move'),
    '07700 900 364',
  );
  const { headers, bookingId, item, choices } = await movableTreatment(request, confirmation);
  // A therapist free and qualified at the same time (the engine's own choices).
  const sameTime = choices.find((c) => Date.parse(c.StartTime) === Date.parse(item.Start))!;
  expect(sameTime).toBeDefined();

  const { staffContext, staff, therapists } = await receptionDiary(browser, request, date);
  const block = therapists.getByRole('link', { name: new RegExp(`Alan Kay, ${confirmation}`) });
  await expect(block).toBeVisible();
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
  const after = await (await request.get(`/api/staff/bookings/${bookingId}`, { headers })).json();
  const moved = (after.Items as { ClaimId: number; StaffId: string; Start: string; Movable: boolean }[]).find(
    (i) => i.Movable,
  )!;
  expect(moved.StaffId).toBe(sameTime.StaffId);
  expect(Date.parse(moved.Start)).toBe(Date.parse(item.Start));
  await expect(target.getByRole('link', { name: new RegExp(`Alan Kay, ${confirmation}`) })).toBeVisible();
  await captureStaffScreen(staff, 'staff-diary-dragged');
  await staffContext.close();
});
