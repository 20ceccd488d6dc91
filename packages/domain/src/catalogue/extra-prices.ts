import type { Catalogue, Extra } from './catalogue.schema';

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

/**
 * The unit price of an add-on, the same for what is shown and what is charged: the
 * extra's price row (see findExtraPrice), else the catalogue's own price (the
 * activity's StandardPrice for a treatment or the mud room, the garden's Price).
 * Null when the code names nothing. Per group for the mud room, per guest for the
 * garden, per treatment otherwise.
 *
 * @example addOnUnitPrice(catalogue, { modalType: 'MUDROOM', code: 'MUD', partySize: 3 }) // the 3-guest group price
 */
export function addOnUnitPrice(
  catalogue: Pick<Catalogue, 'Extras' | 'Activities' | 'SpaGardens'>,
  query: { code: string; partySize: number; modalType: Extra['ModalType'] },
): number | null {
  const row = findExtraPrice(catalogue, query);
  if (row) return row.code.DisplayPrice;
  if (query.modalType === 'SPAGARDEN')
    return catalogue.SpaGardens.find((g) => g.Code === query.code)?.Price ?? null;
  return catalogue.Activities.find((a) => a.Code === query.code)?.StandardPrice ?? null;
}
