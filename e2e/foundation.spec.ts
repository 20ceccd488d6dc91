import { expect, test } from './support/fixtures';

test('a guest starts a booking and sees the two ways to book', async ({ page, screens }) => {
  await page.goto('/booking/#/spa');
  await expect(page.getByRole('heading', { level: 1, name: 'BOOK THE SPA' })).toBeVisible();
  await expect(page).toHaveTitle(/^Book the spa \| /);
  await screens.captureScreen('spa-start');

  await page.getByRole('button', { name: 'Start Booking' }).click();
  await expect(page).toHaveURL(/#\/spa\/type$/);
  await expect(page).toHaveTitle(/^Choose your spa experience \| /);
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0).getByRole('heading', { name: 'Spa Days' })).toBeVisible();
  await expect(cards.nth(1).getByRole('link')).toHaveAttribute('href', '#/spa/treatment/search');
  await screens.captureScreen('spa-type');

  await cards.nth(0).getByRole('link').click();
  await expect(page).toHaveURL(/#\/spa\/day\/search$/);
  await expect(page).toHaveTitle(/^Spa Day: dates and guests \| /);
});

test('the account area opens at its login route', async ({ page, screens }) => {
  await page.goto('/account/#/login');
  await expect(page).toHaveTitle(/^Login \| /);
  await screens.captureScreen('account-login');
});

test('an unknown booking route returns to the start screen', async ({ page }) => {
  await page.goto('/booking/#/nowhere');
  await expect(page).toHaveURL(/#\/spa$/);
});

test('the bare booking address opens the start screen', async ({ page }) => {
  await page.goto('/booking/#/');
  await expect(page.getByRole('heading', { level: 1, name: 'BOOK THE SPA' })).toBeVisible();
  await expect(page).toHaveURL(/#\/spa$/);
});

test('a date more than a year ahead says why no packages are shown', async ({ page }) => {
  await page.goto('/booking/#/spa/day/search');
  const date = page.getByLabel('Date');
  const last = await date.getAttribute('max');
  expect(last).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const after = new Date(Date.parse(`${last}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  await date.fill(after);
  await expect(page.getByText(/Bookings open a year ahead: choose a date up to /)).toBeVisible();
  await expect(page.getByText('Sorry, there has been an error.')).toHaveCount(0);
  await date.fill(last!);
  await expect(page.getByRole('heading', { level: 2, name: 'Packages' })).toBeVisible();
  await expect(page.getByText(/Bookings open a year ahead/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Select/ }).first()).toBeVisible();
});
