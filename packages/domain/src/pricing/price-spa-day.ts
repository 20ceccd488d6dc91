import type { Catalogue } from '../catalogue/catalogue.schema';
import { billOf, lineItem, PricingError, type PricedBooking } from './line-items';
import { forGuest, treatmentName } from './item-names';
import { priceAddOns, type AddOnsOrder } from './price-add-ons';

export interface SpaDayOrder extends AddOnsOrder {
  PremierId: string;
  partySize: number;
  /** Each guest's chosen treatments by activity code. */
  treatments: readonly { guestIndex: number; code: string }[];
}

/**
 * The price difference of a chosen treatment duration in a package: its price less
 * the price of the package's included duration of that treatment, never below 0
 * (a shorter duration than the one included is not refunded).
 *
 * @example treatmentPriceDifference(catalogue, spaDay, 'M80') // 12000 − 9000 = 3000
 */
export function treatmentPriceDifference(
  catalogue: Pick<Catalogue, 'Activities' | 'Treatments'>,
  spaDay: Catalogue['SpaDays'][number],
  code: string,
): number | null {
  const treatment = catalogue.Treatments.find((t) => t.Durations.some((d) => d.Code === code));
  const included = spaDay.TreatmentGroups.flatMap((g) => g.Treatments).find(
    (t) => t.TreatmentId === treatment?.Id,
  );
  const chosen = catalogue.Activities.find((a) => a.Code === code);
  const base = catalogue.Activities.find((a) => a.Code === included?.IncludedCode);
  if (!chosen || !base) return null;
  return Math.max(0, chosen.StandardPrice - base.StandardPrice);
}

/**
 * Prices a Spa Day from the catalogue alone:
 * guests × package price + treatment price differences + group add-ons (price ×
 * guests) + treatment extras + mud extra (one group price) + garden extra (price ×
 * guests chosen). Integer pence; client prices never enter.
 *
 * @example priceSpaDay(catalogue, { PremierId: 'DAY', partySize: 2, treatments: [{ guestIndex: 0, code: 'M80' }] }).Total // 2 × 9500 + 3000
 */
export function priceSpaDay(catalogue: Catalogue, order: SpaDayOrder): PricedBooking {
  const spaDay = catalogue.SpaDays.find((p) => p.PremierId === order.PremierId);
  if (!spaDay) throw new PricingError('package', `unknown package "${order.PremierId}"`);
  const lines = [lineItem(spaDay.PremierId, spaDay.DisplayName, order.partySize, spaDay.Price)];
  order.treatments.forEach(({ guestIndex, code }, i) => {
    const difference = treatmentPriceDifference(catalogue, spaDay, code);
    if (difference === null)
      throw new PricingError(`items[${i}]`, `"${code}" is not a treatment of package "${spaDay.PremierId}"`);
    lines.push(
      lineItem(
        code,
        `${treatmentName(catalogue, code)} for ${forGuest(order.guestNames, guestIndex)}${difference === 0 ? ', included' : ', upgrade'}`,
        1,
        difference,
      ),
    );
  });
  lines.push(...priceAddOns(catalogue, order.partySize, order));
  return billOf(lines);
}
