import {
  captureStaffScreen,
  expect,
  findBooking,
  signInToStaffArea,
  submitLogin,
  test,
  tuesdayAhead,
  uniqueEmail,
} from './support/fixtures';

test("reception cancels one guest's part with the policy's refund; the other guest stays booked; the diary shows the garden and restaurant", async ({
  bookingFlow,
  staffArea,
}) => {
  const date = tuesdayAhead(16);
  const guests: [string, string][] = [
    ['Nina', 'Shore'],
    ['Owen', 'Pratt'],
  ];
  const { number: confirmation, email } = await bookingFlow.bookSpaDay({ date, guests });
  const staff = await staffArea.signIn('reception', null);
  // No manager's screens for reception.
  await expect(staff.getByRole('link', { name: 'Staff accounts' })).toBeHidden();

  await findBooking(staff, confirmation, 'Nina Shore');
  // The lead booker's part is not cancelled alone.
  await expect(staff.getByRole('button', { name: 'Cancel Nina Shore’s part' })).toBeHidden();
  await staff.getByRole('button', { name: 'Cancel Owen Pratt’s part' }).click();
  const dialog = staff.getByRole('dialog', { name: /Cancel Owen Pratt’s part/ });
  await expect(
    dialog.getByText(/If cancelled now, £[\d.,]+ \(50% of their share\) is refunded to the guest's card/),
  ).toBeVisible();
  await captureStaffScreen(staff, 'staff-part-cancel-confirm');
  await dialog.getByRole('button', { name: 'Cancel Owen Pratt’s part' }).click();
  await expect(
    staff.getByText(/Owen Pratt’s part is cancelled and the lead booker e-mailed\. Refund: £/),
  ).toBeVisible();
  const refunds = staff.getByRole('region', { name: 'Cancellations and refunds' });
  await expect(refunds.getByText(/Owen Pratt's part cancelled: £[\d.,]+, refunded/)).toBeVisible();
  await expect(staff.getByText('1 guest', { exact: false }).first()).toBeVisible();
  const items = staff.getByRole('region', { name: 'The day' });
  await expect(items.getByText('Nina Shore', { exact: false }).first()).toBeVisible();
  await expect(items.getByText('Owen Pratt', { exact: false })).toHaveCount(0);
  await expect(
    staff.getByText(`“Your spa booking ${confirmation} has changed” to ${email}`, { exact: false }),
  ).toBeVisible();
  // The booking's account: the part credited, the refund by the card that paid, nothing left to pay.
  const payments = staff.getByRole('region', { name: 'Payments' });
  await expect(payments.getByText(/Refunded by card online: Owen Pratt's part cancelled/)).toBeVisible();
  await expect(payments.getByText('nothing left to pay')).toBeVisible();
  await captureStaffScreen(staff, 'staff-part-cancelled');

  await staff.goto(`/staff/#/diary?date=${date}`);
  const capacity = staff.getByRole('region', { name: 'Garden, mud room and restaurant' });
  await expect(capacity.getByRole('heading', { name: 'Mud room', exact: true })).toBeVisible();
  await expect(capacity.getByText(/ of \d+ places/).first()).toBeVisible();
  await captureStaffScreen(staff, 'staff-diary-capacity');
});

test('a spa manager adds a staff account, and disabling it ends its sign-in at once', async ({
  staffArea,
}) => {
  const manager = await staffArea.signIn('manager', null);
  await manager.getByRole('link', { name: 'Staff accounts' }).click();
  await expect(manager.getByRole('heading', { level: 1, name: 'Staff accounts' })).toBeVisible();

  // The passwords' rules, as members have them: the summary names the field.
  const email = uniqueEmail('new-desk');
  await manager.getByLabel('Name').fill('Pia Desk');
  await manager.getByLabel('E-mail').fill(email);
  await manager.getByLabel('Initial password').fill('short');
  await manager.getByLabel('Repeat the password').fill('short');
  await manager.getByRole('button', { name: 'Add the account' }).click();
  await expect(manager.getByRole('link', { name: /Minimum 8 characters/ })).toBeVisible();
  const password = 'pia desk password 2026';
  await manager.getByLabel('Initial password').fill(password);
  await manager.getByLabel('Repeat the password').fill(password);
  await manager.getByRole('button', { name: 'Add the account' }).click();
  await expect(manager.getByText(`Pia Desk can now sign in as Reception with ${email}.`)).toBeVisible();
  const row = manager.getByRole('row').filter({ hasText: email });
  await expect(row.getByText('Active')).toBeVisible();
  await captureStaffScreen(manager, 'staff-accounts');

  const desk = await staffArea.signIn({ email, password }, null);

  await row.getByRole('button', { name: 'Disable Pia Desk' }).click();
  await expect(manager.getByText('Pia Desk’s account is disabled: their sign-ins have ended.')).toBeVisible();
  await expect(row.getByText('Disabled')).toBeVisible();
  await captureStaffScreen(manager, 'staff-accounts-disabled');

  // The diary's next refresh is refused: the staff area forgets the sign-in and shows the login.
  await expect(desk.getByRole('heading', { level: 1, name: 'Spa team sign-in' })).toBeVisible();
  await submitLogin(desk, { email, password }, 'Sign in');
  await expect(desk.getByRole('alert')).toBeVisible();

  await row.getByRole('button', { name: 'Enable Pia Desk' }).click();
  await expect(row.getByText('Active')).toBeVisible();
  await signInToStaffArea(desk, email, password);
});
