import { expect, test, type Page } from './support/fixtures';
import { join } from 'node:path';
import { uniqueEmail } from './support/accounts';
import { confirmAndRead, receptionTablet, walkInDay } from './support/desk-booking';
import { fillDetails, fillGuests, passAddOns } from './support/spa-day';
import { SCREENSHOT_DIR } from './support/screens';
import { captureStaffScreen } from './support/staff';
import { checkTreatmentSummary } from './support/treatment';

/** Demo therapists who give massages and no nails (the Luxury Manicure is never theirs to give). */
const MASSAGE_NOT_NAILS = [
  'Amelia Hart',
  'Priya Desai',
  'Chloe Brennan',
  'Grace Whitfield',
  'Isla Fraser',
  'Lucy Ashworth',
  'Tom Pemberton',
  'Daniel Rhodes',
  'Aoife Byrne',
];

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const clock = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/**
 * A therapist with four empty half-hours in a row on the diary shown, the first at least an
 * hour away: the second is tapped (room for a massage and its turnover), and the first is then
 * 30 minutes before that booking, where nothing fits. A run whose free time ends soon after
 * (a booking, a break, the end of a shift) first, so that the longest massage does not fit.
 * Null when the day has none.
 */
async function freeRun(page: Page, today: boolean): Promise<{ name: string; time: string } | null> {
  const therapists = page.getByRole('region', { name: 'Therapists' });
  await expect(therapists.getByRole('button', { name: /^Book / }).first()).toBeVisible();
  const names = await therapists
    .getByRole('button', { name: /^Book / })
    .evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''));
  const cells = new Set(names);
  const earliest = today
    ? minutes(new Date().toLocaleTimeString('en-GB', { timeZone: 'Europe/London' })) + 60
    : 0;
  const runs = names.flatMap((label) => {
    const match = /^Book (.+) at (\d\d:\d\d)$/.exec(label);
    if (!match || !MASSAGE_NOT_NAILS.includes(match[1]!)) return [];
    const [, name, first] = match as unknown as [string, string, string];
    const start = minutes(first);
    const free = (d: number) => cells.has(`Book ${name} at ${clock(start + d)}`);
    if (start < earliest || ![30, 60, 90].every(free)) return [];
    return [{ name, time: clock(start + 30), bounded: !free(120) }];
  });
  const run = runs.find((r) => r.bounded) ?? runs[0];
  return run ? { name: run.name, time: run.time } : null;
}

/** The diary of `date`, and a free run on it (or the day after's, late in the evening). */
async function diaryWithFreeRun(page: Page, date: string) {
  await page.goto(`/staff/#/diary?date=${date}`);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());
  const run = await freeRun(page, date === today);
  if (run) return { date, run };
  await page.getByRole('button', { name: 'Next day' }).click();
  await expect(page).not.toHaveURL(new RegExp(`date=${date}`));
  const next = new URL(page.url().replace('#/', '')).searchParams.get('date')!;
  return { date: next, run: (await freeRun(page, false))! };
}

