import type { Catalogue } from '../catalogue/catalogue.schema';
import type { HoldRequest } from '../contract/holds.schemas';
import type { ChoiceChange } from '../contract/spa.schemas';
import type { BookingClock } from '../engine/booking-clock';
import type { Taken } from '../engine/taken';
import { holdChoice } from '../holds/hold-choice';
import type { HoldOutcome } from '../holds/hold-part';
import { withoutScope, type Itinerary } from '../itinerary/itinerary';
import { applyChanges } from '../holds/way-out';

/**
 * A planned day (issue 27, decision 280): the party's arrival, dining and garden as the
 * way out's changes (ChoiceChange, held again with applyChanges), and every guest's
 * treatments as the treatments hold (therapists and rooms as hints). Taking a plan is
 * exactly those holds, so the server re-checks every part of it as any hold.
 */
export interface DayPlan {
  /** Arrival, dining and garden, for the kinds the session holds (steps' order). */
  changes: ChoiceChange[];
  /** Every guest's treatments at their planned starts. */
  treatments: Extract<HoldRequest, { Kind: 'treatments' }>;
}

type Accepted = Extract<HoldOutcome, { ok: true }>;

/**
 * Holds a plan on what the session holds, pure: the plan's arrival, dining and garden
 * with applyChanges (the way-out hold: released, then held again in the steps' order),
 * then its treatments with holdChoice, every check of a hold at each step. The held
 * treatments are set aside first (the plan replaces them). The outcomes' claims are
 * what the api writes, in one transaction; or the first refusal.
 *
 * @example takePlan(catalogue, takenByOthers, held, plan, { now }) // { ok: true, itinerary, outcomes: [arrival, dining, garden, treatments] }
 */
export function takePlan(
  catalogue: Catalogue,
  taken: Taken,
  held: Itinerary,
  plan: DayPlan,
  clock: Omit<BookingClock, 'spaDay'>,
): { ok: true; itinerary: Itinerary; outcomes: Accepted[] } | Extract<HoldOutcome, { ok: false }> {
  const applied = applyChanges(
    catalogue,
    taken,
    withoutScope(held, { kind: 'treatments' }),
    plan.changes,
    clock,
  );
  if (!applied.ok) return applied;
  const outcome = holdChoice(catalogue, taken, applied.itinerary, plan.treatments, {
    clock,
    alternatives: false,
  });
  if (!outcome.ok) return outcome;
  return { ok: true, itinerary: outcome.itinerary, outcomes: [...applied.outcomes, outcome] };
}
