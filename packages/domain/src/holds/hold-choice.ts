import type { Catalogue } from '../catalogue/catalogue.schema';
import type { HoldKind, HoldRefusal, HoldRequest } from '../contract/holds.schemas';
import { earliestBookableDate, type BookingClock } from '../engine/booking-clock';
import { buildResortDay } from '../engine/resort-day';
import type { Taken } from '../engine/taken';
import {
  contextOf,
  emptyItinerary,
  heldKinds,
  withoutScope,
  type Itinerary,
  type ItineraryContext,
} from '../itinerary/itinerary';
import { findAlternatives } from './hold-alternatives';
import { partOfRequest, type HoldOutcome, type HoldScene } from './hold-part';
import { tryHold } from './try-hold';

/**
 * A hold: the guest chose one part of their itinerary (an arrival, a dining time, garden
 * sessions, treatment times, an add-on); the server assigns what it needs (therapists,
 * rooms, tables) and checks it against what others have taken and against the whole
 * itinerary the session holds, every rule at every step. The kind being chosen
 * replaces the session's previous choice of that kind.
 */

export interface HoldOptions {
  /** The instant of the hold (the api passes its database's clock) and the lead time. */
  clock: Omit<BookingClock, 'spaDay'>;
  /** Longest wait between a guest's treatments (DEFAULT_MAX_GAP_MINUTES). */
  maxGapMinutes?: number;
  /**
   * Look for alternative times when refusing (default true). The api asks without
   * them under its lock and again, for the 409, after the lock is released: the
   * search tries up to 24 whole hold checks.
   */
  alternatives?: boolean;
}

/**
 * Holds a choice for a session, pure: given the catalogue, what other sessions have
 * taken, what this session holds and the new choice, answers the itinerary with the
 * choice (therapists, rooms and tables assigned) and the claims to write, or a refusal
 * that names the choice, says why and offers the nearest start times on either side
 * that can be held. Run it inside the hold's transaction, after loading `taken` and
 * the session's claims, before writing the claims.
 *
 * @example
 * const outcome = holdChoice(catalogue, takenByOthers, itineraryFromClaims(context, rows), holdRequestOf(kind, body), { clock: { now } })
 * if (!outcome.ok) throw conflict(outcome.refusal.Message, outcome.refusal)
 * await releaseClaims(tx, sessionId, kind); await writeClaims(tx, outcome.claims, owner)
 */
export function holdChoice(
  catalogue: Catalogue,
  taken: Taken,
  held: Itinerary | undefined,
  request: HoldRequest,
  options: HoldOptions,
): HoldOutcome {
  const kind = request.Kind;
  const framed = frame(held, request);
  if ('refusal' in framed) return { ok: false, refusal: framed.refusal };
  const rest = { ...withoutScope(framed.held, { kind }), ...framed.context };
  const clock: BookingClock = { ...options.clock, spaDay: !!rest.spaDay };
  const earliestDate = earliestBookableDate(catalogue, clock);
  if (rest.date < earliestDate)
    return refuse(
      kind,
      'Date',
      `${rest.spaDay ? 'Spa Days' : 'Treatments'} can be booked from ${earliestDate}`,
    );
  const part = partOfRequest(catalogue, request);
  const scene: HoldScene = {
    catalogue,
    taken,
    rest,
    day: buildResortDay(rest.date, catalogue.Resort.TimeZone),
    clock,
    maxGapMinutes: options.maxGapMinutes,
  };
  const outcome = tryHold(scene, part);
  if (outcome.ok) return outcome;
  if (options.alternatives === false) return { ok: false, refusal: outcome.refusal };
  return {
    ok: false,
    refusal: { ...outcome.refusal, Alternatives: findAlternatives(scene, part, outcome.blame) },
  };
}

function refuse(Kind: HoldKind, Field: string, Message: string): { ok: false; refusal: HoldRefusal } {
  return { ok: false, refusal: { Kind, Field, Message, Alternatives: [] } };
}

/** The booking's frame: a hold must be for the date, party and package the session holds. */
function frame(
  held: Itinerary | undefined,
  request: HoldRequest,
): { held: Itinerary; context: ItineraryContext } | { refusal: HoldRefusal } {
  const kind = request.Kind;
  const holdsAny = held !== undefined && heldKinds(held).length > 0;
  const band = kind === 'arrival' ? request.BandNumber : (held?.spaDay?.BandNumber ?? request.BandNumber);
  const context: ItineraryContext = {
    date: request.Date,
    partySize: request.PartySize,
    ...(request.PremierId ? { spaDay: { PremierId: request.PremierId, BandNumber: band ?? 0 } } : {}),
  };
  if (!held || !holdsAny) return { held: emptyItinerary(context), context };
  const differs = (Field: string, Message: string) => ({
    refusal: { Kind: kind, Field, Message: `${Message}: start a new search to change it`, Alternatives: [] },
  });
  if (held.date !== request.Date) return differs('Date', `this booking is for ${held.date}`);
  if (held.partySize !== request.PartySize)
    return differs('PartySize', `this booking is for ${held.partySize} guest(s)`);
  if (held.spaDay?.PremierId !== request.PremierId)
    return differs(
      'PremierId',
      held.spaDay ? `this booking is for ${held.spaDay.PremierId}` : 'this booking has no package',
    );
  if (
    kind !== 'arrival' &&
    request.BandNumber !== undefined &&
    request.BandNumber !== held.spaDay?.BandNumber
  )
    return {
      refusal: {
        Kind: kind,
        Field: 'BandNumber',
        Message: `the arrival held is in time band ${String(held.spaDay?.BandNumber)}: choose the arrival time again to change it`,
        Alternatives: [],
      },
    };
  return { held, context: kind === 'arrival' ? context : contextOf(held) };
}
