import {
  codeFromMailbox,
  createMember,
  expect,
  expectLoginNotice,
  signInWelcomed,
  test,
} from './support/fixtures';

test('a member resets a forgotten password end to end', async ({ page, request, screens }) => {
  const member = await createMember(request, { label: 'reset' });
  await page.goto('/booking/#/spa');
  await page.getByRole('link', { name: 'Forgot your password? Get Reminder' }).click();
  await expect(page).toHaveURL(/\/account\/#\/password-reset$/);
  await expect(page).toHaveTitle(/^Reset your password \| /);
  await page.getByLabel('Email address').fill(member.email);
  await screens.captureScreen('account-reset-email');
  await page.getByRole('button', { name: 'Send code' }).click();

  await expect(
    page.getByText('If an account has been found for that email address, we will send an email.'),
  ).toBeVisible();
  const code = await codeFromMailbox(request, member.email);
  await page.getByLabel('Code').fill(code === '999999' ? '888888' : '999999');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'not valid or has expired' })).toBeVisible();
  await screens.captureScreen('account-reset-code');
  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.getByLabel('New password', { exact: true }).fill('a whole new password');
  await page.getByLabel('Confirm new password').fill('a different one');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('alert', { name: 'There is a problem' })).toContainText('Passwords must match');
  await screens.captureScreen('account-reset-password');
  await page.getByLabel('Confirm new password').fill('a whole new password');
  await page.getByRole('button', { name: 'Change password' }).click();

  await expectLoginNotice(page, 'reset');
  await screens.captureScreen('account-login-reset');
  await signInWelcomed(page, { email: member.email, password: 'a whole new password' }, member.firstName);
});
