import { MAX_TREATMENTS_PER_GUEST, type SpaConfiguration, type SpaDayConfiguration } from '@spa/domain';
import type { ItineraryNames } from './itinerary-names';

/**
 * What a guest may choose on the treatments and add-ons screens: the package's
 * treatments and extras in a Spa Day, the configuration's SpaTreatments in the
 * treatment flow. One shape, so that both flows share those screens.
 */
export interface TreatmentMenu {
  /** The package's name, or 'Spa treatments'. */
  name: string;
  intro: string;
  groups: SpaDayConfiguration['TreatmentGroups'];
  /** How many treatments each guest may choose. */
  allowed: number;
  extras: SpaDayConfiguration['Extras'];
}

export const TREATMENT_FLOW_NAME = 'Spa treatments';

export function menuOfSpaDay(spaDay: SpaDayConfiguration): TreatmentMenu {
  return {
    name: spaDay.DisplayName,
    intro: spaDay.TreatmentIntro,
    groups: spaDay.TreatmentGroups,
    allowed: Math.max(1, spaDay.AllowedTreatments),
    extras: spaDay.HasExtras ? spaDay.Extras : [],
  };
}

/**
 * The treatment flow's menu: every treatment (sorted by duration by the server,
 * booking-flow §3), none included, so each duration's difference is its price
 * (§4: the price less that of an included duration, of which there is none). A
 * guest may add treatments while fewer are chosen than are available (§2), up to
 * the most one guest may hold.
 */
export function menuOfTreatments(treatments: SpaConfiguration['SpaTreatments']): TreatmentMenu {
  return {
    name: TREATMENT_FLOW_NAME,
    intro: treatments.Intro,
    groups: [
      {
        DisplayName: TREATMENT_FLOW_NAME,
        Treatments: treatments.Treatments.map((t) => ({
          ...t,
          Durations: t.Durations.map((d) => ({ ...d, IsIncluded: false, PriceDifference: d.Price })),
        })),
      },
    ],
    allowed: Math.min(treatments.Treatments.length, MAX_TREATMENTS_PER_GUEST),
    extras: treatments.Extras,
  };
}

/** What names a booking's itinerary codes: the package, or the menu of the treatment flow (no restaurants). */
export const itineraryNamesOf = (booking: {
  spaDay: SpaDayConfiguration | undefined;
  menu: TreatmentMenu;
}): ItineraryNames =>
  booking.spaDay ?? { TreatmentGroups: booking.menu.groups, Extras: booking.menu.extras, Restaurants: [] };
