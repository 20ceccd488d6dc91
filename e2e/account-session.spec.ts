import { expect, test } from './support/fixtures';

test('a sign-in ended elsewhere: the next call answers 401, the sign-in is cleared, back to login', async ({
  page,
  accountArea,
  screens,
}) => {
  await accountArea.signIn({ label: 'session' });
  // Sign out from "another place": the refresh cookie's family is revoked on the server.
  await page.request.post('/connect/revocation');
  // The next call the app makes answers 401: a click here, or a refetch of its own first (then
  // the link is already gone). Either way the member lands on login, as asserted below.
  await page
    .getByRole('link', { name: 'Preferences' })
    .click({ timeout: 5_000 })
    .catch(() => undefined);
  await expect(page).toHaveURL(/#\/login\?ended=true$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  // The member is told why they are here.
  await expect(page.getByRole('heading', { name: 'You have been logged out' })).toBeVisible();
  await expect(
    page.getByText('For your security, your session ended. Please login again to continue.'),
  ).toBeVisible();
  await screens.captureScreen('account-login-session-ended');
  // And a reload does not sign in again.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
});

test('member routes need a sign-in', async ({ page }) => {
  for (const route of [
    'bookings/stay',
    'bookings/spa',
    'details',
    'preferences',
    'account/change-password',
  ]) {
    await page.goto(`/account/#/${route}`);
    await expect(page).toHaveURL(/#\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  }
});
