import { daysAhead, expect, PHONE, proveEmail, test, TEST_CARDS } from './support/fixtures';

test.use(PHONE);

const ADA: [string, string] = ['Ada', 'Lovelace'];
const BRIAN: [string, string] = ['Brian', 'Kernighan'];

test('1 guest books a package with treatments only, on a phone', async ({ page, bookingFlow }) => {
  await bookingFlow.startSpaDay({ guests: 1, packageId: 'ELM-ESCAPE', date: daysAhead(9), capture: true });
  await bookingFlow.fillGuests([['Ada', 'Lovelace']], true);
  await bookingFlow.chooseArrival(true);
  // No dining, no garden: straight to treatments.
  await expect(page).toHaveURL(/\/treatments$/);
  await bookingFlow.chooseTreatments(['Ada'], true);
  await bookingFlow.chooseTreatmentTimes({ together: true, capture: true });
  // No extras: the add-ons step is skipped.
  await expect(page).toHaveURL(/\/details$/);
  await bookingFlow.fillDetails(true);
  const total = await bookingFlow.checkSummaryAndPay(true);
  expect(total).toContain('£129');
  // The hold's countdown stays in view on the payment step too (issue 25).
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await expect(page.getByText(/^Your chosen times are held for \d+:\d\d/)).toBeVisible();
  await bookingFlow.payByCard(TEST_CARDS.approved, true);
  const { booking } = await bookingFlow.expectConfirmation(true);
  expect(booking.Total).toBe(12_900);
  expect(booking.Guests).toEqual([expect.objectContaining({ FirstName: 'Ada', LastName: 'Lovelace' })]);
  expect(booking.Items.filter((i: { Kind: string }) => i.Kind === 'treatments')).toHaveLength(1);

  // The browser that booked can share it; the same address opened elsewhere cannot.
  await page.getByRole('textbox', { name: 'Send to a friend' }).fill('friend@example.com');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sent.' })).toBeVisible();
  const elsewhere = await page.context().browser()!.newContext();
  const stranger = await elsewhere.request.post(new URL('/api/spa/send-email/', page.url()).toString(), {
    data: { confirmation: bookingFlow.sessionIdOf(), emailAddress: 'thief@example.com' },
  });
  expect(stranger.status()).toBe(403);
  await elsewhere.close();

  // The print stylesheet keeps the confirmation and drops the buttons, header and footer.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print Confirmation' })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByTestId('confirmation-number')).toBeVisible();
  await page.screenshot({ path: 'e2e/screenshots/spa-day-confirmation-print.png', fullPage: true });
  await page.emulateMedia({ media: 'screen' });
});

test('3 guests book the full package: dining, garden and treatments with separate start times', async ({
  page,
  bookingFlow,
}) => {
  await bookingFlow.startSpaDay({ guests: 3, packageId: 'ELM-RETREAT', date: daysAhead(10) });
  await bookingFlow.fillGuests([
    ADA,
    BRIAN,
    // The longest surname the form takes (50 letters, one word): wraps on a phone.
    ['Cleo', 'Wolfeschlegelsteinhausenbergerdorffvoralternwarenw'],
  ]);
  await bookingFlow.chooseArrival();
  await expect(page).toHaveURL(/\/dining$/);
  await bookingFlow.chooseDining(true, 'last');
  await expect(page).toHaveURL(/\/garden$/);
  await bookingFlow.chooseGarden(true);
  await bookingFlow.chooseTreatments(['Ada', 'Brian', 'Cleo']);
  await bookingFlow.chooseTreatmentTimes({ together: false, capture: true });
  await expect(page).toHaveURL(/\/add-ons$/);
  await bookingFlow.passAddOns(true);
  await bookingFlow.fillDetails();
  await bookingFlow.checkSummaryAndPay();
  await bookingFlow.payByCard(TEST_CARDS.approved);
  const { booking } = await bookingFlow.expectConfirmation(true);
  expect(booking.Total).toBe(3 * 21_900);
  expect(booking.Guests).toHaveLength(3);
  const kinds = booking.Items.map((i: { Kind: string }) => i.Kind);
  expect(kinds.filter((k: string) => k === 'treatments')).toHaveLength(3);
  expect(kinds).toContain('dining');
  expect(kinds.filter((k: string) => k === 'garden').length).toBeGreaterThan(0);
});

