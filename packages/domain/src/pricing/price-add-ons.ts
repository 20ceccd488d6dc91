import type { Catalogue } from '../catalogue/catalogue.schema';
import { findExtraPrice } from './extra-prices';
import { lineItem, PricingError, type LineItem } from './line-items';

/** Add-ons of a booking, as the pricing functions take them. */
export interface AddOnsOrder {
  /** Group add-ons for the whole party: price × party size each. */
  groupAddOns?: readonly { code: string }[];
  /** Add-on treatments: one extra's price each. */
  treatmentExtras?: readonly { guestIndex: number; code: string }[];
  /** The mud room: one group price for the group's size. */
  mudExtra?: { code: string; guests: number };
  /** The spa garden as an add-on: price × guests chosen. */
  gardenExtra?: { code: string; guests: number };
}

/**
 * Lines for the add-ons: group add-ons (price × guests), treatment extras, mud
 * room (one group price) and garden (price × guests chosen), from the catalogue's
 * extras only.
 */
export function priceAddOns(
  catalogue: Pick<Catalogue, 'Extras' | 'Activities'>,
  partySize: number,
  order: AddOnsOrder,
): LineItem[] {
  const lines: LineItem[] = [];
  (order.groupAddOns ?? []).forEach(({ code }, i) => {
    const price = findExtraPrice(catalogue, { code, partySize });
    if (!price) throw new PricingError(`groupAddOns[${i}]`, `unknown group add-on "${code}"`);
    lines.push(lineItem(code, price.extra.Content.DisplayName, partySize, price.code.DisplayPrice));
  });
  (order.treatmentExtras ?? []).forEach(({ code, guestIndex }, i) => {
    const price = findExtraPrice(catalogue, { code, partySize: 1, modalType: 'TREATMENTS' });
    if (!price) throw new PricingError(`extraTreatments[${i}]`, `unknown add-on treatment "${code}"`);
    lines.push(
      lineItem(
        code,
        `${price.extra.Content.DisplayName} (guest ${guestIndex + 1})`,
        1,
        price.code.DisplayPrice,
      ),
    );
  });
  if (order.mudExtra) {
    const { code, guests } = order.mudExtra;
    const price = findExtraPrice(catalogue, { code, partySize: guests, modalType: 'MUDROOM' });
    if (!price) throw new PricingError('mudPackage', `no mud room price for ${guests} guests`);
    lines.push(
      lineItem(
        price.code.PremierId,
        `${price.extra.Content.DisplayName} (${guests} guests)`,
        1,
        price.code.DisplayPrice,
      ),
    );
  }
  if (order.gardenExtra) {
    const { code, guests } = order.gardenExtra;
    const price = findExtraPrice(catalogue, { code, partySize: guests, modalType: 'SPAGARDEN' });
    if (!price) throw new PricingError('spaGardenExtraTimes', `unknown spa garden add-on "${code}"`);
    lines.push(
      lineItem(price.code.PremierId, price.extra.Content.DisplayName, guests, price.code.DisplayPrice),
    );
  }
  return lines;
}
