import type { Restaurant } from '../../catalogue/catalogue.schema';
import { chooseTables, diningMinutes, freeTables, isDiningOutsideBand } from '../../engine/find-dining-slots';
import { localTimeToMinute, type ResortDay } from '../../engine/resort-day';
import type { ChoiceRef } from '../../itinerary/itinerary-fields';
import type { CheckContext } from './check-context';

/**
 * The dining: a restaurant the package offers, on one of its sittings, inside the
 * package's day, not too soon, at tables still free that seat the party; every guest
 * is at the table for the whole dining duration.
 */
export function checkDining(context: CheckContext): void {
  const { itinerary, restaurant, spaDay, band, day, problem, at } = context;
  const dining = itinerary.dining;
  if (!dining) return;
  const ref: ChoiceRef = { kind: 'dining' };
  if (!restaurant || (spaDay && !spaDay.Restaurants.includes(restaurant.RestaurantId))) {
    problem(ref, `restaurant "${dining.RestaurantId}" is not offered`);
    return;
  }
  const start = dining.start;
  const end = start + diningMinutes(restaurant, context.catalogue);
  if (!isOnSitting(restaurant, day, start))
    problem(ref, `${restaurant.DisplayName} does not seat guests at ${at(start)}`);
  const bandRange = band
    ? ([localTimeToMinute(day, band.StartTime), localTimeToMinute(day, band.EndTime)] as const)
    : null;
  if (isDiningOutsideBand(bandRange, start, end - start))
    problem(ref, `dining at ${at(start)} is outside the package's day (${band?.StartTime}–${band?.EndTime})`);
  const soon = context.tooSoon(start);
  if (soon) problem(ref, `dining at ${at(start)} ${soon}`);
  const free = freeTables(restaurant, context.taken, start, end);
  const chosen = free.filter((t) => dining.FacilityIds.includes(t.FacilityId));
  const seats = chosen.reduce((sum, t) => sum + t.Seats, 0);
  if (chosen.length < dining.FacilityIds.length || seats < itinerary.partySize)
    problem(
      ref,
      chooseTables(free, itinerary.partySize)
        ? `the table chosen at ${restaurant.DisplayName} for ${at(start)} is no longer free`
        : `${restaurant.DisplayName} is no longer available at ${at(start)}`,
    );
  for (let g = 0; g < itinerary.partySize; g++)
    context.addGuestSpan(ref, g, start, end, `dining at ${at(start)}`);
}

/** Whether `start` is a time the restaurant seats guests: inside a sitting, on its step. */
function isOnSitting(restaurant: Restaurant, day: ResortDay, start: number): boolean {
  return restaurant.Sittings.some((s) => {
    const first = localTimeToMinute(day, s.DiningStartTime);
    return (
      start >= first &&
      start < localTimeToMinute(day, s.DiningEndTime) &&
      (start - first) % restaurant.SlotStepMinutes === 0
    );
  });
}
