import { toEpochMinute } from './resort-day';
import type { InstantInput, Span } from './taken';

/**
 * Choices already made in a booking that later slots must respect (booking-flow §5).
 * Spans are what the guest sees (a treatment's span ends at start + Length − Interval).
 */
export interface GuestChoices {
  /** The guest's Spa Day arrival window (their band time). */
  arrival?: Span;
  /** The guest's spa garden session. */
  garden?: Span;
  /** Main treatments already chosen. */
  treatments?: readonly Span[];
  /** Add-on treatments (and mud room) already chosen. */
  addOns?: readonly Span[];
}

export interface ItineraryChoices {
  /** Per guest index. */
  guests?: ReadonlyMap<number, GuestChoices>;
  /** The chosen package time band on the date: every slot must end by its end. */
  timeBand?: Span;
  /** The booked restaurant time and its dining duration. */
  dining?: { start: InstantInput; durationMinutes: number };
}

/** GuestChoices being collected. */
export interface GuestChoicesDraft {
  arrival?: Span;
  garden?: Span;
  treatments: Span[];
  addOns: Span[];
}

/**
 * Starts collecting ItineraryChoices: `guest(i)` gives guest i's choices to fill in.
 *
 * @example const { choices, guest } = collectChoices(); guest(0).treatments.push(span)
 */
export function collectChoices(): { choices: ItineraryChoices; guest: (index: number) => GuestChoicesDraft } {
  const guests = new Map<number, GuestChoicesDraft>();
  return {
    choices: { guests },
    guest: (index) => {
      let draft = guests.get(index);
      if (!draft) guests.set(index, (draft = { treatments: [], addOns: [] }));
      return draft;
    },
  };
}

/** A half-open range of epoch minutes. */
export type EpochRange = readonly [start: number, end: number];

/** ItineraryChoices in epoch minutes, compiled once per request. */
export interface CompiledChoices {
  /** First epoch minute anything may start (now + lead time, see booking-clock.ts); null: no limit. */
  earliestStart: number | null;
  /** Latest arrival end over all guests; slots may not start before it. */
  latestArrivalEnd: number | null;
  timeBand: EpochRange | null;
  /** Dining start ± duration: nothing may overlap it. */
  diningBlock: EpochRange | null;
  guests: Map<number, { arrival: EpochRange | null; busy: EpochRange[] }>;
}

const toRange = (span: Span): EpochRange => [toEpochMinute(span.start), toEpochMinute(span.end)];

/**
 * Compiles choices to epoch minutes, with the first minute anything may start
 * (earliestStartOn of the booking clock; null when the question has no clock).
 *
 * @example compileChoices({ dining: { start: '2026-07-01T12:00:00Z', durationMinutes: 120 } }).diningBlock
 * // the range 10:00Z … 14:00Z
 */
export function compileChoices(
  choices: ItineraryChoices = {},
  earliestStart: number | null = null,
): CompiledChoices {
  const guests = new Map<number, { arrival: EpochRange | null; busy: EpochRange[] }>();
  let latestArrivalEnd: number | null = null;
  for (const [index, guest] of choices.guests ?? []) {
    const arrival = guest.arrival ? toRange(guest.arrival) : null;
    if (arrival && (latestArrivalEnd === null || arrival[1] > latestArrivalEnd))
      latestArrivalEnd = arrival[1];
    const busy = [
      ...(guest.garden ? [guest.garden] : []),
      ...(guest.treatments ?? []),
      ...(guest.addOns ?? []),
    ].map(toRange);
    guests.set(index, { arrival, busy });
  }
  let diningBlock: EpochRange | null = null;
  if (choices.dining) {
    const start = toEpochMinute(choices.dining.start);
    diningBlock = [start - choices.dining.durationMinutes, start + choices.dining.durationMinutes];
  }
  return {
    earliestStart,
    latestArrivalEnd,
    timeBand: choices.timeBand ? toRange(choices.timeBand) : null,
    diningBlock,
    guests,
  };
}
