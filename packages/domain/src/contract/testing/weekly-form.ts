import type { WeeklyForm } from '../catalogue-fields.schemas';

/**
 * The weekly form with one weekday's ranges replaced, each given as [from, to] 'HH:mm'.
 *
 * @example withRanges(days, 1, [['09:00', '13:00'], ['14:00', '20:00']]) // Monday opens twice
 */
export function withRanges(
  days: WeeklyForm,
  weekday: number,
  ranges: [from: string, to: string][],
): WeeklyForm {
  return days.map((d) =>
    d.Weekday === weekday ? { ...d, Ranges: ranges.map(([From, To]) => ({ From, To })) } : d,
  );
}
