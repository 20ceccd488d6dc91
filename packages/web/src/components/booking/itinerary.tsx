import { formatTime } from '../../lib/format';
import { guestName, type SpaDaySearch } from '../../lib/spa-day/search-state';

export interface ItineraryLine {
  time: string | null;
  text: string;
}

/** Each guest's day in time order, from the booking in progress. */
export function itineraryOf(
  search: SpaDaySearch,
  timeZone: string,
): { guest: string; lines: ItineraryLine[] }[] {
  return search.guests.map((guest, index) => {
    const lines: (ItineraryLine & { at: string })[] = [];
    if (guest.spaDayArrivalTime)
      lines.push({
        at: guest.spaDayArrivalTime.StartDateTime,
        time: formatTime(guest.spaDayArrivalTime.StartDateTime, timeZone),
        text: 'Arrival',
      });
    if (search.restaurant)
      lines.push({
        at: search.restaurant.TimeSlot,
        time: formatTime(search.restaurant.TimeSlot, timeZone),
        text: `Dining at ${search.restaurant.DisplayName}`,
      });
    if (guest.spaArrivalTime)
      lines.push({
        at: guest.spaArrivalTime.StartDateTime,
        time: formatTime(guest.spaArrivalTime.StartDateTime, timeZone),
        text: 'Spa Garden',
      });
    guest.treatments.forEach((treatment, i) => {
      const time = guest.startTime?.TreatmentTimes[i]?.StartTime;
      lines.push({
        at: time ?? '9999',
        time: time ? formatTime(time, timeZone) : null,
        text: `${treatment.DisplayName} (${treatment.Duration} mins)`,
      });
    });
    lines.sort((a, b) => a.at.localeCompare(b.at));
    return { guest: guestName(guest, index), lines: lines.map(({ time, text }) => ({ time, text })) };
  });
}

export function Itinerary({
  search,
  timeZone,
  headingLevel = 3,
}: {
  search: SpaDaySearch;
  timeZone: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {itineraryOf(search, timeZone).map(({ guest, lines }, i) => (
        <div key={i}>
          <Heading className="mb-1 font-sans text-base font-bold">{guest}</Heading>
          {lines.length === 0 ? (
            <p className="text-sm text-sage-700">Nothing chosen yet</p>
          ) : (
            <ul className="space-y-0.5 text-sm">
              {lines.map((line, j) => (
                <li key={j}>
                  {line.time && <span className="mr-2 font-semibold tabular-nums">{line.time}</span>}
                  {line.text}
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </div>
  );
}
