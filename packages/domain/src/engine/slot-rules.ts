import type { CompiledChoices, EpochRange } from './itinerary-choices';

/**
 * The slot filtering rules of booking-flow §5, one small predicate each, over
 * epoch-minute ranges. Any slot is blocked when it starts at or before now + the lead
 * time (§9, 'too-soon': see booking-clock.ts). A treatment or add-on slot is blocked when:
 * - it starts before the latest guest's Spa Day arrival end ('before-arrival');
 * - it ends after the end of the chosen time band ('after-time-band');
 * - it overlaps the guest's garden session, a chosen treatment or add-on ('overlaps-choice');
 * - it overlaps the dining duration either side of the booked dining time ('near-dining');
 * - for a main treatment only: it overlaps the guest's arrival window extended by
 *   ArrivalTreatmentBufferMinutes ('arrival-buffer').
 * Ranges are half-open, so touching is not overlapping.
 */
export type BlockReason =
  'too-soon' | 'before-arrival' | 'after-time-band' | 'overlaps-choice' | 'near-dining' | 'arrival-buffer';

/** What kind of slot is being filtered: main treatments also respect the arrival buffer. */
export type SlotKind = 'treatment' | 'add-on';

/** True when half-open ranges [a1, b1) and [a2, b2) share a minute. */
export function doRangesOverlap(a1: number, b1: number, a2: number, b2: number): boolean {
  return a1 < b2 && a2 < b1;
}

/** §9: starts at or before now + the lead time (or on a date not yet bookable). */
export function isTooSoon(choices: CompiledChoices, start: number): boolean {
  return choices.earliestStart !== null && start < choices.earliestStart;
}

/** Rule 1: starts before the latest guest's arrival end. */
export function startsBeforeArrival(choices: CompiledChoices, start: number): boolean {
  return choices.latestArrivalEnd !== null && start < choices.latestArrivalEnd;
}

/** Rule 2: ends after the chosen time band's end. */
export function endsAfterTimeBand(choices: CompiledChoices, end: number): boolean {
  return choices.timeBand !== null && end > choices.timeBand[1];
}

/** Rule 3: overlaps the guest's garden session, a chosen treatment or add-on. */
export function overlapsGuestChoice(
  choices: CompiledChoices,
  guestIndex: number,
  start: number,
  end: number,
): boolean {
  const busy = choices.guests.get(guestIndex)?.busy;
  if (!busy) return false;
  for (const [a, b] of busy) if (doRangesOverlap(start, end, a, b)) return true;
  return false;
}

/** Rule 4: within the dining duration either side of the booked dining time. */
export function isNearDining(choices: CompiledChoices, start: number, end: number): boolean {
  const block = choices.diningBlock;
  return block !== null && doRangesOverlap(start, end, block[0], block[1]);
}

/** Rule 5: a main treatment in the guest's arrival window extended by the buffer. */
export function isInArrivalBuffer(
  choices: CompiledChoices,
  guestIndex: number,
  start: number,
  end: number,
  bufferMinutes: number,
): boolean {
  const arrival = choices.guests.get(guestIndex)?.arrival;
  return arrival != null && doRangesOverlap(start, end, arrival[0], arrival[1] + bufferMinutes);
}

/**
 * Why one item (a treatment, add-on or mud room session of one guest) may not be
 * placed at [start, end), or null when rules 3–5 allow it.
 */
export function whyIsItemBlocked(
  choices: CompiledChoices,
  kind: SlotKind,
  guestIndex: number,
  start: number,
  end: number,
  bufferMinutes: number,
): BlockReason | null {
  if (overlapsGuestChoice(choices, guestIndex, start, end)) return 'overlaps-choice';
  if (isNearDining(choices, start, end)) return 'near-dining';
  if (kind === 'treatment' && isInArrivalBuffer(choices, guestIndex, start, end, bufferMinutes))
    return 'arrival-buffer';
  return null;
}

/**
 * Why a whole slot (a guest's items from its start) is blocked, or null when it is not.
 *
 * @example whyIsSlotBlocked(choices, 'treatment', 0, [[600, 660]], 15) // 'near-dining' with dining at 12:00 ± 120
 */
export function whyIsSlotBlocked(
  choices: CompiledChoices,
  kind: SlotKind,
  guestIndex: number,
  items: readonly EpochRange[],
  bufferMinutes: number,
): BlockReason | null {
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return null;
  if (isTooSoon(choices, first[0])) return 'too-soon';
  if (startsBeforeArrival(choices, first[0])) return 'before-arrival';
  if (endsAfterTimeBand(choices, last[1])) return 'after-time-band';
  for (const [start, end] of items) {
    const reason = whyIsItemBlocked(choices, kind, guestIndex, start, end, bufferMinutes);
    if (reason) return reason;
  }
  return null;
}

/** True when §5 blocks the slot (see whyIsSlotBlocked). */
export function isSlotBlocked(
  choices: CompiledChoices,
  kind: SlotKind,
  guestIndex: number,
  items: readonly EpochRange[],
  bufferMinutes: number,
): boolean {
  return whyIsSlotBlocked(choices, kind, guestIndex, items, bufferMinutes) !== null;
}

/** Human words for a reason, for problems and logs. */
export const BLOCK_REASON_TEXT: Record<BlockReason, string> = {
  'too-soon': 'is too soon to book',
  'before-arrival': 'starts before the last guest has arrived',
  'after-time-band': 'ends after the end of the time band',
  'overlaps-choice': 'overlaps another choice of the guest',
  'near-dining': 'is too close to the dining time',
  'arrival-buffer': 'is too soon after the arrival time',
};
