import { expect, test } from './support/fixtures';

test('a member books a past stay again: dates, a rate, the deposit paid, the confirmation and the new stay in the Stay tab', async ({
  page,
  accountArea,
  bookingFlow,
  screens,
}) => {
  // A previous stay of the demo guest: 3 nights in a Classic Double.
  await accountArea.openStay('ST26000104');
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
  await screens.captureScreen('stay-book-again-search');

  await choose.click();
  const pay = page.getByRole('dialog', { name: 'Book this stay' });
  // The amount and how it is taken, before the card is asked for.
  await expect(
    pay.getByText(/non-refundable deposit of £330 is charged to your card when you book/),
  ).toBeVisible();
  // The card goes into the provider's page, on its own origin: never to ours.
  const cardSeenByUs: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).origin === new URL(page.url()).origin && /4242|0002/.test(sent.postData() ?? ''))
      cardSeenByUs.push(sent.url());
  });
  const frame = pay.locator('iframe[title="Card payment"]');
  expect(new URL((await frame.getAttribute('src'))!).origin).not.toBe(new URL(page.url()).origin);
  // A declined card books nothing and says so; the provider's page lets the guest try again.
  await bookingFlow.typeCardInProviderPage('4000 0000 0000 0002', 'stay-book-again-payment');
  await expect(pay.getByRole('alert').filter({ hasText: /declined/ })).toBeVisible();
  await bookingFlow.typeCardInProviderPage('4242 4242 4242 4242');
  const done = page.getByRole('heading', { level: 1, name: 'Your stay is booked' });
  await expect(done).toBeVisible();
  await expect(done).toBeFocused();
  const number = (await page
    .getByText(/^Confirmation number:/)
    .locator('strong')
    .textContent())!;
  expect(number).toMatch(/^ST\d{8}$/);
  await expect(page.getByText(/deposit of £330 has been charged to card \*\*\*\* 4242/)).toBeVisible();
  await screens.captureScreen('stay-book-again-done');
  expect(cardSeenByUs).toEqual([]);

  // The new stay is in the Stay tab, and opens.
  await page.getByRole('link', { name: 'Your bookings' }).click();
  const listed = page.getByRole('article').filter({ hasText: `Confirmation number ${number}` });
  await expect(listed).toContainText('45 days to go');
  await listed.getByRole('link').click();
  await expect(page.getByText(number, { exact: true })).toBeVisible();
});
