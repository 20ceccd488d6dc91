import { codeFromMailbox, expect, test, uniqueEmail } from './support/fixtures';

test('without SMTP, the local mailbox shows the e-mails the resort sent', async ({
  page,
  request,
  screens,
}) => {
  const email = uniqueEmail('mailbox');
  await request.post('/api/account/verify-email', { data: { emailAddress: email } });
  const code = await codeFromMailbox(request, email);

  await page.goto('/mailbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Local mailbox' })).toBeVisible();
  await screens.captureScreen('mailbox');
  await page.getByRole('row').filter({ hasText: email }).getByRole('link').click();
  await expect(page.getByTestId('text')).toContainText(code);
  await page.getByRole('link', { name: 'View as the HTML e-mail' }).click();
  await expect(page.getByText(code)).toBeVisible();
  await expect(page.getByText('Elmstead Hall Hotel & Spa').first()).toBeVisible();
  await screens.captureScreen('mail-code');
});
