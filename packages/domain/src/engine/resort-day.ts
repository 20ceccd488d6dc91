import { TZDate, tzOffset } from '@date-fns/tz';

/**
 * One calendar date at the resort, as the engine computes with it.
 *
 * Every instant inside the engine is an integer count of minutes since the Unix epoch
 * ("epoch minutes"): comparisons and arithmetic stay plain integer work, and a
 * day is at most 1500 of them. This module is the only place that turns the
 * resort's local clock times into instants and back; it reads the zone's rules
 * once per day (with @date-fns/tz), so clock changes are handled by the zone
 * database, never by hand.
 */
export interface ResortDay {
  /** 'YYYY-MM-DD' */
  date: string;
  timeZone: string;
  /** Epoch minute of local midnight at the start of the date. */
  start: number;
  /** Epoch minute of the next local midnight: `end − start` is 1380, 1440 or 1500 around clock changes. */
  end: number;
  /** ISO weekday of the date, 1 = Monday … 7 = Sunday. */
  weekday: number;
  /** UTC offset in minutes at the start of the day. */
  offsetBefore: number;
  /** UTC offset in minutes after the day's clock change (same as offsetBefore on most days). */
  offsetAfter: number;
  /** Epoch minute of the day's clock change; `end` when there is none. */
  change: number;
}

const MS_PER_MINUTE = 60_000;

/** Epoch minutes of an instant given as a Date, an ISO string or epoch milliseconds. */
export function toEpochMinute(instant: Date | string | number): number {
  const ms =
    typeof instant === 'number'
      ? instant
      : typeof instant === 'string'
        ? Date.parse(instant)
        : instant.getTime();
  if (Number.isNaN(ms)) throw new RangeError(`not an instant: ${String(instant)}`);
  return Math.floor(ms / MS_PER_MINUTE);
}

/** A Date for an epoch minute. */
export function fromEpochMinute(minute: number): Date {
  return new Date(minute * MS_PER_MINUTE);
}

function parseDate(date: string): [number, number, number] {
  const [y, m, d] = date.split('-').map(Number);
  if (!y || !m || !d) throw new RangeError(`not a date 'YYYY-MM-DD': ${date}`);
  return [y, m, d];
}

/**
 * Builds the resort day for a calendar date in a time zone.
 *
 * @example buildResortDay('2026-03-29', 'Europe/London') // 23 hours: end − start === 1380
 * @example buildResortDay('2026-10-25', 'Europe/London') // 25 hours: end − start === 1500
 */
export function buildResortDay(date: string, timeZone: string): ResortDay {
  const key = `${timeZone} ${date}`;
  let day = resortDays.get(key);
  if (!day) {
    // Bounded: a year of dates in a zone or two; past that the cache starts again.
    if (resortDays.size >= 1024) resortDays.clear();
    resortDays.set(key, (day = Object.freeze(computeResortDay(date, timeZone))));
  }
  return day;
}

/** Resort days built so far (pure in date and zone; frozen, so shared safely). */
const resortDays = new Map<string, ResortDay>();

function computeResortDay(date: string, timeZone: string): ResortDay {
  const [y, m, d] = parseDate(date);
  const start = toEpochMinute(new TZDate(y, m - 1, d, 0, 0, 0, timeZone).getTime());
  const end = toEpochMinute(new TZDate(y, m - 1, d + 1, 0, 0, 0, timeZone).getTime());
  const zoneOffsetAt = (minute: number) => tzOffset(timeZone, fromEpochMinute(minute));
  const offsetBefore = zoneOffsetAt(start);
  const offsetAfter = zoneOffsetAt(end - 1);
  let change = end;
  if (offsetAfter !== offsetBefore) {
    // Binary search for the first minute with the new offset.
    let low = start;
    let high = end - 1;
    while (low < high) {
      const mid = Math.floor((low + high) / 2);
      if (zoneOffsetAt(mid) === offsetBefore) low = mid + 1;
      else high = mid;
    }
    change = low;
  }
  const weekday = ((new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7) + 1;
  return { date, timeZone, start, end, weekday, offsetBefore, offsetAfter, change };
}

/** UTC offset (minutes) in force at an epoch minute of the day. */
export function offsetAt(day: ResortDay, minute: number): number {
  return minute < day.change ? day.offsetBefore : day.offsetAfter;
}

/**
 * The instant of a local clock time 'HH:mm' on the day.
 * A time that occurs twice (clocks go back) means its first occurrence; a time the
 * clocks skip (clocks go forward) means the instant as far after the change as the
 * time is after the skipped hour's start (01:30 on 29 March 2026 in London is 02:30 BST).
 *
 * @example localTimeToMinute(buildResortDay('2026-07-01', 'Europe/London'), '10:00') // 10:00 BST = 09:00Z
 */
export function localTimeToMinute(day: ResortDay, time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  const wall = Math.floor(Date.UTC(...parseDateArgs(day.date), hours ?? 0, minutes ?? 0) / MS_PER_MINUTE);
  const first = wall - day.offsetBefore;
  if (offsetAt(day, first) === day.offsetBefore) return first;
  const second = wall - day.offsetAfter;
  if (offsetAt(day, second) === day.offsetAfter) return second;
  return first;
}

function parseDateArgs(date: string): [number, number, number] {
  const [y, m, d] = parseDate(date);
  return [y, m - 1, d];
}

const pad = (n: number) => (n < 10 ? `0${n}` : String(n));

/** Local 'HH:mm' of an epoch minute of the day. */
export function formatLocalTime(day: ResortDay, minute: number): string {
  const local = minute + offsetAt(day, minute);
  const ofDay = ((local % 1440) + 1440) % 1440;
  return `${pad(Math.floor(ofDay / 60))}:${pad(ofDay % 60)}`;
}

/**
 * ISO 8601 with the resort's offset, e.g. '2026-03-29T10:00:00+01:00'.
 * Plain integer arithmetic: this runs for every slot the engine answers with.
 */
export function formatOffsetDateTime(day: ResortDay, minute: number): string {
  const offset = offsetAt(day, minute);
  const local = new Date((minute + offset) * MS_PER_MINUTE);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return (
    `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}` +
    `T${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  );
}

/**
 * The day's slot grid: epoch minutes from local midnight to the next, every `step`
 * minutes of elapsed time. On a 23-hour day the skipped local hour has no slots; on a
 * 25-hour day the repeated hour has slots twice, at distinct instants.
 *
 * @example slotGrid(buildResortDay('2026-03-29', 'Europe/London'), 15).length // 92
 */
export function slotGrid(day: ResortDay, step: number): number[] {
  const grid: number[] = [];
  for (let minute = day.start; minute < day.end; minute += step) grid.push(minute);
  return grid;
}

/** The first grid minute at or after `minute` (grid anchored at the day's start). */
export function ceilToGrid(day: ResortDay, minute: number, step: number): number {
  const offset = minute - day.start;
  return day.start + Math.ceil(offset / step) * step;
}

/** True when `minute` lies on the day's slot grid. */
export function isOnGrid(day: ResortDay, minute: number, step: number): boolean {
  return (minute - day.start) % step === 0;
}
