import { calendarDay } from '@spa/domain';
import { useSpaConfiguration } from './configuration';

/** The resort's time zone, which every date and time on screen is shown in. */
export function useResortTimeZone(): string {
  return useSpaConfiguration().data?.Resort.TimeZone ?? 'Europe/London';
}

/** Today's date 'YYYY-MM-DD' in the resort's zone. */
export function useResortToday(): string {
  return calendarDay(new Date(), useResortTimeZone());
}
