import type { Catalogue } from '../catalogue/catalogue.schema';
import { withoutGuest, type Itinerary } from '../itinerary/itinerary';
import { PricingError, type PricedBooking } from './line-items';
import { priceItinerary } from './price-itinerary';

/**
 * One guest's share of a booking's price, as the catalogue prices it now: the whole
 * itinerary's price less the price of the itinerary without them (their package place,
 * upgrades, extras, their place in a group extra), and the bill of what remains.
 * A PricingError when the mud room they share would be left below its smallest group.
 *
 * @example guestShare(catalogue, held, 1).sharePence // e.g. 9500 for a second guest's Spa Day
 */
export function guestShare(
  catalogue: Catalogue,
  itinerary: Itinerary,
  guestIndex: number,
): { sharePence: number; remaining: PricedBooking } {
  const rest = withoutGuest(itinerary, guestIndex);
  const mudGuests = rest.mudRoom?.guestIndexes.length;
  if (catalogue.MudRoom && mudGuests !== undefined && mudGuests < catalogue.MudRoom.MinGuests)
    throw new PricingError('mudPackage', `the mud room is for ${catalogue.MudRoom.MinGuests} guests or more`);
  const whole = priceItinerary(catalogue, itinerary);
  const remaining = priceItinerary(catalogue, rest);
  return { sharePence: Math.max(0, whole.Total - remaining.Total), remaining };
}
