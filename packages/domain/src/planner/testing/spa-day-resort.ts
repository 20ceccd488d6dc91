import type { Catalogue, Restaurant, SpaDay, SpaGarden } from '../../catalogue/catalogue.schema';
import { buildResortDay, localTimeToMinute } from '../../engine/resort-day';
import { buildGarden, buildRestaurant, buildSpaDay } from '../../engine/testing/build-test-catalogue';
import { emptyItinerary, type Itinerary } from '../../itinerary/itinerary';

/**
 * A generated resort given a Spa Day of every treatment it offers, with lunch at one
 * restaurant ('R') and a garden ('G'), for the planner's tests and bench. Not exported
 * from the package.
 */
export function withSpaDayResort(
  catalogue: Catalogue,
  parts: {
    spaDay?: Partial<SpaDay>;
    restaurant?: Partial<Restaurant>;
    tables?: [string, number][];
    garden?: Partial<SpaGarden>;
  } = {},
): Catalogue {
  return {
    ...catalogue,
    SpaDays: [
      buildSpaDay('PKG', {
        HasDining: true,
        HasSpaGarden: true,
        Restaurants: ['R'],
        SpaGardenCode: 'G',
        TreatmentGroups: [
          {
            DisplayName: 'All',
            Treatments: catalogue.Treatments.map((t) => ({
              TreatmentId: t.Id,
              IncludedCode: t.Durations[0]?.Code ?? '',
            })),
          },
        ],
        ...parts.spaDay,
      }),
    ],
    Restaurants: [buildRestaurant('R', parts.tables ?? [['T1', 4]], parts.restaurant)],
    SpaGardens: [buildGarden('G', parts.garden)],
  };
}

/** What a party of `partySize` held step by step in that Spa Day (the starts do not matter: a plan changes them all). */
export function heldSpaDay(catalogue: Catalogue, date: string, partySize: number): Itinerary {
  const day = buildResortDay(date, catalogue.Resort.TimeZone);
  const guests = Array.from({ length: partySize }, (_, guestIndex) => guestIndex);
  const start = localTimeToMinute(day, catalogue.SpaDays[0]?.BandTimes[0]?.StartTime ?? '09:00');
  return {
    ...emptyItinerary({ date, partySize, spaDay: { PremierId: 'PKG', BandNumber: 1 } }),
    arrivals: guests.map((guestIndex) => ({ guestIndex, start })),
    dining: { RestaurantId: 'R', start: localTimeToMinute(day, '12:00'), FacilityIds: ['T1'] },
    gardens: guests.map((guestIndex) => ({ guestIndex, start })),
  };
}
