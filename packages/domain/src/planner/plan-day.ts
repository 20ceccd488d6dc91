import type { Catalogue, SpaDay } from '../catalogue/catalogue.schema';
import type { HoldTreatmentItem } from '../contract/holds.schemas';
import type { ChoiceChange, TimeSlot } from '../contract/spa.schemas';
import type { BookingClock } from '../engine/booking-clock';
import { findDiningSlots } from '../engine/find-dining-slots';
import { findSpaGardenSlots } from '../engine/find-spa-garden-slots';
import { findTreatmentSlots, type TreatmentSlotsQuery } from '../engine/find-treatment-slots';
import {
  buildResortDay,
  formatLocalTime,
  formatOffsetDateTime,
  localTimeToMinute,
  toEpochMinute,
  type ResortDay,
} from '../engine/resort-day';
import type { Taken } from '../engine/taken';
import { availabilityInputs } from '../itinerary/availability-inputs';
import { holdChoice } from '../itinerary/hold-choice';
import { withoutScope, type Itinerary, type TreatmentChoice } from '../itinerary/itinerary';
import { holdRequestOfChange } from '../itinerary/way-out';
import { takePlan, type DayPlan } from './day-plan';
import { byScore, scorePlan, type LunchOrder, type PlanScore } from './plan-waiting';

/**
 * "Plan our day for us" (issue 27, decision 280): once the guests have chosen their
 * treatments, the whole day composed for the party from what is free: an arrival time,
 * a dining time, a garden session and every guest's treatments (therapists and rooms
 * assigned), each held with the engine's own holdChoice (every check of a hold) in the
 * steps' order, ranked by what guests care about (their side of lunch, least waiting,
 * an earlier finish).
 *
 * A bounded search: a few arrival times spread over the package's; for each, a few
 * dining times spread over the sittings; for each, the garden sessions that wait least
 * around them; then one treatment search with all of it held, and the treatment starts
 * that score best. The best distinct plans are replayed as the server takes them
 * (takePlan) before they are offered, so that an offered plan holds.
 */

export interface PlanDayQuery {
  /** Each guest's treatments (activity codes, in order). */
  guests: TreatmentSlotsQuery['guests'];
  /** Every guest's first treatment at the same time. */
  startTogether: boolean;
  lunchOrder: LunchOrder;
  clock: Omit<BookingClock, 'spaDay'>;
}

export interface ComposedPlan {
  plan: DayPlan;
  /** The itinerary once the plan is held: what the guests' day looks like. */
  itinerary: Itinerary;
  score: PlanScore;
}

/** Plans offered at most. */
export const PLANS_OFFERED = 3;
/** Values tried of each step: spread over its free values, or (held) its best scored. */
const TRIALS = { arrival: 2, dining: 3, garden: 3, treatments: 8, treatmentsHeld: 1 } as const;

/** What one composition works with: the catalogue, what others hold, the session's choices. */
interface Scene {
  catalogue: Catalogue;
  taken: Taken;
  held: Itinerary;
  query: PlanDayQuery;
  day: ResortDay;
}

/** A day being composed: the itinerary so far and the holds that made it. */
interface DayDraft {
  itinerary: Itinerary;
  changes: ChoiceChange[];
  treatments?: DayPlan['treatments'];
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
  const scene: Scene = {
    catalogue,
    taken,
    held,
    query,
    day: buildResortDay(held.date, catalogue.Resort.TimeZone),
  };
  const base = (['arrival', 'dining', 'garden', 'treatments'] as const).reduce(
    (rest, kind) => withoutScope(rest, { kind }),
    held,
  );
  let days: DayDraft[] = [{ itinerary: base, changes: [] }];
  for (const step of [arrivalStep, diningStep, gardenStep, treatmentsStep])
    days = days.flatMap((d) => step(scene, d));
  return offered(
    scene,
    days.flatMap(({ itinerary, changes, treatments }) =>
      treatments
        ? [
            {
              plan: { changes, treatments },
              itinerary,
              score: scorePlan(catalogue, itinerary, query.lunchOrder),
            },
          ]
        : [],
    ),
  );
}

/** A step of the day: the partial days it leads to (itself when the session holds no such choice). */
type Step = (scene: Scene, day: DayDraft) => DayDraft[];

const arrivalStep: Step = (scene, day) => {
  const spaDay = scene.catalogue.SpaDays.find((p) => p.PremierId === scene.held.spaDay?.PremierId);
  if (!spaDay || scene.held.arrivals.length === 0) return [day];
  return holdEach(scene, day, spread(arrivalChanges(scene, spaDay), TRIALS.arrival));
};

