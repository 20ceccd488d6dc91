import type { Catalogue } from '../catalogue/catalogue.schema';
import type { HoldKind } from '../contract/holds.schemas';
import type { BookingClock } from '../engine/booking-clock';
import type { Taken } from '../engine/taken';
import type { Itinerary } from '../itinerary/itinerary';
import type { ChoiceRef, ItineraryProblem } from '../itinerary/itinerary-fields';
import { checkArrivals } from './checks/check-arrivals';
import { checkComplete } from './checks/check-complete';
import { buildCheckContext, type Checkers } from './checks/check-context';
import { checkDining } from './checks/check-dining';
import { checkGardenExtra, checkGardens } from './checks/check-gardens';
import { checkMudRoom } from './checks/check-mud-room';
import { checkAddOnTreatments, checkTreatments } from './checks/check-treatments';

export interface CheckItineraryOptions {
  /** The asking instant: nothing may start at or before now + the lead time (§9). */
  clock?: BookingClock;
  /**
   * The part being chosen: checked after the rest, so that a clash between it and a
   * choice already made (a guest in two places, a therapist twice) is named on it.
   */
  last?: HoldKind;
  /**
   * The booking must be whole (begin-booking): an arrival for every guest, dining when
   * the package includes it, a garden session for every guest when it includes the
   * garden, a treatment for every guest when it includes treatments.
   */
  complete?: boolean;
  /** Names a choice; its begin-booking field by default. */
  fieldOf?: (ref: ChoiceRef) => string;
}

/** One checker per kind of choice, in the order they are checked (the flow's order). */
const CHECKERS: Checkers = {
  arrival: checkArrivals,
  dining: checkDining,
  garden: checkGardens,
  'garden-extra': checkGardenExtra,
  treatments: checkTreatments,
  'addon-treatments': checkAddOnTreatments,
  mud: checkMudRoom,
};
const PART_ORDER = Object.keys(CHECKERS) as HoldKind[];

/**
 * Is every choice of the itinerary bookable? Checks, against the catalogue and what
 * is taken (the asking session's own claims left out: its choices are all here),
 * the package, band and arrival capacity, dining seating and tables, garden places,
 * each treatment's therapist (skill, shift, absences, other appointments) and room,
 * add-ons and the mud room, the §5 rules, the lead time (§9, with a clock), and that
 * no guest, therapist, room or table is used twice within the itinerary itself.
 * Returns the problems, each naming its choice, empty when the booking may go ahead.
 *
 * @example checkItinerary(catalogue, takenByOthers, held, { clock: { now }, complete: true }) // [] or [{ Kind: 'treatments', Field: 'items[1]', Message: '…' }]
 */
export function checkItinerary(
  catalogue: Catalogue,
  taken: Taken,
  itinerary: Itinerary,
  options: CheckItineraryOptions = {},
): ItineraryProblem[] {
  const { context, problems } = buildCheckContext(catalogue, taken, itinerary, options);
  const { last } = options;
  const order = last ? [...PART_ORDER.filter((k) => k !== last), last] : PART_ORDER;
  for (const kind of order) CHECKERS[kind](context);
  if (options.complete) checkComplete(context);
  return problems;
}
