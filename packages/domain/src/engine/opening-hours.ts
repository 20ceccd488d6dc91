import type { Catalogue, WeekdayHours } from '../catalogue/catalogue.schema';
import { mergeRanges, type MinuteRange } from './busy-calendar';
import { localTimeToMinute, type ResortDay } from './resort-day';

/**
 * Opening hours resolved on a date, as day-relative minute ranges. `null` means no
 * hours are kept (open all day): today's behaviour for a catalogue without them.
 */
export type OpenRanges = readonly MinuteRange[] | null;

/**
 * The ranges of weekly hours that fall on the day's weekday (none: closed).
 *
 * @example weekdayRanges([{ Weekday: 1, OpenTime: '09:00', CloseTime: '20:00' }], monday) // [[540, 1200]]
 */
export function weekdayRanges(hours: readonly WeekdayHours[], day: ResortDay): MinuteRange[] {
  return mergeRanges(
    hours
      .filter((h) => h.Weekday === day.weekday)
      .map((h) => [
        localTimeToMinute(day, h.OpenTime) - day.start,
        localTimeToMinute(day, h.CloseTime) - day.start,
      ]),
  );
}

/**
 * When the spa is open on the day: its weekday hours, nothing on a dated closure,
 * null (always) when the catalogue keeps no hours.
 *
 * @example spaOpenRanges({ SpaHours: { Weekly: [...], Closures: ['2026-12-25'] } }, christmas) // []
 */
export function spaOpenRanges(catalogue: Pick<Catalogue, 'SpaHours'>, day: ResortDay): OpenRanges {
  const hours = catalogue.SpaHours;
  if (!hours) return null;
  if (hours.Closures.includes(day.date)) return [];
  return weekdayRanges(hours.Weekly, day);
}

/**
 * Where both are open (null is open all day). Does not change its inputs.
 *
 * @example intersectOpen([[540, 1200]], [[600, 1320]]) // [[600, 1200]]
 */
export function intersectOpen(a: OpenRanges, b: OpenRanges): OpenRanges {
  if (a === null) return b;
  if (b === null) return a;
  const out: [number, number][] = [];
  for (const [a0, a1] of mergeRanges(a))
    for (const [b0, b1] of mergeRanges(b)) {
      const from = Math.max(a0, b0);
      const to = Math.min(a1, b1);
      if (from < to) out.push([from, to]);
    }
  return mergeRanges(out);
}

/**
 * True when [a, b) (day-relative) lies wholly inside one open range.
 *
 * @example isOpenThroughout([[540, 1200]], 1140, 1200) // true
 */
export function isOpenThroughout(open: OpenRanges, a: number, b: number): boolean {
  return open === null || open.some(([from, to]) => from <= a && b <= to);
}
