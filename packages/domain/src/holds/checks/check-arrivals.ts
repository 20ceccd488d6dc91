import { arrivingGuests } from '../../engine/find-spa-day-packages';
import type { ChoiceRef } from '../../itinerary/itinerary-fields';
import type { CheckContext } from './check-context';

/**
 * Each guest's arrival: a Spa Day's, at an arrival time of the held band, not too soon,
 * and within the band time's capacity counting the other guests arriving then.
 */
export function checkArrivals(context: CheckContext): void {
  const { itinerary, spaDay, band, taken, problem, at } = context;
  const arriving = new Map<number, number>();
  for (const arrival of itinerary.arrivals) {
    const ref: ChoiceRef = { kind: 'arrival', guestIndex: arrival.guestIndex };
    const start = arrival.start;
    if (!itinerary.spaDay) problem(ref, 'arrival times belong to a Spa Day package');
    if (!spaDay || !band) continue; // the package's own problem names it
    const bandTime = context.bandTimeOf(start);
    if (!bandTime) {
      problem(ref, `${at(start)} is not an arrival time of this package's time band`);
      continue;
    }
    const soon = context.tooSoon(start);
    if (soon) problem(ref, `arrival at ${at(start)} ${soon}`);
    const count = (arriving.get(start) ?? 0) + 1;
    arriving.set(start, count);
    if (count + arrivingGuests(taken, spaDay.PremierId, start) > bandTime.Capacity)
      problem(ref, `arrival at ${at(start)} is full`);
  }
}
