import {
  codeFromMailbox,
  createMember,
  expect,
  expectLoginNotice,
  NO_ACCOUNT,
  signInToAccount,
  signInWelcomed,
  submitLogin,
  test,
  uniqueEmail,
} from './support/fixtures';

/** Issue 11: sign-in that a stranger can neither take over nor lock, as a member meets it. */

test('two tabs opened together both stay signed in', async ({ page, context, accountArea }) => {
  const member = await accountArea.signIn({ label: 'tabs' });
  // Both tabs load at once and both renew the sign-in from the same refresh cookie.
  const [a, b] = await Promise.all([context.newPage(), context.newPage()]);
  await Promise.all([a.goto('/account/#/details'), b.goto('/account/#/preferences')]);
  for (const tab of [a, b])
    await expect(
      tab.getByRole('heading', { level: 1, name: `Welcome back, ${member.firstName}!` }),
    ).toBeVisible();
  // Neither was taken as a stolen token: a reload of each still signs in.
  for (const tab of [a, b, page]) {
    await tab.reload();
    await expect(tab.getByRole('heading', { level: 1, name: /^Welcome back, / })).toBeVisible();
  }
});

test('a member without a password sets one from the login error and signs in', async ({
  page,
  request,
  screens,
}) => {
  const { email } = await createMember(request, { label: 'nopass', firstName: 'Arthur', password: '' });

  await page.goto('/account/#/login');
  await submitLogin(page, { email, password: 'I never had one' });
  await expect(page.getByText(NO_ACCOUNT)).toBeVisible();
  await page.getByRole('link', { name: 'Set your password' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Set your password' })).toBeVisible();
  await screens.captureScreen('account-set-password');
  await page.getByRole('textbox', { name: 'Email address', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  // The answer comes once the e-mail is written: only then is the newest code this one, not the sign-up's.
  await expect(page.getByRole('status')).toContainText('If an account has been found');
  await page.getByLabel('Code').fill(await codeFromMailbox(request, email));
  await page.getByRole('button', { name: 'Continue' }).click();
  // A common password is refused beside the field, in plain words.
  await page.getByLabel('New password', { exact: true }).fill('password1');
  await page.getByLabel(/Repeat|Confirm/).fill('password1');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(/one of the most common/).first()).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('swallows and amazons');
  await page.getByLabel(/Repeat|Confirm/).fill('swallows and amazons');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expectLoginNotice(page, 'reset');
  await signInWelcomed(page, { email, password: 'swallows and amazons' }, 'Arthur');
});

test('a member changes their e-mail with a code sent to the new address', async ({
  page,
  request,
  accountArea,
  screens,
}) => {
  const member = await accountArea.signIn({ label: 'mover' });
  await page.getByRole('link', { name: 'Account Details' }).click();
  await expect(page.getByRole('textbox', { name: 'Email address', exact: true })).toHaveJSProperty(
    'readOnly',
    true,
  );
  await page.getByRole('button', { name: 'Change email' }).click();
  const next = uniqueEmail('moved');
  await page.getByLabel('New email address').fill(next);
  await page.getByLabel('Current password').fill(member.password);
  await screens.captureScreen('account-change-email');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(`If ${next} can be used, we have emailed a 6-digit code to it.`)).toBeVisible();
  await page.getByLabel('Code').fill(await codeFromMailbox(request, next));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(`Your email address is now ${next}.`)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email address', exact: true })).toHaveValue(next);
  await screens.captureScreen('account-email-changed');

  // The new address signs in; the old one no longer does.
  await page
    .getByRole('button', { name: 'Logout' })
    .or(page.getByRole('link', { name: 'Logout' }))
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  await signInToAccount(page, next, member.password);
});

test('a member locked out after wrong passwords is told when to try again', async ({
  page,
  request,
  screens,
}) => {
  const member = await createMember(request, { label: 'locked' });
  await page.goto('/account/#/login');
  await page.getByRole('textbox', { name: 'Email address', exact: true }).fill(member.email);
  for (let i = 0; i < 5; i++) {
    await page.getByLabel('Password').fill(`wrong guess ${i}`);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText(NO_ACCOUNT)).toBeVisible();
  }
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Login' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'too many failed attempts' });
  await expect(alert).toContainText(/Please try again in \d+ seconds\./);
  await expect(alert.getByRole('link', { name: 'Set your password' })).toBeVisible();
  await screens.captureScreen('account-login-locked');
});
