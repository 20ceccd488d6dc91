import { isFreeBetween } from './busy-calendar';
import type { ActivityNeeds, DayResources } from './day-resources';
import type { Catalogue } from '../catalogue/catalogue.schema';
import { earliestStartOn, type BookingClock } from './booking-clock';
import { compileChoices, type CompiledChoices, type ItineraryChoices } from './itinerary-choices';
import { treatmentOccupancy } from './occupancy';
import { ceilToGrid, isOnGrid } from './resort-day';
import {
  endsAfterTimeBand,
  isTooSoon,
  startsBeforeArrival,
  whyIsItemBlocked,
  type SlotKind,
} from './slot-rules';

/**
 * Default longest wait between one of a guest's treatments and the next. A guest's
 * treatments follow back to back where a therapist and room allow; otherwise the
 * next may start on a later grid slot, up to this many minutes after the previous
 * treatment ends (as the guest sees it: start + Length − Interval). More than that
 * and the slot is not offered: guests are not left waiting in a robe for an hour.
 */
export const DEFAULT_MAX_GAP_MINUTES = 30;

/**
 * Search effort per slot: how many resource choices may be tried before a slot is
 * given up as unavailable. The usual cases take a handful, and most impossible slots
 * are proven so in a few; the budget bounds the rare slot where guests compete for
 * the last few therapists or rooms, where the engine may offer less than is strictly
 * possible, never more.
 */
export const PLACEMENT_BUDGET = 1_000;

/** At most this many combinations of the guests' treatment times are tried per slot. */
export const MAX_TIMING_COMBINATIONS = 64;

/** A guest's treatments to place, in order. */
export interface GuestChain {
  guestIndex: number;
  steps: readonly ActivityNeeds[];
}

/** A guest's treatment at one start: the times it takes, in epoch minutes. */
export interface TreatmentTimes {
  guestIndex: number;
  needs: ActivityNeeds;
  /** Start, on the slot grid. */
  start: number;
  /** start + Length − Interval: when the guest is done. */
  guestEnd: number;
  /** start + Length: when the therapist and room are both free again. */
  end: number;
  /** When the therapist is free again (guestEnd when the turnover is the room's clean-up only). */
  therapistEnd: number;
  /** When the room place is free again (guestEnd when the turnover is the therapist's only). */
  roomEnd: number;
}

/** One placed treatment: its times and resource indexes into DayResources. */
export interface Placement extends TreatmentTimes {
  therapist: number;
  room: number;
  staffId: string;
  roomId: string;
}

export interface PlanContext {
  resources: DayResources;
  choices: CompiledChoices;
  kind: SlotKind;
  stepMinutes: number;
  maxGapMinutes: number;
  bufferMinutes: number;
  /** Resources already placed by the caller (e.g. earlier guests), respected like taken ones. */
  pending?: readonly Placement[];
}

/** One treatment of a guest at one start time, with the resources free for it then. */
export interface TimedItem extends TreatmentTimes {
  /** Position of the treatment in the guest's chain. */
  step: number;
  /** Free therapists and rooms by their own calendars, in the order to try them. */
  therapists: number[];
  rooms: number[];
}

/**
 * The order in which to try an item's free therapists (or rooms), given the resource
 * the same guest's treatment just before it was given (if any). Without a policy,
 * candidates are tried in order of how little the rest of the request needs them.
 */
export interface CandidatePolicy {
  order(item: TimedItem, kind: 'therapists' | 'rooms', previous: number | undefined): readonly number[];
}

/** How a chain planner searches (the availability search uses the defaults). */
export interface PlanOptions {
  /** A preferred start for a later treatment of a chain, tried before the earliest (e.g. the time shown). */
  preferredStart?: (chain: number, step: number) => number | undefined;
  policy?: CandidatePolicy;
  /** Resource choices tried per plan; PLACEMENT_BUDGET by default. */
  budget?: number;
}

const NO_OPTIONS: PlanOptions = {};

/** A guest's treatments to place, prepared once per request. */
interface PreparedChain {
  guestIndex: number;
  steps: { needs: ActivityNeeds; key: number; therapists: number[]; rooms: number[] }[];
}

