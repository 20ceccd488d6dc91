import { expect, test } from '@playwright/test';
import { captureScreen } from './support/screens';

test('a guest starts a booking and sees the two ways to book', async ({ page }) => {
  await page.goto('/booking/#/spa');
  await expect(page.getByRole('heading', { level: 1, name: 'BOOK THE SPA' })).toBeVisible();
  await expect(page).toHaveTitle(/^Book the spa \| /);
  await captureScreen(page, 'spa-start');

  await page.getByRole('button', { name: 'Start Booking' }).click();
  await expect(page).toHaveURL(/#\/spa\/type$/);
  await expect(page).toHaveTitle(/^Choose your spa experience \| /);
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0).getByRole('heading', { name: 'Spa Days' })).toBeVisible();
  await expect(cards.nth(1).getByRole('link')).toHaveAttribute('href', '#/spa/treatment/search');
  await captureScreen(page, 'spa-type');

  await cards.nth(0).getByRole('link').click();
  await expect(page).toHaveURL(/#\/spa\/day\/search$/);
  await expect(page).toHaveTitle(/^Spa Day: dates and guests \| /);
});

test('the account area opens at its login route', async ({ page }) => {
  await page.goto('/account/#/login');
  await expect(page).toHaveTitle(/^Login \| /);
  await captureScreen(page, 'account-login');
});

test('an unknown booking route returns to the start screen', async ({ page }) => {
  await page.goto('/booking/#/nowhere');
  await expect(page).toHaveURL(/#\/spa$/);
});
