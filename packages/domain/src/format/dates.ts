import { format, parseISO } from 'date-fns';
import { TZDate } from '@date-fns/tz';

/**
 * Date and time formats of the specs (booking-flow §9, account-area §9).
 * Every function takes the resort's time zone: nothing reads the machine's zone.
 */

function inZone(instant: string | Date, timeZone: string): TZDate {
  const date = typeof instant === 'string' ? parseISO(instant) : instant;
  return new TZDate(date.getTime(), timeZone);
}

/** A calendar date 'YYYY-MM-DD' as a date at midnight, for day-only formats. */
function calendarDate(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1, 12));
}

/** 'ddd Do MMM YY', e.g. 'Sat 5th Dec 26'. Takes a calendar date 'YYYY-MM-DD'. */
export function formatShortDate(day: string): string {
  return format(new TZDate(calendarDate(day).getTime(), 'UTC'), 'EEE do MMM yy');
}

/** 'ddd Do MMMM YYYY', e.g. 'Sat 5th December 2026'. */
export function formatLongDate(day: string): string {
  return format(new TZDate(calendarDate(day).getTime(), 'UTC'), 'EEE do MMMM yyyy');
}

/** 'Do MMMM YYYY', e.g. '1st March 2024' (account area). */
export function formatAccountDate(day: string): string {
  return format(new TZDate(calendarDate(day).getTime(), 'UTC'), 'do MMMM yyyy');
}

/** 'ddd Do MMM YY - h:mma', e.g. 'Sat 5th Dec 26 - 2:30PM', in the resort's zone. */
export function formatShortDateTime(instant: string | Date, timeZone: string): string {
  return format(inZone(instant, timeZone), "EEE do MMM yy '-' h:mma");
}

/** The account area's instant (§9: 'Do MMMM YYYY', times HH:mm), e.g. '14:30 on 1st July 2026'. */
export function formatAccountDateTime(instant: string | Date, timeZone: string): string {
  return `${formatTime(instant, timeZone)} on ${formatAccountDate(calendarDay(instant, timeZone))}`;
}

/** 'HH:mm' in the resort's zone. */
export function formatTime(instant: string | Date, timeZone: string): string {
  return format(inZone(instant, timeZone), 'HH:mm');
}

/** The calendar date 'YYYY-MM-DD' of an instant in the resort's zone. */
export function calendarDay(instant: string | Date, timeZone: string): string {
  const ms = typeof instant === 'string' ? parseISO(instant).getTime() : instant.getTime();
  const last = lastCalendarDay.get(timeZone);
  if (last && ms >= last.from && ms < last.to) return last.day;
  const day = format(inZone(new Date(ms), timeZone), 'yyyy-MM-dd');
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  lastCalendarDay.set(timeZone, {
    day,
    from: new TZDate(y, m - 1, d, 0, 0, 0, timeZone).getTime(),
    to: new TZDate(y, m - 1, d + 1, 0, 0, 0, timeZone).getTime(),
  });
  return day;
}

/**
 * The calendar day last asked for in each time zone, with the instants it runs between:
 * "today" is asked on every booking request, and the zone's rules are read once a day.
 */
const lastCalendarDay = new Map<string, { day: string; from: number; to: number }>();

/** Whole calendar days from `from` to `to` (both 'YYYY-MM-DD'); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);
}

/** The calendar day `days` after `day` ('YYYY-MM-DD'). */
export function addDays(day: string, days: number): string {
  const date = calendarDate(day);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The calendar day after `day` ('YYYY-MM-DD'). */
export function nextDay(day: string): string {
  return addDays(day, 1);
}

/** The date and 'HH:mm' that open an offset date-time, as the resort writes it. */
const OFFSET_WALL_CLOCK = /^\d{4}-\d{2}-\d{2}T(\d{2}:\d{2})/;

/**
 * The wall-clock time 'HH:mm' of a resort offset date-time ('2026-07-01T14:30:00+01:00'): the
 * time the resort's clocks showed, read as written, so no time zone is needed (unlike
 * `formatTime`, which places an instant in a zone). Throws a RangeError on any other text.
 *
 * @example wallClockTime('2026-07-01T14:30:00+01:00') // '14:30'
 */
export function wallClockTime(offsetDateTime: string): string {
  const time = OFFSET_WALL_CLOCK.exec(offsetDateTime)?.[1];
  if (time === undefined) throw new RangeError(`Not an offset date-time: '${offsetDateTime}'`);
  return time;
}
