import { calendarDay, earliestBookableDate, formatLongDate, lastBookableDate } from '@spa/domain';

/**
 * The dates a search offers at the resort's `timeZone` at `now`: from tomorrow for a
 * Spa Day, from today (tomorrow after 15:00) for treatments (§9), up to a year ahead.
 */
export function searchBounds(timeZone: string, now: Date, kind: 'spa-day' | 'treatment') {
  const earliest = earliestBookableDate(
    { Resort: { TimeZone: timeZone } },
    { now: now.toISOString(), spaDay: kind === 'spa-day' },
  );
  const last = lastBookableDate(calendarDay(now, timeZone));
  return {
    earliest,
    last,
    earliestText: kind === 'spa-day' ? 'tomorrow' : formatLongDate(earliest),
    lastText: formatLongDate(last),
  };
}
