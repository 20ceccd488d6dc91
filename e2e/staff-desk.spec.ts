import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  captureStaffScreen,
  expect,
  findBooking,
  healthFormToken,
  SCREENSHOT_DIR,
  test,
  tuesdayAhead,
} from './support/fixtures';

const NOTE = 'SEVERE NUT ALLERGY – no almond oil. 20 weeks pregnant.';

test("the spa team reads the day: the guest's note on the diary, arrivals, booking and run sheet; the sheet prints", async ({
  staffArea,
  bookingFlow,
}) => {
  const date = tuesdayAhead(16);
  const { number: confirmation } = await bookingFlow.bookSpaDay({
    date,
    guests: [['Iris', 'Moss']],
    requests: NOTE,
  });
  const staff = await staffArea.signIn('manager');

  // The diary: the booking says its status in words, and that the guest left a note.
  await staff.goto(`/staff/#/diary?date=${date}`);
  const therapists = staff.getByRole('region', { name: 'Therapists' });
  const block = therapists.getByRole('link', { name: new RegExp(`Iris Moss, ${confirmation}, Booked`) });
  await expect(block).toBeVisible();
  await expect(block).toHaveAccessibleName(/guest note: SEVERE NUT ALLERGY/);
  await expect(staff.getByRole('list', { name: 'Key' })).toContainText('Off shift');
  await captureStaffScreen(staff, 'staff-diary-glance');

  // Arrivals and the booking show what the guest typed.
  await staff.goto(`/staff/#/arrivals?date=${date}`);
  const row = staff.getByRole('row').filter({ hasText: confirmation });
  await expect(row.getByText(NOTE)).toBeVisible();
  await row.getByRole('link', { name: 'Iris Moss' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: /Iris Moss/ })).toBeVisible();
  await expect(staff.getByText(NOTE)).toBeVisible();

  // The run sheet: the therapist's day in order with the flag; each therapist an A4 page.
  await staff.getByRole('link', { name: 'Run sheets' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: /^Run sheets/ })).toBeVisible();
  await staff.getByLabel('Date').fill(date);
  const sheetRow = staff.getByRole('row').filter({ hasText: confirmation });
  await expect(sheetRow).toContainText(`✎ ${NOTE}`);
  const therapistName = (
    await sheetRow.locator('xpath=ancestor::section[1]').getByRole('heading', { level: 2 }).textContent()
  )?.trim();
  await staff.getByLabel('Therapist').selectOption({ label: therapistName! });
  await expect(staff.getByRole('heading', { level: 2 })).toHaveCount(1);
  await expect(staff.getByRole('row').filter({ hasText: confirmation })).toContainText('Booked');
  await captureStaffScreen(staff, 'staff-run-sheet');

  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await staff.getByLabel('Therapist').selectOption({ label: 'All therapists' });
  await expect(staff.getByRole('heading', { level: 2 }).nth(1)).toBeVisible();
  await staff.emulateMedia({ media: 'print' });
  const pdf = join(SCREENSHOT_DIR, 'staff-run-sheet.pdf');
  await staff.pdf({ path: pdf, preferCSSPageSize: true, printBackground: true });
  await staff.emulateMedia({ media: 'screen' });
  // One portrait A4 page a therapist (595 x 842 points), read from the PDF's page objects.
  const text = readFileSync(pdf, 'latin1');
  const boxes = [...text.matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)];
  expect(boxes.length).toBe(await staff.getByRole('heading', { level: 2 }).count());
  for (const [, width, height] of boxes)
    expect([Math.round(Number(width)), Math.round(Number(height))]).toEqual([595, 842]);

  // The audit log, by booking: what was done to it, by whom, when.
  await staff.getByRole('link', { name: 'Audit log' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await expect(staff.getByRole('cell', { name: 'Signed in' }).first()).toBeVisible();
  await captureStaffScreen(staff, 'staff-audit');
  await staff.getByLabel('Booking (confirmation number)').fill('SPA-NO-SUCH');
  await staff.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(staff.getByText('No booking has this confirmation number')).toBeVisible();
});

test('reception sees no manager screens, and opening one by its address says why and offers the diary', async ({
  staffArea,
}) => {
  const staff = await staffArea.signIn('reception');
  const nav = staff.getByRole('navigation', { name: 'Staff area' });
  await expect(nav.getByRole('link', { name: 'Run sheets' })).toBeVisible();
  for (const name of ['Absences', 'Staff accounts', 'Audit log'])
    await expect(nav.getByRole('link', { name })).toHaveCount(0);
  for (const path of ['absences', 'accounts', 'audit']) {
    await staff.goto(`/staff/#/${path}`);
    await expect(staff.getByRole('heading', { level: 1, name: 'For spa managers' })).toBeVisible();
  }
  await captureStaffScreen(staff, 'staff-manager-only');
  await staff.getByRole('link', { name: 'Go to the diary' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: /^Diary/ })).toBeVisible();
});

test("a guest completes the health questionnaire from the e-mail, and the therapist's run sheet shows the flag", async ({
  page,
  request,
  screens,
  staffArea,
  bookingFlow,
}) => {
  const date = tuesdayAhead(18);
  const { number: confirmation, email } = await bookingFlow.bookSpaDay({ date, guests: [['Nora', 'Vale']] });
  const staff = await staffArea.signIn('manager');
  await findBooking(staff, confirmation, 'Nora Vale');
  const health = staff.getByRole('region', { name: 'Health' });
  await expect(health).toContainText('No guest has answered the health questionnaire yet.');
  await health.getByRole('button', { name: 'E-mail the health questionnaire' }).click();
  await expect(staff.getByText(`The health questionnaire has been e-mailed to ${email}.`)).toBeVisible();

  // The guest opens the link in the e-mail.
  const link = `/booking/#/health/${await healthFormToken(request, email)}`;
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Health questionnaire' })).toBeVisible();
  await page.getByRole('button', { name: 'Send my answers' }).click();
  await screens.expectProblems('Nora Vale: Say whether you are pregnant');
  const guest = page.getByRole('group', { name: 'Nora Vale' });
  await guest.getByRole('radio', { name: 'Yes' }).check();
  await guest.getByLabel('How many weeks?').fill('20');
  await guest.getByLabel(/Allergies/).fill('Almond oil');
  await guest.getByLabel(/These answers about Nora Vale are true/).check();
  await screens.captureScreen('health-form');
  await page.getByRole('button', { name: 'Send my answers' }).click();
  await expect(page.locator(':focus')).toContainText('Your answers are with the spa team');

  // The therapist's run sheet, and the booking, show what matters.
  await staff.getByRole('link', { name: 'Run sheets' }).click();
  await staff.getByLabel('Date').fill(date);
  const row = staff.getByRole('row').filter({ hasText: confirmation });
  await expect(row).toContainText('⚕ Pregnant (20 weeks)');
  await expect(row).toContainText('⚕ Allergy: Almond oil');
  await captureStaffScreen(staff, 'staff-run-sheet-health');
  await row.getByRole('link', { name: 'Nora Vale' }).click();
  await expect(staff.getByRole('region', { name: 'Health' })).toContainText('Pregnant (20 weeks)');
});
