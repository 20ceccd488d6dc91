import { captureStaffScreen, daysAhead, expect, staffBooking, test, tuesdayAhead } from './support/fixtures';

test('a spa manager marks a therapist away and re-homes the booking it strands in one click', async ({
  request,
  staffArea,
  bookingFlow,
}) => {
  // A Tuesday no other journey books (several therapists give massages then, so one is free to re-home
  // to): Tuesday users keep 7 days apart, so that no weekday the suite runs on makes two of them meet.
  const date = tuesdayAhead(95);
  const { number: confirmation } = await bookingFlow.bookSpaDay({ date, guests: [['Hugo', 'Lind']] });
  const booked = await staffBooking(request, confirmation);
  const treatment = booked.Items.find((i) => i.Movable)!;

  const staff = await staffArea.signIn('manager', null);
  await staff.getByRole('link', { name: 'Absences' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Absences' })).toBeVisible();
  // Nothing chosen: the error summary takes focus and names the field.
  await staff.getByRole('button', { name: 'Mark away' }).click();
  await expect(staff.getByRole('link', { name: 'Choose a therapist' })).toBeVisible();
  await staff.getByLabel('Date').fill(date);
  await staff.getByRole('combobox', { name: 'Therapist' }).selectOption({ label: treatment.StaffName! });
  await staff.getByLabel('Reason').selectOption({ label: 'Sickness' });
  await staff.getByRole('button', { name: 'Mark away' }).click();
  await expect(staff.getByText(`${treatment.StaffName} is marked away`)).toBeVisible();
  const stranded = staff.getByRole('region', { name: 'Treatments to re-home on this day' });
  await expect(stranded.getByRole('link', { name: `Hugo Lind, ${confirmation}` })).toBeVisible();
  await captureStaffScreen(staff, 'staff-absences-stranded');

  await stranded.getByRole('button', { name: /Move to a free therapist.*Hugo Lind/ }).click();
  await expect(stranded.getByRole('link', { name: `Hugo Lind, ${confirmation}` })).toBeHidden();
  const after = (await staffBooking(request, confirmation)).Items.find((i) => i.Movable)!;
  expect(after.StaffId).not.toBe(treatment.StaffId);
  expect(after.Start).toBe(treatment.Start);
  await captureStaffScreen(staff, 'staff-absences-rehomed');

  // The diary shows the absence, and the treatment with its new therapist.
  await staff.goto(`/staff/#/diary?date=${date}`);
  const therapists = staff.getByRole('region', { name: 'Therapists' });
  await expect(therapists.getByText(/Away \(sickness\)/)).toBeVisible();
  await expect(
    therapists.getByRole('link', { name: new RegExp(`Hugo Lind, ${confirmation}`) }),
  ).toBeVisible();
});

test("reception prepares tomorrow's arrivals: check-in opens on the day", async ({
  staffArea,
  bookingFlow,
}) => {
  // A Spa Day is booked from tomorrow: reception opens tomorrow's arrivals (today's by default).
  // Checking in on the day itself, and undoing it, is covered by the API tests (a booking clock).
  const date = daysAhead(1);
  const { number: confirmation } = await bookingFlow.bookSpaDay({ date, guests: [['Ada', 'Quill']] });
  const staff = await staffArea.signIn('reception', null);
  await staff.getByRole('link', { name: 'Arrivals' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: /^Arrivals/ })).toBeVisible();
  await staff.getByLabel('Date').fill(date);
  const row = staff.getByRole('row').filter({ hasText: confirmation });
  await expect(row).toBeVisible();
  await expect(row.getByText(/^Check-in opens on /)).toBeVisible();
  await expect(row.getByRole('button', { name: 'Check in Ada Quill' })).toHaveCount(0);
  await captureStaffScreen(staff, 'staff-arrivals');
});
