import type { Catalogue } from '../catalogue/catalogue.schema';
import { diningMinutes } from '../engine/find-dining-slots';
import { treatmentOccupancy, type Occupancy } from '../engine/occupancy';
import { buildResortDay, localTimeToMinute, type ResortDay } from '../engine/resort-day';
import type { EpochMinute, ItineraryContext } from './itinerary';

/**
 * How long each choice of an itinerary lasts, from the catalogue: what the guest sees
 * (`guestEnd`) and how long its resources are taken (`end`, turnover included). Null
 * when the catalogue does not know the choice (the check names it).
 */
export interface ChoiceSpans {
  day: ResortDay;
  /** A treatment's ends: the guest's, the therapist's and the room's (clean-up), the last. */
  treatment(code: string, start: EpochMinute): Occupancy | null;
  garden(code: string, start: EpochMinute): EpochMinute | null;
  /** The arrival window (band time of the chosen band) starting at `start`: its end and capacity. */
  arrival(start: EpochMinute): { end: EpochMinute; capacity: number } | null;
  /** The chosen time band's window on the date. */
  band(): readonly [EpochMinute, EpochMinute] | null;
  diningMinutes(restaurantId: string): number | null;
  mudRoom(start: EpochMinute): Occupancy | null;
}

export function choiceSpans(catalogue: Catalogue, context: ItineraryContext): ChoiceSpans {
  const day = buildResortDay(context.date, catalogue.Resort.TimeZone);
  const spaDay = catalogue.SpaDays.find((p) => p.PremierId === context.spaDay?.PremierId);
  const bandNumber = context.spaDay?.BandNumber;
  const treatment = (code: string, start: EpochMinute) => {
    const activity = catalogue.Activities.find((a) => a.Code === code);
    const cleanUp = catalogue.Treatments.find((t) => t.Durations.some((d) => d.Code === code))?.CleanUp;
    return activity ? treatmentOccupancy(activity, cleanUp, start) : null;
  };
  return {
    day,
    treatment,
    garden: (code, start) => {
      const garden = catalogue.SpaGardens.find((g) => g.Code === code);
      return garden ? start + garden.SessionLengthMinutes : null;
    },
    arrival: (start) => {
      const bandTime = spaDay?.BandTimes.find(
        (b) => b.BandNumber === bandNumber && localTimeToMinute(day, b.StartTime) === start,
      );
      return bandTime ? { end: localTimeToMinute(day, bandTime.EndTime), capacity: bandTime.Capacity } : null;
    },
    band: () => {
      const band = spaDay?.TimeBands.find((b) => b.BandNumber === bandNumber);
      return band ? [localTimeToMinute(day, band.StartTime), localTimeToMinute(day, band.EndTime)] : null;
    },
    diningMinutes: (restaurantId) => {
      const restaurant = catalogue.Restaurants.find((r) => r.RestaurantId === restaurantId);
      return restaurant ? diningMinutes(restaurant, catalogue) : null;
    },
    mudRoom: (start) => (catalogue.MudRoom ? treatment(catalogue.MudRoom.ActivityCode, start) : null),
  };
}
