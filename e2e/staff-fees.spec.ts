import { expect, test, type Page } from '@playwright/test';
import { messageFromMailbox, uniqueEmail } from './support/accounts';
import { captureScreen } from './support/screens';
import {
  chooseTreatmentTimes,
  expectConfirmation,
  fillDetails,
  fillGuests,
  passAddOns,
  payByCard,
  TEST_CARDS,
} from './support/spa-day';
import {
  captureStaffScreen,
  createReceptionist,
  MANAGER,
  signInToStaffArea,
  staffBooking,
} from './support/staff';
import { checkTreatmentSummary, chooseFlowTreatments, startTreatments } from './support/treatment';

/** Today in the resort's zone (no-shows are marked on the booking's day, decision 0301). */
const resortToday = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/London' });
const resortHour = () =>
  Number(new Date().toLocaleString('en-GB', { timeZone: 'Europe/London', hour: '2-digit', hour12: false }));

async function openBooking(staff: Page, id: string, leadName: RegExp) {
  await staff.goto(`/staff/#/bookings/${id}`);
  await expect(staff.getByRole('heading', { level: 1, name: leadName })).toBeVisible();
}

test('a guest keeps their card for the policy; reception proposes the no-show fee, the manager charges it, then gives a goodwill refund', async ({
  page,
  browser,
  request,
}) => {
  // The guest's treatment is booked for today, for the no-show to be marked on its day.
  test.skip(resortHour() >= 16, 'no treatment times are left today at the spa');
  const email = uniqueEmail('kept-card');
  await page.setViewportSize({ width: 375, height: 812 });
  await startTreatments(page, { guests: 1, date: resortToday() });
  await fillGuests(page, [['Ada', 'Keeps']]);
  await chooseFlowTreatments(page, [{ guest: 'Ada', treatment: /^Swedish Massage, 60mins/ }]);
  await chooseTreatmentTimes(page, { together: true });
  await passAddOns(page);
  await fillDetails(page, false, email);
  await checkTreatmentSummary(page);

  // The consent, in words with the fees' amounts, before the card is typed.
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  const consent = page.getByRole('checkbox', { name: 'Keep my card for the cancellation policy (optional)' });
  await expect(consent).not.toBeChecked();
  await expect(page.getByText(/a no-show fee of £40 for each guest who does not come/)).toBeVisible();
  await consent.check();
  await expect(
    page.frameLocator('iframe[title="Card payment"]').getByRole('button', { name: 'Pay now' }),
  ).toBeVisible();
  await captureScreen(page, 'payment-keep-card');
  await page.setViewportSize({ width: 375, height: 812 });
  await payByCard(page, TEST_CARDS.approved);
  const { number } = await expectConfirmation(page);
  const booking = await staffBooking(request, number);

  // Reception marks the no-show and proposes the fee: nothing is charged yet.
  const receptionist = await createReceptionist(request);
  const deskContext = await browser.newContext({ viewport: { width: 1024, height: 800 } });
  const desk = await deskContext.newPage();
  await signInToStaffArea(desk, receptionist.email, receptionist.password);
  await openBooking(desk, booking.Id, /Ada Keeps/);
  const fees = desk.getByRole('region', { name: 'Fees and refunds' });
  await expect(fees).toContainText(/Card \*+ ?4242 is kept for the policy/);
  await desk.getByRole('button', { name: 'Mark Ada Keeps as a no-show' }).click();
  await fees.getByRole('button', { name: 'Propose the no-show fee (£40)' }).click();
  const proposeDialog = desk.getByRole('dialog', { name: 'Propose the no-show fee?' });
  await expect(proposeDialog).toContainText('Nothing is charged until a spa manager approves it.');
  await proposeDialog.getByRole('button', { name: 'Propose it' }).click();
  await expect(desk.locator(':focus')).toContainText(/No-show fee of £40 proposed/);
  await expect(fees).toContainText('No-show fee £40: waiting for a spa manager’s approval');
  await expect(fees.getByRole('button', { name: /Approve and charge/ })).toHaveCount(0);
  await captureStaffScreen(desk, 'staff-fee-proposed');
  await deskContext.close();

  // The manager approves: charged to the kept card, in the account, the guest e-mailed.
  const managerContext = await browser.newContext({ viewport: { width: 1024, height: 800 } });
  const manager = await managerContext.newPage();
  await signInToStaffArea(manager, MANAGER.email, MANAGER.password);
  await openBooking(manager, booking.Id, /Ada Keeps/);
  const managerFees = manager.getByRole('region', { name: 'Fees and refunds' });
  await managerFees.getByRole('button', { name: 'Approve and charge £40' }).click();
  const approveDialog = manager.getByRole('dialog', { name: 'Charge the no-show fee?' });
  await expect(approveDialog).toContainText('without the guest present');
  await approveDialog.getByRole('button', { name: 'Charge £40' }).click();
  await expect(manager.locator(':focus')).toContainText(/No-show fee of £40 charged to the kept card/);
  await expect(managerFees).toContainText(/No-show fee £40: charged to the kept card \(SBX-/);
  await expect(manager.getByText(/\+£40 Charged \(fee\): No-show fee/)).toBeVisible();
  await expect(manager.getByText(/−£40 Paid by saved card/)).toBeVisible();
  await captureStaffScreen(manager, 'staff-fee-charged');
  const receipt = await messageFromMailbox(request, email, /no-show fee was charged/);
  expect(receipt).toContain('£40');
  expect(receipt).toContain('4242');

  // A goodwill refund: the reason is required, then the money goes back to the card.
  await managerFees.getByRole('button', { name: 'Goodwill refund' }).click();
  const refundDialog = manager.getByRole('dialog', { name: 'Goodwill refund' });
  await refundDialog.getByRole('button', { name: 'Refund to the card' }).click();
  const summary = refundDialog.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Enter the amount in pounds');
  await refundDialog.getByLabel('Amount (£)').fill('10');
  await refundDialog.getByLabel('Reason').fill('The massage began 20 minutes late');
  await captureStaffScreen(manager, 'staff-goodwill-refund');
  await refundDialog.getByRole('button', { name: 'Refund to the card' }).click();
  await expect(manager.locator(':focus')).toContainText(/Goodwill refund of £10 on its way to the card/);
  await expect(
    manager.getByText(/Refunded by card online: Goodwill: The massage began 20 minutes late/),
  ).toBeVisible();
  const refundMail = await messageFromMailbox(request, email, /refund is on its way/);
  expect(refundMail).toContain('The massage began 20 minutes late');
  await managerContext.close();
});
