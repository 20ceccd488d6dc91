import {
  codeFromMailbox,
  expect,
  expectLoginNotice,
  signInWelcomed,
  submitLogin,
  test,
} from './support/fixtures';

// A former member from data/members/legacy-members.json, kept for this journey only.
const LEGACY_EMAIL = 'e2e.legacy.migration@example.com';

test('a former member migrates from a failed login: code by e-mail, prefilled form, new password', async ({
  page,
  request,
  screens,
}) => {
  await page.goto('/account/#/login');
  await submitLogin(page, { email: LEGACY_EMAIL, password: 'my old password' });

  await expect(page).toHaveURL(/#\/register\?email=e2e\.legacy\.migration%40example\.com$/);
  await expect(page.getByText('Welcome to our new booking system')).toBeVisible();
  await screens.captureScreen('account-migration-code');
  await page.getByLabel('Code').fill(await codeFromMailbox(request, LEGACY_EMAIL));
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByLabel('First name')).toHaveValue('Rosalind');
  await expect(page.getByLabel('Last name')).toHaveValue('Penhallow');
  await expect(page.getByLabel('Title')).toHaveValue('MRS');
  await page.getByLabel('Password (optional)').fill('new system password');
  await page.getByLabel('Repeat password').fill('new system password');
  await page.getByLabel(/I agree to the/).check();
  await screens.captureScreen('account-migration-form');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expectLoginNotice(page, 'created');
  await signInWelcomed(page, { email: LEGACY_EMAIL, password: 'new system password' }, 'Rosalind');
});

test('a former member who skips the optional password is told how to set one, never that no account exists', async ({
  page,
  request,
  screens,
}) => {
  const email = 'e2e.legacy.nopassword@example.com';
  await page.goto('/account/#/login');
  await submitLogin(page, { email, password: 'my old password' });
  await expect(page.getByText('Welcome to our new booking system')).toBeVisible();
  await page.getByLabel('Code').fill(await codeFromMailbox(request, email));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('First name')).toHaveValue('Edmund');
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByRole('heading', { name: 'Your account has been created' })).toBeVisible();
  await expect(page.getByText('Your account has been created successfully. Please login below.')).toHaveCount(
    0,
  );
  await screens.captureScreen('account-created-no-password');
  await page.getByRole('link', { name: 'Set your password' }).click();
  await expect(page).toHaveURL(/#\/password-reset\?set=true$/);
});
