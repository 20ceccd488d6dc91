import type { Catalogue, SpaGarden } from '../catalogue/catalogue.schema';
import { earliestStartOn, type BookingClock } from './booking-clock';
import { EngineInputError } from './engine-input-error';
import { compileChoices, type CompiledChoices, type ItineraryChoices } from './itinerary-choices';
import { buildResortDay, localTimeToMinute, toEpochMinute, type ResortDay } from './resort-day';
import {
  BLOCK_REASON_TEXT,
  endsAfterTimeBand,
  isNearDining,
  isTooSoon,
  overlapsGuestChoice,
  startsBeforeArrival,
} from './slot-rules';
import { isOpenThroughout, spaOpenRanges } from './opening-hours';
import type { Taken } from './taken';

export interface SpaGardenSlotsQuery {
  date: string;
  spaGardenCode: string;
  /** Guests going together (the combined option); slots with fewer spaces are blocked. Default 1. */
  partySize?: number;
  /** The itinerary so far: time band, dining, arrivals and the guests' other choices. */
  choices?: ItineraryChoices;
  /** The guests choosing (their other choices block overlapping sessions); none by default. */
  guestIndexes?: readonly number[];
  /** Chosen as an add-on: §5's add-on slot rules (see GardenUse). */
  addOn?: boolean;
  clock?: BookingClock;
}

/** A garden session in epoch minutes with the places left in it. */
export interface GardenSession {
  start: number;
  end: number;
  spaces: number;
}

/**
 * The garden's sessions on a day: from OpenTime every SlotStepMinutes while a whole
 * session fits before CloseTime and inside the spa's hours (none on a closure), each
 * with the places left (gardenSpaces).
 */
export function listGardenSessions(
  catalogue: Pick<Catalogue, 'SpaHours'>,
  garden: SpaGarden,
  day: ResortDay,
  taken: Pick<Taken, 'gardenPlaces'>,
): GardenSession[] {
  const places = gardenPlacesOf(garden, taken.gardenPlaces);
  const spaOpen = spaOpenRanges(catalogue, day);
  const open = localTimeToMinute(day, garden.OpenTime);
  const close = localTimeToMinute(day, garden.CloseTime);
  const sessions: GardenSession[] = [];
  for (let start = open; start + garden.SessionLengthMinutes <= close; start += garden.SlotStepMinutes) {
    const end = start + garden.SessionLengthMinutes;
    if (isOpenThroughout(spaOpen, start - day.start, end - day.start))
      sessions.push({ start, end, spaces: gardenSpaces(garden, places, start) });
  }
  return sessions;
}

/** A garden's taken places as epoch-minute session starts. */
export function gardenPlacesOf(
  garden: SpaGarden,
  gardenPlaces: Taken['gardenPlaces'],
): { start: number; guests: number }[] {
  return gardenPlaces
    .filter((p) => p.SpaGardenCode === garden.Code)
    .map((p) => ({ start: toEpochMinute(p.start), guests: p.guests }));
}

/**
 * Places left in the session starting at `start`: Capacity less the guests of the
 * sessions starting then ('per-session'), or less the most guests present at any
 * minute of the session, counting every session that overlaps it ('overlapping').
 *
 * @example gardenSpaces({ Capacity: 10, SessionLengthMinutes: 120, CapacityCounting: 'overlapping' }, [{ start: 600, guests: 4 }], 660) // 6
 */
export function gardenSpaces(
  garden: Pick<SpaGarden, 'Capacity' | 'SessionLengthMinutes' | 'CapacityCounting'>,
  places: readonly { start: number; guests: number }[],
  start: number,
): number {
  if (garden.CapacityCounting !== 'overlapping')
    return places.reduce((left, p) => (p.start === start ? left - p.guests : left), garden.Capacity);
  const length = garden.SessionLengthMinutes;
  const end = start + length;
  // Presence only rises when a session starts: the most is at the start or at a later start.
  let most = 0;
  for (const at of [start, ...places.map((p) => p.start).filter((s) => s > start && s < end)]) {
    let present = 0;
    for (const p of places) if (p.start <= at && at < p.start + length) present += p.guests;
    most = Math.max(most, present);
  }
  return garden.Capacity - most;
}

