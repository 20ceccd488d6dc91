import type { ItineraryWire } from '@spa/domain';
import { formatTime } from '../../lib/format';
import {
  extraOfType,
  restaurantName,
  treatmentOfCode,
  type ItineraryNames,
} from '../../lib/spa-day/itinerary-names';
import { treatmentLabel } from '../../lib/add-ons/add-on-names';
import { guestName, type SpaDaySearch } from '../../lib/spa-day/search-state';

export interface ItineraryLine {
  time: string | null;
  text: string;
}

/**
 * Each guest's day in time order, from the itinerary the session holds (the server's
 * answer: the browser keeps no copy of the times). Treatments picked but not yet
 * timed are listed last, without a time.
 */
export function itineraryOf(
  itinerary: ItineraryWire | null,
  search: SpaDaySearch,
  spaDay: ItineraryNames,
  timeZone: string,
): { guest: string; lines: ItineraryLine[] }[] {
  return search.guests.map((guest, index) => {
    const lines: (ItineraryLine & { at: number })[] = [];
    const add = (at: string, text: string) =>
      lines.push({ at: Date.parse(at), time: formatTime(at, timeZone), text });
    const treatmentText = (code: string) => treatmentLabel(treatmentOfCode(spaDay, code), code);
    const mine = <T extends { GuestIndex: number }>(items: readonly T[] | undefined) =>
      (items ?? []).filter((i) => i.GuestIndex === index);
    mine(itinerary?.Arrivals).forEach((a) => add(a.StartDateTime, 'Arrival'));
    if (itinerary?.Dining)
      add(itinerary.Dining.TimeSlot, `Dining at ${restaurantName(spaDay, itinerary.Dining.RestaurantId)}`);
    mine(itinerary?.Gardens).forEach((g) => add(g.StartDateTime, 'Spa Garden'));
    const treatments = mine(itinerary?.Treatments);
    treatments.forEach((t) => add(t.StartTime, treatmentText(t.Code)));
    mine(itinerary?.AddOnTreatments).forEach((t) => add(t.StartTime, treatmentText(t.Code)));
    const mud = itinerary?.MudRoom;
    if (mud?.GuestIndexes.includes(index))
      add(mud.StartDateTime, extraOfType(spaDay, 'MUDROOM')?.content.DisplayName ?? 'Mud Room');
    const garden = itinerary?.GardenExtra;
    if (garden?.GuestIndexes.includes(index))
      add(garden.StartDateTime, extraOfType(spaDay, 'SPAGARDEN')?.content.DisplayName ?? 'Spa Garden');
    if (treatments.length === 0)
      guest.treatments.forEach((t) =>
        lines.push({ at: Infinity, time: null, text: treatmentLabel(t, t.Code) }),
      );
    lines.sort((a, b) => a.at - b.at);
    return { guest: guestName(guest, index), lines: lines.map(({ time, text }) => ({ time, text })) };
  });
}

export function Itinerary({
  itinerary,
  search,
  spaDay,
  timeZone,
  headingLevel = 3,
}: {
  itinerary: ItineraryWire | null;
  search: SpaDaySearch;
  /** The package's configuration, or the treatment flow's names (namesOfMenu). */
  spaDay: ItineraryNames;
  timeZone: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {itineraryOf(itinerary, search, spaDay, timeZone).map(({ guest, lines }, i) => (
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
