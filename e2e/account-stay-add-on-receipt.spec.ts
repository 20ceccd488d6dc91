import { expect, messageFromMailbox, PHONE, test } from './support/fixtures';
import { GUEST } from './support/demo-stay-guest';

test.use(PHONE);

test('on a phone, a stay add-on states its amount and how it is paid before the guest agrees, and its receipt is e-mailed after', async ({
  page,
  request,
  accountArea,
  screens,
}) => {
  await accountArea.openStay('ST26000106');
  await page.getByRole('button', { name: 'Add Champagne on arrival' }).click();
  const add = page.getByRole('dialog', { name: 'Add Champagne on arrival' });
  await add.getByLabel('Quantity').selectOption('2');
  // Before agreeing: the amount, where it goes and that the card is not charged.
  await expect(add.getByText('Total: £120')).toBeVisible();
  await expect(
    add.getByText(
      '£120 is added to your room bill, paid at the hotel when you leave. Nothing is charged to your card now.',
    ),
  ).toBeVisible();
  await expect(add.getByText('A receipt is e-mailed to you once it is added.')).toBeVisible();
  await screens.expectAccessible();
  await screens.captureScreen('account-stay-add-on-amount');
  await add.getByRole('button', { name: 'Add to my stay' }).click();
  await expect(add).toBeHidden();
  await expect(page.getByText('Champagne on arrival × 2')).toBeVisible();
  await screens.expectAccessible();

  // After: the receipt, written in the add-on's own transaction, names the amount and how it is paid.
  const receipt = await messageFromMailbox(request, GUEST, /Receipt: your stay ST26000106 has changed/);
  expect(receipt).toMatch(/Champagne on arrival/);
  expect(receipt).toMatch(/\+£120/);
  expect(receipt).toMatch(/added to your room bill, paid at the hotel/);
  await page.goto('/mailbox');
  await page
    .getByRole('row')
    .filter({ hasText: 'Receipt: your stay ST26000106 has changed' })
    .getByRole('link')
    .first()
    .click();
  await expect(page.getByTestId('text')).toContainText('+£120');
  await screens.captureScreen('account-stay-add-on-receipt');
});
