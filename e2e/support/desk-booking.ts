import { expect, type Page } from '@playwright/test';
import { fillDetails, fillGuests, passAddOns, chooseTreatmentTimes } from './spa-day';
import { captureStaffScreen } from './staff';
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
export function sameDaySpaDay(): { date: string; packageId: string } {
  const now = resortMinutes();
  if (now < 12 * 60 + 45) return { date: today(), packageId: 'ELM-ESCAPE' };
  if (now < 16 * 60 + 45) return { date: today(), packageId: 'ELM-TWILIGHT' };
  return { date: tomorrow(), packageId: 'ELM-ESCAPE' };
}

/** The day of a walk-in's treatment: today, or tomorrow once the evening leaves no time for one. */
export const walkInDay = () => (resortMinutes() < 18 * 60 ? today() : tomorrow());

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

/** Confirms the booking at the desk's payment step: the confirmation number the "Booked" notice gives. */
export async function confirmAndRead(page: Page) {
  await page.getByRole('button', { name: 'Confirm the booking' }).click();
  const booked = page.getByRole('status').filter({ hasText: /^Booked: SPA-/ });
  await expect(booked).toBeVisible();
  return /SPA-[0-9A-Z]{8}/.exec(await booked.innerText())![0];
}

/** From the desk's "Booked" notice to the booking's own page, its heading naming the confirmation. */
export async function openTheBooking(page: Page, confirmation: string) {
  await page.getByRole('link', { name: 'Open the booking' }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(confirmation) })).toBeVisible();
}

/** A walk-in the desk books from the diary, and how they pay at the desk's payment step. */
export interface WalkIn {
  guest: [string, string];
  email: string;
  /** The payment step's choice ('Pay on arrival', 'Cash now'…). */
  paid: RegExp;
  /** Today unless given (walkInDay). */
  date?: string;
}

/**
 * The desk books a walk-in's treatment ("New booking" on the diary, the treatment flow, the payment
 * chosen) and opens the booking: its confirmation number.
 */
export async function deskBooksWalkIn(page: Page, walkIn: WalkIn) {
  await newBooking(page);
  await walkInTreatment(page, walkIn.guest, walkIn.email, walkIn.date);
  await page.getByRole('radio', { name: walkIn.paid }).check();
  const confirmation = await confirmAndRead(page);
  await openTheBooking(page, confirmation);
  return confirmation;
}
