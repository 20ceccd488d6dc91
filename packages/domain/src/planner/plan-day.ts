import type { Catalogue } from '../catalogue/catalogue.schema';
import type { ChoiceChange } from '../contract/spa.schemas';
import type { BookingClock } from '../engine/booking-clock';
import type { TreatmentSlotsQuery } from '../engine/find-treatment-slots';
import { buildResortDay, localTimeToMinute, toEpochMinute } from '../engine/resort-day';
import type { Taken } from '../engine/taken';
import { withoutScope, type Itinerary } from '../itinerary/itinerary';
import { takePlan, type DayPlan } from './day-plan';
import {
  arrivalOptions,
  diningOptions,
  freeTreatmentStarts,
  gardenOptions,
  withChange,
  withTreatmentItems,
  type ArrivalChange,
  type OptionScene,
} from './plan-options';
import { EXHAUSTIVE_LIMIT, everyPlacement, placementCount } from './plan-exhaustive';
import { placements, spread } from './plan-placements';
import { byScore, scorePlan, type LunchOrder, type PlanScore } from './plan-waiting';

/**
 * "Plan our day for us" (issue 27, decision 280): once the guests have chosen their
 * treatments, the whole day composed for the party from what is free: an arrival time,
 * a dining time, a garden session and every guest's treatments (therapists and rooms
 * assigned), ranked by what guests care about (their side of lunch, least waiting, an
 * earlier finish).
 *
 * A bounded search over the engine's own slot finders: the earliest arrival, a few
 * dining times spread over the sittings, a few garden sessions with each, then one
 * treatment search for each such day and the treatment starts that score best; each
 * day also with the latest arrival that still comes before its first item. The best
 * (first those whose slots' therapists and rooms do not clash, decision 281) are taken as the server takes them (takePlan: every hold, every check) until three
 * hold, so that an offered plan holds. When that finds nothing, a wider search over
 * every value, within a budget.
 */

export interface PlanDayQuery {
  /** Each guest's treatments (activity codes, in order). */
  guests: TreatmentSlotsQuery['guests'];
  /** Every guest's first treatment at the same time. */
  startTogether: boolean;
  lunchOrder: LunchOrder;
  clock: Omit<BookingClock, 'spaDay'>;
  /** Only the quick search (a probe of other dates: cheap, may miss a tight day). */
  quickOnly?: boolean;
}

export interface ComposedPlan {
  plan: DayPlan;
  /** The itinerary once the plan is held: what the guests' day looks like. */
  itinerary: Itinerary;
  score: PlanScore;
}

/** Plans offered at most. */
export const PLANS_OFFERED = 3;

/** How wide a search is. */
interface Trials {
  /** Values tried of each step, spread over its free values (arrival: the earliest first). */
  arrival: number;
  dining: number;
  garden: number;
  /** Treatment placements scored per day (each guest's first free start from a time), and kept. */
  treatments: number;
  kept: number;
  /** Every combination of the guests' own starts (apart), not only each one's first free from a time. */
  everyCombination: boolean;
  /** Treatment searches and plans taken, at most: a bound on the work of one question. */
  searches: number;
  takes: number;
}

/** The first search: a few values of each step; fast on a busy day (docs/benchmarks.md). */
const QUICK: Trials = {
  arrival: 1,
  dining: 3,
  garden: 3,
  treatments: 8,
  kept: 2,
  everyCombination: false,
  searches: 12,
  takes: 12,
};
/** When the first finds nothing: every value of every step, within a budget. */
const WIDE: Trials = {
  arrival: Infinity,
  dining: Infinity,
  garden: Infinity,
  treatments: Infinity,
  kept: Infinity,
  everyCombination: true,
  searches: 60,
  takes: 30,
};
interface Scene extends OptionScene {
  lunchOrder: LunchOrder;
  /** Treatment searches and plans taken left. */
  budget: { searches: number; takes: number };
}

/** A plan composed, not yet taken; `clash`: its treatment slots' witnesses clash (plan-placements.ts). */
interface Candidate extends ComposedPlan {
  clash: boolean;
}

