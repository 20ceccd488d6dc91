import type { FilteredSelection } from '@spa/domain';
import type { SpaDaySearch } from './search-state';

interface TimeBand {
  BandNumber: number;
  StartTime: string;
  EndTime: string;
}

/** The same instant's day and offset, at another clock time 'HH:mm'. */
export function atClockTime(instant: string, time: string): string {
  const offset = /(Z|[+-]\d{2}:\d{2})$/.exec(instant)?.[1] ?? 'Z';
  return `${instant.slice(0, 10)}T${time}:00${offset}`;
}

/**
 * The choices already made, for availability calls to respect (booking-flow §5):
 * arrival windows, the package's time band, garden sessions, treatments, dining.
 */
export function filteredSelections(
  search: SpaDaySearch,
  timeBands: TimeBand[],
  include: { garden?: boolean; treatments?: boolean } = {},
): FilteredSelection[] {
  const selections: FilteredSelection[] = [];
  const first = search.guests[0]?.spaDayArrivalTime;
  search.guests.forEach((guest, GuestIndex) => {
    if (guest.spaDayArrivalTime)
      selections.push({
        Type: 'ARRIVAL',
        GuestIndex,
        StartDateTime: guest.spaDayArrivalTime.StartDateTime,
        EndDateTime: guest.spaDayArrivalTime.EndDateTime,
      });
    if (include.garden && guest.spaArrivalTime)
      selections.push({ Type: 'SPA_GARDEN', GuestIndex, ...guest.spaArrivalTime });
    if (include.treatments)
      guest.startTime?.TreatmentTimes.forEach((t) =>
        selections.push({
          Type: 'TREATMENT',
          GuestIndex,
          StartDateTime: t.StartTime,
          EndDateTime: t.EndTime,
        }),
      );
  });
  const band = first && timeBands.find((b) => b.BandNumber === first.BandNumber);
  if (first && band)
    selections.push({
      Type: 'TIME_BAND',
      BandNumber: band.BandNumber,
      StartDateTime: atClockTime(first.StartDateTime, band.StartTime),
      EndDateTime: atClockTime(first.StartDateTime, band.EndTime),
    });
  if (search.restaurant)
    selections.push({
      Type: 'DINING',
      StartDateTime: search.restaurant.TimeSlot,
      DurationInMins: search.restaurant.DurationInMins,
    });
  return selections;
}
