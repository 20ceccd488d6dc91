import {
  codeFromMailbox,
  expect,
  expectLoginNotice,
  expectStrangerRefused,
  signInWelcomed,
  test,
  uniqueEmail,
} from './support/fixtures';

test('a new visitor registers with a code from the mail, signs in and signs out', async ({
  page,
  request,
  screens,
}) => {
  const email = uniqueEmail('register');
  await page.goto('/account/#/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await screens.captureScreen('account-login');

  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveTitle(/^Register \| /);
  await page.getByLabel('Email address').fill(email);
  await screens.captureScreen('account-register-email');
  await page.getByRole('button', { name: 'Send code' }).click();

  await expect(page.getByLabel('Code')).toBeVisible();
  await page.getByLabel('Code').fill('12');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert', { name: 'There is a problem' })).toContainText(
    'Must be exactly 6 digits',
  );
  await screens.captureScreen('account-register-code-error');

  const code = await codeFromMailbox(request, email);
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('Code').fill(wrong);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please check your details.' })).toBeVisible();

  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('Email address')).toHaveValue(email);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert', { name: 'There is a problem' })).toBeVisible();
  await screens.captureScreen('account-register-form-errors');

  await page.getByLabel('Title').selectOption('MS');
  await page.getByLabel('First name').fill('Dorothy');
  await page.getByLabel('Last name').fill('Hodgkin');
  await page.getByLabel('Password (optional)').fill('crystal structures 1964');
  await page.getByLabel('Repeat password').fill('crystal structures 1964');
  await page.getByLabel('Spa').check();
  await page.getByLabel(/I agree to the/).check();
  await screens.captureScreen('account-register-form');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expectLoginNotice(page, 'created');
  await screens.captureScreen('account-login-created');

  await signInWelcomed(page, { email, password: 'crystal structures 1964' }, 'Dorothy');
  await expect(page).toHaveURL(/#\/bookings\/stay$/);
  await screens.captureScreen('account-bookings-shell');

  // A reload signs in again silently from the refresh cookie.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Dorothy!' })).toBeVisible();
  // The login page sends a signed-in member to the bookings.
  await page.goto('/account/#/login');
  await expect(page).toHaveURL(/#\/bookings\/stay$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Dorothy!' })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/#\/login$/);
  await page.goto('/account/#/details');
  await expect(page).toHaveURL(/#\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
});

test('wrong credentials show the login error', async ({ page, screens }) => {
  await page.goto('/account/#/login');
  await expectStrangerRefused(page);
  await screens.captureScreen('account-login-error');
});