const diningStep: Step = (scene, day) => {
  const options = diningOptions(scene, day.itinerary);
  return options ? holdEach(scene, day, spread(options, TRIALS.dining)) : [day];
};

const gardenStep: Step = (scene, day) => {
  const options = gardenOptions(scene, day.itinerary);
  return options ? holdEach(scene, day, spread(options, TRIALS.garden)) : [day];
};

/** The day with each change held (those the engine refuses left out). */
function holdEach(scene: Scene, day: DayDraft, changes: readonly ChoiceChange[]): DayDraft[] {
  return changes.flatMap((change) => {
    const itinerary = hold(scene, day.itinerary, change);
    return itinerary ? [{ ...day, itinerary, changes: [...day.changes, change] }] : [];
  });
}

/** The best distinct plans that hold when taken as the server takes them. */
function offered(scene: Scene, composed: ComposedPlan[]): ComposedPlan[] {
  const { catalogue, taken, held, query } = scene;
  const seen = new Set<string>();
  const plans: ComposedPlan[] = [];
  for (const candidate of composed.sort((a, b) => byScore(a.score, b.score))) {
    const key = JSON.stringify([
      candidate.plan.changes,
      candidate.plan.treatments.Items.map((i) => i.StartTime),
    ]);
    if (seen.has(key)) continue;
    seen.add(key);
    const taken_ = takePlan(catalogue, taken, held, candidate.plan, query.clock);
    if (!taken_.ok) continue;
    plans.push({ ...candidate, itinerary: taken_.itinerary });
    if (plans.length === PLANS_OFFERED) break;
  }
  return plans;
}

/** The package's arrival times as changes, earliest first. */
function arrivalChanges(scene: Scene, spaDay: SpaDay): ChoiceChange[] {
  return spaDay.BandTimes.map((band) => {
    const start = localTimeToMinute(scene.day, band.StartTime);
    return {
      Kind: 'arrival' as const,
      BandNumber: band.BandNumber,
      StartDateTime: formatOffsetDateTime(scene.day, start),
      DisplayTime: band.StartTime,
    };
  });
}

/** Holds a change on `itinerary` with holdChoice, or null when refused. */
function hold(scene: Scene, itinerary: Itinerary, change: ChoiceChange): Itinerary | null {
  const outcome = holdChoice(
    scene.catalogue,
    scene.taken,
    itinerary,
    holdRequestOfChange(scene.held, change),
    {
      clock: scene.query.clock,
      alternatives: false,
    },
  );
  return outcome.ok ? outcome.itinerary : null;
}

/**
 * The day with every guest's treatments: one treatment search with the rest held, a
 * few starts spread over the day (together, the same start for all; apart, each guest's
 * first free start from that time), the best scored held.
 */
const treatmentsStep: Step = (scene, day) => {
  const { catalogue, query } = scene;
  const frame = {
    Date: day.itinerary.date,
    PartySize: day.itinerary.partySize,
    ...(day.itinerary.spaDay ?? {}),
  };
  return treatmentOptions(scene, day.itinerary)
    .map((items) => {
      const shown = { ...day.itinerary, treatments: items.map((i) => treatmentOf(catalogue, i)) };
      return { items, score: scorePlan(catalogue, shown, query.lunchOrder) };
    })
    .sort((a, b) => byScore(a.score, b.score))
    .slice(0, TRIALS.treatmentsHeld)
    .flatMap(({ items }) => {
      const treatments = { Kind: 'treatments' as const, ...frame, Items: items };
      const outcome = holdChoice(catalogue, scene.taken, day.itinerary, treatments, {
        clock: query.clock,
        alternatives: false,
      });
      return outcome.ok ? [{ ...day, itinerary: outcome.itinerary, treatments }] : [];
    });
};

/** A hold item as the treatment it shows (for scoring before it is held). */
function treatmentOf(catalogue: Catalogue, item: HoldTreatmentItem): TreatmentChoice {
  return {
    guestIndex: item.GuestIndex,
    code: catalogue.Activities.find((a) => a.ID === item.AppointmentTypeID)?.Code ?? '',
    start: toEpochMinute(item.StartTime),
    StaffId: item.StaffId ?? '',
    RoomId: item.RoomId ?? '',
  };
}

