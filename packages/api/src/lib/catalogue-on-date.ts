import type { Catalogue } from '@spa/domain';

/**
 * The dependencies with the catalogue in force on `date` (decision 0350): what a question
 * about a day (its availability, holds, prices) is answered from. Deps without versions
 * (a test's own) are returned as they are.
 *
 * @example spaDayPackages(onDate(deps, body.date), body)
 */
export function onDate<D extends { catalogue: Catalogue }>(
  deps: D & { catalogues?: { on(date: string): Catalogue } },
  date: string,
): D {
  return deps.catalogues ? { ...deps, catalogue: deps.catalogues.on(date) } : deps;
}
