import { DESKTOP, expect, test, TEST_CARDS } from './support/fixtures';

test.use(DESKTOP);

test("the card is typed into the provider's page on its own origin, never sent to ours", async ({
  page,
  bookingFlow,
}) => {
  const cardSeenByUs: string[] = [];
  page.on('request', (request) => {
    const body = request.postData() ?? '';
    if (new URL(request.url()).origin === new URL(page.url()).origin && /4242/.test(body))
      cardSeenByUs.push(request.url());
  });
  await bookingFlow.toSpaDayPayment(14);
  const frame = page.locator('iframe[title="Card payment"]');
  const src = new URL((await frame.getAttribute('src'))!);
  expect(src.origin).not.toBe(new URL(page.url()).origin);
  expect(src.port).toBe(String(Number(new URL(page.url()).port) + 1));
  await bookingFlow.payByCard('4242 4242 4242 4242', true);
  await bookingFlow.expectConfirmation();
  expect(cardSeenByUs).toEqual([]);
});

test('a 3-D Secure card: the bank challenge on the provider, failed once, then approved', async ({
  page,
  bookingFlow,
  screens,
}) => {
  await bookingFlow.toSpaDayPayment(15);
  const frame = page.frameLocator('iframe[title="Card payment"]');
  await bookingFlow.payByCard(TEST_CARDS.challenge);
  await expect(frame.getByRole('heading', { name: 'Confirm it is you' })).toBeVisible();
  await screens.captureScreen('spa-day-payment-3ds-challenge');
  await frame.getByRole('button', { name: 'Fail' }).click();
  await expect(frame.getByText(/could not confirm it was you/)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Your payment was not taken' })).toBeVisible();
  // The provider's page came back (a fresh form): the guest tries again.
  await bookingFlow.payByCard(TEST_CARDS.challenge);
  await frame.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Congrats' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(/^Payment was taken from card \*+ ?3184$/)).toBeVisible();
});