/** How a garden session is being chosen: by whom, and whether as an add-on. */
export interface GardenUse {
  /** The guests who would go (their other choices must not overlap it). */
  guestIndexes: readonly number[];
  /** Places needed at once: the party in the combined option, else 1. */
  places: number;
  /**
   * An add-on session (the SPAGARDEN extra) obeys §5's add-on slot rules: it starts
   * after every guest has arrived and ends by the time band's end. The package's own
   * garden instead lies wholly inside the time band (§5 spa garden rule).
   */
  addOn: boolean;
}

/**
 * Why a garden session cannot be chosen, or null: no places (fewer than needed at
 * once), too soon (§9), outside the time band (add-on: before everyone has arrived
 * or ending after the band), too close to dining (± the dining duration), or
 * overlapping another choice of one of the guests (a treatment, an add-on, the mud
 * room: a guest cannot be in two places).
 */
export function whyIsGardenSessionBlocked(
  session: GardenSession,
  choices: CompiledChoices,
  use: GardenUse,
): string | null {
  const { start, end } = session;
  if (session.spaces <= 0 || session.spaces < use.places) return 'is full';
  if (isTooSoon(choices, start)) return BLOCK_REASON_TEXT['too-soon'];
  const band = choices.timeBand;
  if (use.addOn) {
    if (startsBeforeArrival(choices, start)) return BLOCK_REASON_TEXT['before-arrival'];
    if (endsAfterTimeBand(choices, end)) return BLOCK_REASON_TEXT['after-time-band'];
  } else if (band && (start < band[0] || end > band[1])) return 'is outside the time band';
  if (isNearDining(choices, start, end)) return BLOCK_REASON_TEXT['near-dining'];
  for (const guest of use.guestIndexes)
    if (overlapsGuestChoice(choices, guest, start, end))
      return `${BLOCK_REASON_TEXT['overlaps-choice']} (guest ${guest + 1})`;
  return null;
}

/** Finds a garden by code or throws an EngineInputError naming `field`. */
export function findGarden(catalogue: Pick<Catalogue, 'SpaGardens'>, code: string, field: string): SpaGarden {
  const garden = catalogue.SpaGardens.find((g) => g.Code === code);
  if (!garden) throw new EngineInputError(field, `unknown spa garden "${code}"`);
  return garden;
}

/** A garden's sessions on a day, each with its places left and whether these guests may have it. */
export interface SpaGardenSlots {
  day: ResortDay;
  garden: SpaGarden;
  slots: (GardenSession & { blocked: boolean })[];
}

/**
 * Which spa garden sessions are there on a date, with how many places, and which
 * are blocked for these guests and their itinerary (see whyIsGardenSessionBlocked)?
 *
 * @example listSpaGardenSlots(catalogue, taken, { date: '2026-07-01', spaGardenCode: 'GARDEN', partySize: 2 })
 */
export function listSpaGardenSlots(
  catalogue: Catalogue,
  taken: Taken,
  query: SpaGardenSlotsQuery,
): SpaGardenSlots {
  const garden = findGarden(catalogue, query.spaGardenCode, 'spaGardenCode');
  const day = buildResortDay(query.date, catalogue.Resort.TimeZone);
  const choices = compileChoices(query.choices, earliestStartOn(catalogue, day, query.clock));
  const use: GardenUse = {
    guestIndexes: query.guestIndexes ?? [],
    places: query.partySize ?? 1,
    addOn: query.addOn ?? false,
  };
  const slots = listGardenSessions(catalogue, garden, day, taken).map((session) => ({
    ...session,
    blocked: whyIsGardenSessionBlocked(session, choices, use) !== null,
  }));
  return { day, garden, slots };
}