/** Candidates best first: those whose witnesses do not clash (they hold as shown), then by score. */
const byPromise = (a: Candidate, b: Candidate) =>
  Number(a.clash) - Number(b.clash) || byScore(a.score, b.score);

/** A day being composed: the itinerary so far and the choices that made it. */
interface DayDraft {
  itinerary: Itinerary;
  changes: ChoiceChange[];
}

/**
 * The best plans for the party's day, best first (at most PLANS_OFFERED, each distinct),
 * or none when nothing the engine holds fits. Only the kinds the session holds are
 * planned (arrival, dining, garden: as the way out, decision 162), plus the treatments.
 *
 * @example planDay(catalogue, takenByOthers, held, { guests, startTogether: false, lunchOrder: 'any', clock: { now } })[0].plan // { changes: [arrival, dining, garden], treatments }
 */
export function planDay(
  catalogue: Catalogue,
  taken: Taken,
  held: Itinerary,
  query: PlanDayQuery,
): ComposedPlan[] {
  const scene = (trials: Trials): Scene => ({
    catalogue,
    taken,
    held,
    day: buildResortDay(held.date, catalogue.Resort.TimeZone),
    ...query,
    budget: { searches: trials.searches, takes: trials.takes },
  });
  const quick = search(scene(QUICK), QUICK);
  if (quick.length > 0 || query.quickOnly) return quick;
  const wide = search(scene(WIDE), WIDE);
  return wide.length > 0 ? wide : exhaustive(scene(WIDE));
}

/**
 * The last pass, on a small day only (plan-exhaustive.ts): every day the wide search
 * composes, every placement of the guests' free starts, the first that holds.
 */
function exhaustive(scene: Scene): ComposedPlan[] {
  // Counted day by day, so that a busy day gives up after one treatment search.
  const days: { day: DayDraft; free: ReturnType<typeof freeTreatmentStarts> }[] = [];
  let count = 0;
  for (const day of draftDays(scene, WIDE)) {
    const free = freeTreatmentStarts(scene, day.itinerary);
    count += placementCount(free, scene.startTogether);
    if (count > EXHAUSTIVE_LIMIT) return [];
    days.push({ day, free });
  }
  for (const { day, free } of days)
    for (const Items of everyPlacement(free, scene.startTogether)) {
      const plan = {
        changes: day.changes,
        treatments: { Kind: 'treatments' as const, ...frameOf(day), Items },
      };
      const held = takePlan(scene.catalogue, scene.taken, scene.held, plan, scene.clock);
      if (held.ok)
        return [
          {
            plan,
            itinerary: held.itinerary,
            score: scorePlan(scene.catalogue, held.itinerary, scene.lunchOrder),
          },
        ];
    }
  return [];
}

/** The treatments hold's frame of a composed day: its date, party and package. */
const frameOf = (day: DayDraft) => ({
  Date: day.itinerary.date,
  PartySize: day.itinerary.partySize,
  ...(day.itinerary.spaDay ?? {}),
});

/** One search of the day's plans, as wide as `trials` says. */
function search(scene: Scene, trials: Trials): ComposedPlan[] {
  const composed = draftDays(scene, trials).flatMap((day) => withTreatments(scene, day, trials));
  return offered(scene, [...composed, ...composed.flatMap((c) => withLaterArrival(scene, c))]);
}

/** The days composed of arrival, dining and garden choices (the kinds the session holds), as many as `trials` says. */
function draftDays(scene: Scene, trials: Trials): DayDraft[] {
  const { held } = scene;
  const base = (['arrival', 'dining', 'garden', 'treatments'] as const).reduce(
    (rest, kind) => withoutScope(rest, { kind }),
    held,
  );
  let days: DayDraft[] = [{ itinerary: base, changes: [] }];
  const step = (options: (day: DayDraft) => ChoiceChange[], count: number) =>
    (days = days.flatMap((day) =>
      spread(options(day), count).map((change) => ({
        itinerary: withChange(scene, day.itinerary, change),
        changes: [...day.changes, change],
      })),
    ));
  if (held.arrivals.length > 0) step(() => arrivalOptions(scene), trials.arrival);
  if (held.dining) step((day) => diningOptions(scene, day.itinerary), trials.dining);
  if (held.gardens.length > 0) step((day) => gardenOptions(scene, day.itinerary), trials.garden);
  return days;
}

