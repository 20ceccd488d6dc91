import {
  captureStaffScreen,
  daysAhead,
  expect,
  managerHeaders,
  TABLET,
  test,
  uniqueEmail,
} from './support/fixtures';

test.use(TABLET);

/** A day no other journey books (47 days ahead). */
const DAY = daysAhead(47);

test('the desk looks a gift voucher up and pays a booking with it, from the booking', async ({
  page,
  staffArea,
  bookingFlow,
  screens,
}) => {
  const given = await page.request.post('/api/staff/vouchers', {
    headers: await managerHeaders(page.request),
    data: { Kind: 'money', AmountPence: 30_000, Reason: 'Journey: desk redemption' },
  });
  expect(given.ok(), await given.text()).toBe(true);
  const code = (await given.json()).Code as string;

  // Reception books a treatment by phone; its payment link leaves it due.
  await staffArea.signInHere('reception');
  await page.getByRole('button', { name: 'New booking' }).click();
  await bookingFlow.startTreatments({ guests: 1, date: DAY });
  await bookingFlow.fillGuests([['Vera', 'Quill']]);
  await bookingFlow.chooseFlowTreatments([{ guest: 'Vera', treatment: /^Swedish Massage, 60mins/ }]);
  await bookingFlow.chooseTreatmentTimes({ together: true });
  await bookingFlow.passAddOns();
  await bookingFlow.fillDetails(false, uniqueEmail('voucher-desk'), 'manual', '07700 900 321');
  await bookingFlow.checkTreatmentSummary();
  await page.getByRole('button', { name: 'Confirm the booking' }).click();
  const booked = page.getByRole('status').filter({ hasText: /^Booked: SPA-/ });
  await expect(booked).toBeVisible();
  const confirmation = /SPA-[0-9A-Z]{8}/.exec(await booked.innerText())![0];

  // From the booking: pay with the voucher.
  await booked.getByRole('link', { name: 'Open the booking' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /due$/ })).toBeVisible();
  await page.getByRole('link', { name: 'Pay with a gift voucher' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gift vouchers' })).toBeVisible();

  await page.getByLabel('Voucher code').fill(code.toLowerCase().replace(/-/g, ' '));
  await page.getByRole('button', { name: 'Look up' }).click();
  const found = page.getByRole('region', { name: `Voucher ending ${code.slice(-4)}` });
  await expect(found.getByText('£300', { exact: true }).first()).toBeVisible();
  await expect(found.getByLabel('Confirmation number')).toHaveValue(confirmation);
  await found.getByRole('button', { name: 'Pay with the voucher' }).click();
  await expect(
    found.getByText(new RegExp(`taken from the voucher for booking ${confirmation}`)),
  ).toBeVisible();
  await expect(found.getByRole('row', { name: /Spent on a booking/ })).toBeVisible();
  await screens.captureStaffScreen('staff-vouchers-paid');
  // Reception gives no vouchers and changes none.
  await expect(page.getByRole('heading', { name: 'Give a complimentary voucher' })).toHaveCount(0);
  await expect(found.getByRole('button', { name: 'Void the voucher' })).toHaveCount(0);

  // The booking has nothing left to pay.
  await found.getByRole('link', { name: 'Open the booking' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Vera Quill/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /due$/ })).toHaveCount(0);
});

test('a manager gives a complimentary voucher (its code shown this once), extends it and voids it', async ({
  staffArea,
}) => {
  const manager = await staffArea.signIn('manager');
  await manager.getByRole('link', { name: 'Gift vouchers' }).click();
  await manager.getByRole('button', { name: 'Give the voucher' }).click();
  await expect(manager.getByRole('link', { name: 'Enter an amount like 15 or 15.50' })).toBeVisible();
  await manager.getByLabel('Amount (£)').fill('75');
  await manager.getByLabel('Reason').fill('Apology for a late treatment');
  await manager.getByRole('button', { name: 'Give the voucher' }).click();
  const mine = manager.getByRole('region', { name: /^Voucher ending / });
  await expect(mine.getByText(/cannot be shown again/)).toBeVisible();
  await expect(mine.getByText(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/)).toBeVisible();
  await captureStaffScreen(manager, 'staff-vouchers-given');
  await mine.getByLabel('Valid until').fill(daysAhead(900));
  await mine.getByLabel('Why the expiry changes').fill('Guest in hospital');
  await mine.getByRole('button', { name: 'Change the expiry' }).click();
  await expect(mine.getByText(/^Now valid until /)).toBeVisible();
  await mine.getByLabel('Why it is voided').fill('Sold in error');
  await mine.getByRole('button', { name: 'Void the voucher' }).click();
  await expect(mine.getByRole('cell', { name: 'Voided', exact: true })).toBeVisible();
});
