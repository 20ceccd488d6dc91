import { expect, test, type Page } from './support/fixtures';
import { uniqueEmail } from './support/accounts';
import { captureScreen } from './support/screens';
import { daysAhead, payByCard, TEST_CARDS } from './support/spa-day';
import { captureStaffScreen, managerHeaders, MANAGER, signedInStaff } from './support/staff';
import { treatmentWithCode } from './support/treatment';

test.use({ viewport: { width: 375, height: 812 } });

/** A code no earlier run made ('SPRING20' and four more characters: codes are for ever). */
const freshCode = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-4).toUpperCase()}`;

const bill = (page: Page, caption: string) => page.getByRole('table', { name: caption });

test('the manager makes a 20%-off-treatments code; a guest books a treatment with it and the card pays the rest', async ({
  browser,
  page,
}) => {
  const code = freshCode('SPRING20');
  const staff = await signedInStaff(browser, MANAGER);
  const manager = staff.page;
  await manager.getByRole('link', { name: 'Promotion codes' }).click();
  await expect(manager.getByRole('heading', { level: 1, name: 'Promotion codes' })).toBeVisible();
  await manager.getByRole('button', { name: 'New promotion code' }).click();
  const form = manager.getByRole('form', { name: 'New promotion code' });
  // Nothing filled in: the error summary takes the focus and names the fields.
  await form.getByRole('button', { name: 'Create the code' }).click();
  const summary = form.getByRole('alert').filter({ hasText: 'Enter a code of 3 to 12 letters and digits' });
  await expect(summary).toBeFocused();
  await expect(summary).toContainText('Enter the percentage taken off');
  await captureStaffScreen(manager, 'promotions-form-errors');

  await form.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
  await form.getByLabel('Description (optional)').fill('20% off treatments this spring');
  await form.getByLabel('Percentage off').fill('20');
  const treatments = form.getByRole('group', { name: 'Treatments it applies to' }).getByRole('checkbox');
  await expect(treatments.first()).toBeVisible();
  for (const box of await treatments.all()) await box.check();
  await form.getByRole('button', { name: 'Create the code' }).click();
  await expect(
    manager.getByRole('status').filter({ hasText: `${code} is saved: 20% off treatments.` }),
  ).toBeVisible();
  const row = manager.getByRole('row', { name: new RegExp(`^${code}`) });
  await expect(row).toContainText('20% off');
  await expect(row).toContainText('Active');
  await captureStaffScreen(manager, 'promotions-list');

  // The guest, on their phone.
  await treatmentWithCode(page, daysAhead(71), code.toLowerCase(), uniqueEmail('promotion'));
  const yours = bill(page, 'Your Bill');
  await expect(yours.getByRole('row', { name: /^Swedish Massage .* £85$/ })).toBeVisible();
  await expect(yours.getByRole('row', { name: `Promotion ${code} −£17` })).toBeVisible();
  await expect(yours.getByRole('row', { name: 'To pay by card £68' })).toBeVisible();
  await captureScreen(page, 'promotion-summary');
  await page.getByRole('button', { name: 'Payment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
  await payByCard(page, TEST_CARDS.approved);

  await expect(page.getByRole('heading', { level: 1, name: 'Congrats' })).toBeVisible({ timeout: 20_000 });
  const paid = bill(page, 'Paid Today');
  await expect(paid.getByRole('row', { name: `Promotion ${code} −£17` })).toBeVisible();
  await expect(paid.getByRole('row', { name: 'Paid by card £68' })).toBeVisible();
  await captureScreen(page, 'promotion-confirmation');

  // The manager's list counts the use.
  await manager.reload();
  await expect(manager.getByRole('row', { name: new RegExp(`^${code}`) })).toContainText('£17');
  await staff.context.close();
});

test('a Spa-Day-only code on a treatment booking says why it takes nothing off', async ({ page }) => {
  const code = freshCode('DAYS');
  const packages = (await (await page.request.get('/umbraco/api/spa/getConfiguration')).json()) as {
    SpaDays: { PremierId: string }[];
  };
  const created = await page.request.post('/api/staff/promotions', {
    headers: await managerHeaders(page.request),
    data: {
      Code: code,
      Description: '',
      Kind: 'fixed',
      Percent: null,
      AmountPence: 2_000,
      PackageIds: packages.SpaDays.map((p) => p.PremierId),
      TreatmentIds: [],
      VisitFrom: null,
      VisitTo: null,
      ValidFrom: null,
      ValidUntil: null,
      FirstBookingOnly: false,
      PerGuestCap: null,
      TotalCap: null,
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  await treatmentWithCode(page, daysAhead(72), code, uniqueEmail('promotion-refused'));
  const why = page.getByRole('alert').filter({ hasText: 'Your promotion code takes nothing off' });
  await expect(why).toContainText('This code applies to Spa Days only: it takes nothing off this booking.');
  await expect(why).toContainText('You can still book at the full price, or change the code below.');
  await expect(bill(page, 'Your Bill').getByRole('row', { name: /^Promotion/ })).toHaveCount(0);
  await captureScreen(page, 'promotion-summary-refused');
});
