import { expect, test } from '@playwright/test';
import { captureScreen } from './support/screens';
import { daysAhead } from './support/spa-day';

test('5+ guests shows the contact message and hides the packages and Next', async ({ page }) => {
  await page.goto(`/booking/#/spa/day/search?d=${daysAhead(9)}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Packages' })).toBeVisible();
  await page.getByText('5+', { exact: true }).click();
  await expect(page.getByText(/For parties of 4 guests or more/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Packages' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Next' })).toBeHidden();
  await captureScreen(page, 'spa-day-search-large-group');
});

test('query parameters preselect guests, package and date; Next waits for a package', async ({ page }) => {
  const date = daysAhead(20);
  await page.goto(`/booking/#/spa/day/search?guests=3&packageId=ELM-LUNCH&d=${date}`);
  await expect(page.getByLabel('Date')).toHaveValue(date);
  await expect(page.getByRole('radio', { name: '3' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Selected: Spa Day with Lunch' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();

  // A date in the past is ignored: tomorrow instead; without a package Next is disabled.
  await page.goto('/booking/#/spa/day/search?d=2020-01-01');
  await expect(page.getByLabel('Date')).toHaveValue(daysAhead(1));
  await expect(page.getByRole('radio', { name: '2' })).toBeChecked();
  await expect(page.getByRole('button', { name: /^Select: / }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
});

test('the vouchers help opens as a dialog and closes again', async ({ page }) => {
  await page.goto(`/booking/#/spa/day/search?d=${daysAhead(9)}`);
  await page.getByRole('button', { name: 'How to use Voucher Codes' }).click();
  const dialog = page.getByRole('dialog', { name: 'How to use Voucher Codes' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Have a gift voucher?' })).toBeVisible();
  await captureScreen(page, 'spa-day-vouchers');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'How to use Voucher Codes' })).toBeFocused();
});
