import { expect, messageFromMailbox, SCREENSHOT_DIR, signInToAccount, test } from './support/fixtures';
import { chooseNewDates, demoGuestRegistered, GUEST, PASSWORD } from './support/demo-stay-guest';

test.beforeEach(async ({ page, request, baseURL }) => {
  await demoGuestRegistered(request, baseURL!);
  await signInToAccount(page, GUEST, PASSWORD);
});

test('a member sees their stays, cancels one room of two, adds and removes a package, and reads why a room cannot be cancelled', async ({
  page,
  request,
  screens,
}) => {
  await page.getByRole('link', { name: 'Your Bookings' }).click();
  await expect(page).toHaveURL(/#\/bookings\/stay$/);
  const upcoming = page.getByRole('region', { name: 'Upcoming' });
  const previous = page.getByRole('region', { name: 'Previous' });
  const card = (region: typeof upcoming, number: string) =>
    region.getByRole('article').filter({ hasText: `Confirmation number ${number}` });
  await expect(card(upcoming, 'ST26000101')).toContainText('30 days to go');
  await expect(card(upcoming, 'ST26000101')).toContainText('2 rooms');
  await expect(card(upcoming, 'ST26000103')).toContainText('Today');
  // A cancelled stay is listed apart, not as upcoming.
  const cancelled = page.getByRole('region', { name: 'Cancelled' });
  await expect(card(cancelled, 'ST26000105')).toContainText('Cancelled');
  await expect(card(upcoming, 'ST26000105')).toHaveCount(0);
  await expect(card(previous, 'ST26000104')).toContainText('20 days ago');
  await screens.captureScreen('account-stay-bookings');

  // A stay of two rooms: cancel the second.
  await card(upcoming, 'ST26000101').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 2, name: /, 2 rooms$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel all rooms' })).toBeVisible();
  await expect(page.getByText(/^Flexible rate: free cancellation until 15:00 on /).first()).toBeVisible();
  await screens.captureScreen('account-stay-booking');

  const cancelRoom2 = page.getByRole('button', { name: 'Cancel room 2' });
  await cancelRoom2.click();
  const modal = page.getByRole('dialog', { name: 'Cancel room 2?' });
  await expect(modal).toBeVisible();
  await screens.captureScreen('account-stay-cancel-modal');
  // Escape closes it and focus returns to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(cancelRoom2).toBeFocused();
  await cancelRoom2.click();
  await modal.getByRole('button', { name: 'Cancel room' }).click();
  await expect(modal).toBeHidden();
  const room2 = page.getByRole('article', { name: /^Room 2:/ });
  await expect(room2.getByText('This booking is cancelled.')).toBeVisible();
  await expect(
    page.getByRole('article', { name: /^Room 1:/ }).getByRole('button', { name: 'Cancel room 1' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel all rooms' })).toBeHidden();
  // One room is left: the heading and the list say so.
  await expect(page.getByRole('heading', { level: 2, name: /, 1 room \(1 cancelled\)$/ })).toBeVisible();

  // Add a package to the remaining room, then remove it.
  await page.getByRole('button', { name: 'Add Champagne on arrival' }).click();
  const add = page.getByRole('dialog', { name: 'Add Champagne on arrival' });
  await add.getByLabel('Quantity').selectOption('2');
  // The amount and how it is taken, before the guest agrees.
  const price = Number(
    /£(\d+)/.exec(
      (await add
        .getByText(/^£\d+ /)
        .first()
        .textContent()) ?? '',
    )?.[1],
  );
  await expect(add.getByText(`Total: £${price * 2}`)).toBeVisible();
  await expect(
    add.getByText(
      `£${price * 2} is added to your room bill, paid at the hotel when you leave. Nothing is charged to your card now.`,
    ),
  ).toBeVisible();
  await screens.captureScreen('account-stay-add-package');
  await add.getByRole('button', { name: 'Add to my stay' }).click();
  await expect(add).toBeHidden();
  await expect(
    page.getByText(/Champagne on arrival is added to room 1\. Your receipt is on its way/),
  ).toBeVisible();
  // …and the receipt after: the amount, how it is paid, in the guest's mailbox.
  const receipt = await messageFromMailbox(request, GUEST, /Receipt: your stay ST26000101 has changed/);
  expect(receipt).toContain(`+£${price * 2}`);
  expect(receipt).toContain('added to your room bill');
  const room1 = page.getByRole('article', { name: /^Room 1:/ });
  await expect(room1.getByText('Champagne on arrival × 2')).toBeVisible();
  await room1.getByRole('button', { name: 'Remove Champagne on arrival from room 1' }).click();
  const remove = page.getByRole('dialog', { name: 'Remove Champagne on arrival?' });
  await remove.getByRole('button', { name: 'Remove' }).click();
  await expect(room1.getByText('Champagne on arrival × 2')).toBeHidden();

  // Advance purchase, 7 days ahead: past its cut-off; the page says why it cannot be cancelled.
  await page.goto('/account/#/bookings/stay/ST26000102');
  const suite = page.getByRole('article', { name: /^Room 1:/ });
  // Said once, in one sentence that ends with the hotel's number, tappable.
  await expect(suite.getByText(/cannot be cancelled online/)).toHaveText(
    'The cancellation deadline has passed: this room cannot be cancelled online, please contact the hotel on 01632 960 100.',
  );
  await expect(suite.getByRole('link', { name: '01632 960 100' })).toHaveAttribute('href', 'tel:01632960100');
  await expect(suite.getByRole('button', { name: /^Cancel/ })).toHaveCount(0);
  await expect(suite.getByText(/card ending in 4242/)).toBeVisible();
  await screens.captureScreen('account-stay-non-refundable');

  // Resend the confirmation.
  await page.getByRole('button', { name: 'Resend confirmation' }).click();
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Your confirmation has been sent.')).toBeVisible();

  // Printed: the hotel's name, address and telephone; no account menu, greeting or buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByText('Elmstead Hall Hotel', { exact: true })).toBeVisible();
  await expect(page.getByText('Colchester CO7 7AA')).toBeVisible();
  await expect(page.getByText('Telephone 01632 960 100')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome back/ })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Your account' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print Confirmation' })).toBeHidden();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/account-stay-booking-printed-1280.png`, fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // The list counts the one room left of ST26000101.
  await page.goto('/account/#/bookings/stay');
  await expect(card(upcoming, 'ST26000101')).toContainText('1 room ·');
});

test('a stay arriving today says what applies and offers what can still be done', async ({
  page,
  screens,
}) => {
  await page.goto('/account/#/bookings/stay/ST26000103');
  const today = page.getByRole('status').filter({ hasText: 'Your stay begins today' });
  await expect(today).toContainText('Check-in is from 15:00');
  await expect(today.getByRole('link', { name: '01632 960 100' })).toHaveAttribute('href', 'tel:01632960100');
  await expect(today.getByRole('link', { name: 'Book the spa for today' })).toHaveAttribute(
    'href',
    '/booking/',
  );
  await screens.captureScreen('account-stay-arriving-today');
});

test('amending a room for more guests than any room sleeps: told the most before, and the nearest choice after', async ({
  page,
  screens,
}) => {
  await page.goto('/account/#/bookings/stay/ST26000107');
  await chooseNewDates(page, 'room 1');
  await expect(page.getByRole('heading', { level: 1, name: /^Amend room 1 of booking/ })).toBeVisible();
  const adults = page.getByLabel('Adults');
  await expect(adults).toHaveAccessibleDescription('Up to 4 in a room');
  await expect(adults.getByRole('option')).toHaveText(['1', '2', '3', '4']);
  await screens.captureScreen('account-stay-amend-search');
  // A link asking for 8 adults (an old bookmark, another site): the answer says why and what to do.
  await page.goto(page.url().replace(/occupancy=[^&]+/, `occupancy=${encodeURIComponent('[[8,0,0]]')}`));
  await expect(page.getByRole('heading', { name: 'No room sleeps this many guests' })).toBeVisible();
  await expect(page.getByText(/Our largest rooms sleep 4 adults, 4 guests in all/)).toBeVisible();
  await screens.captureScreen('account-stay-amend-too-many');
});
