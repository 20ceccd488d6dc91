import type { Catalogue } from '../catalogue/catalogue.schema';
import { toEpochMinute } from '../engine/resort-day';
import { choicesOfItinerary } from '../itinerary/itinerary-conversions';
import type { Itinerary } from '../itinerary/itinerary';

/** Whether the guests want their treatments before lunch, after it, or whichever waits least. */
export type LunchOrder = 'any' | 'before-lunch' | 'after-lunch';

/** How good a plan is for the guests: lower is better, compared in this order. */
export interface PlanScore {
  /** Guests whose treatments are not on the side of lunch they asked for. */
  misplaced: number;
  /** Minutes the guests wait in all, from arrival to their last item, between items. */
  waitMinutes: number;
  /** When the last guest's day ends (epoch minute): an earlier finish breaks a tie. */
  lastEnd: number;
}

/** A guest's items as epoch-minute spans: [start, end] of what they see, sorted by start. */
function guestSpans(catalogue: Catalogue, itinerary: Itinerary): Map<number, [number, number][]> {
  const choices = choicesOfItinerary(catalogue, itinerary);
  const minute = (instant: string | number | Date) => toEpochMinute(instant);
  const dining = choices.dining && [
    minute(choices.dining.start),
    minute(choices.dining.start) + choices.dining.durationMinutes,
  ];
  const spans = new Map<number, [number, number][]>();
  for (let guest = 0; guest < itinerary.partySize; guest++) {
    const own = choices.guests?.get(guest);
    const list: [number, number][] = [];
    if (own?.arrival) list.push([minute(own.arrival.start), minute(own.arrival.start)]);
    if (own?.garden) list.push([minute(own.garden.start), minute(own.garden.end)]);
    for (const s of [...(own?.treatments ?? []), ...(own?.addOns ?? [])])
      list.push([minute(s.start), minute(s.end)]);
    if (dining) list.push([dining[0] ?? 0, dining[1] ?? 0]);
    spans.set(
      guest,
      list.sort((a, b) => a[0] - b[0]),
    );
  }
  return spans;
}

/**
 * Minutes a guest waits between their items (arrival, garden, treatments, dining): the
 * gaps from the start of their first item to the end of their last not covered by any.
 *
 * @example waitingOf([[540, 540], [570, 630], [720, 780]]) // 30 + 90
 */
export function waitingOf(sorted: readonly (readonly [number, number])[]): number {
  let wait = 0;
  let reached = sorted[0]?.[0] ?? 0;
  for (const [start, end] of sorted) {
    if (start > reached) wait += start - reached;
    reached = Math.max(reached, end);
  }
  return wait;
}

/**
 * The score of a composed itinerary: lunch side, waiting, finish.
 *
 * @example scorePlan(catalogue, itinerary, 'before-lunch') // { misplaced: 0, waitMinutes: 45, lastEnd: … }
 */
export function scorePlan(catalogue: Catalogue, itinerary: Itinerary, order: LunchOrder): PlanScore {
  let waitMinutes = 0;
  let lastEnd = 0;
  for (const spans of guestSpans(catalogue, itinerary).values()) {
    waitMinutes += waitingOf(spans);
    lastEnd = Math.max(lastEnd, ...spans.map((s) => s[1]));
  }
  return { misplaced: misplacedGuests(itinerary, order), waitMinutes, lastEnd };
}

/** Guests with a treatment on the other side of lunch than asked (none without dining). */
function misplacedGuests(itinerary: Itinerary, order: LunchOrder): number {
  const lunch = itinerary.dining?.start;
  if (order === 'any' || lunch === undefined) return 0;
  const wrong = itinerary.treatments.filter((t) =>
    order === 'before-lunch' ? t.start >= lunch : t.start < lunch,
  );
  return new Set(wrong.map((t) => t.guestIndex)).size;
}

/** Orders scores best first. */
export function byScore(a: PlanScore, b: PlanScore): number {
  return a.misplaced - b.misplaced || a.waitMinutes - b.waitMinutes || a.lastEnd - b.lastEnd;
}
