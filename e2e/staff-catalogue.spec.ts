import {
  captureStaffScreen,
  DESKTOP,
  expect,
  fillGuests,
  type Page,
  staffBooking,
  startTreatments,
  test,
  TEST_CARDS,
  uniqueEmail,
} from './support/fixtures';

test.use(DESKTOP);

/** The first Monday at least three days away (treatments on the day before stay bookable), 'YYYY-MM-DD'. */
function nextMonday(): Date {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + 3);
  while (date.getUTCDay() !== 1) date.setUTCDate(date.getUTCDate() + 1);
  return date;
}
const iso = (date: Date, plusDays = 0) =>
  new Date(date.getTime() + plusDays * 86_400_000).toISOString().slice(0, 10);

const TREATMENT = 'Zen Bamboo Ritual';

/** The guest's treatment flow up to its treatment list, on a date: the button naming the treatment and its price. */
async function guestSeesTreatment(page: Page, date: string, name: string) {
  await startTreatments(page, { guests: 1, date });
  await fillGuests(page, [[name, 'Guest']]);
  await expect(page.getByRole('heading', { level: 1, name: 'Select your treatments' })).toBeVisible();
  await page.getByRole('button', { name: `Add Treatment 1 for ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Select treatments for ${name}` });
  await expect(dialog).toBeVisible();
  return dialog.getByRole('button', { name: new RegExp(`^${TREATMENT}, 75mins £\\d+$`) });
}

