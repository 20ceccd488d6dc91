import { createMember, expect, test, uniqueEmail } from './support/fixtures';

test('a member signs in on the booking start screen and goes on to the type choice', async ({
  page,
  request,
  screens,
}) => {
  const member = await createMember(request, { label: 'start' });
  await page.goto('/booking/#/spa');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert', { name: 'There is a problem' })).toBeVisible();
  await page.getByLabel('Username').fill(uniqueEmail('stranger'));
  await page.getByLabel('Password').fill('wrong password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Sorry, an account cannot be found with the details entered.')).toBeVisible();
  await screens.captureScreen('spa-start-login-error');

  await page.getByLabel('Username').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Login' }).click();
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
  await page.getByLabel('Username').fill('colin.pryce@example.com');
  await page.getByLabel('Password').fill('whatever it was');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/account\/#\/register\?email=colin\.pryce%40example\.com$/);
});
