import type { PackageFlags } from './flow';
import type { SpaDaySearch } from './search-state';

/**
 * Whether "Plan our day for us" (decision 280) can be offered again from an earlier
 * step: every guest has chosen treatments, and the session holds each choice the plan
 * recomposes (arrival, and dining and garden when the package has them).
 *
 * @example canPlanDay(search, spaDay) // true once the guests came back to the arrival step with treatments chosen
 */
export function canPlanDay(search: Pick<SpaDaySearch, 'guests' | 'heldKinds'>, flags: PackageFlags): boolean {
  if (!planHelps(search.guests.length, flags)) return false;
  const needed = [
    'arrival' as const,
    ...(flags.HasDining ? (['dining'] as const) : []),
    ...(flags.HasSpaGarden ? (['garden'] as const) : []),
  ];
  return (
    flags.HasTreatments &&
    search.guests.length > 0 &&
    search.guests.every((g) => g.treatments.length > 0) &&
    needed.every((kind) => search.heldKinds.includes(kind))
  );
}

/**
 * Whether planning the day helps: a party to fit together, or lunch or a garden session
 * to fit around the treatments (one guest with treatments only has nothing to plan).
 */
export function planHelps(guestCount: number, flags: PackageFlags): boolean {
  return flags.HasTreatments && (guestCount > 1 || flags.HasDining || flags.HasSpaGarden);
}