/** Ways to place every guest's treatments with `itinerary` held, spread over the day. */
function treatmentOptions(scene: Scene, itinerary: Itinerary): HoldTreatmentItem[][] {
  const { catalogue, taken, query } = scene;
  const inputs = availabilityInputs(catalogue, {
    taken,
    held: itinerary,
    scope: { kind: 'treatments', guestIndexes: query.guests.map((g) => g.GuestIndex) },
  });
  const answer = findTreatmentSlots(catalogue, inputs.taken, {
    date: itinerary.date,
    guests: query.guests,
    startTogether: query.startTogether,
    choices: inputs.choices,
    clock: query.clock,
  });
  const free = answer.GuestAvailability.map((g) => ({
    guestIndex: g.GuestIndex,
    slots: [...g.Periods.AM, ...g.Periods.PM].filter((s) => s.IsAvailable),
  }));
  if (free.length === 0 || free.some((g) => g.slots.length === 0)) return [];
  const starts = [...new Set(free.flatMap((g) => g.slots.map((s) => toEpochMinute(s.StartTime))))].sort(
    (a, b) => a - b,
  );
  return spread(starts, TRIALS.treatments).map((from) =>
    free.flatMap(({ guestIndex, slots }) => itemsOf(guestIndex, firstFrom(slots, from))),
  );
}

/** The guest's first free slot at or after `from`, else their last. */
function firstFrom(slots: readonly TimeSlot[], from: number): TimeSlot {
  return slots.find((s) => toEpochMinute(s.StartTime) >= from) ?? (slots.at(-1) as TimeSlot);
}

/** A slot's treatments as hold items (its therapists and rooms as hints). */
function itemsOf(GuestIndex: number, slot: TimeSlot): HoldTreatmentItem[] {
  return slot.TreatmentTimes.map((t) => ({
    GuestIndex,
    AppointmentTypeID: t.AppointmentTypeID,
    StartTime: t.StartTime,
    StaffId: t.StaffId,
    RoomId: t.RoomId,
  }));
}

/** Dining times free with the itinerary held, at the restaurant the party chose; null when no table is held. */
function diningOptions(scene: Scene, itinerary: Itinerary): ChoiceChange[] | null {
  const restaurantId = scene.held.dining?.RestaurantId;
  if (!restaurantId) return null;
  const { taken, choices } = availabilityInputs(scene.catalogue, {
    taken: scene.taken,
    held: itinerary,
    scope: { kind: 'dining' },
  });
  return findDiningSlots(scene.catalogue, taken, {
    date: itinerary.date,
    restaurantIds: [restaurantId],
    guests: itinerary.partySize,
    choices,
    clock: scene.query.clock,
  }).flatMap((restaurant) =>
    restaurant.RestaurantAvailabilities.flatMap((sitting) =>
      sitting.Availability.TimeSlots.map((slot) => ({
        Kind: 'dining' as const,
        RestaurantId: restaurant.RestaurantId,
        DisplayName: restaurant.DisplayName,
        TimeSlot: slot.TimeSlot,
        DisplayTime: slot.DisplayTime,
      })),
    ),
  );
}

/** Garden sessions open to the guests with the itinerary held; null when no session is held. */
function gardenOptions(scene: Scene, itinerary: Itinerary): ChoiceChange[] | null {
  const code = scene.catalogue.SpaDays.find(
    (p) => p.PremierId === itinerary.spaDay?.PremierId,
  )?.SpaGardenCode;
  if (!code || scene.held.gardens.length === 0) return null;
  const guestIndexes = scene.held.gardens.map((g) => g.guestIndex);
  const { taken, choices } = availabilityInputs(scene.catalogue, {
    taken: scene.taken,
    held: itinerary,
    scope: { kind: 'garden', guestIndexes },
  });
  return findSpaGardenSlots(scene.catalogue, taken, {
    date: itinerary.date,
    spaGardenCode: code,
    partySize: guestIndexes.length,
    guestIndexes,
    choices,
    clock: scene.query.clock,
  })
    .filter((slot) => !slot.IsBlocked && slot.NumberOfSpacesAvailable >= guestIndexes.length)
    .map((slot) => ({
      Kind: 'garden' as const,
      StartDateTime: slot.StartDateTime,
      DisplayTime: formatLocalTime(scene.day, toEpochMinute(slot.StartDateTime)),
    }));
}

/**
 * At most `count` of `list`, evenly spread from its first to its last.
 *
 * @example spread([1, 2, 3, 4, 5, 6, 7], 3) // [1, 4, 7]
 */
export function spread<T>(list: readonly T[], count: number): T[] {
  if (list.length <= count) return [...list];
  if (count === 1) return list.slice(0, 1);
  const picked = new Set<number>();
  for (let i = 0; i < count; i++) picked.add(Math.round((i * (list.length - 1)) / (count - 1)));
  return [...picked].map((i) => list[i] as T);
}
