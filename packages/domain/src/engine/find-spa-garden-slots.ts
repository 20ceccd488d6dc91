import type { Catalogue, SpaGarden } from '../catalogue/catalogue.schema';
import type { SpaGardenSlot } from '../contract/spa.schemas';
import { EngineInputError } from './engine-input-error';
import { compileChoices, type CompiledChoices, type ItineraryChoices } from './itinerary-choices';
import {
  buildResortDay,
  formatOffsetDateTime,
  localTimeToMinute,
  toEpochMinute,
  type ResortDay,
} from './resort-day';
import { isNearDining } from './slot-rules';
import type { Taken } from './taken';

export interface SpaGardenSlotsQuery {
  date: string;
  spaGardenCode: string;
  /** Guests going together (the combined option); slots with fewer spaces are blocked. Default 1. */
  partySize?: number;
  /** Time band and dining: sessions outside the band or near dining are blocked. */
  choices?: ItineraryChoices;
}

/** A garden session in epoch minutes with the places left in it. */
export interface GardenSession {
  start: number;
  end: number;
  spaces: number;
}

/**
 * The garden's sessions on a day: from OpenTime every SlotStepMinutes while a whole
 * session fits before CloseTime, each with Capacity less the places taken at that start.
 */
export function listGardenSessions(
  garden: SpaGarden,
  day: ResortDay,
  taken: Pick<Taken, 'gardenPlaces'>,
): GardenSession[] {
  const used = new Map<number, number>();
  for (const places of taken.gardenPlaces)
    if (places.SpaGardenCode === garden.Code) {
      const start = toEpochMinute(places.start);
      used.set(start, (used.get(start) ?? 0) + places.guests);
    }
  const open = localTimeToMinute(day, garden.OpenTime);
  const close = localTimeToMinute(day, garden.CloseTime);
  const sessions: GardenSession[] = [];
  for (let start = open; start + garden.SessionLengthMinutes <= close; start += garden.SlotStepMinutes)
    sessions.push({
      start,
      end: start + garden.SessionLengthMinutes,
      spaces: garden.Capacity - (used.get(start) ?? 0),
    });
  return sessions;
}

/**
 * Is a garden session outside the itinerary's bounds: not wholly inside the chosen
 * time band, or overlapping the dining time ± the dining duration?
 */
export function isGardenSessionOutOfBounds(session: GardenSession, choices: CompiledChoices): boolean {
  const band = choices.timeBand;
  if (band && (session.start < band[0] || session.end > band[1])) return true;
  return isNearDining(choices, session.start, session.end);
}

/**
 * Is a garden session blocked for a party (booking-flow §5)? Blocked when its spaces
 * are 0 or fewer or fewer than the party (the combined option), or when it is out of
 * the itinerary's bounds (see isGardenSessionOutOfBounds).
 */
export function isGardenSessionBlocked(
  session: GardenSession,
  partySize: number,
  choices: CompiledChoices,
): boolean {
  if (session.spaces <= 0 || session.spaces < partySize) return true;
  return isGardenSessionOutOfBounds(session, choices);
}

/** Finds a garden by code or throws an EngineInputError naming `field`. */
export function findGarden(catalogue: Pick<Catalogue, 'SpaGardens'>, code: string, field: string): SpaGarden {
  const garden = catalogue.SpaGardens.find((g) => g.Code === code);
  if (!garden) throw new EngineInputError(field, `unknown spa garden "${code}"`);
  return garden;
}

/**
 * Which spa garden sessions are there on a date, with how many places, and which
 * are blocked for this party and itinerary?
 *
 * @example findSpaGardenSlots(catalogue, taken, { date: '2026-07-01', spaGardenCode: 'GARDEN', partySize: 2 })
 */
export function findSpaGardenSlots(
  catalogue: Catalogue,
  taken: Taken,
  query: SpaGardenSlotsQuery,
): SpaGardenSlot[] {
  const garden = findGarden(catalogue, query.spaGardenCode, 'spaGardenCode');
  const day = buildResortDay(query.date, catalogue.Resort.TimeZone);
  const choices = compileChoices(query.choices);
  const partySize = query.partySize ?? 1;
  return listGardenSessions(garden, day, taken).map((session) => ({
    StartDateTime: formatOffsetDateTime(day, session.start),
    EndDateTime: formatOffsetDateTime(day, session.end),
    NumberOfSpacesAvailable: Math.max(0, session.spaces),
    GroupAppointmentTypeID: garden.GroupAppointmentTypeID,
    IsBlocked: isGardenSessionBlocked(session, partySize, choices),
  }));
}
