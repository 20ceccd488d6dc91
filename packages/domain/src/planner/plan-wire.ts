import type { Catalogue } from '../catalogue/catalogue.schema';
import type { PlanItem, PlanWire } from '../contract/plan.schemas';
import { buildResortDay, formatLocalTime, toEpochMinute } from '../engine/resort-day';
import { choicesOfItinerary } from '../itinerary/itinerary-conversions';
import type { Itinerary } from '../itinerary/itinerary';
import type { ComposedPlan } from './plan-day';

/**
 * A composed plan on the wire: its holds, its waiting and each guest's day in order,
 * with the names the guest knows (treatment, restaurant, garden) and local times.
 *
 * @example planToWire(catalogue, plans[0]).Timeline[0].Items[0] // { Kind: 'arrival', Name: 'Arrival', StartTime: '09:00', EndTime: '09:30' }
 */
export function planToWire(catalogue: Catalogue, composed: ComposedPlan): PlanWire {
  const { itinerary, plan } = composed;
  return {
    Changes: plan.changes,
    Treatments: plan.treatments.Items,
    WaitMinutes: composed.score.waitMinutes,
    Timeline: itineraryTimeline(catalogue, itinerary),
  };
}

/**
 * Each guest's day in order (arrival, garden, dining, treatments and add-on treatments),
 * with the names the guest knows and local times: a plan's timeline, a waiting offer's lines.
 *
 * @example itineraryTimeline(catalogue, itinerary)[0].Items[0] // { Kind: 'arrival', Name: 'Arrival', StartTime: '09:00', EndTime: '09:30' }
 */
export function itineraryTimeline(catalogue: Catalogue, itinerary: Itinerary): PlanWire['Timeline'] {
  const day = buildResortDay(itinerary.date, catalogue.Resort.TimeZone);
  const time = (instant: string | number | Date) => formatLocalTime(day, toEpochMinute(instant));
  const choices = choicesOfItinerary(catalogue, itinerary);
  const spaDay = catalogue.SpaDays.find((p) => p.PremierId === itinerary.spaDay?.PremierId);
  const gardenName =
    catalogue.SpaGardens.find((g) => g.Code === spaDay?.SpaGardenCode)?.DisplayName ?? 'Spa Garden';
  const restaurantName = catalogue.Restaurants.find(
    (r) => r.RestaurantId === itinerary.dining?.RestaurantId,
  )?.DisplayName;
  const treatmentName = (code: string) =>
    catalogue.Treatments.find((t) => t.Durations.some((d) => d.Code === code))?.DisplayName ?? code;
  return Array.from({ length: itinerary.partySize }, (_, GuestIndex) => {
    const own = choices.guests?.get(GuestIndex);
    const items: (PlanItem & { at: number })[] = [];
    const add = (
      Kind: PlanItem['Kind'],
      Name: string,
      start: string | number | Date,
      end: string | number | Date,
    ) => items.push({ Kind, Name, StartTime: time(start), EndTime: time(end), at: toEpochMinute(start) });
    if (own?.arrival) add('arrival', 'Arrival', own.arrival.start, own.arrival.end);
    if (own?.garden) add('garden', gardenName, own.garden.start, own.garden.end);
    if (choices.dining && restaurantName) {
      const start = toEpochMinute(choices.dining.start);
      add('dining', restaurantName, choices.dining.start, (start + choices.dining.durationMinutes) * 60_000);
    }
    const treatments = itinerary.treatments.filter((t) => t.guestIndex === GuestIndex);
    (own?.treatments ?? []).forEach((span, i) =>
      add('treatment', treatmentName(treatments[i]?.code ?? ''), span.start, span.end),
    );
    const addOns = itinerary.addOnTreatments.filter((t) => t.guestIndex === GuestIndex);
    addOns.forEach((t) => {
      const span = own?.addOns?.find((a) => toEpochMinute(a.start) === t.start);
      if (span) add('treatment', treatmentName(t.code), span.start, span.end);
    });
    const Items = items.sort((a, b) => a.at - b.at).map(({ at: _at, ...item }) => item);
    return { GuestIndex, Items };
  });
}
