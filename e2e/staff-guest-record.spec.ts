import {
  captureStaffScreen,
  daysAhead,
  expect,
  expectProblems,
  healthFormToken,
  managerHeaders,
  staffBooking,
  test,
  tuesdayAhead,
  uniqueEmail,
} from './support/fixtures';
import { GUEST } from './support/demo-stay-guest';
import { deskBooksParty } from './support/desk-party';

test('reception opens a guest from arrivals: both of their bookings and a health flag; a staff note added shows on the booking and arrivals', async ({
  request,
  staffArea,
  bookingFlow,
}) => {
  // Past the rota journey's Tuesday (23–29 days ahead), which must have no bookings.
  const first = tuesdayAhead(31);
  const second = tuesdayAhead(38);
  const email = uniqueEmail('guest-record');
  const suffix = String(Math.floor(Math.random() * 1e5)).padStart(5, '0');
  // The second booking gives the phone in another format: still the same guest.
  const { number: firstConfirmation } = await bookingFlow.bookSpaDay({
    date: first,
    guests: [['Ines', 'Marlow']],
    email,
    telephone: `07700 9${suffix}`,
  });
  const { number: secondConfirmation } = await bookingFlow.bookSpaDay({
    date: second,
    guests: [['Ines', 'Marlow']],
    email,
    telephone: `+44 7700 9${suffix}`,
  });

  // The guest answered the health questionnaire of the first booking (link e-mailed by the desk).
  const booked = await staffBooking(request, firstConfirmation);
  const sent = await request.post(`/api/staff/bookings/${booked.Id}/health-form`, {
    headers: await managerHeaders(request),
  });
  expect(sent.status()).toBe(200);
  const answered = await request.put(`/api/health-form/${await healthFormToken(request, email)}`, {
    data: {
      Guests: [
        {
          Conditions: [],
          Pregnant: 'no',
          PregnancyWeeks: '',
          Allergies: 'Almond oil',
          Medication: '',
          Consent: true,
        },
      ],
    },
  });
  expect(answered.status(), await answered.text()).toBe(200);

  const staff = await staffArea.signIn('reception');
  await staff.goto(`/staff/#/arrivals?date=${second}`);
  const arrival = staff.getByRole('row').filter({ hasText: secondConfirmation });
  await arrival.getByRole('link', { name: /guest record/i }).click();

  await expect(staff.getByRole('heading', { level: 1, name: /Ines Marlow/ })).toBeVisible();
  const history = staff.getByRole('region', { name: /Bookings/ });
  await expect(history.getByRole('link', { name: firstConfirmation })).toBeVisible();
  await expect(history.getByRole('link', { name: secondConfirmation })).toBeVisible();
  await expect(history.getByRole('row').filter({ hasText: firstConfirmation })).toContainText(
    'Allergy: Almond oil',
  );

  // An empty note is refused, the summary focused; then a note is added.
  const notes = staff.getByRole('region', { name: 'Staff notes' });
  await notes.getByRole('button', { name: 'Add the note' }).click();
  await expectProblems(staff, 'Write the note');
  await notes.getByLabel('New staff note').fill('Prefers a firm pressure; ask about the almond oil allergy.');
  await notes.getByRole('button', { name: 'Add the note' }).click();
  await expect(staff.locator(':focus')).toContainText('The note has been added.');
  await expect(notes.getByRole('list', { name: 'Staff notes' })).toContainText(
    'Staff note: Prefers a firm pressure; ask about the almond oil allergy. (Rosa Bell,',
  );
  await captureStaffScreen(staff, 'staff-guest-record');

  // The note is on the first booking's page and on the second booking's arrivals row.
  await history.getByRole('link', { name: firstConfirmation }).click();
  await expect(staff.getByRole('heading', { level: 1, name: /Ines Marlow/ })).toBeVisible();
  await expect(staff.getByRole('list', { name: 'Staff notes' })).toContainText('Prefers a firm pressure');
  await captureStaffScreen(staff, 'staff-booking-staff-note');
  await staff.getByRole('link', { name: /guest record/i }).click();
  await expect(staff.getByRole('heading', { level: 1, name: /Guest record/ })).toBeVisible();
  await staff.goto(`/staff/#/arrivals?date=${second}`);
  await expect(arrival.getByRole('list', { name: 'Staff notes' })).toContainText('Prefers a firm pressure');
  await captureStaffScreen(staff, 'staff-arrivals-staff-note');
});

test("a party guest's record: the booking they were a guest in, and their hotel stay", async ({
  request,
  staffArea,
}) => {
  // The demo hotel's guest (DEMO_STAYS: stays from today) comes as the second guest of a party.
  const date = daysAhead(67);
  const lead = uniqueEmail('party-lead');
  const confirmation = await deskBooksParty(request, date, [
    { firstName: 'Nora', lastName: 'Quill', email: lead, phone: '07700 900 367' },
    { firstName: 'Rowan', lastName: 'Ashdown', email: GUEST.toUpperCase() },
  ]);

  const staff = await staffArea.signIn('reception');
  await staff.goto(`/staff/#/bookings/${(await staffBooking(request, confirmation)).Id}`);
  await expect(staff.getByRole('heading', { level: 1, name: /Nora Quill/ })).toBeVisible();
  await staff.getByRole('link', { name: 'Guest record of Rowan Ashdown' }).click();

  await expect(staff.getByRole('heading', { level: 1, name: /Rowan Ashdown/ })).toBeVisible();
  const history = staff.getByRole('region', { name: /Bookings/ });
  await expect(history.getByRole('link', { name: confirmation })).toBeVisible();
  const stays = staff.getByRole('region', { name: /Stays/ });
  await expect(
    stays
      .getByRole('row')
      .filter({ hasText: /ST\d{8}/ })
      .first(),
  ).toBeVisible();
  await captureStaffScreen(staff, 'staff-guest-record-party-guest');
});
