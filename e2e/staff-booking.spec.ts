import { PromotionFormSchema, promotionFormValues } from '@spa/domain';
import {
  type APIRequestContext,
  captureScreen,
  daysAhead,
  expect,
  managerHeaders,
  messageFromMailbox,
  PHONE,
  TABLET,
  test,
  TEST_CARDS,
  uniqueEmail,
} from './support/fixtures';
import { GUEST as IN_HOUSE_GUEST } from './support/demo-stay-guest';
import {
  confirmAndRead,
  newBooking,
  openTheBooking,
  sameDaySpaDay,
  walkInTreatment,
} from './support/desk-booking';

test.use(TABLET);

/**
 * A promotion code the manager made (as their form sends it), new to this run (codes are for
 * ever): `prefix` and four more characters.
 */
async function newPromotion(request: APIRequestContext, prefix: string, rules: Record<string, unknown>) {
  const code = `${prefix}${Date.now().toString(36).slice(-4).toUpperCase()}`;
  const data = PromotionFormSchema.parse({ ...promotionFormValues(null), Code: code, ...rules });
  const created = await request.post('/api/staff/promotions', {
    headers: await managerHeaders(request),
    data,
  });
  expect(created.ok(), await created.text()).toBe(true);
  return code;
}

test('reception books a same-day Spa Day by phone and e-mails a payment link; the guest pays; the diary shows it paid', async ({
  page,
  newBrowser,
  staffArea,
  bookingFlow,
  screens,
}) => {
  await staffArea.signInHere('reception');
  await screens.captureStaffScreen('staff-booking-diary');
  await newBooking(page, true);

  const email = uniqueEmail('phone-guest');
  await bookingFlow.spaDayTo({ ...sameDaySpaDay(), guests: [['Nora', 'Vale']] }, 'details');
  await bookingFlow.fillDetails(false, email, 'manual', '07700 900 456');
  const total = await bookingFlow.checkSummaryAndPay();

  // The staff page takes the booking on: the total, the guest, how it is paid.
  await expect(page.getByRole('heading', { level: 1, name: 'New booking: payment' })).toBeVisible();
  await expect(page.getByText(`Nora Vale (${email})`)).toBeVisible();
  await expect(page.getByRole('radio', { name: /E-mail a payment link/ })).toBeChecked();
  // Not staying at the hotel: the room charge says why it cannot be chosen.
  await expect(page.getByRole('radio', { name: /Charge to their room/ })).toBeDisabled();
  await expect(page.getByText(/has no stay in house/)).toBeVisible();
  await screens.captureStaffScreen('staff-booking-payment');
  const confirmation = await confirmAndRead(page);
  await expect(page.getByText(/due: a payment link has been e-mailed/)).toBeVisible();
  await screens.captureStaffScreen('staff-booking-booked');

  // The diary shows the balance due, in words.
  await page.getByRole('link', { name: 'Back to the diary' }).click();
  const block = page
    .getByRole('region', { name: 'Therapists' })
    .getByRole('link', { name: new RegExp(`Nora Vale, ${confirmation}, Booked, £[\\d.,]+ due`) });
  await expect(block).toBeVisible();
  await screens.captureStaffScreen('staff-booking-diary-due');

  // The guest pays from the e-mail, on the provider's card page.
  const mail = await messageFromMailbox(page.request, email, /Pay for your spa booking/);
  const link = /http:\/\/\S+\/booking\/#\/pay\/[\w-]{32}/.exec(mail)![0];
  const guest = await newBrowser(PHONE.viewport);
  await guest.goto(link);
  await expect(guest.getByRole('heading', { level: 1, name: 'Pay for your spa booking' })).toBeVisible();
  await expect(guest.getByText(confirmation)).toBeVisible();
  const frame = guest.frameLocator('iframe[title="Card payment"]');
  await expect(frame.getByRole('button', { name: 'Pay now' })).toBeVisible();
  await captureScreen(guest, 'pay-link');
  await frame.getByLabel('Card number').fill(TEST_CARDS.approved);
  await frame.getByLabel('Expiry date').fill('12/39');
  await frame.getByLabel('Security code').fill('123');
  await frame.getByLabel('Name on card').fill('Nora Vale');
  await frame.getByLabel('Name on card').press('Enter');
  await expect(guest.getByRole('status').filter({ hasText: 'This booking has been paid.' })).toBeVisible();
  await captureScreen(guest, 'pay-link-paid');
  expect(total).toContain('£');

  // The diary, never reloaded, shows it paid (it asks again every few seconds).
  await expect(
    page
      .getByRole('region', { name: 'Therapists' })
      .getByRole('link', { name: new RegExp(`Nora Vale, ${confirmation}, Booked(?!, £)`) }),
  ).toBeVisible({ timeout: 15_000 });
  await screens.captureStaffScreen('staff-booking-diary-paid');
});

