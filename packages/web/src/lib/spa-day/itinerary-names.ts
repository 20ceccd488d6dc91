import type { SpaDayConfiguration } from '@spa/domain';
import { treatmentInGroups } from '../add-ons/add-on-names';

/** What names an itinerary's codes: a package's configuration, or the treatment flow's (treatment-menu.ts). */
export type ItineraryNames = Pick<SpaDayConfiguration, 'TreatmentGroups' | 'Extras' | 'Restaurants'>;

/**
 * Names for the codes of the session's itinerary, from the package's configuration:
 * a treatment or add-on treatment by its duration's activity code, an extra by its
 * modal type. One place, so that the summary, the bar and the add-ons read alike.
 */
export const treatmentOfCode = (spaDay: ItineraryNames, code: string) =>
  treatmentInGroups(
    [...spaDay.TreatmentGroups, ...spaDay.Extras.flatMap((e) => e.content.TreatmentGroups)],
    code,
  );

/** The package's extra of a modal type (MUDROOM, SPAGARDEN, TREATMENTS). */
export const extraOfType = (spaDay: ItineraryNames, modalType: string) =>
  spaDay.Extras.find((e) => e.ModalType === modalType);

/** The restaurant's name. */
export const restaurantName = (spaDay: ItineraryNames, restaurantId: string) =>
  spaDay.Restaurants.find((r) => r.RestaurantId === restaurantId)?.DisplayName ?? 'Dining';
