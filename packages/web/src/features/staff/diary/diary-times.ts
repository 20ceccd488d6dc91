import { minutesOfDay, wallClockTime } from '@spa/domain';

/**
 * Pure conversions for the diary grid, on the resort's offset date-times ('2026-12-01T10:00:00+00:00');
 * their wall-clock time, as shown, is the domain's `wallClockTime`.
 */

/** Where an instant falls between the grid's opening and closing, as a percentage (0–100, clamped). */
export function percentAlong(at: string, opens: string, closes: string): number {
  const from = Date.parse(opens);
  const span = Date.parse(closes) - from;
  if (span <= 0) return 0;
  return Math.min(100, Math.max(0, ((Date.parse(at) - from) / span) * 100));
}

/** The grid's whole hours from opening to closing: where each falls and its label ('09:00'). */
export function hoursBetween(opens: string, closes: string): { percent: number; label: string }[] {
  const first = Math.floor(minutesOfDay(wallClockTime(opens)) / 60);
  const count = Math.round((Date.parse(closes) - Date.parse(opens)) / 3_600_000);
  return Array.from({ length: count + 1 }, (_, i) => ({
    percent: count === 0 ? 0 : (i / count) * 100,
    label: `${String((first + i) % 24).padStart(2, '0')}:00`,
  }));
}

/**
 * The offset date-time at `fraction` of the way from opening to closing, on a grid of
 * `step` minutes (where a treatment dropped on the diary starts), kept within the day.
 *
 * @example timeAlong(0.5, '2026-12-01T09:00:00+00:00', '2026-12-01T21:00:00+00:00') // '2026-12-01T15:00:00+00:00'
 */
export function timeAlong(fraction: number, opens: string, closes: string, step = 15): string {
  const span = (Date.parse(closes) - Date.parse(opens)) / 60_000;
  return wallPlus(opens, Math.round((Math.min(1, Math.max(0, fraction)) * span) / step) * step);
}

/**
 * The offset date-time `minutes` after `at` on the same wall clock and offset (a span within
 * one day's grid; a clock change inside it is not the grid's concern).
 *
 * @example wallPlus('2026-12-01T14:30:00+00:00', 60) // '2026-12-01T15:30:00+00:00'
 */
export function wallPlus(at: string, minutes: number): string {
  const wall = minutesOfDay(wallClockTime(at)) + minutes;
  const hh = String(Math.floor(wall / 60) % 24).padStart(2, '0');
  const mm = String(wall % 60).padStart(2, '0');
  return `${at.slice(0, 11)}${hh}:${mm}:00${at.slice(19)}`;
}
