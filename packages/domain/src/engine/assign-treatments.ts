import type { Catalogue } from '../catalogue/catalogue.schema';
import { treatmentOccupancy } from './occupancy';
import { describeEarliestStart, type BookingClock } from './booking-clock';
import { freeStretchAround, isFreeBetween } from './busy-calendar';
import { dayResourcesOn, requestedNeedsLookup, withTherapist, type DayResources } from './day-resources';
import type { CompiledChoices, ItineraryChoices } from './itinerary-choices';
import {
  makeChainPlanner,
  planContextOf,
  type CandidatePolicy,
  type GuestChain,
  type PlanContext,
  type TimedItem,
} from './plan-treatments';
import { formatLocalTime } from './resort-day';
import { BLOCK_REASON_TEXT, endsAfterTimeBand, whyIsSlotBlocked, type SlotKind } from './slot-rules';
import type { Taken } from './taken';

/**
 * Assignment at hold time: a guest chose a treatment, its duration and a start time;
 * the server gives it any qualified therapist who is free for the whole treatment and
 * any suitable free room. The policy, in order of preference, for each treatment:
 *
 * 1. the hint (the therapist or room the availability answer showed), when still free;
 * 2. the therapist (room) of the same guest's treatment just before, so that a guest's
 *    consecutive treatments stay with one therapist (in one room) where possible;
 * 3. the best fit: the candidate whose free stretch around the treatment is shortest.
 *    It fills gaps in busy days first, keeps therapists' days compact and keeps long
 *    free stretches for long treatments;
 * 4. the specialist: the therapist with fewest skills (the room whose type the fewest
 *    treatments can use), keeping the versatile ones for what only they can give;
 * 5. catalogue order, so that the answer is deterministic.
 *
 * Guests who start together (a combined start) get disjoint therapists and rooms, as
 * every treatment of one request does when their times overlap. The search is the
 * availability search's (times, then therapists, then rooms, with backjumping), with
 * this order and a larger budget: for the handful of treatments one hold has, it is
 * exhaustive, so a hold fails only when no assignment exists at that time.
 */

/** A treatment to assign: the guest's choice as the hold names it. */
export interface TreatmentToAssign {
  guestIndex: number;
  /** Activity code: the treatment and its duration. */
  code: string;
  /**
   * The guest's first treatment: the chosen start (kept exactly). A later one: the
   * time it was shown at, kept when possible, else the earliest that follows within
   * the allowed wait.
   */
  start: number;
  StaffId?: string;
  RoomId?: string;
  /** The desk asked for StaffId (issue 22): given by them or not at all, never by another. */
  staffRequested?: boolean;
}

export interface AssignTreatmentsQuery {
  date: string;
  /** Main treatments respect the arrival buffer; add-ons do not. */
  kind: SlotKind;
  /** Each guest's treatments, in order. */
  items: readonly TreatmentToAssign[];
  /** The §5 choices of the rest of the itinerary. */
  choices?: ItineraryChoices;
  clock?: BookingClock;
  maxGapMinutes?: number;
}

/** An assigned treatment: when, who, where. */
export interface AssignedTreatment {
  guestIndex: number;
  code: string;
  start: number;
  StaffId: string;
  RoomId: string;
}

export type TreatmentAssignment =
  | { ok: true; items: AssignedTreatment[] }
  | {
      ok: false;
      /** The request item the failure is named on: the first treatment of the guest who cannot be served. */
      index: number;
      guestIndex: number;
      /** Why, as words that follow "… is not available: ". */
      reason: string;
    };

/** Resource choices a hold may try; far more than any hold of up to 16 treatments needs. */
export const ASSIGNMENT_BUDGET = 20_000;

/**
 * Assigns therapists and rooms to the treatments of one hold (see the policy above),
 * against what is taken (other sessions' claims and the asking session's other
 * choices) and the §5 choices of the rest of the itinerary.
 *
 * @example assignTreatments(catalogue, taken, { date, kind: 'treatment', items: [{ guestIndex: 0, code: 'M50', start }], clock: { now } })
 */
