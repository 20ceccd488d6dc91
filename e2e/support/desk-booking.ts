import { expect, type Browser, type Page } from '@playwright/test';
import { fillDetails, fillGuests, passAddOns, chooseTreatmentTimes } from './spa-day';
import { captureStaffScreen, createReceptionist, signInToStaffArea } from './staff';
import { checkTreatmentSummary, chooseFlowTreatments, startTreatments } from './treatment';

/** Booking at the desk (decision 0320): reception's tablet, "New booking", a walk-in's treatment, the confirmation. */

/** Today at the resort: the desk books the day itself (the guest site refuses same-day Spa Days). */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date());

/** The resort's clock now, in minutes since midnight. */
function resortMinutes(): number {
  const [hours, minutes] = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(new Date())
    .split(':')
    .map(Number);
  return hours! * 60 + minutes!;
}

const tomorrow = () => {
  const day = new Date(`${today()}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
};

/**
 * The Spa Day the desk can still sell today, by the resort's clock (the demo's last arrivals:
 * Treatment Escape 13:30, Twilight Spa 17:30, with the garden first and add-ons after): today's while one is left
 * with a margin for the journey, else tomorrow's Treatment Escape (a journey run in the evening).
 */
export function sameDaySpaDay(): { date: string; packageId: string; garden: boolean; extras: boolean } {
  const now = resortMinutes();
  if (now < 12 * 60 + 45) return { date: today(), packageId: 'ELM-ESCAPE', garden: false, extras: false };
  if (now < 16 * 60 + 45) return { date: today(), packageId: 'ELM-TWILIGHT', garden: true, extras: true };
  return { date: tomorrow(), packageId: 'ELM-ESCAPE', garden: false, extras: false };
}

/** The day of a walk-in's treatment: today, or tomorrow once the evening leaves no time for one. */
export const walkInDay = () => (resortMinutes() < 18 * 60 ? today() : tomorrow());

/**
 * Reception's tablet: signed in, on the diary. Journeys now use `staffArea` (fixtures.ts); kept for
 * journeys written before (decision 0460).
 * @public
 */
export async function receptionTablet(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1024, height: 800 } });
  const page = await context.newPage();
  const reception = await createReceptionist(page.request);
  await signInToStaffArea(page, reception.email, reception.password);
  return page;
}

/** "New booking" on the diary: the guests' own booking screens, in desk mode, in the same tab. */
export async function newBooking(page: Page, capture = false) {
  await page.getByRole('button', { name: 'New booking' }).click();
  await expect(page).toHaveURL(/\/booking\/#\/spa\/type$/);
  await expect(page.getByText('Booking for a guest at the desk.')).toBeVisible();
  if (capture) await captureStaffScreen(page, 'staff-booking-desk-mode');
}

/** A walk-in's treatment today (or on `date`), through the treatment flow to the desk's payment step. */
export async function walkInTreatment(
  page: Page,
  guest: [string, string],
  email: string,
  date = walkInDay(),
) {
  await startTreatments(page, { guests: 1, date });
  await fillGuests(page, [guest]);
  await chooseFlowTreatments(page, [{ guest: guest[0], treatment: /^Swedish Massage, 60mins/ }]);
  await chooseTreatmentTimes(page, { together: true });
  await passAddOns(page);
  await fillDetails(page, false, email, 'manual', '07700 900 654');
  await checkTreatmentSummary(page);
  await expect(page.getByRole('heading', { level: 1, name: 'New booking: payment' })).toBeVisible();
}

export async function confirmAndRead(page: Page) {
  await page.getByRole('button', { name: 'Confirm the booking' }).click();
  const booked = page.getByRole('status').filter({ hasText: /^Booked: SPA-/ });
  await expect(booked).toBeVisible();
  return /SPA-[0-9A-Z]{8}/.exec(await booked.innerText())![0];
}
