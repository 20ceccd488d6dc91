import { expect, test } from './support/fixtures';

test('a member updates their details with the address lookup, and changes the password', async ({
  page,
  accountArea,
  screens,
}) => {
  const member = await accountArea.signIn({ label: 'details', address: true, firstName: 'Vera' });
  await page.getByRole('link', { name: 'Account Details' }).click();
  await expect(page).toHaveTitle(/^Account Details \| /);
  await expect(page.getByLabel('Address line 1')).toHaveValue('2 Quay Street');
  await screens.captureScreen('account-details');

  await page.getByLabel('Telephone').fill('not a phone');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('alert', { name: 'There is a problem' })).toContainText(
    'Enter a valid telephone number',
  );
  await page.getByLabel('Telephone').fill('+44 1632 960 999');
  // The birthday: read-only, in the account's words, chosen with the calendar (issue 25).
  const birthday = page.getByLabel('Birthday (optional)');
  await expect(birthday).toHaveAttribute('readonly', '');
  await page.getByTestId('birthday-picker').fill('1985-12-24');
  await expect(birthday).toHaveValue('24th December 1985');

  await page.getByRole('button', { name: 'Look up address' }).click();
  await page.getByLabel('Postcode to look up').fill('co7 7ab');
  await page.getByRole('button', { name: 'Find Address' }).click();
  await page.getByLabel('Select an address').selectOption({ label: 'Elmstead Hall, Elmstead, Colchester' });
  await expect(page.getByLabel('Address line 1')).toHaveValue('Elmstead Hall');
  await screens.captureScreen('account-details-lookup');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Your details have been updated.')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Address line 1')).toHaveValue('Elmstead Hall');
  await expect(page.getByLabel('City')).toHaveValue('Colchester');
  await expect(page.getByLabel('Telephone')).toHaveValue('+44 1632 960 999');
  await expect(page.getByLabel('Birthday (optional)')).toHaveValue('24th December 1985');

  await page.getByRole('link', { name: 'Change password' }).click();
  await expect(page).toHaveTitle(/^Change password \| /);
  await page.getByLabel('Current password').fill('not my password');
  await page.getByLabel('New password', { exact: true }).fill('changed password 42');
  await page.getByLabel('Confirm new password').fill('changed password 42');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('An error has occurred. Please try again.')).toBeVisible();
  await page.getByLabel('Current password').fill(member.password);
  await page.getByLabel('New password', { exact: true }).fill('changed password 42');
  await page.getByLabel('Confirm new password').fill('changed password 42');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed successfully.')).toBeVisible();
  await screens.captureScreen('account-change-password');
});
