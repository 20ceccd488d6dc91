import { createMember, expect, expectStrangerRefused, submitLogin, test } from './support/fixtures';

test('a member signs in on the booking start screen and goes on to the type choice', async ({
  page,
  request,
  screens,
}) => {
  await page.goto('/booking/#/spa');
  await expectStrangerRefused(page, 'Username');
  await screens.captureScreen('spa-start-login-error');

  const member = await createMember(request, { label: 'start' });
  await submitLogin(page, member, 'Login', 'Username');
  await expect(page).toHaveURL(/#\/spa\/type$/);

  // Already signed in: the start screen skips straight to the type choice, after a reload too.
  await page.goto('/booking/#/spa');
  await page.reload();
  await expect(page).toHaveURL(/#\/spa\/type$/);
  // And the account area knows the member.
  await page.goto('/account/#/login');
  await expect(
    page.getByRole('heading', { level: 1, name: `Welcome back, ${member.firstName}!` }),
  ).toBeVisible();
});

test('a former member who signs in on the start screen is sent to registration', async ({ page }) => {
  await page.goto('/booking/#/spa');
  await submitLogin(
    page,
    { email: 'colin.pryce@example.com', password: 'whatever it was' },
    'Login',
    'Username',
  );
  await expect(page).toHaveURL(/\/account\/#\/register\?email=colin\.pryce%40example\.com$/);
});
