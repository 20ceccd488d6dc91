import { closeDate, daysAhead, expect, reopenDate, test } from './support/fixtures';

test('5+ guests shows the contact message and hides the packages and Next', async ({ page, screens }) => {
  await page.goto(`/booking/#/spa/day/search?d=${daysAhead(9)}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Packages' })).toBeVisible();
  await page.getByText('5+', { exact: true }).click();
  await expect(page.getByText(/For parties of 4 guests or more/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Packages' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Next' })).toBeHidden();
  await screens.captureScreen('spa-day-search-large-group');
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

test('the vouchers help opens as a dialog and closes again', async ({ page, screens }) => {
  await page.goto(`/booking/#/spa/day/search?d=${daysAhead(9)}`);
  await page.getByRole('button', { name: 'How to use Voucher Codes' }).click();
  const dialog = page.getByRole('dialog', { name: 'How to use Voucher Codes' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Have a gift voucher?' })).toBeVisible();
  await screens.captureScreen('spa-day-vouchers');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'How to use Voucher Codes' })).toBeFocused();
});

test('a date the spa team closed is said at the search, before names and treatments', async ({
  page,
  request,
  screens,
}) => {
  const date = daysAhead(44);
  await closeDate(request, date, 'Boiler repair');

  await page.goto(`/booking/#/spa/treatment/search?d=${date}`);
  await expect(page.getByLabel('Date')).toHaveValue(date);
  await expect(page.getByText(/^The spa is closed on /)).toBeVisible();
  await expect(page.getByRole('link', { name: /^\d[\d ]+$/ })).toHaveAttribute('href', /^tel:/);
  await expect(page.getByRole('button', { name: 'Guest Names' })).toBeDisabled();
  await screens.captureScreen('treatment-search-closed');

  // Another date: the message goes and the booking can start.
  await page.getByLabel('Date').fill(daysAhead(45));
  await expect(page.getByText(/^The spa is closed on /)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Guest Names' })).toBeEnabled();
  await reopenDate(request, date);
});
