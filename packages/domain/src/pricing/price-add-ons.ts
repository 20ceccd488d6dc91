import type { Catalogue, Extra } from '../catalogue/catalogue.schema';
import { addOnUnitPrice, findExtraPrice } from '../catalogue/extra-prices';
import { forGuest, treatmentName } from './item-names';
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
  /** The guests' names, for the lines of one guest ('… for Ada Lovelace'); else 'guest 2'. */
  guestNames?: readonly string[];
}

/**
 * Lines for the add-ons: group add-ons (price × guests), treatment extras, mud
 * room (one group price) and garden (price × guests chosen), at the same unit prices
 * the extras call shows (addOnUnitPrice), from the catalogue only.
 */
export function priceAddOns(
  catalogue: Pick<Catalogue, 'Extras' | 'Activities' | 'SpaGardens' | 'Treatments'>,
  partySize: number,
  order: AddOnsOrder,
): LineItem[] {
  const line = (
    field: string,
    query: { code: string; partySize: number; modalType: Extra['ModalType'] },
    quantity: number,
    describe: (name: string) => string,
  ): LineItem => {
    const unitPrice = addOnUnitPrice(catalogue, query);
    if (unitPrice === null) throw new PricingError(field, `unknown add-on "${query.code}"`);
    const row = findExtraPrice(catalogue, query);
    return lineItem(
      row?.code.PremierId ?? query.code,
      describe(row?.extra.Content.DisplayName ?? query.code),
      quantity,
      unitPrice,
    );
  };
  const lines: LineItem[] = [];
  (order.groupAddOns ?? []).forEach(({ code }, i) =>
    lines.push(
      line(`groupAddOns[${i}]`, { code, partySize, modalType: 'SPAGARDEN' }, partySize, (name) => name),
    ),
  );
  (order.treatmentExtras ?? []).forEach(({ code, guestIndex }, i) =>
    lines.push(
      line(
        `extraTreatments[${i}]`,
        { code, partySize: 1, modalType: 'TREATMENTS' },
        1,
        () => `${treatmentName(catalogue, code)} for ${forGuest(order.guestNames, guestIndex)}`,
      ),
    ),
  );
  if (order.mudExtra) {
    const { code, guests } = order.mudExtra;
    lines.push(
      line(
        'mudPackage',
        { code, partySize: guests, modalType: 'MUDROOM' },
        1,
        (name) => `${name} (${guests} guests)`,
      ),
    );
  }
  if (order.gardenExtra) {
    const { code, guests } = order.gardenExtra;
    lines.push(
      line(
        'spaGardenExtraTimes',
        { code, partySize: guests, modalType: 'SPAGARDEN' },
        guests,
        (name) => name,
      ),
    );
  }
  return lines;
}
