import { expect, test } from '@playwright/test';
import { uniqueEmail } from './support/accounts';
import { captureStaffScreen, createReceptionist, guestBooks, signInToStaffArea } from './support/staff';
import { daysAhead } from './support/spa-day';

test.use({ viewport: { width: 1024, height: 800 } });

test('reception moves a treatment to one of the free choices the engine offers, nearest first; the guest is e-mailed the new time', async ({
  page,
  browser,
  request,
}) => {
  const date = daysAhead(63);
  const email = uniqueEmail('move-choice');
  const confirmation = await guestBooks(page, date, ['Hedy', 'Lamarr'], email, '07700 900 363');

  const receptionist = await createReceptionist(request);
  const staffContext = await browser.newContext({ viewport: { width: 1024, height: 800 } });
  const staff = await staffContext.newPage();
  await signInToStaffArea(staff, receptionist.email, receptionist.password);
  await staff.goto(`/staff/#/diary?date=${date}`);
  const therapists = staff.getByRole('region', { name: 'Therapists' });
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
