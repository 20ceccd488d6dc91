import type { Catalogue } from '../catalogue/catalogue.schema';
import type { ChosenItinerary } from '../engine/chosen-itinerary';
import type { PricedBooking } from './line-items';
import type { AddOnsOrder } from './price-add-ons';
import { priceSpaDay } from './price-spa-day';
import { priceTreatmentBooking } from './price-treatment-booking';

/**
 * Prices a chosen itinerary (as read from the begin-booking body) with priceSpaDay
 * or priceTreatmentBooking. Run checkSelection first: this trusts the choices' codes
 * but never their prices.
 */
export function priceItinerary(catalogue: Catalogue, itinerary: ChosenItinerary): PricedBooking {
  const treatments = itinerary.treatments.map(({ guestIndex, code }) => ({ guestIndex, code }));
  const addOns: AddOnsOrder = {
    treatmentExtras: itinerary.addOnTreatments.map(({ guestIndex, code }) => ({ guestIndex, code })),
    mudExtra:
      itinerary.mudRoom && catalogue.MudRoom
        ? { code: catalogue.MudRoom.ActivityCode, guests: itinerary.mudRoom.guestIndexes.length }
        : undefined,
    gardenExtra: itinerary.gardenExtra
      ? { code: itinerary.gardenExtra.code, guests: itinerary.gardenExtra.guestIndexes.length }
      : undefined,
  };
  if (itinerary.isSpaDay && itinerary.spaDay)
    return priceSpaDay(catalogue, {
      PremierId: itinerary.spaDay.PremierId,
      partySize: itinerary.partySize,
      treatments,
      ...addOns,
    });
  return priceTreatmentBooking(catalogue, { partySize: itinerary.partySize, treatments, ...addOns });
}
