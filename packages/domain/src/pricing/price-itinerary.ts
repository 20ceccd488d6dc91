import type { Catalogue } from '../catalogue/catalogue.schema';
import type { PricedBooking } from './line-items';
import type { AddOnsOrder } from './price-add-ons';
import { priceSpaDay } from './price-spa-day';
import { priceTreatmentBooking } from './price-treatment-booking';

/** What pricing reads of an itinerary: a Spa Day when it has a package. */
export interface ItineraryToPrice {
  partySize: number;
  spaDay?: { PremierId: string };
  treatments: readonly { guestIndex: number; code: string }[];
  addOnTreatments: readonly { guestIndex: number; code: string }[];
  mudRoom?: { guestIndexes: readonly number[] };
  gardenExtra?: { code: string; guestIndexes: readonly number[] };
}

/**
 * Prices an itinerary with priceSpaDay or priceTreatmentBooking. Run checkItinerary
 * first: this trusts the choices' codes but never a price from outside the catalogue.
 * With the guests' names, a guest's line names them ('… for Ada Lovelace').
 *
 * @example priceItinerary(catalogue, held).Total
 */
export function priceItinerary(
  catalogue: Catalogue,
  itinerary: ItineraryToPrice,
  guestNames?: readonly string[],
): PricedBooking {
  const treatments = itinerary.treatments.map(({ guestIndex, code }) => ({ guestIndex, code }));
  const addOns: AddOnsOrder = {
    guestNames,
    treatmentExtras: itinerary.addOnTreatments.map(({ guestIndex, code }) => ({ guestIndex, code })),
    mudExtra:
      itinerary.mudRoom && catalogue.MudRoom
        ? { code: catalogue.MudRoom.ActivityCode, guests: itinerary.mudRoom.guestIndexes.length }
        : undefined,
    gardenExtra: itinerary.gardenExtra
      ? { code: itinerary.gardenExtra.code, guests: itinerary.gardenExtra.guestIndexes.length }
      : undefined,
  };
  if (itinerary.spaDay)
    return priceSpaDay(catalogue, {
      PremierId: itinerary.spaDay.PremierId,
      partySize: itinerary.partySize,
      treatments,
      ...addOns,
    });
  return priceTreatmentBooking(catalogue, { partySize: itinerary.partySize, treatments, ...addOns });
}