test('2 guests start their treatments together', async ({ page, bookingFlow }) => {
  await bookingFlow.spaDayTo({ date: daysAhead(11), guests: [ADA, BRIAN] }, 'treatment-times');
  await expect(page.getByRole('heading', { name: 'First treatment time for Ada and Brian' })).toBeVisible();
  await bookingFlow.chooseTreatmentTimes({ together: true });
  await bookingFlow.fillDetails();
  await bookingFlow.checkSummaryAndPay();
  await bookingFlow.payByCard(TEST_CARDS.approved);
  const { booking } = await bookingFlow.expectConfirmation();
  const treatments = booking.Items.filter((i: { Kind: string }) => i.Kind === 'treatments');
  expect(treatments).toHaveLength(2);
  expect(treatments[0].StartDateTime).toBe(treatments[1].StartDateTime);
  expect(booking.Total).toBe(2 * 12_900);
});

test('a declined card shows why, then an approved card books once', async ({ page, bookingFlow }) => {
  await bookingFlow.toSpaDayPayment(12);
  const frame = page.frameLocator('iframe[title="Card payment"]');
  // Field errors first: a summary that takes focus and links to each field, and a bad number.
  await frame.getByLabel('Card number').fill('4242 4242 4242 4241');
  await frame.getByLabel('Expiry date').fill('01/20');
  await frame.getByRole('button', { name: 'Pay now' }).click();
  await expect(frame.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeFocused();
  await expect(frame.getByRole('link', { name: 'Enter a valid card number' })).toBeVisible();
  await expect(frame.getByRole('link', { name: 'The expiry date must be in the future' })).toBeVisible();
  await expect(frame.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');
  await bookingFlow.captureFramedScreen('spa-day-payment-errors');
  await bookingFlow.payByCard(TEST_CARDS.declined);
  await expect(frame.getByText(/declined by your bank/)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Your payment was not taken' })).toBeVisible();
  await bookingFlow.captureFramedScreen('spa-day-payment-declined');
  await frame.getByLabel('Card number').fill(TEST_CARDS.approved);
  await frame.getByLabel('Security code').fill('123');
  await frame.getByRole('button', { name: 'Pay now' }).click();
  const { sessionId } = await bookingFlow.expectConfirmation();
  const payment = await (await page.request.get(`/api/payment/${sessionId}`)).json();
  expect(payment).toMatchObject({ Status: 'approved', CardMaskedNo: '**** 4242' });
});

test('a reload in the middle of the flow continues where the guest was', async ({ page, bookingFlow }) => {
  await bookingFlow.spaDayTo({ date: daysAhead(13), guests: [ADA, BRIAN] }, 'treatments');
  await page.reload();
  // The names and the held arrival came back from the session, not from memory.
  await expect(page.getByRole('heading', { name: "Ada's treatments" })).toBeVisible();
  await expect(page.getByText(/Your chosen times are held for/)).toBeVisible();
  await bookingFlow.chooseTreatments(['Ada', 'Brian']);
  await bookingFlow.chooseTreatmentTimes({ together: true });
  await expect(page).toHaveURL(/\/details$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Lead booker details' })).toBeVisible();
  await bookingFlow.fillDetails();
  await bookingFlow.checkSummaryAndPay();
  await expect(page.frameLocator('iframe[title="Card payment"]').getByLabel('Card number')).toBeVisible();
  await page.reload(); // a reload during payment: the same page session comes back
  await bookingFlow.payByCard(TEST_CARDS.approved);
  const { booking } = await bookingFlow.expectConfirmation();
  expect(booking.Guests.map((g: { FirstName: string }) => g.FirstName)).toEqual(['Ada', 'Brian']);
});

test('cancel asks first; continuing keeps the booking, and it can still be confirmed', async ({
  page,
  bookingFlow,
  screens,
}) => {
  await bookingFlow.spaDayTo({ date: daysAhead(14), guests: [ADA] }, 'arrival');
  await page.getByRole('button', { name: 'Cancel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure? You will have to start over!' });
  await expect(dialog).toBeVisible();
  await screens.captureScreen('spa-day-cancel');
  await dialog.getByRole('button', { name: 'Continue booking' }).click();
  await expect(dialog).toBeHidden();
  await bookingFlow.chooseArrival();
  await bookingFlow.chooseTreatments(['Ada']);
  await bookingFlow.chooseTreatmentTimes({ together: true });
  await bookingFlow.fillDetails();
  await bookingFlow.checkSummaryAndPay();
  await bookingFlow.payByCard(TEST_CARDS.approved);
  await bookingFlow.expectConfirmation();
});

test('cancelling ends the session and returns to the site root', async ({ page, bookingFlow }) => {
  await bookingFlow.startSpaDay({ guests: 1, packageId: 'ELM-ESCAPE', date: daysAhead(15) });
  const url = page.url();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel booking' }).click();
  // The site root is the booking app's start screen: wait until it shows, not for the first URL on the way.
  await expect(page.getByRole('heading', { level: 1, name: 'BOOK THE SPA' })).toBeVisible();
  await expect(page).toHaveURL(/\/booking\/#\/spa$/);
  await page.goto(url);
  await expect(
    page.getByRole('heading', { name: /We could not find your booking|This booking was cancelled/ }),
  ).toBeVisible();
});

test('an account asked for at details needs a proven e-mail: the confirmation leads to the register screen', async ({
  page,
  bookingFlow,
}) => {
  await bookingFlow.spaDayTo({ date: daysAhead(17), guests: [['Grace', 'Hopper']] }, 'details');
  const email = `grace.${Date.now()}@example.com`;
  await expect(page.getByRole('heading', { name: 'Create an account for all these benefits' })).toBeVisible();
  await page.getByLabel('Password (optional)').fill('correct horse battery');
  await page.getByLabel('Repeat password').fill('correct horse battery');
  const mailing = page.getByLabel('Join the mailing list (optional)');
  await expect(mailing).not.toBeChecked();
  await bookingFlow.fillDetails(false, email, 'lookup');
  await bookingFlow.checkSummaryAndPay();
  await bookingFlow.payByCard(TEST_CARDS.approved);
  await bookingFlow.expectConfirmation();
  // Every registration proves its e-mail with a code (issue 11); the register screen does it.
  await expect(page.getByText('We were unable to create your account.')).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Create your account with a code sent to your email' }),
  ).toHaveAttribute('href', '/account/#/register');
});

test('a signed-in member is one of the guests and finds their details filled in', async ({
  page,
  bookingFlow,
  screens,
}) => {
  const email = `ada.${Date.now()}@example.com`;
  const registered = await page.request.post('/api/account/register', {
    data: {
      validationId: await proveEmail(page.request, email),
      title: 'MRS',
      firstName: 'Ada',
      lastName: 'Byron',
      emailAddress: email,
      telephone: '01632 960 555',
      password: 'analytical engine 1843',
      terms: true,
      addressBooks: [],
      address: { line1: '12 Elm Row', line2: '', city: 'Elmstead', country: 'GB', postCode: 'EL2 2BB' },
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  await page.goto('/booking/#/spa');
  await page.getByLabel('Username').fill(email);
  await page.getByLabel('Password').fill('analytical engine 1843');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/#\/spa\/type$/);

  await bookingFlow.startSpaDay({ guests: 2, packageId: 'ELM-ESCAPE', date: daysAhead(18) });
  const second = page.getByRole('group', { name: 'Guest 2' });
  await second.getByLabel('I am this guest').check();
  await expect(second.getByLabel('First name')).toHaveValue('Ada');
  await expect(second.getByLabel('First name')).toHaveJSProperty('readOnly', true);
  // Only one guest can be the member: ticking guest 1 clears guest 2.
  const first = page.getByRole('group', { name: 'Guest 1' });
  await first.getByLabel('I am this guest').check();
  await expect(second.getByLabel('I am this guest')).not.toBeChecked();
  await expect(second.getByLabel('First name')).toHaveValue('');
  await screens.captureScreen('spa-day-guests-signed-in');
  await second.getByLabel('Title').selectOption({ index: 1 });
  await second.getByLabel('First name').fill('Charles');
  await second.getByLabel('Last name').fill('Babbage');
  await page.getByRole('button', { name: 'Next Step' }).click();
  await bookingFlow.chooseArrival();
  await bookingFlow.chooseTreatments(['Ada', 'Charles']);
  await bookingFlow.chooseTreatmentTimes({ together: true });

  await expect(page.getByRole('heading', { level: 1, name: 'Your details' })).toBeVisible();
  await expect(page.getByLabel('Email address')).toHaveValue(email);
  await expect(page.getByLabel('Address line 1')).toHaveValue('12 Elm Row');
  await expect(page.getByRole('heading', { name: 'Create an account for all these benefits' })).toBeHidden();
  await page.getByLabel(/I agree to the/).check();
  await screens.captureScreen('spa-day-details-signed-in');
  await page.getByRole('button', { name: 'Check your booking' }).click();
  await bookingFlow.checkSummaryAndPay();
  await bookingFlow.payByCard(TEST_CARDS.approved);
  const { booking } = await bookingFlow.expectConfirmation();
  expect(booking.Guests[0]).toMatchObject({ FirstName: 'Ada', LastName: 'Byron' });
  await expect(page.getByRole('link', { name: 'Your spa bookings' })).toBeVisible();
});
