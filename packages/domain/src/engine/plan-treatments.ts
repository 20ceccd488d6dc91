import { isFreeBetween } from './busy-calendar';
import type { ActivityNeeds, DayResources } from './day-resources';
import type { CompiledChoices } from './itinerary-choices';
import { ceilToGrid } from './resort-day';
import { endsAfterTimeBand, startsBeforeArrival, whyIsItemBlocked, type SlotKind } from './slot-rules';

/**
 * Default longest wait between one of a guest's treatments and the next. A guest's
 * treatments follow back to back where a therapist and room allow; otherwise the
 * next may start on a later grid slot, up to this many minutes after the previous
 * treatment ends (as the guest sees it: start + Length − Interval). More than that
 * and the slot is not offered: guests are not left waiting in a robe for an hour.
 */
export const DEFAULT_MAX_GAP_MINUTES = 30;

/**
 * Search effort per slot: how many (therapist, room) placements may be tried before a
 * slot is given up as unavailable. Backjumping (below) makes the usual cases take a
 * handful of steps; the budget only bounds pathological, nearly-full days, where it
 * can make the engine offer less than is strictly possible, never more.
 */
export const PLACEMENT_BUDGET = 2_000;

/** A guest's treatments to place, in order. */
export interface GuestChain {
  guestIndex: number;
  steps: readonly ActivityNeeds[];
}

/** One placed treatment: epoch minutes and resource indexes into DayResources. */
export interface Placement {
  guestIndex: number;
  needs: ActivityNeeds;
  /** Start, on the slot grid. */
  start: number;
  /** start + Length − Interval: when the guest is done. */
  guestEnd: number;
  /** start + Length: when the therapist and room are free again. */
  end: number;
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

type Outcome = 'placed' | 'abort' | 'timing' | 'conflict';

/**
 * Places every guest's treatments from `slotStart` (each guest's first treatment
 * starts exactly then) with therapists and rooms that are free, have the skill and
 * room type, and are not used twice at overlapping times. Returns the placements, or
 * null when the slot cannot be served.
 *
 * Depth-first search with backjumping: a failure that no earlier resource choice
 * caused (the resource was busy in its own calendar, or a §5 rule refused the time)
 * depends only on the time tried, so the search skips the other resource choices for
 * that time, and a guest's first treatment failing that way ends the search at once.
 *
 * @example planTreatments(context, [{ guestIndex: 0, steps: [massage, facial] }], slotStart)
 */
export function planTreatments(
  context: PlanContext,
  chains: readonly GuestChain[],
  slotStart: number,
): Placement[] | null {
  const { resources, choices, kind, stepMinutes, maxGapMinutes, bufferMinutes } = context;
  const day = resources.day;
  if (startsBeforeArrival(choices, slotStart)) return null;

  const flat: { guestIndex: number; needs: ActivityNeeds; first: boolean; last: boolean }[] = [];
  for (const chain of chains)
    chain.steps.forEach((needs, i) =>
      flat.push({ guestIndex: chain.guestIndex, needs, first: i === 0, last: i === chain.steps.length - 1 }),
    );
  const placed: Placement[] = [];
  const pending = context.pending ?? [];
  let budget = PLACEMENT_BUDGET;

  const isPendingClash = (isRoom: boolean, index: number, start: number, end: number): boolean => {
    for (const list of [pending, placed])
      for (const p of list)
        if ((isRoom ? p.room : p.therapist) === index && p.start < end && start < p.end) return true;
    return false;
  };

  const place = (level: number): Outcome => {
    const item = flat[level];
    if (!item) return 'placed';
    const { activity, therapists, rooms } = item.needs;
    const guestLength = activity.Length - activity.Interval;
    let firstStart = slotStart;
    let lastStart = slotStart;
    if (!item.first) {
      const previous = placed[placed.length - 1];
      if (!previous) return 'abort';
      firstStart = ceilToGrid(day, previous.guestEnd, stepMinutes);
      lastStart = previous.guestEnd + maxGapMinutes;
    }
    let sawConflict = false;
    for (let start = firstStart; start <= lastStart; start += stepMinutes) {
      const end = start + activity.Length;
      const guestEnd = start + guestLength;
      if (item.last && endsAfterTimeBand(choices, guestEnd)) continue;
      if (whyIsItemBlocked(choices, kind, item.guestIndex, start, guestEnd, bufferMinutes)) continue;
      const relStart = start - day.start;
      const relEnd = end - day.start;
      const freeTherapists: number[] = [];
      for (const t of therapists) {
        const calendar = resources.therapists[t]?.calendar;
        if (!calendar || !isFreeBetween(calendar, relStart, relEnd)) continue;
        if (isPendingClash(false, t, start, end)) sawConflict = true;
        else freeTherapists.push(t);
      }
      if (freeTherapists.length === 0) continue;
      const freeRooms: number[] = [];
      for (const r of rooms) {
        const calendar = resources.rooms[r]?.calendar;
        if (!calendar || !isFreeBetween(calendar, relStart, relEnd)) continue;
        if (isPendingClash(true, r, start, end)) sawConflict = true;
        else freeRooms.push(r);
      }
      if (freeRooms.length === 0) continue;
      let nextTime = false;
      for (const therapist of freeTherapists) {
        for (const room of freeRooms) {
          if (--budget < 0) return 'abort';
          placed.push({
            guestIndex: item.guestIndex,
            needs: item.needs,
            start,
            guestEnd,
            end,
            therapist,
            room,
            staffId: resources.therapists[therapist]?.therapist.StaffId ?? '',
            roomId: resources.rooms[room]?.room.RoomId ?? '',
          });
          const outcome = place(level + 1);
          if (outcome === 'placed') return 'placed';
          placed.pop();
          if (outcome === 'abort') return 'abort';
          if (outcome === 'timing') {
            nextTime = true;
            break;
          }
          sawConflict = true;
        }
        if (nextTime) break;
      }
    }
    if (sawConflict) return 'conflict';
    return item.first ? 'abort' : 'timing';
  };

  return place(0) === 'placed' ? placed : null;
}
