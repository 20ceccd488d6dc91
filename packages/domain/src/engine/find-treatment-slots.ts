import type { Catalogue } from '../catalogue/catalogue.schema';
import type { BookingClock } from './booking-clock';
import { dayResourcesOn, requestedNeedsLookup, withTherapist, type DayResources } from './day-resources';
import { treatmentOccupancy } from './occupancy';
import type { ItineraryChoices } from './itinerary-choices';
import { makeTreatmentPlanner, planContextOf, type GuestChain, type Placement } from './plan-treatments';
import { ceilToGrid, type ResortDay } from './resort-day';
import type { Taken } from './taken';

export interface TreatmentSlotsQuery {
  /** 'YYYY-MM-DD' at the resort. */
  date: string;
  /**
   * Each guest's activity codes, in order; `StaffId`: the therapist the desk asked for
   * (issue 22), who alone gives that guest's treatments.
   */
  guests: readonly { GuestIndex: number; Activities: readonly string[]; StaffId?: string }[];
  /** Combined mode: every guest starts at the slot, with disjoint therapists and rooms. */
  startTogether: boolean;
  choices?: ItineraryChoices;
  /** Longest wait between a guest's treatments; DEFAULT_MAX_GAP_MINUTES (30) when absent. */
  maxGapMinutes?: number;
  /** When asked: slots at or before now + the lead time are not available (booking-clock.ts). */
  clock?: BookingClock;
}

/** One treatment of an available slot: who gives it, where, when (epoch minutes). */
export interface PlannedTreatment {
  start: number;
  /** When the guest is done (start + Length − Interval). */
  guestEnd: number;
  staffId: string;
  roomId: string;
  /** The activity's ID. */
  activityId: number;
}

/** A start time on the grid; an available one carries the guest's treatments from it. */
export interface TreatmentSlot {
  start: number;
  available: boolean;
  /** Empty when not available. */
  treatments: PlannedTreatment[];
}

/** Each guest's slots on the day, in order of start. */
export interface TreatmentSlots {
  day: ResortDay;
  guests: { guestIndex: number; slots: TreatmentSlot[] }[];
}

/**
 * Which start times can each guest have for their treatments on a date?
 *
 * Lists every slot of the grid from the first therapist's shift start until the
 * guest's first treatment would overrun the last shift end, split AM/PM by local
 * time. An available slot carries one assignment (therapist, room, times) for each
 * of the guest's treatments, a witness that it is available; holding the slot
 * assigns again (holdChoice), keeping these when they are still free.
 *
 * Separate mode: each guest is planned on their own (their slots may share resources
 * with another guest's; holds settle who gets them). Combined mode: a slot is
 * available only when all guests can start then together, no therapist or room used
 * by two guests at overlapping times; every guest gets the same list of slots (those
 * where all first treatments fit the day) with the same availability.
 *
 * @example listTreatmentSlots(catalogue, NOTHING_TAKEN, { date: '2026-03-29', guests: [{ GuestIndex: 0, Activities: ['SWE60'] }], startTogether: false })
 */
export function listTreatmentSlots(
  catalogue: Catalogue,
  taken: Taken,
  query: TreatmentSlotsQuery,
): TreatmentSlots {
  const resources = dayResourcesOn(catalogue, query.date, taken);
  const chains = resolveChains(catalogue, resources, query.guests);
  const context = planContextOf(catalogue, resources, { kind: 'treatment', ...query });
  const starts = chains.map((chain) => slotStarts(resources, chain, context.stepMinutes));

  if (query.startTogether && chains.length > 1) {
    // One calendar for all: the starts at which every guest's first treatment fits the day.
    const common = starts.reduce((shortest, list) => (list.length < shortest.length ? list : shortest));
    const plan = makeTreatmentPlanner(context, chains);
    const plans = new Map(common.map((start) => [start, plan(start)]));
    return {
      day: resources.day,
      guests: chains.map((chain) =>
        guestSlots(chain.guestIndex, common, (start) => plans.get(start) ?? null),
      ),
    };
  }
  return {
    day: resources.day,
    guests: chains.map((chain, i) =>
      guestSlots(chain.guestIndex, starts[i] ?? [], makeTreatmentPlanner(context, [chain])),
    ),
  };
}

/** Resolves each guest's activity codes (given by their asked-for therapist only); an unknown code is an EngineInputError. */
export function resolveChains(
  catalogue: Catalogue,
  resources: DayResources,
  guests: TreatmentSlotsQuery['guests'],
): GuestChain[] {
  const needsOf = requestedNeedsLookup(catalogue, resources);
  return guests.map((guest, g) => ({
    guestIndex: guest.GuestIndex,
    steps: guest.Activities.map((code, a) => {
      const needs = needsOf(code, `GuestRequirements[${g}].Activities[${a}]`);
      return guest.StaffId === undefined ? needs : withTherapist(resources, needs, guest.StaffId);
    }),
  }));
}

/**
 * Grid starts from the first shift start while the chain's first treatment fits before
 * the last shift end (the therapist's part of it: a room's clean-up may run past it).
 */
function slotStarts(resources: DayResources, chain: GuestChain, step: number): number[] {
  const range = resources.openRange;
  const first = chain.steps[0];
  if (!range || !first) return [];
  const day = resources.day;
  const starts: number[] = [];
  const last =
    day.start + range[1] - treatmentOccupancy(first.activity, first.treatment.CleanUp, 0).therapistEnd;
  for (let start = ceilToGrid(day, day.start + range[0], step); start <= last; start += step)
    starts.push(start);
  return starts;
}

function guestSlots(
  guestIndex: number,
  starts: readonly number[],
  plan: (start: number) => Placement[] | null,
): TreatmentSlots['guests'][number] {
  const slots = starts.map((start): TreatmentSlot => {
    const placements = plan(start);
    return {
      start,
      available: placements !== null,
      treatments: (placements ?? []).filter((p) => p.guestIndex === guestIndex).map(plannedTreatment),
    };
  });
  return { guestIndex, slots };
}

/** A placement as the answer gives it. */
export function plannedTreatment(placement: Placement): PlannedTreatment {
  return {
    start: placement.start,
    guestEnd: placement.guestEnd,
    staffId: placement.staffId,
    roomId: placement.roomId,
    activityId: placement.needs.activity.ID,
  };
}
