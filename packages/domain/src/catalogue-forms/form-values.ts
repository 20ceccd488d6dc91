import type { WeeklyForm } from '../contract/catalogue-fields.schemas';
import { minutesOfDay } from '../catalogue/time-of-day';

/** How the manager's forms write the catalogue's values, and back. */

/**
 * Pence as the pounds a manager types.
 *
 * @example poundsText(9500) // '95'
 * @example poundsText(9550) // '95.50'
 */
export const poundsText = (pence: number) =>
  pence % 100 === 0 ? String(pence / 100) : (pence / 100).toFixed(2);

/**
 * Pounds as typed ('95.50'), in pence.
 *
 * @example penceOf('95.50') // 9550
 */
export const penceOf = (text: string) => Math.round(Number(text) * 100);

/**
 * A week of the catalogue's rows (opening hours, shifts) as the form's days, Monday first,
 * each day's ranges in time order.
 *
 * @example weeklyFormOf([{ Weekday: 1, From: '09:00', To: '13:00' }])[0] // { Weekday: 1, Ranges: [{ From: '09:00', To: '13:00' }] }
 */
export function weeklyFormOf(rows: readonly { Weekday: number; From: string; To: string }[]): WeeklyForm {
  return [1, 2, 3, 4, 5, 6, 7].map((Weekday) => ({
    Weekday,
    Ranges: rows
      .filter((r) => r.Weekday === Weekday)
      .map(({ From, To }) => ({ From, To }))
      .sort((a, b) => minutesOfDay(a.From) - minutesOfDay(b.From)),
  }));
}

/** The form's days as rows, one a range (a day without ranges has none). */
export const weeklyRows = (days: WeeklyForm) =>
  days.flatMap((day) => day.Ranges.map((r) => ({ Weekday: day.Weekday, From: r.From, To: r.To })));
