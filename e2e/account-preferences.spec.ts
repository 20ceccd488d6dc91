import { expect, test } from './support/fixtures';

test('a member changes their mailing-list preferences and they stick', async ({
  page,
  accountArea,
  screens,
}) => {
  await accountArea.signIn({ label: 'prefs' });
  await page.getByRole('link', { name: 'Preferences' }).click();
  await expect(page.getByRole('checkbox')).toHaveCount(6);
  await page.getByLabel('Spa').check();
  await page.getByLabel('Offers').check();
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByText('Your preferences have been saved.')).toBeVisible();
  await screens.captureScreen('account-preferences');

  await page.reload();
  await expect(page.getByLabel('Spa')).toBeChecked();
  await expect(page.getByLabel('Offers')).toBeChecked();
  await expect(page.getByLabel('Golf')).not.toBeChecked();

  await page.getByLabel('Spa').uncheck();
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByText('Your preferences have been saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Spa')).not.toBeChecked();
  await expect(page.getByLabel('Offers')).toBeChecked();
});
