import type { Catalogue } from '../catalogue/catalogue.schema';
import { addDays } from '../format/dates';
import { mergeRanges, type MinuteRange } from './busy-calendar';
import { buildResortDay, fromEpochMinute, localTimeToMinute } from './resort-day';
import type { WorkingSpan } from './taken';

/**
 * The dated rota (issue 15): when each therapist works on a date. The weekly pattern in
 * the catalogue (`Therapists[].Shifts`) is the default; a therapist-date the team has
 * rostered replaces it with the rota's shifts for that date (none: a day off). Shifts are
 * written in minutes on the clock of the date they start: `start` 0–1439 and
 * `start < end ≤ start + 1440`, so `end` 1440 ends at midnight and 1560 at 02:00 the next
 * day. Breaks lie inside their shift on the same scale. A closure shuts the spa's
 * treatments from the date's local midnight to the next (a shift running into it stops).
 */

export const MINUTES_PER_DAY = 1440;

/** A break inside a shift, in minutes on the shift's date's clock (may run past 1440 too). */
export interface RotaBreak {
  start: number;
  end: number;
}

/** One shift of a rostered therapist-date. */
export interface RotaShift {
  StaffId: string;
  date: string;
  start: number;
  end: number;
  breaks: readonly RotaBreak[];
}

/** The rota rows the engine needs for a date: its own and the previous date's (a shift may run into it). */
export interface DatedRota {
  /** Therapist-dates the team rostered: there the rota's shifts (possibly none) replace the weekly pattern. */
  rostered: readonly { StaffId: string; date: string }[];
  shifts: readonly RotaShift[];
  /** Dates the spa's treatments are closed. */
  closures: readonly string[];
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'HH:mm' of a minute on a shift's scale (1560 → '02:00'). */
export function rotaClock(minute: number): string {
  const ofDay = ((minute % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${pad(Math.floor(ofDay / 60))}:${pad(ofDay % 60)}`;
}

/** The epoch minute of minute `minute` of `date`'s clock, running on into the following dates. */
function rotaMinuteToEpoch(date: string, timeZone: string, minute: number): number {
  const days = Math.floor(minute / MINUTES_PER_DAY);
  const day = buildResortDay(days === 0 ? date : addDays(date, days), timeZone);
  return localTimeToMinute(day, rotaClock(minute));
}

/** Whether a shift is well formed: inside a day's clock, at most a day long, breaks inside it and apart. */
export function rotaShiftProblem(shift: Pick<RotaShift, 'start' | 'end' | 'breaks'>): string | null {
  if (!Number.isInteger(shift.start) || shift.start < 0 || shift.start >= MINUTES_PER_DAY)
    return 'A shift starts between 00:00 and 23:59';
  if (!Number.isInteger(shift.end) || shift.end <= shift.start || shift.end > shift.start + MINUTES_PER_DAY)
    return 'A shift ends after it starts, at most a day later';
  const breaks = [...shift.breaks].sort((a, b) => a.start - b.start);
  for (const [i, b] of breaks.entries()) {
    if (b.start < shift.start || b.end > shift.end || b.end <= b.start)
      return 'A break lies inside its shift and ends after it starts';
    if (i > 0 && b.start < breaks[i - 1]!.end) return 'Breaks do not overlap';
  }
  return null;
}

/**
 * The shifts a therapist works that start on `date`, on the date's clock: the rota's
 * when the therapist-date is rostered, else the weekly pattern's for its weekday.
 */
export function shiftsStarting(
  catalogue: Pick<Catalogue, 'Resort' | 'Therapists'>,
  staffId: string,
  date: string,
  rota: DatedRota,
): { start: number; end: number; breaks: readonly RotaBreak[]; rostered: boolean }[] {
  if (rota.rostered.some((r) => r.StaffId === staffId && r.date === date))
    return rota.shifts
      .filter((s) => s.StaffId === staffId && s.date === date)
      .map((s) => ({ start: s.start, end: s.end, breaks: s.breaks, rostered: true }))
      .sort((a, b) => a.start - b.start);
  const weekday = buildResortDay(date, catalogue.Resort.TimeZone).weekday;
  const toMinutes = (time: string) => {
    const [h, m] = time.split(':').map(Number);
    return (h ?? 0) * 60 + (m ?? 0);
  };
  return (catalogue.Therapists.find((t) => t.StaffId === staffId)?.Shifts ?? [])
    .filter((s) => s.Weekday === weekday)
    .map((s) => ({ start: toMinutes(s.StartTime), end: toMinutes(s.EndTime), breaks: [], rostered: false }))
    .sort((a, b) => a.start - b.start);
}

/**
 * Every therapist's working time on `date`: the shifts starting on the date and the part
 * of the previous date's that runs past midnight, less their breaks, nothing on a
 * closed date, clipped to the date. The engine's `Taken.working` (docs/engine.md, Rota).
 */
export function workingSpans(
  catalogue: Pick<Catalogue, 'Resort' | 'Therapists'>,
  date: string,
  rota: DatedRota,
): WorkingSpan[] {
  if (rota.closures.includes(date)) return [];
  const zone = catalogue.Resort.TimeZone;
  const day = buildResortDay(date, zone);
  const spans: WorkingSpan[] = [];
  for (const { StaffId } of catalogue.Therapists) {
    const ranges: MinuteRange[] = [];
    for (const from of [addDays(date, -1), date]) {
      for (const shift of shiftsStarting(catalogue, StaffId, from, rota)) {
        const at = (minute: number) => rotaMinuteToEpoch(from, zone, minute);
        let cursor = at(shift.start);
        for (const b of [...shift.breaks].sort((x, y) => x.start - y.start)) {
          ranges.push([cursor, at(b.start)]);
          cursor = at(b.end);
        }
        ranges.push([cursor, at(shift.end)]);
      }
    }
    const clipped = ranges.map(([a, b]): MinuteRange => [Math.max(a, day.start), Math.min(b, day.end)]);
    for (const [a, b] of mergeRanges(clipped))
      spans.push({ StaffId, start: fromEpochMinute(a).getTime(), end: fromEpochMinute(b).getTime() });
  }
  return spans;
}
