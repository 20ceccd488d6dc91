import { daysAhead, expect, messageFromMailbox, PHONE, test, TEST_CARDS } from './support/fixtures';

test.use(PHONE);

// One journey in two steps (each within the test time on a loaded machine): buy and receive, then spend.
test.describe.configure({ mode: 'serial' });
const recipient = `sam.${Date.now()}@example.com`;
let code = '';

test('buy a £200 voucher in the shop; the recipient gets it today with its PDF', async ({
  page,
  request,
  bookingFlow,
  screens,
}) => {
  // The shop, from the start screen.
  await page.goto('/booking/#/spa');
  await page.getByRole('link', { name: 'Buy a gift voucher' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Buy a gift voucher' })).toBeVisible();
  await page.getByLabel('Voucher', { exact: true }).selectOption({ label: '£200 gift voucher' });
  await page.getByLabel('Your name', { exact: true }).fill('Ada Buyer');
  await page.getByLabel('Your email address').fill('ada.buyer@example.com');
  await page.getByLabel("Recipient's name").fill('Sam Friend');
  await page.getByLabel("Recipient's email address").fill(recipient);
  await page.getByLabel('Message (optional)').fill('Happy birthday, Sam! Enjoy the spa.');
  await screens.captureScreen('voucher-shop');
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  // Paid in the provider's frame; the server issues the voucher.
  await expect(page.getByRole('heading', { level: 1, name: 'Pay for your gift voucher' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: '£200' }).first()).toBeVisible();
  await bookingFlow.typeCardInProviderPage(TEST_CARDS.approved, 'voucher-shop-payment');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you: your gift voucher is bought' }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(`is e-mailed to ${recipient}`)).toBeVisible();
  await screens.captureScreen('voucher-shop-paid');

  // Delivered today: the recipient's e-mail has the code and the PDF.
  const text = await messageFromMailbox(request, recipient, /A gift voucher for Sam Friend/);
  code = /\b([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})\b/.exec(text)?.[1] ?? '';
  expect(code).not.toBe('');
  expect(text).toContain('Happy birthday, Sam!');
  await page.goto('/mailbox');
  await page.getByRole('row').filter({ hasText: recipient }).getByRole('link').first().click();
  const pdfLink = page.getByRole('link', { name: `gift-voucher-${code.slice(-4)}.pdf` });
  await expect(pdfLink).toBeVisible();
  await screens.captureScreen('voucher-shop-mail');
  const pdf = await request.get((await pdfLink.getAttribute('href')) ?? '');
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test('£150 of the voucher pays a Spa Day, the card the rest; the voucher keeps £50', async ({
  page,
  request,
  bookingFlow,
  screens,
}) => {
  expect(code).not.toBe('');

  // A Spa Day for two (£258): £150 from the voucher, the rest by card.
  const guests: [string, string][] = [
    ['Sam', 'Friend'],
    ['Kit', 'Friend'],
  ];
  await bookingFlow.spaDayTo({ date: daysAhead(53), guests }, 'details');
  await bookingFlow.fillDetails(false, recipient);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Spa Day booking summary' })).toBeVisible();
  await page.getByLabel('Gift voucher or promotion code').fill(code);
  await page.getByRole('button', { name: 'Apply code' }).click();
  const bill = page.getByRole('table', { name: 'Your Bill' });
  await expect(bill.getByRole('row', { name: `Gift voucher ending ${code.slice(-4)} £200` })).toBeVisible();
  await page.getByLabel('Amount to take from your voucher (£)').fill('150');
  await page.getByRole('button', { name: 'Use this amount' }).click();
  await expect(bill.getByRole('row', { name: `Gift voucher ending ${code.slice(-4)} £150` })).toBeVisible();
  await expect(bill.getByRole('row', { name: 'To pay by card £108' })).toBeVisible();
  await bookingFlow.expectBillAmountsOnOneLine('Your Bill');
  await screens.captureScreen('voucher-shop-summary');
  // Both tenders on the confirmation; the voucher keeps £50.
  const paid = await bookingFlow.payAndConfirm();
  await expect(paid.getByRole('row', { name: `Gift voucher ending ${code.slice(-4)} £150` })).toBeVisible();
  await expect(paid.getByRole('row', { name: 'Paid by card £108' })).toBeVisible();
  await expect(page.getByText('Your gift voucher has £50 left')).toBeVisible();
  await screens.captureScreen('voucher-shop-confirmation');
  const checked = await request.post('/api/vouchers/check', { data: { Code: code } });
  expect(await checked.json()).toMatchObject({ BalancePence: 5_000, Problem: null });
});
