import { calendarDay, DESK_CLOCK, earliestBookableDate, formatLongDate, lastBookableDate } from '@spa/domain';
import { isDeskMode } from '../desk-mode';

/**
 * The dates a search offers at the resort's `timeZone` at `now`: from tomorrow for a
 * Spa Day, from today (tomorrow after 15:00) for treatments (§9), up to a year ahead.
 * At the desk (`desk`, issue 22) both from today.
 */
export function searchBounds(
  timeZone: string,
  now: Date,
  kind: 'spa-day' | 'treatment',
  desk = isDeskMode(),
) {
  const earliest = earliestBookableDate(
    { Resort: { TimeZone: timeZone } },
    { now: now.toISOString(), spaDay: kind === 'spa-day', ...(desk ? DESK_CLOCK : {}) },
  );
  const last = lastBookableDate(calendarDay(now, timeZone));
  return {
    earliest,
    last,
    earliestText: kind === 'spa-day' && !desk ? 'tomorrow' : formatLongDate(earliest),
    lastText: formatLongDate(last),
  };
}