/**
 * Prepares the search for a request once, for every slot of the day: the order in
 * which to try candidates (the therapists and rooms the rest of the request needs
 * least, first) and a cache of each treatment's free candidates per start time.
 *
 * For a slot, the search separates time from resources. First it lists, per guest,
 * the ways their treatments can follow one another from the slot (each next one on
 * the grid, back to back or up to maxGapMinutes later, §5 allowing, some therapist and
 * room free by their own calendars), earliest first. Then, for combinations of those
 * timings (everyone's earliest first), it assigns therapists and rooms as two
 * independent problems: no therapist, and no room, may serve two overlapping
 * treatments. Everyone's first treatments are checked on their own first, as they
 * share the slot's start whatever the timings: a failure there ends the slot at once.
 */
export function makeTreatmentPlanner(
  context: PlanContext,
  chains: readonly GuestChain[],
): (slotStart: number) => Placement[] | null {
  return makeChainPlanner(context, chains);
}

/**
 * The planner behind makeTreatmentPlanner, for chains that may start at different
 * times (one start per chain): a hold assigns each guest's chosen start.
 */
export function makeChainPlanner(
  context: PlanContext,
  chains: readonly GuestChain[],
  options: PlanOptions = NO_OPTIONS,
): (starts: number | readonly number[]) => Placement[] | null {
  const { resources } = context;
  const therapistDemand = new Int32Array(resources.therapists.length);
  const roomDemand = new Int32Array(resources.rooms.length);
  for (const chain of chains)
    for (const needs of chain.steps) {
      for (const t of needs.therapists) therapistDemand[t] = (therapistDemand[t] ?? 0) + 1;
      for (const r of needs.rooms) roomDemand[r] = (roomDemand[r] ?? 0) + 1;
    }
  const byDemand = (demand: Int32Array) => (a: number, b: number) =>
    (demand[a] ?? 0) - (demand[b] ?? 0) || a - b;
  let key = 0;
  const prepared: PreparedChain[] = chains.map((chain) => ({
    guestIndex: chain.guestIndex,
    steps: chain.steps.map((needs) => ({
      needs,
      key: key++,
      therapists: [...needs.therapists].sort(byDemand(therapistDemand)),
      rooms: [...needs.rooms].sort(byDemand(roomDemand)),
    })),
  }));
  const cache = new Map<number, TimedItem | null>();
  const itemAt = (chain: PreparedChain, step: number, start: number, last: boolean): TimedItem | null => {
    const prep = chain.steps[step];
    if (!prep) return null;
    const cacheKey = prep.key * 4096 + (start - resources.day.start);
    let item = cache.get(cacheKey);
    if (item === undefined) {
      item = freeItemAt(context, chain.guestIndex, step, prep, start, last);
      cache.set(cacheKey, item);
    }
    return item;
  };
  return (starts) => planSlot(context, prepared, itemAt, starts, options);
}

/** A treatment at a start time with its free candidates, or null when §5 or the calendars refuse it. */
function freeItemAt(
  context: PlanContext,
  guestIndex: number,
  step: number,
  prep: PreparedChain['steps'][number],
  start: number,
  last: boolean,
): TimedItem | null {
  const { resources, choices, kind, bufferMinutes } = context;
  const { activity, treatment } = prep.needs;
  const { end, guestEnd, therapistEnd, roomEnd } = treatmentOccupancy(activity, treatment.CleanUp, start);
  if (last && endsAfterTimeBand(choices, guestEnd)) return null;
  if (whyIsItemBlocked(choices, kind, guestIndex, start, guestEnd, bufferMinutes)) return null;
  const relStart = start - resources.day.start;
  const therapists = prep.therapists.filter((t) => {
    const calendar = resources.therapists[t]?.calendar;
    return calendar !== undefined && isFreeBetween(calendar, relStart, therapistEnd - resources.day.start);
  });
  if (therapists.length === 0) return null;
  const rooms = prep.rooms.filter((r) => {
    const calendar = resources.rooms[r]?.calendar;
    return calendar !== undefined && isFreeBetween(calendar, relStart, roomEnd - resources.day.start);
  });
  if (rooms.length === 0) return null;
  return {
    guestIndex,
    step,
    needs: prep.needs,
    start,
    guestEnd,
    end,
    therapistEnd,
    roomEnd,
    therapists,
    rooms,
  };
}