/**
 * The day with every guest's treatments: one treatment search with the rest composed,
 * placements spread over the day (together, the same start for all; apart, each
 * guest's first free start from a time, or every combination), the most promising kept.
 */
function withTreatments(scene: Scene, day: DayDraft, trials: Trials): Candidate[] {
  if (scene.budget.searches <= 0) return [];
  scene.budget.searches -= 1;
  const free = freeTreatmentStarts(scene, day.itinerary);
  if (free.length === 0) return [];
  const frame = frameOf(day);
  return placements(scene.catalogue, day.itinerary, free, trials, scene.startTogether)
    .map(({ items, clash }) => {
      const itinerary = withTreatmentItems(scene.catalogue, day.itinerary, items);
      return {
        plan: { changes: day.changes, treatments: { Kind: 'treatments' as const, ...frame, Items: items } },
        itinerary,
        score: scorePlan(scene.catalogue, itinerary, scene.lunchOrder),
        clash,
      };
    })
    .sort(byPromise)
    .slice(0, trials.kept);
}

/**
 * The plan with the latest arrival whose window ends before the party's first item
 * (less waiting after arriving), when that is not the one composed.
 */
function withLaterArrival(scene: Scene, composed: Candidate): Candidate[] {
  const current = composed.plan.changes.find((c): c is ArrivalChange => c.Kind === 'arrival');
  const spaDay = scene.catalogue.SpaDays.find((p) => p.PremierId === scene.held.spaDay?.PremierId);
  if (!current || !spaDay) return [];
  const { itinerary } = composed;
  const firstItem = Math.min(
    ...itinerary.treatments.map((t) => t.start),
    ...itinerary.gardens.map((g) => g.start),
    itinerary.dining?.start ?? Infinity,
  );
  const endOf = (a: ArrivalChange) =>
    localTimeToMinute(
      scene.day,
      spaDay.BandTimes.find((b) => b.StartTime === a.DisplayTime)?.EndTime ?? a.DisplayTime,
    );
  const later = arrivalOptions(scene)
    .filter(
      (a) => endOf(a) <= firstItem && toEpochMinute(a.StartDateTime) > toEpochMinute(current.StartDateTime),
    )
    .at(-1);
  if (!later) return [];
  const changes = composed.plan.changes.map((c) => (c.Kind === 'arrival' ? later : c));
  const moved = withChange(scene, itinerary, later);
  return [
    {
      plan: { ...composed.plan, changes },
      itinerary: moved,
      score: scorePlan(scene.catalogue, moved, scene.lunchOrder),
      clash: composed.clash,
    },
  ];
}

/**
 * The best distinct plans that hold when taken as the server takes them, within the
 * budget; candidates whose witnesses clash are taken only after the others, so that
 * the takes are not spent on placements that fail for the same reason (decision 281).
 */
function offered(scene: Scene, composed: Candidate[]): ComposedPlan[] {
  const seen = new Set<string>();
  const plans: ComposedPlan[] = [];
  for (const candidate of composed.sort(byPromise)) {
    if (plans.length === PLANS_OFFERED || scene.budget.takes <= 0) break;
    const key = JSON.stringify([
      candidate.plan.changes,
      candidate.plan.treatments.Items.map((i) => i.StartTime),
    ]);
    if (seen.has(key)) continue;
    seen.add(key);
    scene.budget.takes -= 1;
    const held = takePlan(scene.catalogue, scene.taken, scene.held, candidate.plan, scene.clock);
    if (held.ok)
      plans.push({
        plan: candidate.plan,
        itinerary: held.itinerary,
        score: scorePlan(scene.catalogue, held.itinerary, scene.lunchOrder),
      });
  }
  return plans.sort((a, b) => byScore(a.score, b.score));
}
