import { expect, type Page } from '@playwright/test';
import { captureScreen } from './screens';
import { chooseTreatmentTimes, fillDetails, fillGuests, goOn, passAddOns } from './spa-day';

/** The treatment flow's search (booking-flow §2): guests and date from the query, then 'Guest Names'. */
export async function startTreatments(
  page: Page,
  options: { guests: number; date: string; capture?: boolean },
) {
  await page.goto(`/booking/#/spa/treatment/search?guests=${options.guests}&d=${options.date}`);
  await expect(page.getByRole('heading', { level: 1, name: 'BOOK A SPA TREATMENT' })).toBeVisible();
  await expect(page.getByLabel('Date')).toHaveValue(options.date);
  await expect(page.getByRole('radio', { name: String(options.guests), exact: true })).toBeChecked();
  await goOn(page, 'treatment-search', options.capture ?? false, 'Guest Names');
  await expect(page).toHaveURL(/#\/spa\/treatment\/[^/]+\/guest$/);
}

/**
 * Adds, for each named guest, the treatment whose button's accessible name matches
 * ('Swedish Massage, 60mins £95'), and checks the running Total after each.
 */
export async function chooseFlowTreatments(
  page: Page,
  choices: { guest: string; treatment: RegExp }[],
  capture = false,
) {
  await expect(page.getByRole('heading', { level: 1, name: 'Select your treatments' })).toBeVisible();
  for (const [i, { guest, treatment }] of choices.entries()) {
    await page.getByRole('button', { name: new RegExp(`^Add Treatment 1 for ${guest}$`) }).click();
    const dialog = page.getByRole('dialog', { name: `Select treatments for ${guest}` });
    await expect(dialog).toBeVisible();
    if (capture && i === 0) await captureScreen(page, 'treatment-treatments-modal');
    await dialog.getByRole('button', { name: treatment }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(page.getByText(/^Total £\d+/)).toBeVisible();
  await goOn(page, 'treatment-treatments', capture, 'Next Step');
}

/** Summary of the treatment flow: waits for the server's bill, returns its Total row's text, goes to payment. */
export async function checkTreatmentSummary(page: Page, capture = false): Promise<string> {
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your Spa Treatment booking summary' }),
  ).toBeVisible();
  const total = page.getByRole('table', { name: 'Your Bill' }).getByRole('row', { name: /^Total/ });
  await expect(total).toBeVisible();
  const text = (await total.innerText()).replace(/\s+/g, ' ');
  await goOn(page, 'treatment-summary', capture, 'Payment');
  return text;
}

/** A one-guest Swedish Massage booking from the treatment search with `code`, up to its summary. */
export async function treatmentWithCode(page: Page, date: string, code: string, email: string) {
  await page.goto(`/booking/#/spa/treatment/search?guests=1&d=${date}`);
  await expect(page.getByRole('heading', { level: 1, name: 'BOOK A SPA TREATMENT' })).toBeVisible();
  await page.getByLabel('Code (optional)').fill(code);
  await page.getByRole('button', { name: 'Guest Names' }).click();
  await fillGuests(page, [['Ada', 'Lovelace']]);
  await chooseFlowTreatments(page, [{ guest: 'Ada', treatment: /^Swedish Massage, 60mins / }]);
  await chooseTreatmentTimes(page, { together: true });
  await passAddOns(page);
  await fillDetails(page, false, email);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your Spa Treatment booking summary' }),
  ).toBeVisible();
}
