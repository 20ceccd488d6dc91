/**
 * What is already taken on a date: the engine's only view of bookings and holds.
 *
 * The engine never reads storage. The caller loads confirmed bookings and live holds
 * (holds of *other* sessions — leave out the asking session's own holds for the thing
 * it is choosing again) and passes them here. Every interval is half-open
 * [start, end): an appointment ending at 10:00 does not clash with one starting at 10:00.
 */

/** An instant as the caller has it: a Date from the database, an ISO string, or epoch milliseconds. */
export type InstantInput = Date | string | number;

/** A half-open span of time. */
export interface Span {
  start: InstantInput;
  end: InstantInput;
}

/**
 * A treatment appointment or hold: the therapist and the room for its whole
 * occupancy (start to start + activity Length, turnover included). Either id may
 * be null for a block that takes only a room (maintenance) or only a therapist.
 */
export interface TakenAppointment extends Span {
  StaffId: string | null;
  RoomId: string | null;
}

/** A therapist not available (holiday, sickness, training) for a span. */
export interface Absence extends Span {
  StaffId: string;
}

/** When a therapist works (the dated rota's `workingSpans`): a half-open span, instants in epoch ms. */
export interface WorkingSpan extends Span {
  StaffId: string;
  start: number;
  end: number;
}

/** Spa garden places used in the session starting at `start`. */
export interface TakenGardenPlaces {
  SpaGardenCode: string;
  start: InstantInput;
  guests: number;
}

/** A restaurant table taken for a span (a dining booking holds its tables for the dining duration). */
export interface TakenTable extends Span {
  RestaurantId: string;
  FacilityId: string;
}

/** Guests arriving in a package band time (counted against the band time's Capacity). */
export interface TakenArrivals {
  PremierId: string;
  /** Start of the band time (its StartTime on the date). */
  start: InstantInput;
  guests: number;
}

export interface Taken {
  appointments: readonly TakenAppointment[];
  absences: readonly Absence[];
  gardenPlaces: readonly TakenGardenPlaces[];
  /** The mud room takes one group at a time. */
  mudRoomGroups: readonly Span[];
  tables: readonly TakenTable[];
  arrivals: readonly TakenArrivals[];
  /**
   * When each therapist works on the date (`workingSpans` of the dated rota: the previous
   * date's shift running past midnight included). Absent: the catalogue's weekly pattern.
   * Present, a therapist with no span does not work that date.
   */
  working?: readonly WorkingSpan[];
}

/** Nothing taken: a fresh day. */
export const NOTHING_TAKEN: Taken = {
  appointments: [],
  absences: [],
  gardenPlaces: [],
  mudRoomGroups: [],
  tables: [],
  arrivals: [],
};

/**
 * A Taken with the given parts, the rest empty.
 *
 * @example takenOf({ appointments: [{ StaffId: 'T1', RoomId: 'R1', start: '…', end: '…' }] })
 */
export function takenOf(parts: Partial<Taken>): Taken {
  return { ...NOTHING_TAKEN, ...parts };
}

/**
 * Everything in several Takens at once (e.g. what other sessions hold and what the
 * asking session holds for its other choices).
 *
 * @example combineTaken(takenByOthers, takenOfItinerary(catalogue, held, scope))
 */
export function combineTaken(...parts: readonly Taken[]): Taken {
  const rostered = parts.filter((p) => p.working);
  return {
    ...(rostered.length > 0 ? { working: rostered.flatMap((p) => p.working ?? []) } : {}),
    appointments: parts.flatMap((p) => p.appointments),
    absences: parts.flatMap((p) => p.absences),
    gardenPlaces: parts.flatMap((p) => p.gardenPlaces),
    mudRoomGroups: parts.flatMap((p) => p.mudRoomGroups),
    tables: parts.flatMap((p) => p.tables),
    arrivals: parts.flatMap((p) => p.arrivals),
  };
}
