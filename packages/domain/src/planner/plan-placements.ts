import type { Catalogue } from '../catalogue/catalogue.schema';
import type { HoldTreatmentItem } from '../contract/holds.schemas';
import type { TimeSlot } from '../contract/spa.schemas';
import { toEpochMinute } from '../engine/resort-day';
import type { TakenAppointment } from '../engine/taken';
import type { Itinerary } from '../itinerary/itinerary';
import { takenOfItinerary } from '../itinerary/itinerary-conversions';
import { itemsOf, withTreatmentItems } from './plan-options';

/**
 * Ways to place every guest's treatments at their free starts (decisions 280, 281).
 * Apart, each guest's starts come from one treatment search in which the guests do not
 * see each other: a slot's therapists and rooms (the engine's witness that it is free)
 * may be the ones another guest's slot shows at an overlapping time. A placement whose
 * witnesses are disjoint holds as shown; one whose witnesses clash holds only if the
 * hold can assign another therapist or room, and with one therapist it never does. So
 * each placement says whether its witnesses clash, and those that do not come first.
 */

/** One way to place every guest's treatments. */
export interface Placement {
  items: HoldTreatmentItem[];
  /** Two guests' slots show one therapist or room at overlapping times. */
  clash: boolean;
}

/** Combinations of the guests' own starts kept at most per day (those without a clash first). */
const MAX_COMBINATIONS = 256;

/** A guest's free start as combined: its hold items and what their witnesses take. */
interface GuestStart {
  items: HoldTreatmentItem[];
  busy: readonly TakenAppointment[];
}

interface Combination {
  items: HoldTreatmentItem[];
  busy: readonly TakenAppointment[];
  clash: boolean;
}

const NOTHING: Combination = { items: [], busy: [], clash: false };

/** Whether two takings of one therapist or room overlap (half-open spans, epoch ms). */
const overlaps = (a: TakenAppointment, b: TakenAppointment) =>
  ((a.StaffId !== null && a.StaffId === b.StaffId) || (a.RoomId !== null && a.RoomId === b.RoomId)) &&
  Number(a.start) < Number(b.end) &&
  Number(b.start) < Number(a.end);

function joined(combination: Combination, start: GuestStart): Combination {
  return {
    items: [...combination.items, ...start.items],
    busy: [...combination.busy, ...start.busy],
    clash: combination.clash || start.busy.some((a) => combination.busy.some((b) => overlaps(a, b))),
  };
}

/**
 * Ways to place every guest's treatments at the free starts, on the day `itinerary`
 * composes: together, the same start for all (the engine's combined mode: witnesses
 * disjoint); apart, each guest's first free start from a time spread over the day, or
 * (`everyCombination`) every combination of the guests' own starts, those without a
 * clash first, at most MAX_COMBINATIONS.
 *
 * @example placements(catalogue, day, free, { treatments: 8, everyCombination: false }, false) // [{ items, clash: false }, …]
 */
export function placements(
  catalogue: Catalogue,
  itinerary: Itinerary,
  free: readonly { guestIndex: number; slots: readonly TimeSlot[] }[],
  trials: { treatments: number; everyCombination: boolean },
  together: boolean,
): Placement[] {
  // Together, the engine's combined mode gave every guest disjoint therapists and rooms.
  const startOf = (guestIndex: number, slot: TimeSlot): GuestStart => {
    const items = itemsOf(guestIndex, slot);
    if (together) return { items, busy: [] };
    const taking = takenOfItinerary(catalogue, withTreatmentItems(catalogue, itinerary, items));
    return { items, busy: taking.appointments };
  };
  if (trials.everyCombination && !together) {
    let combos = [NOTHING];
    for (const { guestIndex, slots } of free) {
      const starts = slots.map((slot) => startOf(guestIndex, slot));
      const next = combos.flatMap((combo) => starts.map((start) => joined(combo, start)));
      combos = [...next.filter((c) => !c.clash), ...next.filter((c) => c.clash)].slice(0, MAX_COMBINATIONS);
    }
    return combos.map(({ items, clash }) => ({ items, clash }));
  }
  const starts = [...new Set(free.flatMap((g) => g.slots.map((s) => toEpochMinute(s.StartTime))))].sort(
    (a, b) => a - b,
  );
  // Each guest's first free start from the time, else their last.
  const firstFrom = (slots: readonly TimeSlot[], from: number) =>
    slots.find((s) => toEpochMinute(s.StartTime) >= from) ?? slots.at(-1);
  return spread(starts, trials.treatments).map((from) => {
    const { items, clash } = free.reduce((combo, { guestIndex, slots }) => {
      const slot = firstFrom(slots, from);
      return slot ? joined(combo, startOf(guestIndex, slot)) : combo;
    }, NOTHING);
    return { items, clash };
  });
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