test('reception taps an empty slot of a therapist, books what fits for a walk-in paid at the desk, and the diary shows it there', async ({
  browser,
}) => {
  const page = await receptionTablet(browser);
  const { date, run } = await diaryWithFreeRun(page, walkInDay());
  expect(run, 'a therapist with two free hours on the diary').not.toBeNull();
  const cell = page.getByRole('button', { name: `Book ${run.name} at ${run.time}` });
  await expect(cell).toHaveCSS('min-width', '44px');
  // Keyboard: the focused cell shows its "+" and outline, and Enter books it.
  await captureStaffScreen(page, 'staff-diary-slot-cells');
  await cell.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(cell).toBeFocused();
  await page
    .getByRole('listitem')
    .filter({ has: cell })
    .screenshot({ path: join(SCREENSHOT_DIR, 'staff-diary-slot-cell-focused-1024.png') });
  await page.keyboard.press('Enter');

  // The treatment flow at the desk, on the slot's date for one guest.
  await expect(page).toHaveURL(new RegExp(`/booking/#/spa/treatment/search\\?d=${date}&guests=1$`));
  await expect(
    page.getByText(`Booking for a guest at the desk: a treatment with ${run.name} at ${run.time}.`),
  ).toBeVisible();
  await expect(page.getByLabel('Date')).toHaveValue(date);
  await page.getByRole('button', { name: 'Guest Names' }).click();
  await fillGuests(page, [['Wanda', 'Slot']]);

  // Only what fits: the therapist's treatments that end before their next booking; one for the guest.
  await expect(page.getByRole('heading', { level: 1, name: 'Select your treatments' })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Booking ${run.name} at ${run.time}` })).toBeVisible();
  const listed = await page
    .getByText(/^Only the treatments .* that fit before \d\d:\d\d are listed\.$/)
    .innerText();
  const freeMinutes = minutes(/before (\d\d:\d\d)/.exec(listed)![1]!) - minutes(run.time);
  await page.getByRole('button', { name: 'Add Treatment for Wanda' }).click();
  const dialog = page.getByRole('dialog', { name: 'Select treatments for Wanda' });
  await expect(dialog.getByRole('heading', { name: 'Swedish Massage' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Luxury Manicure' })).toHaveCount(0);
  // Every length offered ends before the therapist's free time does (90 minutes and its turnover: 105).
  const lengths = await dialog.getByRole('button', { name: /mins/ }).allInnerTexts();
  expect(lengths.length).toBeGreaterThan(0);
  for (const text of lengths) expect(Number(/(\d+)mins/.exec(text)![1])).toBeLessThanOrEqual(freeMinutes);
  if (freeMinutes < 105)
    await expect(dialog.getByRole('button', { name: /^Swedish Massage, 90mins/ })).toHaveCount(0);
  await captureStaffScreen(page, 'staff-diary-slot-treatments');
  await dialog
    .getByRole('button', { name: /^Swedish Massage, \d+mins/ })
    .last()
    .click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Next Step' }).click();

  // The therapist's times, the tapped one chosen.
  await expect(page.getByText(`Times with ${run.name}, tapped on the diary.`)).toBeVisible();
  await expect(page.getByRole('button', { name: run.time, pressed: true })).toBeVisible();
  await captureStaffScreen(page, 'staff-diary-slot-times');
  await page.getByRole('button', { name: /^(Next|Add ons)$/ }).click();
  await passAddOns(page);
  const email = uniqueEmail('slot-walk-in');
  await fillDetails(page, false, email, 'manual', '07700 900 321');
  await checkTreatmentSummary(page);

  // Paid at the desk on the card terminal.
  await expect(page.getByRole('heading', { level: 1, name: 'New booking: payment' })).toBeVisible();
  await page.getByRole('radio', { name: 'Card on the terminal now' }).check();
  const confirmation = await confirmAndRead(page);
  await expect(page.getByText('Paid in full.')).toBeVisible();

  // The diary shows it in that therapist's row at that time.
  await page.goto(`/staff/#/diary?date=${date}`);
  const row = page
    .getByRole('region', { name: 'Therapists' })
    .getByRole('listitem')
    .filter({ has: page.getByText(run.name, { exact: true }) });
  await expect(
    row.getByRole('link', {
      name: new RegExp(`^${run.time}–\\d\\d:\\d\\d Swedish Massage.*Wanda Slot, ${confirmation}`),
    }),
  ).toBeVisible();
  await captureStaffScreen(page, 'staff-diary-slot-booked');

  // Half an hour before it nothing fits: the desk is told why and offered the nearest ways on.
  const before = clock(minutes(run.time) - 30);
  await page.getByRole('button', { name: `Book ${run.name} at ${before}` }).click();
  await page.getByRole('button', { name: 'Guest Names' }).click();
  await fillGuests(page, [['Otto', 'Later']]);
  await expect(
    page.getByRole('heading', { name: `No treatment fits ${run.name} at ${before}` }),
  ).toBeVisible();
  await expect(page.getByText(`${run.name} is free only from ${before} to ${run.time}`)).toBeVisible();
  await captureStaffScreen(page, 'staff-diary-slot-nothing-fits');
  const wayOn = page.getByRole('button', { name: new RegExp(` at ${before}$`) }).first();
  const other = (await wayOn.innerText()).replace(` at ${before}`, '');
  await wayOn.click();
  await expect(page.getByRole('heading', { name: `Booking ${other} at ${before}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Treatment for Otto' })).toBeVisible();
  await page.getByRole('link', { name: 'Cancel and go back to the diary' }).click();
});
