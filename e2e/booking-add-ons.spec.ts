import {
  daysAhead,
  expect,
  type Page,
  PHONE,
  sessionIdOf,
  spaDayTo,
  test,
  TEST_CARDS,
} from './support/fixtures';

test.use(PHONE);

const ADA: [string, string] = ['Ada', 'Lovelace'];
const BRIAN: [string, string] = ['Brian', 'Kernighan'];

/** A Spa Day with Lunch for the guests named, `days` ahead, up to the add-ons screen (lunch at 12:00, treatments together). */
async function toAddOns(page: Page, guests: [string, string][], days: number) {
  await spaDayTo(page, { date: daysAhead(days), guests, packageId: 'ELM-LUNCH' }, 'add-ons');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Can we make your experience even more special?' }),
  ).toBeVisible();
}

const card = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name }) });
const held = async (page: Page) =>
  (await (await page.request.get(`/api/session/${sessionIdOf(page)}`)).json()).Itinerary;

test('a Spa Day with all three add-ons: the summary, bill, confirmation and booking show them', async ({
  page,
  bookingFlow,
  screens,
}) => {
  await toAddOns(page, [ADA, BRIAN], 13);
  await screens.captureScreen('add-ons');
  // Each card says what this party would be charged (issue 25): never a price not charged.
  await expect(card(page, 'Rasul Mud Room')).toContainText('£90 for your group of 2');
  await expect(card(page, 'Spa Garden Access')).toContainText('£70 for your 2 guests');
  await expect(card(page, 'Add a Treatment')).toContainText('from £45 per treatment');

  // Mud room: both guests ticked by default; one price for the group.
  await card(page, 'Rasul Mud Room').getByRole('button', { name: 'Add Rasul Mud Room' }).click();
  const mud = page.getByRole('dialog', { name: 'Rasul Mud Room' });
  await expect(mud.getByRole('group', { name: 'Mud room start time' })).toBeVisible();
  await expect(mud.getByText('£90 for the group of 2')).toBeVisible();
  await screens.captureScreen('add-ons-mud-room');
  await mud.getByRole('group', { name: 'Mud room start time' }).getByRole('button').first().click();
  await mud.getByRole('button', { name: 'Done' }).click();
  await expect(mud).toBeHidden();
  await expect(card(page, 'Rasul Mud Room')).toContainText('Ada, Brian');
  // Focus returns to the card: its 'Reset' now that the mud room is held.
  await expect(page.getByRole('button', { name: 'Reset Rasul Mud Room' })).toBeFocused();

  // Spa garden: all guests together, price per guest.
  await page.getByRole('button', { name: 'Add Spa Garden Access' }).click();
  const garden = page.getByRole('dialog', { name: 'Spa Garden Access' });
  await expect(garden.getByText('All guests must attend the Spa Garden together.')).toBeVisible();
  await expect(garden.getByText('£70 for 2 guests (£35 per guest)')).toBeVisible();
  await screens.captureScreen('add-ons-garden');
  await garden.getByRole('group', { name: 'Spa garden arrival time' }).getByRole('button').first().click();
  await garden.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(garden).toBeHidden();
  await expect(card(page, 'Spa Garden Access')).toContainText(/2 guests - \d\d:\d\d entry/);

  // Add-on treatment for Ada: OVERVIEW → TREATMENTS → TIMES (PM first) → OVERVIEW.
  await page.getByRole('button', { name: 'Add Add a Treatment' }).click();
  const treatments = page.getByRole('dialog', { name: 'Add a Treatment' });
  await screens.captureScreen('add-ons-treatments-overview');
  await treatments.getByRole('button', { name: 'Add Treatment for Ada' }).click();
  await expect(treatments.getByRole('heading', { name: 'Choose a treatment for Ada' })).toBeFocused();
  await screens.captureScreen('add-ons-treatments-list');
  await treatments.getByRole('button', { name: /^Back, Neck & Shoulder Massage, 30mins/ }).click();
  await expect(treatments.getByRole('radio', { name: 'PM' })).toBeChecked();
  const times = treatments.getByRole('group', { name: 'Start time for Ada' });
  await expect(times).toBeVisible();
  await screens.captureScreen('add-ons-treatments-times');
  await times.getByRole('button').first().click();
  // Back on the overview, focus is on what changed: Ada's treatment, held; she cannot add another.
  await expect(treatments.getByText(/^Back, Neck & Shoulder Massage \(30 mins\), \d\d:\d\d$/)).toBeFocused();
  await expect(treatments.getByRole('button', { name: 'Add Treatment for Ada' })).toBeDisabled();
  await expect(treatments.getByRole('button', { name: 'Add Treatment for Brian' })).toBeEnabled();
  await treatments.getByRole('button', { name: 'Done' }).click();
  await expect(treatments).toBeHidden();
  await expect(card(page, 'Add a Treatment')).toContainText('Ada: Back, Neck & Shoulder Massage (30 mins)');
  // 90 + 70 + 50.
  await expect(page.getByText('Total £210')).toBeVisible();
  await screens.captureScreen('add-ons-chosen');

  const itinerary = await held(page);
  expect(itinerary.MudRoom.GuestIndexes).toEqual([0, 1]);
  expect(itinerary.GardenExtra.GuestIndexes).toEqual([0, 1]);
  expect(itinerary.AddOnTreatments).toEqual([expect.objectContaining({ GuestIndex: 0, Code: 'BNS-30' })]);

  await page.getByRole('button', { name: 'Details' }).click();
  await bookingFlow.fillDetails();
  await expect(page.getByRole('heading', { level: 2, name: /Add Ons/ })).toBeVisible();
  await expect(page.getByText('Add ons total')).toBeVisible();
  const total = await bookingFlow.checkSummaryAndPay();
  const expected = 2 * 15_900 + 9_000 + 2 * 3_500 + 5_000;
  expect(total).toContain('£528');
  await bookingFlow.payByCard(TEST_CARDS.approved);
  const { booking } = await bookingFlow.expectConfirmation(true);
  expect(booking.Total).toBe(expected);
  const kinds = booking.Items.map((i: { Kind: string }) => i.Kind);
  expect(kinds).toEqual(expect.arrayContaining(['mud', 'garden-extra', 'addon-treatments']));
  const codes = booking.LineItems.map((l: { Code: string }) => l.Code);
  expect(codes).toEqual(expect.arrayContaining(['MUD-2G', 'SG-3H', 'ADD-BNS-30']));
  await expect(page.getByText('Rasul Mud Room').first()).toBeVisible();
  // One name per item on the confirmation and its bill, and the guest's name on their lines (issue 25).
  const paid = page.getByRole('table', { name: 'Paid Today' });
  await expect(paid).toContainText('Back, Neck & Shoulder Massage (30 mins) for Ada Lovelace');
  await expect(paid).not.toContainText('(guest');
  await expect(page.getByText(/Mud room/)).toHaveCount(0);
});

