import {
  captureStaffScreen,
  expect,
  expectProblems,
  messageFromMailbox,
  test,
  tuesdayAhead,
  uniqueEmail,
} from './support/fixtures';
import { deskBooksWalkIn } from './support/desk-booking';

/**
 * Money at the desk after the booking (issue 22, decision 0445): reception opens a booking
 * with a balance, charges part of it to the room of a guest in house today (found by surname:
 * the demo hotel's Rowan Ashdown stays from today, DEMO_STAYS), takes the rest in cash, and the
 * booking shows paid.
 */
test('reception charges part of a balance to an in-house guest’s room and takes the rest in cash', async ({
  staffArea,
}) => {
  const email = uniqueEmail('room-charge');
  const page = await staffArea.signIn('reception');
  await deskBooksWalkIn(page, { guest: ['Rowan', 'Ashdown'], email, paid: /Pay on arrival/ });

  const due = page.getByRole('region', { name: /due$/ });
  await expect(due).toBeVisible();
  const amount = due.getByLabel('Amount to take (£)');
  const total = Math.round(Number(await amount.inputValue()) * 100);
  expect(total).toBeGreaterThan(2_000);

  // More than the balance is refused before anything is sent, the summary taking the focus.
  await amount.fill(((total + 100) / 100).toFixed(2));
  await due.getByRole('button', { name: 'Charge to a room' }).click();
  await expectProblems(due, 'what is left to pay');

  // £20 of it to a room: the booker's e-mail has no stay, so reception finds the guest's by surname (in the stay's e-mail).
  await amount.fill('20');
  await due.getByRole('button', { name: 'Charge to a room' }).click();
  const dialog = page.getByRole('dialog', { name: 'Charge to a room' });
  await expect(dialog.getByText(`${email} has no stay in house today`)).toBeVisible();
  await dialog.getByLabel('Find a stay in house today').fill('Ashdown');
  const stay = dialog.getByRole('group', { name: 'Which stay?' }).getByRole('radio').first();
  await expect(stay).toBeVisible();
  await stay.check();
  const stayNumber = /^ST\w+/.exec((await stay.getAttribute('value')) ?? '')?.[0] ?? '';
  expect(stayNumber).not.toBe('');
  await captureStaffScreen(page, 'staff-desk-room-charge');
  await dialog.getByRole('button', { name: 'Charge £20 to the room' }).click();
  await expect(page.locator(':focus')).toContainText(`£20 charged to stay ${stayNumber}`);
  await expect(page.getByText(new RegExp(`Paid by room charge: Stay ${stayNumber}`))).toBeVisible();

  // The rest in cash: the amount offered is what is left.
  await expect(amount).toHaveValue(((total - 2_000) / 100).toFixed(2));
  await captureStaffScreen(page, 'staff-desk-part-paid');
  await due.getByRole('button', { name: 'Paid in cash' }).click();
  await expect(page.locator(':focus')).toContainText('The booking is paid in full');
  await expect(page.getByRole('heading', { name: /due$/ })).toHaveCount(0);
  await expect(page.getByText(/Paid by cash: Till/)).toBeVisible();
  await expect(page.getByText('nothing left to pay')).toBeVisible();
  await captureStaffScreen(page, 'staff-desk-paid-split');

  // The newest receipt: the cash, and the booking paid in full.
  const receipt = await messageFromMailbox(page.request, email, /Payment received/);
  expect(receipt).toContain('in cash at the spa desk');
  expect(receipt).toContain('Your booking is paid in full.');
});

test('a cancelled booking paid in cash: the spa manager gives its credit back in cash, and the balance is nil', async ({
  staffArea,
}) => {
  const email = uniqueEmail('cash-refund');
  const page = await staffArea.signIn('reception');
  // Days ahead, so that the policy refunds half when it is cancelled (nothing within 48 hours).
  await deskBooksWalkIn(page, { guest: ['Cass', 'Back'], email, paid: /Cash now/, date: tuesdayAhead(4) });
  const bookingUrl = page.url();
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel the booking' }).click();
  const owed = page.getByRole('region', { name: /owed back to the guest$/ });
  await expect(owed).toContainText('A spa manager gives it back');
  await expect(owed.getByRole('button')).toHaveCount(0);

  const manager = await staffArea.signIn('manager');
  await manager.goto(bookingUrl);
  const credit = manager.getByRole('region', { name: /owed back to the guest$/ });
  const refund = credit.getByRole('button', { name: /^Refund £[\d.,]+ in cash$/ });
  await expect(refund).toBeVisible();
  await captureStaffScreen(manager, 'staff-desk-credit-owed');
  await refund.click();
  const dialog = manager.getByRole('dialog', { name: /^Refund £[\d.,]+ in cash\?$/ });
  await dialog.getByRole('button', { name: /^Refund £/ }).click();
  await expect(manager.locator(':focus')).toContainText(
    /given back in cash\. The guest is e-mailed; the balance is now nil/,
  );
  await expect(credit).toHaveCount(0);
  await expect(manager.getByText(/Refunded by cash: Cash refund/)).toBeVisible();
  await expect(manager.getByText('nothing left to pay')).toBeVisible();
  await captureStaffScreen(manager, 'staff-desk-credit-refunded');
  expect(await messageFromMailbox(manager.request, email, /Your refund/)).toContain(
    'in cash at the spa desk',
  );
});

test('a booking charged to a room and cancelled: the policy’s refund comes off the room bill (decision 0535)', async ({
  staffArea,
}) => {
  const email = uniqueEmail('room-credit');
  const page = await staffArea.signIn('reception');
  // Days ahead, so that the policy refunds half when it is cancelled.
  await deskBooksWalkIn(page, {
    guest: ['Rowan', 'Ashdown'],
    email,
    paid: /Pay on arrival/,
    date: tuesdayAhead(4),
  });
  await page.getByRole('region', { name: /due$/ }).getByRole('button', { name: 'Charge to a room' }).click();
  const dialog = page.getByRole('dialog', { name: 'Charge to a room' });
  await dialog.getByLabel('Find a stay in house today').fill('Ashdown');
  const stay = dialog.getByRole('group', { name: 'Which stay?' }).getByRole('radio').first();
  await stay.check();
  const stayNumber = /^ST\w+/.exec((await stay.getAttribute('value')) ?? '')?.[0] ?? '';
  await dialog.getByRole('button', { name: /^Charge £[\d.,]+ to the room$/ }).click();
  await expect(page.locator(':focus')).toContainText('The booking is paid in full');

  await page.getByRole('button', { name: 'Cancel booking' }).click();
  // Told before agreeing where the refund goes: off the room bill it was charged to.
  await expect(page.getByRole('dialog')).toContainText(
    `is taken off the guest's room bill (stay ${stayNumber})`,
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel the booking' }).click();
  await expect(page.getByText(new RegExp(`Refunded to room bill: Stay ${stayNumber}`))).toBeVisible();
  await expect(page.getByText('nothing left to pay')).toBeVisible();
  await expect(page.getByRole('region', { name: /owed back to the guest$/ })).toHaveCount(0);
  await captureStaffScreen(page, 'staff-desk-room-credit');
  expect(await messageFromMailbox(page.request, email, /is cancelled/)).toContain(
    `taken off your room bill (stay ${stayNumber})`,
  );
});
