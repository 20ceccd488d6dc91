import type { Catalogue } from '../catalogue/catalogue.schema';
import { billOf, lineItem, PricingError, type PricedBooking } from './line-items';
import { forGuest, treatmentName } from './item-names';
import { priceAddOns, type AddOnsOrder } from './price-add-ons';

export interface TreatmentOrder extends AddOnsOrder {
  partySize: number;
  treatments: readonly { guestIndex: number; code: string }[];
}

/**
 * Prices a Spa Treatment booking from the catalogue alone: each treatment at its
 * activity's StandardPrice, plus the add-ons as for a Spa Day.
 *
 * @example priceTreatmentBooking(catalogue, { partySize: 1, treatments: [{ guestIndex: 0, code: 'M50' }] }).Total // 9000
 */
export function priceTreatmentBooking(catalogue: Catalogue, order: TreatmentOrder): PricedBooking {
  const lines = order.treatments.map(({ guestIndex, code }, i) => {
    const activity = catalogue.Activities.find((a) => a.Code === code);
    const treatment = catalogue.Treatments.find((t) => t.Durations.some((d) => d.Code === code));
    if (!activity || !treatment) throw new PricingError(`items[${i}]`, `unknown treatment "${code}"`);
    return lineItem(
      code,
      `${treatmentName(catalogue, code)} for ${forGuest(order.guestNames, guestIndex)}`,
      1,
      activity.StandardPrice,
    );
  });
  lines.push(...priceAddOns(catalogue, order.partySize, order));
  return billOf(lines);
}
