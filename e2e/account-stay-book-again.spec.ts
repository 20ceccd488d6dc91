import { expect, test } from '@playwright/test';
import { signInToAccount } from './support/accounts';
import { demoGuestRegistered, GUEST, PASSWORD } from './support/demo-stay-guest';
import { captureScreen } from './support/screens';

test('a member books a past stay again: dates, a rate, the deposit paid, the confirmation and the new stay in the Stay tab', async ({
  page,
  request,
  baseURL,
}) => {
  await demoGuestRegistered(request, baseURL!);
  await signInToAccount(page, GUEST, PASSWORD);
  // A previous stay of the demo guest: 3 nights in a Classic Double.
  await page.goto('/account/#/bookings/stay/ST26000104');
  await page.getByRole('link', { name: 'Book Again' }).click();
  // /booking/#/stay is served by the stay entry's booking page, prefilled from the stay.
  await expect(page).toHaveURL(/\/booking\/stay\/#\/stay\/book\/\?from=ST26000104/);
  await expect(page.getByRole('heading', { level: 1, name: 'Book a stay' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Your stay' });
  await expect(form.getByLabel('Nights')).toHaveValue('3');

  // Two nights instead, from a date further ahead.
  const arrival = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);
  await form.getByLabel('Arrival').fill(arrival);
  await form.getByLabel('Nights').selectOption('2');
  await form.getByRole('button', { name: 'Search' }).click();
  const choose = page.getByRole('button', {
    name: 'Choose Classic Double, Advance Purchase Bed & Breakfast',
  });
  await expect(choose).toBeVisible();
  await captureScreen(page, 'stay-book-again-search');

  await choose.click();
  const pay = page.getByRole('dialog', { name: 'Book this stay' });
  await expect(pay.getByText(/non-refundable deposit of £330/)).toBeVisible();
  // A declined card books nothing and says the card was not charged.
  await pay.getByLabel('Name on card').fill('Rowan Ashdown');
  await pay.getByLabel('Card number').fill('4000 0000 0000 0002');
  await pay.getByLabel('Expiry date').fill('12/39');
  await pay.getByLabel('Security code').fill('123');
  await captureScreen(page, 'stay-book-again-payment');
  await pay.getByRole('button', { name: 'Pay deposit and book' }).click();
  await expect(pay.getByText(/declined.*not charged/)).toBeVisible();

  await pay.getByLabel('Card number').fill('4242 4242 4242 4242');
  await pay.getByRole('button', { name: 'Pay deposit and book' }).click();
  const done = page.getByRole('heading', { level: 1, name: 'Your stay is booked' });
  await expect(done).toBeVisible();
  await expect(done).toBeFocused();
  const number = (await page
    .getByText(/^Confirmation number:/)
    .locator('strong')
    .textContent())!;
  expect(number).toMatch(/^ST\d{8}$/);
  await expect(page.getByText(/deposit of £330 has been charged to card \*\*\*\* 4242/)).toBeVisible();
  await captureScreen(page, 'stay-book-again-done');

  // The new stay is in the Stay tab, and opens.
  await page.getByRole('link', { name: 'Your bookings' }).click();
  const listed = page.getByRole('article').filter({ hasText: `Confirmation number ${number}` });
  await expect(listed).toContainText('45 days to go');
  await listed.getByRole('link').click();
  await expect(page.getByText(number, { exact: true })).toBeVisible();
});
