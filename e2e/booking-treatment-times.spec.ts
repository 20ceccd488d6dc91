import { daysAhead, DESKTOP, expect, type Page, spaDayTo, test } from './support/fixtures';

test.use(DESKTOP);

const TITLE = 'When would you like your first treatment to begin?';

/** A Spa Day for Ada up to treatment times, the summary bar showing what she chose on the way. */
async function toTreatmentTimes(page: Page, date: string) {
  await spaDayTo(page, { date, guests: [['Ada', 'Lovelace']] }, 'treatments');
  await expect(page.getByRole('heading', { level: 1, name: 'Select your treatments' })).toBeVisible();
  // The bar says what was chosen as soon as it is chosen, not 'Nothing chosen yet' (issue 25).
  await page.getByRole('button', { name: /^Add Treatment( 1)? for Ada$/ }).click();
  await page
    .getByRole('dialog', { name: 'Select treatments for Ada' })
    .getByRole('button', { name: /\d+mins Included$/ })
    .first()
    .click();
  const bar = page.getByRole('complementary', { name: 'Your booking' });
  await expect(bar.getByText('Nothing chosen yet')).toHaveCount(0);
  await expect(bar.getByText(/\(\d+ mins\)$/)).toHaveCount(1);
  await page.getByRole('button', { name: 'Next Step' }).click();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
}

test('a time taken by another group meanwhile is cleared and the times read again', async ({
  page,
  screens,
}) => {
  await toTreatmentTimes(page, daysAhead(17));
  const grid = page.getByRole('group', { name: /^First treatment time for Ada/ });
  await grid.getByRole('button', { disabled: false }).first().click();
  await expect(grid.getByRole('button', { pressed: true })).toHaveCount(1);

  // The hold is refused once, as when another group took the time a moment before.
  await page.route('**/holds/treatments', (route) =>
    route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: 409, error: 'Conflict', message: 'That time was just taken.' }),
    }),
  );
  const askedAgain = page.waitForRequest((r) => r.url().endsWith('/api/spa/search') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('That time was just taken.')).toBeVisible();
  // The refused time is no longer chosen, Next waits for another, and the times are asked again.
  await expect(grid.getByRole('button', { pressed: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await askedAgain;
  await screens.captureScreen('spa-day-treatment-times-taken');
  await page.unroute('**/holds/treatments');
});

test('a reload on treatment times shows the time held, in its period', async ({ page }) => {
  await toTreatmentTimes(page, daysAhead(18));
  const grid = page.getByRole('group', { name: /^First treatment time for Ada/ });
  // An afternoon time, so that the screen must open on PM to show it.
  const periods = page.getByRole('group', { name: /^Morning or afternoon for Ada/ });
  await periods.getByText('PM').click();
  const open = grid.getByRole('button', { disabled: false });
  const picked = (await open.last().innerText()).trim();
  await open.last().click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/details$/);

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(periods.getByRole('radio', { name: 'PM' })).toBeChecked();
  await expect(grid.getByRole('button', { pressed: true })).toHaveText(picked);
  await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
});
