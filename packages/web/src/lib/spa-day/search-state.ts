import type { GuestState } from '@spa/domain';

/**
 * The booking in progress (the spec's Search) is the domain's (`itinerary/booking-search.ts`):
 * one schema that the server checks every save with. Screens import it from here or from
 * `@spa/domain`; this file adds only what the screens show.
 */
export {
  newSearch,
  SpaDaySearchSchema,
  type ChosenTreatment,
  type GuestState,
  type SpaDaySearch,
} from '@spa/domain';

/** The guest's name for headings: first name, or 'Guest n' before names are given. */
export const guestName = (guest: GuestState | undefined, index: number) =>
  guest?.firstName.trim() || `Guest ${index + 1}`;
