import { expect, test } from './support/fixtures';
import { chooseNewDates } from './support/demo-stay-guest';

test('a member amends both rooms of a stay together: new nights for both, a child in room 2, a room and rate each, one confirmation', async ({
  page,
  accountArea,
  screens,
}) => {
  await accountArea.openStay('ST26000108');
  await chooseNewDates(page, 'all rooms');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Amend all rooms of booking ST26000108' }),
  ).toBeVisible();
  const roomOne = page.getByRole('region', { name: 'Room 1' });
  const roomTwo = page.getByRole('region', { name: 'Room 2' });
  await expect(roomOne.getByText(/^Now: Classic/)).toBeVisible();
  await expect(roomTwo.getByText(/^Now: Classic/)).toBeVisible();

  // The nights apply to every room; each room keeps its own guests.
  await page.getByLabel('Nights').selectOption('3');
  await page.getByRole('group', { name: 'Room 2' }).getByLabel('Children').selectOption('1');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/numberOfNights=3/);
  await expect(page).toHaveURL(/occupancy=%5B%5B2%2C0%2C0%5D%2C%5B2%2C1%2C0%5D%5D/);
  await screens.captureScreen('account-stay-amend-all-search');

  await roomOne
    .getByRole('button', { name: /^Choose Superior/ })
    .first()
    .click();
  await expect(roomOne.getByText(/^Superior.*: £/)).toBeVisible();
  await roomTwo
    .getByRole('button', { name: /^Choose Classic/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Review the new rooms' }).click();
  const confirm = page.getByRole('dialog', { name: 'Change all your rooms?' });
  await expect(confirm.getByRole('listitem')).toHaveCount(2);
  await expect(confirm.getByText(/All rooms change together, or none does/)).toBeVisible();
  await screens.captureScreen('account-stay-amend-all-confirm');
  await confirm.getByRole('button', { name: 'Confirm new rooms' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your rooms have been changed' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to your booking' }).click();
  await expect(page.getByRole('article', { name: /^Room 1:/ })).toContainText('Superior');
  await expect(page.getByRole('article', { name: /^Room 2:/ })).toContainText('1 child');
});