function planSlot(
  context: PlanContext,
  chains: readonly PreparedChain[],
  itemAt: (chain: PreparedChain, step: number, start: number, last: boolean) => TimedItem | null,
  starts: number | readonly number[],
  plan: PlanOptions,
): Placement[] | null {
  const { resources, choices, stepMinutes, maxGapMinutes } = context;
  const day = resources.day;
  const budget = { left: plan.budget ?? PLACEMENT_BUDGET };

  // Each guest's possible timings: the preferred ones first, then earliest first.
  const timings: TimedItem[][][] = [];
  for (let c = 0; c < chains.length; c++) {
    const chain = chains[c]!;
    const slotStart = typeof starts === 'number' ? starts : (starts[c] ?? NaN);
    if (isTooSoon(choices, slotStart) || startsBeforeArrival(choices, slotStart)) return null;
    const options: TimedItem[][] = [];
    const walk = (step: number, start: number, sofar: TimedItem[]) => {
      if (options.length >= MAX_TIMING_COMBINATIONS) return;
      const item = itemAt(chain, step, start, step === chain.steps.length - 1);
      if (!item) return;
      const next = [...sofar, item];
      if (step === chain.steps.length - 1) {
        options.push(next);
        return;
      }
      const earliest = ceilToGrid(day, item.guestEnd, stepMinutes);
      const latest = item.guestEnd + maxGapMinutes;
      // A preferred start (the time a hold was shown) is tried first when it may follow.
      const wanted = plan.preferredStart?.(c, step + 1);
      const preferred =
        wanted !== undefined && wanted >= earliest && wanted <= latest && isOnGrid(day, wanted, stepMinutes)
          ? wanted
          : undefined;
      if (preferred !== undefined) walk(step + 1, preferred, next);
      for (let t = earliest; t <= latest; t += stepMinutes) if (t !== preferred) walk(step + 1, t, next);
    };
    walk(0, slotStart, []);
    if (options.length === 0) return null;
    timings.push(options);
  }

  // Everyone's first treatment starts at the slot whatever the timings: check those alone first.
  const firsts = timings.map((options) => options[0]?.[0]).filter((item): item is TimedItem => !!item);
  if (firsts.length > 1) {
    if (!assignResources(firsts, 'therapists', context.pending, budget, plan.policy)) return null;
    if (!assignResources(firsts, 'rooms', context.pending, budget, plan.policy)) return null;
  }

  // Combinations of timings, everyone's earliest first (odometer order).
  const choice = timings.map(() => 0);
  for (let tried = 0; tried < MAX_TIMING_COMBINATIONS && budget.left > 0; tried++) {
    const items = timings.flatMap((options, g) => options[choice[g] ?? 0] ?? []);
    const therapists = assignResources(items, 'therapists', context.pending, budget, plan.policy);
    const rooms = therapists && assignResources(items, 'rooms', context.pending, budget, plan.policy);
    if (therapists && rooms)
      return items.map((item, i) => {
        const therapist = therapists[i] ?? -1;
        const room = rooms[i] ?? -1;
        return {
          guestIndex: item.guestIndex,
          needs: item.needs,
          start: item.start,
          guestEnd: item.guestEnd,
          end: item.end,
          therapistEnd: item.therapistEnd,
          roomEnd: item.roomEnd,
          therapist,
          room,
          staffId: resources.therapists[therapist]?.therapist.StaffId ?? '',
          roomId: resources.rooms[room]?.placeId ?? '',
        };
      });
    let g = timings.length - 1;
    while (g >= 0 && (choice[g] ?? 0) + 1 >= (timings[g]?.length ?? 0)) choice[g--] = 0;
    if (g < 0) break;
    choice[g] = (choice[g] ?? 0) + 1;
  }
  return null;
}

/**
 * Gives each item one of its candidate therapists (or rooms) so that no resource
 * serves two items that overlap in time, nor clashes with a pending placement.
 * Returns the chosen resource index per item, or null.
 *
 * Backtracking with conflict-directed backjumping: an item left with no candidate
 * jumps back to the latest earlier item whose choice took one of its candidates
 * (if none did, no choice could help and the answer is null).
 */