test('the mud room needs 2 guests; Reset releases an add-on; one add-on treatment per guest', async ({
  page,
  bookingFlow,
  screens,
}) => {
  await toAddOns(page, [ADA, BRIAN], 14);

  await page.getByRole('button', { name: 'Add Rasul Mud Room' }).click();
  const mud = page.getByRole('dialog', { name: 'Rasul Mud Room' });
  await mud.getByLabel('Brian').uncheck();
  await expect(mud.getByText('Please select a minimum of 2 guests.')).toBeVisible();
  await expect(mud.getByRole('button', { name: 'Done' })).toBeDisabled();
  await screens.captureScreen('add-ons-mud-room-one-guest');
  // Escape closes the modal and gives focus back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(mud).toBeHidden();
  await expect(page.getByRole('button', { name: 'Add Rasul Mud Room' })).toBeFocused();

  await page.getByRole('button', { name: 'Add Rasul Mud Room' }).click();
  await mud.getByRole('group', { name: 'Mud room start time' }).getByRole('button').first().click();
  await mud.getByRole('button', { name: 'Done' }).click();
  await expect(mud).toBeHidden();
  expect((await held(page)).MudRoom).not.toBeNull();

  // Reset: the hold is released and 'Add' is back.
  await page.getByRole('button', { name: 'Reset Rasul Mud Room' }).click();
  await expect(page.getByRole('button', { name: 'Add Rasul Mud Room' })).toBeVisible();
  await expect.poll(async () => (await held(page)).MudRoom).toBeNull();

  // One add-on treatment each: the server refuses a second for the same guest.
  const sessionId = bookingFlow.sessionIdOf();
  const itinerary = await held(page);
  const frame = {
    Date: itinerary.Date,
    PartySize: 2,
    PremierId: 'ELM-LUNCH',
    BandNumber: itinerary.BandNumber,
  };
  const extras = await (
    await page.request.post('/api/spa/extras', {
      data: { date: itinerary.Date, appointmentExtras: ['BNS-30'], guestIndexes: [0], SessionId: sessionId },
    })
  ).json();
  const [a, b] = extras.AddonAppointments[0].Items;
  const twice = await page.request.put(`/api/session/${sessionId}/holds/addon-treatments`, {
    data: {
      ...frame,
      Items: [a, b].map((item: { StartDateTime: string; AppointmentTypeID: number }) => ({
        GuestIndex: 0,
        StartTime: item.StartDateTime,
        AppointmentTypeID: item.AppointmentTypeID,
      })),
    },
  });
  expect(twice.status()).toBe(400);
  expect(await twice.text()).toContain('appears twice');

  await page.getByRole('button', { name: 'Details' }).click();
  await bookingFlow.fillDetails();
  await bookingFlow.checkSummaryAndPay();
  await bookingFlow.payByCard(TEST_CARDS.approved);
  const { booking } = await bookingFlow.expectConfirmation();
  expect(booking.Items.map((i: { Kind: string }) => i.Kind)).not.toContain('mud');
  expect(booking.Total).toBe(2 * 15_900);
});