export function assignTreatments(
  catalogue: Catalogue,
  taken: Taken,
  query: AssignTreatmentsQuery,
): TreatmentAssignment {
  const resources = dayResourcesOn(catalogue, query.date, taken);
  const guests = [...new Set(query.items.map((i) => i.guestIndex))];
  // Each guest's treatments in order of start, with their place in the request.
  const byGuest = new Map(
    guests.map((g) => [
      g,
      query.items
        .map((item, index) => ({ item, index }))
        .filter((x) => x.item.guestIndex === g)
        .sort((a, b) => a.item.start - b.item.start),
    ]),
  );
  const itemsOf = (g: number) => byGuest.get(g) ?? [];
  const needsLookup = requestedNeedsLookup(catalogue, resources);
  const needsOf = (code: string, index: number) => needsLookup(code, `Items[${index}]`);
  const chains: GuestChain[] = guests.map((g) => ({
    guestIndex: g,
    steps: itemsOf(g).map(({ item, index }) =>
      item.staffRequested && item.StaffId
        ? withTherapist(resources, needsOf(item.code, index), item.StaffId)
        : needsOf(item.code, index),
    ),
  }));
  const context = planContextOf(catalogue, resources, query);
  const policy = assignmentPolicy(catalogue, resources, itemsOf);
  const plan = (some: readonly number[]) =>
    makeChainPlanner(
      context,
      some.map((c) => chains[c]!),
      {
        preferredStart: (c, step) => itemsOf(guests[some[c]!]!)[step]?.item.start,
        policy,
        budget: ASSIGNMENT_BUDGET,
      },
    )(some.map((c) => itemsOf(guests[c]!)[0]?.item.start ?? NaN));

  const all = guests.map((_, c) => c);
  const placements = plan(all);
  if (placements) {
    // Placements come chain by chain, step by step: give them back in request order.
    const byRequest = new Array<AssignedTreatment>(query.items.length);
    let p = 0;
    for (const g of guests)
      for (const { item, index } of itemsOf(g)) {
        const placed = placements[p++]!;
        byRequest[index] = {
          guestIndex: g,
          code: item.code,
          start: placed.start,
          StaffId: placed.staffId,
          RoomId: placed.roomId,
        };
      }
    return { ok: true, items: byRequest };
  }

  // Name the guest who cannot be served: the first alone, else the first who no longer fits beside those before.
  for (let c = 0; c < guests.length; c++) {
    const guestIndex = guests[c]!;
    const first = itemsOf(guestIndex)[0]!;
    if (!plan([c]))
      return {
        ok: false,
        index: first.index,
        guestIndex,
        reason: whyGuestCannot(resources, context, chains[c]!, first.item.start, !!first.item.staffRequested),
      };
    if (c > 0 && !plan(all.slice(0, c + 1)))
      return {
        ok: false,
        index: first.index,
        guestIndex,
        reason: `not enough therapists and rooms are free at ${formatLocalTime(resources.day, first.item.start)} for this guest and the others`,
      };
  }
  const first = query.items[0]!;
  return {
    ok: false,
    index: 0,
    guestIndex: first.guestIndex,
    reason: 'not enough therapists and rooms are free for every guest then',
  };
}

/** Why one guest's treatments cannot be served from `start`, in words. */
function whyGuestCannot(
  resources: DayResources,
  context: PlanContext,
  chain: GuestChain,
  start: number,
  /** The desk asked for one therapist. */
  asked = false,
): string {
  const { day } = resources;
  const first = chain.steps[0];
  if (!first) return 'nothing was chosen';
  const choices: CompiledChoices = context.choices;
  const { activity } = first;
  if (choices.earliestStart !== null && start < choices.earliestStart)
    return `it is too soon to book: ${describeEarliestStart(day, choices.earliestStart)}`;
  if ((start - day.start) % context.stepMinutes !== 0) return 'it is not on the slot grid';
  const { guestEnd, therapistEnd, roomEnd } = treatmentOccupancy(activity, first.treatment.CleanUp, start);
  const reason = whyIsSlotBlocked(
    choices,
    context.kind,
    chain.guestIndex,
    [[start, guestEnd]],
    context.bufferMinutes,
  );
  if (reason) return `it ${BLOCK_REASON_TEXT[reason]}`;
  if (chain.steps.length === 1 && endsAfterTimeBand(choices, guestEnd))
    return `it ${BLOCK_REASON_TEXT['after-time-band']}`;
  const rel = start - day.start;
  const free = (calendar: DayResources['rooms'][number]['calendar'] | undefined, end: number) =>
    calendar !== undefined && isFreeBetween(calendar, rel, end - day.start);
  if (!first.therapists.some((t) => free(resources.therapists[t]?.calendar, therapistEnd)))
    return asked
      ? 'the therapist asked for is not free for it then'
      : 'no therapist who gives it is free then';
  if (!first.rooms.some((r) => free(resources.rooms[r]?.calendar, roomEnd)))
    return 'no suitable room is free then';
  return `the treatments after it cannot follow within ${context.maxGapMinutes} minutes`;
}

/** The assignment policy (see the top of this file) as the planner's candidate order. */
function assignmentPolicy(
  catalogue: Catalogue,
  resources: DayResources,
  itemsOf: (guestIndex: number) => { item: TreatmentToAssign; index: number }[],
): CandidatePolicy {
  const { day } = resources;
  const skills = resources.therapists.map((t) => t.therapist.Skills.length);
  const roomUses = resources.rooms.map(
    (r) => catalogue.Treatments.filter((t) => t.RoomTypes.includes(r.room.RoomType)).length,
  );
  const hintOf = (item: TimedItem, kind: 'therapists' | 'rooms') => {
    const asked = itemsOf(item.guestIndex)[item.step]?.item;
    const id = kind === 'therapists' ? asked?.StaffId : asked?.RoomId;
    return id === undefined
      ? undefined
      : (kind === 'therapists' ? resources.therapistIndex : resources.roomIndex).get(id);
  };
  return {
    order(item, kind, previous) {
      const hint = hintOf(item, kind);
      const rel = item.start - day.start;
      const calendars = kind === 'therapists' ? resources.therapists : resources.rooms;
      const specialism = kind === 'therapists' ? skills : roomUses;
      const key = (c: number) => [
        c === hint ? 0 : 1,
        c === previous ? 0 : 1,
        freeStretchAround(calendars[c]!.calendar, rel),
        specialism[c] ?? 0,
        c,
      ];
      const keys = new Map(item[kind].map((c) => [c, key(c)]));
      return [...item[kind]].sort((a, b) => {
        const ka = keys.get(a)!;
        const kb = keys.get(b)!;
        for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return ka[i]! - kb[i]!;
        return 0;
      });
    },
  };
}
