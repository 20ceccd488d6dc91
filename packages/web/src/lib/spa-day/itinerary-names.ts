import type { SpaDayConfiguration } from '@spa/domain';

/** What names an itinerary's codes: a package's configuration, or the treatment flow's (treatment-menu.ts). */
export type ItineraryNames = Pick<SpaDayConfiguration, 'TreatmentGroups' | 'Extras' | 'Restaurants'>;

/**
 * Names for the codes of the session's itinerary, from the package's configuration:
 * a treatment or add-on treatment by its duration's activity code, an extra by its
 * modal type. One place, so that the summary, the bar and the add-ons read alike.
 */
export function treatmentOfCode(spaDay: ItineraryNames, code: string) {
  const groups = [...spaDay.TreatmentGroups, ...spaDay.Extras.flatMap((e) => e.content.TreatmentGroups)];
  for (const group of groups)
    for (const treatment of group.Treatments) {
      const duration = treatment.Durations.find((d) => d.Code === code);
      if (duration) return { DisplayName: treatment.DisplayName, Duration: duration.Duration };
    }
  return undefined;
}

/** The package's extra of a modal type (MUDROOM, SPAGARDEN, TREATMENTS). */
export const extraOfType = (spaDay: ItineraryNames, modalType: string) =>
  spaDay.Extras.find((e) => e.ModalType === modalType);

/** The restaurant's name. */
export const restaurantName = (spaDay: ItineraryNames, restaurantId: string) =>
  spaDay.Restaurants.find((r) => r.RestaurantId === restaurantId)?.DisplayName ?? 'Dining';