function assignResources(
  items: readonly TimedItem[],
  kind: 'therapists' | 'rooms',
  pending: readonly Placement[] | undefined,
  budget: { left: number },
  policy?: CandidatePolicy,
): number[] | null {
  const order = items
    .map((_, i) => i)
    .sort(
      (a, b) =>
        (items[a]?.start ?? 0) - (items[b]?.start ?? 0) ||
        (items[a]?.[kind].length ?? 0) - (items[b]?.[kind].length ?? 0),
    );
  const chosen = new Array<number>(items.length).fill(-1);
  // The same guest's treatment just before each item (a policy may prefer its resource).
  const previousOf = policy
    ? items.map((item) =>
        items.reduce<number>(
          (best, other, j) =>
            other.guestIndex === item.guestIndex &&
            other.start < item.start &&
            (best < 0 || other.start > (items[best]?.start ?? 0))
              ? j
              : best,
          -1,
        ),
      )
    : null;
  // The therapist's or the room's own end: a clean-up may block only one of them.
  const endOf = (x: Pick<TimedItem, 'therapistEnd' | 'roomEnd'>) =>
    kind === 'therapists' ? x.therapistEnd : x.roomEnd;
  const isTakenByPending = (resource: number, item: TimedItem) =>
    (pending ?? []).some(
      (p) =>
        (kind === 'therapists' ? p.therapist : p.room) === resource &&
        p.start < endOf(item) &&
        item.start < endOf(p),
    );

  /** On failure, `blame` holds the depths whose choices took a candidate the failing item needed. */
  const assign = (depth: number): { ok: true } | { ok: false; blame: Set<number> } => {
    const index = order[depth];
    if (index === undefined) return { ok: true };
    const item = items[index];
    if (!item) return { ok: true };
    const blame = new Set<number>();
    const previous = previousOf?.[index] ?? -1;
    const candidates = policy
      ? policy.order(
          item,
          kind,
          previous >= 0 && (chosen[previous] ?? -1) >= 0 ? chosen[previous] : undefined,
        )
      : item[kind];
    for (const resource of candidates) {
      if (isTakenByPending(resource, item)) continue;
      let takenAt = -1;
      for (let d = 0; d < depth; d++) {
        const other = items[order[d] ?? -1];
        if (
          other &&
          chosen[order[d] ?? -1] === resource &&
          other.start < endOf(item) &&
          item.start < endOf(other)
        ) {
          takenAt = d;
          break;
        }
      }
      if (takenAt >= 0) {
        blame.add(takenAt);
        continue;
      }
      if (--budget.left < 0) return { ok: false, blame: new Set() };
      chosen[index] = resource;
      const result = assign(depth + 1);
      if (result.ok) return result;
      chosen[index] = -1;
      if (!result.blame.has(depth)) {
        // Our choice did not cause the failure: jump back past us.
        for (const d of result.blame) blame.add(d);
        return { ok: false, blame };
      }
      for (const d of result.blame) if (d !== depth) blame.add(d);
    }
    return { ok: false, blame };
  };
  return assign(0).ok ? chosen : null;
}

/**
 * The planner's context for a day's resources: the catalogue's grid, wait and arrival buffer,
 * the itinerary's §5 choices and the clock's earliest start.
 *
 * @example planContextOf(catalogue, resources, { kind: 'treatment', choices, clock: { now } })
 */
export function planContextOf(
  catalogue: Pick<Catalogue, 'Resort'>,
  resources: DayResources,
  options: {
    kind: PlanContext['kind'];
    choices?: ItineraryChoices;
    clock?: BookingClock;
    maxGapMinutes?: number;
  },
): PlanContext {
  return {
    resources,
    choices: compileChoices(options.choices, earliestStartOn(catalogue, resources.day, options.clock)),
    kind: options.kind,
    stepMinutes: catalogue.Resort.SlotStepMinutes,
    maxGapMinutes: options.maxGapMinutes ?? DEFAULT_MAX_GAP_MINUTES,
    bufferMinutes: catalogue.Resort.ArrivalTreatmentBufferMinutes,
  };
}
