import type { HoldTreatmentItem } from '../contract/holds.schemas';
import type { TimeSlot } from '../contract/spa.schemas';
import { itemsOf } from './plan-options';

/**
 * The last pass of "Plan our day for us" on a small day (decision 281): every placement
 * of the guests' free starts, tried in order until one holds, so that the composer finds
 * a plan whenever an exhaustive search does. Counted first: a busy day's combinations
 * (four guests, dozens of starts each) are far too many, and the bounded searches stand.
 */

/** Placements the exhaustive pass tries at most, over all of a question's days. */
export const EXHAUSTIVE_LIMIT = 5_000;

type FreeStarts = readonly { guestIndex: number; slots: readonly TimeSlot[] }[];

/**
 * How many placements `everyPlacement` yields for these free starts.
 *
 * @example placementCount([{ guestIndex: 0, slots: [a, b] }, { guestIndex: 1, slots: [c, d, e] }], false) // 6
 */
export function placementCount(free: FreeStarts, together: boolean): number {
  if (free.length === 0) return 0;
  if (together) return free[0]!.slots.length;
  return free.reduce((count, guest) => count * guest.slots.length, 1);
}

/**
 * Every way to place the guests' treatments at their free starts: together, each start
 * every guest shares (their slots at that time); apart, every combination of each
 * guest's own starts. Lazily, one at a time.
 */
export function* everyPlacement(free: FreeStarts, together: boolean): Generator<HoldTreatmentItem[]> {
  if (free.length === 0) return;
  if (together) {
    for (const { StartTime } of free[0]!.slots) {
      const items = free.flatMap(({ guestIndex, slots }) => {
        const slot = slots.find((s) => s.StartTime === StartTime);
        return slot ? itemsOf(guestIndex, slot) : [];
      });
      if (items.length > 0) yield items;
    }
    return;
  }
  yield* combinations(free, 0, []);
}

function* combinations(
  free: FreeStarts,
  guest: number,
  chosen: HoldTreatmentItem[],
): Generator<HoldTreatmentItem[]> {
  const next = free[guest];
  if (!next) {
    yield chosen;
    return;
  }
  for (const slot of next.slots)
    yield* combinations(free, guest + 1, [...chosen, ...itemsOf(next.guestIndex, slot)]);
}
