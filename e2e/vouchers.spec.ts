import {
  type APIRequestContext,
  daysAhead,
  expect,
  managerHeaders,
  type Page,
  PHONE,
  test,
} from './support/fixtures';

test.use(PHONE);

/** A complimentary money voucher given by the manager (the shop is not built yet): its printed code. */
async function giveVoucher(request: APIRequestContext, pence: number) {
  const answer = await request.post('/api/staff/vouchers', {
    headers: await managerHeaders(request),
    data: { Kind: 'money', AmountPence: pence, Reason: 'Journey test' },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()).Code as string;
}

const bill = (page: Page, caption: string) => page.getByRole('table', { name: caption });

test('a gift voucher typed at the search pays part of a treatment, the card the rest', async ({
  page,
  request,
  bookingFlow,
  screens,
}) => {
  const code = await giveVoucher(request, 5_000);
  const ending = code.slice(-4);
  await bookingFlow.treatmentWithCode(
    daysAhead(41),
    code.toLowerCase().replace(/-/g, ' '),
    'ada.voucher@example.com',
  );
  await expect(
    bill(page, 'Your Bill').getByRole('row', { name: `Gift voucher ending ${ending} £50` }),
  ).toBeVisible();
  const toPay = bill(page, 'Your Bill').getByRole('row', { name: /^To pay by card £\d+/ });
  await expect(toPay).toBeVisible();
  await screens.captureScreen('voucher-summary');

  // The confirmation says the card paid (payAndConfirm), the rest the voucher.
  const paid = await bookingFlow.payAndConfirm();
  await expect(paid.getByRole('row', { name: `Gift voucher ending ${ending} £50` })).toBeVisible();
  await expect(paid.getByRole('row', { name: /^Paid by card £\d+/ })).toBeVisible();
  await screens.captureScreen('voucher-confirmation');

  const checked = await request.post('/api/vouchers/check', { data: { Code: code } });
  expect(await checked.json()).toMatchObject({
    BalancePence: 0,
    Problem: 'This voucher has been used in full.',
  });
});

test('a code that cannot be used says why; a voucher applied at the summary pays it all, with no card', async ({
  page,
  request,
  bookingFlow,
  screens,
}) => {
  const used = await giveVoucher(request, 1_000);
  const expired = await request.post(`/api/staff/vouchers/${used}/void`, {
    headers: await managerHeaders(request),
    data: { Reason: 'Journey test: cancelled' },
  });
  expect(expired.ok()).toBe(true);
  await bookingFlow.treatmentWithCode(daysAhead(42), used, 'grace.voucher@example.com');
  const why = page.getByRole('alert').filter({ hasText: 'Your code cannot be used for this booking' });
  await expect(why).toContainText('This voucher has been cancelled. Please call the spa team');
  await expect(why).toContainText('You can still book and pay by card, or change the code below.');
  await screens.captureScreen('voucher-summary-refused');

  const good = await giveVoucher(request, 30_000);
  await page.getByLabel('Gift voucher or promotion code').fill(good);
  await page.getByRole('button', { name: 'Apply code' }).click();
  await expect(bill(page, 'Your Bill').getByRole('row', { name: 'To pay by card £0' })).toBeVisible();
  await expect(why).toBeHidden();
  await page.getByRole('button', { name: 'Payment' }).click();
  await expect(
    page.getByText('Your gift voucher pays for all of your booking: no card is needed.'),
  ).toBeVisible();
  await screens.captureScreen('voucher-payment-no-card');
  await page.getByRole('button', { name: 'Confirm booking' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Congrats' })).toBeVisible({ timeout: 20_000 });
  await expect(
    page.getByText('Your gift voucher paid for all of it: nothing was taken from a card.'),
  ).toBeVisible();
  const checked = await request.post('/api/vouchers/check', { data: { Code: good } });
  expect((await checked.json()).BalancePence).toBeLessThan(30_000);
});