test('a walk-in treatment today with the promotion code the guest quotes, paid on the card terminal at the desk', async ({
  page,
  staffArea,
  screens,
}) => {
  await staffArea.signInHere('reception');
  const code = await newPromotion(page.request, 'DESK', { Percent: '20' });
  const lapsed = await newPromotion(page.request, 'OLD', { Percent: '10', ValidUntil: daysAhead(-1) });
  await newBooking(page);
  await walkInTreatment(page, ['Walter', 'Inn'], uniqueEmail('walk-in'));

  // On the phone the guest quotes a code: a lapsed one says why, and the desk can go on without it.
  const codeField = page.getByLabel('Code the guest quotes');
  await codeField.fill(lapsed.toLowerCase());
  await page.getByRole('button', { name: 'Apply code' }).click();
  const why = page.getByRole('alert').filter({ hasText: 'This code takes nothing off' });
  await expect(why).toContainText('This code has expired on');
  await expect(why).toContainText('You can still confirm the booking at the full price');
  // Then theirs: the server's bill shows what it takes off before the desk confirms.
  await codeField.fill(code);
  await page.getByRole('button', { name: 'Apply code' }).click();
  const bill = page.getByRole('table', { name: 'The bill' });
  await expect(bill.getByRole('row', { name: `Promotion ${code} −£17` })).toBeVisible();
  await expect(bill.getByRole('row', { name: 'To pay at the desk £68' })).toBeVisible();
  await expect(page.getByText(`${code} takes £17 off this booking.`)).toBeVisible();
  await expect(why).toHaveCount(0);
  await screens.captureAtSizes('staff-booking-promotion', [PHONE.viewport, TABLET.viewport]);

  await expect(page.getByRole('group', { name: 'How is £68 paid?' })).toBeVisible();
  await page.getByRole('radio', { name: 'Card on the terminal now' }).check();
  await page.getByLabel('Receipt number (optional)').fill('T-1042');
  await screens.captureStaffScreen('staff-booking-desk-card');
  const confirmation = await confirmAndRead(page);
  await expect(page.getByText('Paid in full.')).toBeVisible();

  await openTheBooking(page, confirmation);
  await expect(page.getByText(/Paid by card at the desk/)).toBeVisible();
  await expect(page.getByText(`Promotion ${code}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: /due$/ })).toHaveCount(0);
  await screens.captureStaffScreen('staff-booking-paid-at-desk');
});

test("an in-house guest's treatment charged to their room", async ({ page, staffArea, screens }) => {
  await staffArea.signInHere('reception');
  await newBooking(page);
  // The demo hotel's guest has a stay from today (DEMO_STAYS).
  await walkInTreatment(page, ['Rowan', 'Ashdown'], IN_HOUSE_GUEST);
  await page.getByRole('radio', { name: /Charge to their room/ }).check();
  const stay = page.getByRole('group', { name: 'Which stay?' }).getByRole('radio').first();
  await expect(stay).toBeChecked();
  await screens.captureStaffScreen('staff-booking-room-charge');
  await confirmAndRead(page);
  await expect(page.getByText('Paid in full.')).toBeVisible();
  await page.getByRole('link', { name: 'Open the booking' }).click();
  await expect(page.getByText(/Paid by room charge/)).toBeVisible();
});