test('the manager adds a treatment for two therapists, a guest books it, its price rises from next Monday and the audit shows it', async ({
  newBrowser,
  page,
  request,
  bookingFlow,
  staffArea,
}) => {
  const monday = nextMonday();
  const [sunday, from, later] = [iso(monday, -1), iso(monday), iso(monday, 7)];

  // The manager adds the treatment and gives two therapists its skill.
  const manager = await staffArea.signIn('manager', { width: 1280, height: 900 });
  await manager.getByRole('link', { name: 'Catalogue' }).click();
  await expect(manager.getByRole('heading', { level: 1, name: 'Catalogue' })).toBeVisible();
  await captureStaffScreen(manager, 'staff-catalogue');
  await manager.getByRole('button', { name: 'Add a treatment', exact: true }).click();
  await expect(manager.getByRole('heading', { name: 'Add a treatment' })).toBeFocused();
  await manager.getByLabel('Name', { exact: true }).fill(TREATMENT);
  await manager.getByLabel('Code', { exact: true }).fill('zen-bamboo');
  await manager.getByLabel('Skill the therapist needs').fill('bamboo');
  await manager.getByLabel('Description guests read').fill('Warm bamboo canes roll away tension.');
  await manager.getByLabel('Length 1: code').fill('ZEN-75');
  await manager.getByLabel('Minutes treated').fill('75');
  await manager.getByLabel('Price (£)').fill('one hundred');
  await manager.getByRole('button', { name: 'Save the change' }).click();
  // The form's rules: the summary takes focus and names the fields.
  const summary = manager.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(
    summary.getByRole('link', { name: 'Enter a price in pounds, e.g. 95 or 95.50' }),
  ).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Choose at least one room type' })).toBeVisible();
  await captureStaffScreen(manager, 'staff-catalogue-treatment-errors');
  await manager.getByLabel('Price (£)').fill('110');
  await manager.getByRole('checkbox', { name: /^treatment \(/ }).check();
  // The catalogue's rules, on the server: a skill no therapist has is refused, naming the field.
  await manager.getByRole('button', { name: 'Save the change' }).click();
  await expect(summary.getByRole('link', { name: /no therapist has skill "bamboo"/ })).toBeVisible();
  await manager.getByRole('checkbox', { name: 'Priya Desai' }).check();
  await manager.getByRole('checkbox', { name: 'Megan Pryce' }).check();
  await manager.getByRole('button', { name: 'Preview as guests see it' }).click();
  await expect(
    manager
      .getByRole('region', { name: /What guests see on/ })
      .getByRole('row', { name: new RegExp(TREATMENT) }),
  ).toContainText('75 min £110');
  await captureStaffScreen(manager, 'staff-catalogue-treatment-form');
  await manager.getByRole('button', { name: 'Save the change' }).click();
  await expect(manager.getByText(`${TREATMENT} is saved`)).toBeVisible();

  // A guest books it (a week after next Monday), at £110.
  const treatment = await guestSeesTreatment(page, later, 'Ines');
  await expect(treatment).toHaveAccessibleName(`${TREATMENT}, 75mins £110`);
  await treatment.click();
  await page.getByRole('button', { name: 'Next Step' }).click();
  await bookingFlow.chooseTreatmentTimes({ together: true });
  await bookingFlow.passAddOns();
  await bookingFlow.fillDetails(false, uniqueEmail('zen-bamboo'));
  expect(await bookingFlow.checkTreatmentSummary()).toContain('£110');
  await bookingFlow.payByCard(TEST_CARDS.approved);
  const { number: confirmation, booking } = await bookingFlow.expectConfirmation();
  expect(booking.Total).toBe(11_000);
  const staffView = await staffBooking(request, confirmation);
  // Given by one of the two therapists who have its skill.
  expect(['Priya Desai', 'Megan Pryce']).toContain(staffView.Items.find((i) => i.StaffId)?.StaffName);

  // The manager raises its price from next Monday.
  await manager.getByRole('button', { name: `Change ${TREATMENT}` }).click();
  await expect(manager.getByRole('heading', { name: `Change ${TREATMENT}` })).toBeFocused();
  await manager.getByLabel('In force from', { exact: true }).fill(from);
  await manager.getByLabel('Price (£)').fill('130');
  await manager.getByRole('button', { name: 'Save the change' }).click();
  await expect(manager.getByText(`${TREATMENT} is saved, in force from ${from}`)).toBeVisible();

  // Next Sunday at the old price, next Monday at the new.
  const onSunday = await newBrowser(DESKTOP.viewport);
  await expect(await guestSeesTreatment(onSunday, sunday, 'Sun')).toHaveAccessibleName(
    `${TREATMENT}, 75mins £110`,
  );
  const onMonday = await newBrowser(DESKTOP.viewport);
  await expect(await guestSeesTreatment(onMonday, from, 'Mon')).toHaveAccessibleName(
    `${TREATMENT}, 75mins £130`,
  );
  // The booking made before keeps its price.
  expect((await staffBooking(request, confirmation)).TotalPence).toBe(11_000);

  // The opening hours: an opening that ends before it starts is refused before anything is sent.
  await manager.getByRole('button', { name: 'Change Opening hours and closures' }).click();
  await expect(manager.getByRole('heading', { name: 'Change the opening hours' })).toBeFocused();
  await manager.getByLabel('Monday, opening 1: to').fill('08:00');
  await manager.getByRole('button', { name: 'Save the change' }).click();
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: 'Enter an end after the start' })).toBeVisible();
  await captureStaffScreen(manager, 'staff-catalogue-hours-errors');
  await manager.getByRole('button', { name: 'Cancel' }).click();

  // The audit shows who changed what, before and after.
  await manager.getByRole('link', { name: 'Audit log' }).click();
  const row = manager
    .getByRole('row')
    .filter({ hasText: 'Changed the catalogue' })
    .filter({ hasText: 'ZEN-75' })
    .first();
  await expect(row).toContainText('StandardPrice: 11000 → 13000');
  await expect(row).toContainText(`In force from ${from}`);
  await captureStaffScreen(manager, 'staff-catalogue-audit');
});

test('reception has no catalogue: no link, and its address says it is for spa managers', async ({
  staffArea,
}) => {
  const staff = await staffArea.signIn('reception');
  await expect(
    staff.getByRole('navigation', { name: 'Staff area' }).getByRole('link', { name: 'Catalogue' }),
  ).toHaveCount(0);
  await staff.goto('/staff/#/catalogue');
  await expect(staff.getByRole('heading', { level: 1, name: 'For spa managers' })).toBeVisible();
});
