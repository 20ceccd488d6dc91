import type { Catalogue } from '../catalogue/catalogue.schema';
import { minutesOfDay } from '../catalogue/time-of-day';
import { addDays, calendarDay, formatTime, nextDay } from '../format/dates';
import { formatLocalTime, toEpochMinute, type ResortDay } from './resort-day';
import type { InstantInput } from './taken';

/**
 * When a booking may start (booking-flow §9), from the instant the question is asked.
 * The engine never reads the clock: the caller passes `now` (the api reads its
 * database's clock) and every availability answer and hold check applies the rules:
 * - a Spa Day is booked from tomorrow;
 * - treatments from today, but from 15:00 local (after 900 minutes) from tomorrow;
 * - on any date, nothing starts at or before now + the lead time.
 */
export interface BookingClock {
  now: InstantInput;
  /** Minutes after `now` during which nothing may start; SAME_DAY_LEAD_MINUTES when absent. */
  leadMinutes?: number;
  /** A Spa Day (booked from tomorrow) rather than treatments (from today). */
  spaDay?: boolean;
  /**
   * The spa team booking at the desk (issue 22): Spa Days and treatments from today, at
   * any hour, while the day has room (the lead time still applies).
   */
  desk?: boolean;
}

/** The desk's clock (issue 22): from today, no lead time beyond "not already started". */
export const DESK_CLOCK = { desk: true, leadMinutes: 0 } as const satisfies Omit<BookingClock, 'now'>;

/**
 * Default lead time: a guest booking on the day is asked to arrive 15 minutes before
 * (Resort.ArriveBeforeMinutes) and must first travel to the resort; the spa team
 * needs notice to prepare the room. One hour covers both.
 */
export const SAME_DAY_LEAD_MINUTES = 60;

/** booking-flow §9: in the treatment flow, after 15:00 local the earliest date is tomorrow. */
export const TREATMENT_SAME_DAY_CUTOFF = '15:00';

/** How far ahead a booking may be made: the diary is open for a year (and a leap day). */
export const BOOKING_HORIZON_DAYS = 366;

/**
 * The last date a booking may be made for, from today's date at the resort.
 *
 * @example lastBookableDate('2026-11-22') // '2027-11-23'
 */
export function lastBookableDate(today: string): string {
  return addDays(today, BOOKING_HORIZON_DAYS);
}

/**
 * The first date a booking may be made for, 'YYYY-MM-DD' at the resort.
 *
 * @example earliestBookableDate(catalogue, { now: '2026-07-01T14:00:00+01:00' }) // '2026-07-01'
 * @example earliestBookableDate(catalogue, { now: '2026-07-01T15:30:00+01:00' }) // '2026-07-02'
 * @example earliestBookableDate(catalogue, { now: '2026-07-01T09:00:00+01:00', spaDay: true }) // '2026-07-02'
 * @example earliestBookableDate(catalogue, { now: '2026-07-01T16:00:00+01:00', spaDay: true, desk: true }) // '2026-07-01'
 */
export function earliestBookableDate(
  catalogue: { Resort: Pick<Catalogue['Resort'], 'TimeZone'> },
  clock: BookingClock,
): string {
  const zone = catalogue.Resort.TimeZone;
  const now = new Date(toEpochMinute(clock.now) * 60_000);
  const today = calendarDay(now, zone);
  if (clock.desk) return today;
  if (clock.spaDay) return nextDay(today);
  const afterCutoff = minutesOfDay(formatTime(now, zone)) > minutesOfDay(TREATMENT_SAME_DAY_CUTOFF);
  return afterCutoff ? nextDay(today) : today;
}

/**
 * The first epoch minute of the day at which something may start: after now + the lead
 * time, and never on a date before earliestBookableDate (then the day's end: nothing).
 * Null without a clock (no limit).
 */
export function earliestStartOn(
  catalogue: Pick<Catalogue, 'Resort'>,
  day: ResortDay,
  clock: BookingClock | undefined,
): number | null {
  if (!clock) return null;
  if (day.date < earliestBookableDate(catalogue, clock)) return day.end;
  return toEpochMinute(clock.now) + (clock.leadMinutes ?? SAME_DAY_LEAD_MINUTES) + 1;
}

/** Why a start before `earliest` is refused, e.g. 'times today must start after 20:34'. */
export function describeEarliestStart(day: ResortDay, earliest: number): string {
  return earliest >= day.end
    ? `${day.date} can no longer be booked online`
    : `times that day must start after ${formatLocalTime(day, earliest - 1)}`;
}
