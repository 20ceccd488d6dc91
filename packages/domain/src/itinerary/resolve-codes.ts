import type { Catalogue } from '../catalogue/catalogue.schema';

/**
 * The garden Code a spa garden add-on names: a garden's own Code, or the PremierId of
 * a SPAGARDEN extra's row (resolved to the garden it sells). Unknown codes come back
 * unchanged, for the check to name.
 *
 * @example resolveGardenCode(catalogue, 'GARDENPASS') // 'GARDEN'
 */
export function resolveGardenCode(catalogue: Pick<Catalogue, 'SpaGardens' | 'Extras'>, code: string): string {
  if (catalogue.SpaGardens.some((g) => g.Code === code)) return code;
  const row = catalogue.Extras.filter((e) => e.ModalType === 'SPAGARDEN')
    .flatMap((e) => e.Codes)
    .find((c) => c.PremierId === code);
  return row?.Code ?? code;
}