test('a party of one is told the mud room and the spa garden take at least 2 guests', async ({
  page,
  bookingFlow,
  screens,
}) => {
  await toAddOns(page, [ADA], 15);
  await page.getByRole('button', { name: 'Add Rasul Mud Room' }).click();
  const mud = page.getByRole('dialog', { name: 'Rasul Mud Room' });
  await expect(mud.getByText('A minimum of 2 guests must be in the mud room.')).toBeVisible();
  await expect(mud.getByRole('button', { name: 'Done' })).toBeDisabled();
  await mud.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Add Spa Garden Access' }).click();
  const garden = page.getByRole('dialog', { name: 'Spa Garden Access' });
  await expect(garden.getByText('All guests must attend the Spa Garden together.')).toBeVisible();
  await expect(garden.getByText('A minimum of 2 guests must attend the Spa Garden.')).toBeVisible();
  await expect(garden.getByRole('button', { name: 'Add', exact: true })).toBeDisabled();
  await screens.captureScreen('add-ons-garden-one-guest');
  await garden.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Details' }).click();
  await bookingFlow.fillDetails();
  await bookingFlow.checkSummaryAndPay();
  await bookingFlow.payByCard(TEST_CARDS.approved);
  const { booking } = await bookingFlow.expectConfirmation();
  expect(booking.Total).toBe(15_900);
});

test('three guests: each card is priced for the whole party', async ({ page }) => {
  await toAddOns(page, [ADA, BRIAN, ['Cleo', 'Moore']], 16);
  await expect(card(page, 'Rasul Mud Room')).toContainText('£120 for your group of 3');
  await expect(card(page, 'Spa Garden Access')).toContainText('£105 for your 3 guests');
  await expect(card(page, 'Add a Treatment')).toContainText('from £45 per treatment');
});
