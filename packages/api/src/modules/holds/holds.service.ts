import {
  contextOf,
  emptyItinerary,
  holdChoice as holdInItinerary,
  type Catalogue,
  type HoldKind,
  type HoldRequest,
} from '@spa/domain';
import type { Env } from '../../config/env';
import type { Executor } from '../../db/database';
import type { SessionRow } from '../session';
import { conflict, HttpError } from '../../lib/http-error';
import { databaseNow } from '../../lib/sql';
import { assertBookableDate, takenOn, type BookingNow } from '../availability';
import { requireActiveSession, setItineraryContext } from '../session';
import {
  heldItinerary,
  holdExpiry,
  lockResources,
  releaseClaims,
  sessionsHoldingFrom,
  writeClaims,
} from '../spa-claims';

/** What the hold services use (built once at start-up, see app-deps.ts). */
export interface HoldsDeps {
  db: Executor;
  catalogue: Catalogue;
  bookingNow: BookingNow;
  env: Pick<Env, 'HOLDING_SESSIONS_PER_ADDRESS' | 'HELD_GUESTS_PER_ADDRESS'>;
}

/** The lock sessions of one client address queue on to start holding. */
const addressLock = (session: SessionRow) =>
  session.clientAddress ? [`address:${session.clientAddress}`] : [];

/**
 * A session that holds nothing yet may start holding only while its address is under
 * its caps (HOLDING_SESSIONS_PER_ADDRESS, HELD_GUESTS_PER_ADDRESS: decision 124); otherwise
 * 429, saying when the first of the others lapses. The caller holds the address's lock
 * (addressLock), so that two sessions of one address cannot both pass.
 */
async function assertAddressMayHold(
  env: HoldsDeps['env'],
  tx: Executor,
  session: SessionRow,
  partySize: number,
) {
  if (!session.clientAddress) return;
  const holding = await sessionsHoldingFrom(tx, session.clientAddress, session.id);
  const guests = holding.reduce((sum, o) => sum + o.partySize, 0);
  if (holding.length < env.HOLDING_SESSIONS_PER_ADDRESS && guests + partySize <= env.HELD_GUESTS_PER_ADDRESS)
    return;
  const firstLapse = Math.min(...holding.map((o) => o.firstLapse));
  const seconds = Math.max(1, Math.ceil((firstLapse - (await databaseNow(tx)).getTime()) / 1000));
  throw new HttpError(
    429,
    `Too many bookings are in progress from your network at the moment. Please complete or cancel one, or try again in ${Math.ceil(seconds / 60)} minutes.`,
    undefined,
    { retryAfterSeconds: seconds },
  );
}

/**
 * Holds one choice for the session, replacing its previous hold of that kind
 * (docs/decisions.md §51, §100). In one transaction: holds of the same resort day queue
 * on one lock, so that each reads what the ones before it claimed; the domain then
 * assigns any free qualified therapist and suitable room (StaffId/RoomId are hints),
 * checks the choice against the whole itinerary the session holds and against what
 * others have taken, and the claims are written. A 409 only when no assignment
 * exists: it names the choice, says why and offers the nearest times that can be held.
 */
export async function holdChoice(deps: HoldsDeps, sessionId: string, request: HoldRequest) {
  const { catalogue } = deps;
  const attempt = await deps.db.transaction(async (tx) => {
    const session = await requireActiveSession(tx, sessionId);
    // The resort day's lock, and for a first hold its address's (one statement, fixed order).
    const firstHold = !session.itineraryContext;
    await lockResources(tx, [`day:${request.Date}`, ...(firstHold ? addressLock(session) : [])]);
    if (firstHold) await assertAddressMayHold(deps.env, tx, session, request.PartySize);
    const now = await deps.bookingNow(tx);
    assertBookableDate(catalogue, request.Date, 'body.Date', now);
    const context = session.itineraryContext ?? { date: request.Date, partySize: request.PartySize };
    const [held, taken] = await Promise.all([
      session.itineraryContext ? heldItinerary(tx, sessionId, context) : emptyItinerary(context),
      takenOn(deps, tx, request.Date, sessionId),
    ]);
    // Alternatives are looked for after the day's lock is released (below): up to 24 hold checks.
    const outcome = holdInItinerary(catalogue, taken, held, request, { clock: { now }, alternatives: false });
    if (!outcome.ok) return { ok: false as const, refused: outcome.refusal, held, now };

    // A first hold has nothing to replace, and its claims are the session's only ones.
    if (!firstHold) await releaseClaims(tx, sessionId, request.Kind);
    const expiresAt = new Date((await databaseNow(tx)).getTime() + catalogue.Resort.HoldMinutes * 60_000);
    await writeClaims(tx, outcome.claims, { sessionId, bookingId: null, expiresAt });
    await setItineraryContext(tx, sessionId, contextOf(outcome.itinerary));
    const expiry = firstHold ? expiresAt : await holdExpiry(tx, sessionId);
    return { ok: true as const, HoldExpiresAt: (expiry ?? expiresAt).toISOString() };
  });
  if (attempt.ok) return { HoldExpiresAt: attempt.HoldExpiresAt };

  // The refusal as decided under the lock, with the nearest times free as of now.
  const taken = await takenOn(deps, deps.db, request.Date, sessionId);
  const again = holdInItinerary(catalogue, taken, attempt.held, request, { clock: { now: attempt.now } });
  const refusal = { ...attempt.refused, Alternatives: again.ok ? [] : again.refusal.Alternatives };
  throw conflict(refusalMessage(refusal), refusal);
}

/** 'Sorry, …' and the nearest times that can be held, for the guest to read. */
function refusalMessage(refusal: { Message: string; Alternatives: { DisplayTime: string }[] }): string {
  const times = refusal.Alternatives.map((a) => a.DisplayTime);
  const offer =
    times.length === 0
      ? ''
      : ` Nearest times free: ${times.length === 1 ? times[0] : `${times.slice(0, -1).join(', ')} or ${times.at(-1)}`}.`;
  return `Sorry, ${refusal.Message}.${offer}`;
}

/** Releases the session's hold of one kind. */
export async function releaseHold(deps: Pick<HoldsDeps, 'db'>, sessionId: string, kind: HoldKind) {
  return deps.db.transaction(async (tx) => {
    await requireActiveSession(tx, sessionId);
    await releaseClaims(tx, sessionId, kind);
    const expiry = await holdExpiry(tx, sessionId);
    return { HoldExpiresAt: expiry?.toISOString() ?? null };
  });
}
