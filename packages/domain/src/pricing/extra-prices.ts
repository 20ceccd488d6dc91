import type { Catalogue, Extra } from '../catalogue/catalogue.schema';

/** An extra and its price row for a code and party size. */
export interface ExtraPrice {
  extra: Extra;
  code: Extra['Codes'][number];
}

/**
 * Finds the price row of an extra for an activity or garden code (or the row's
 * PremierId) and a party size: the row whose Guests equals the party size wins over
 * a row with no Guests; rows for other sizes never apply. Restrict to one modal type
 * or extra key when given.
 *
 * @example findExtraPrice(catalogue, { code: 'MUD', partySize: 3 })?.code.DisplayPrice // the 3-guest group price
 */
export function findExtraPrice(
  catalogue: Pick<Catalogue, 'Extras'>,
  query: { code: string; partySize: number; modalType?: Extra['ModalType']; extraKeys?: readonly string[] },
): ExtraPrice | null {
  let fallback: ExtraPrice | null = null;
  for (const extra of catalogue.Extras) {
    if (query.modalType && extra.ModalType !== query.modalType) continue;
    if (query.extraKeys && !query.extraKeys.includes(extra.Key)) continue;
    for (const code of extra.Codes) {
      if (code.Code !== query.code && code.PremierId !== query.code) continue;
      if (code.Guests === query.partySize) return { extra, code };
      if (code.Guests === undefined) fallback ??= { extra, code };
    }
  }
  return fallback;
}
