import { itineraryToWire } from '@spa/domain';
import { notFound } from '../../lib/http-error';
import { databaseNow } from '../../lib/sql';
import {
  findSession,
  requireActiveSession,
  SESSION_NOT_FOUND,
  setSessionStatus,
  touchSession,
  type SessionDeps,
  type SessionRow,
} from '../session';
import { extendClaims, holdExpiry, releaseClaims, sessionClaims } from './claims.repository';
import { heldItinerary } from './held-itinerary';

/**
 * A session's holds over time: shown with the session (its search, its holds and the
 * itinerary they make up), renewed while the guest is active, released when it ends.
 */

export async function getSession(deps: SessionDeps, id: string) {
  const session = await findSession(deps.db, id);
  if (!session || session.status === 'ended') throw notFound(SESSION_NOT_FOUND);
  const active = session.status === 'active';
  const claims = active ? await sessionClaims(deps.db, id) : [];
  const context = active ? session.itineraryContext : null;
  const itinerary = context
    ? itineraryToWire(deps.catalogue, await heldItinerary(deps.db, id, context))
    : null;
  const expiresAt = claims.reduce<Date | null>(
    (min, c) => (c.expiresAt && (!min || c.expiresAt < min) ? c.expiresAt : min),
    null,
  );
  return {
    Id: session.id,
    Status: session.status,
    accountCreateStatus: session.accountCreateStatus,
    // Once booked, the saved search (the lead booker's e-mail, telephone, address) is no longer served
    // to whoever holds the id (it is in the confirmation URL); the booking itself is GET api/spa/{id}.
    Search: session.status === 'booked' ? null : (session.search ?? null),
    Holds: claims.map((c) => ({
      Kind: c.holdKind,
      GuestIndexes: c.guestIndexes,
      Code: c.code,
      StartDateTime: c.start.toISOString(),
      EndDateTime: c.end.toISOString(),
      ExpiresAt: c.expiresAt?.toISOString() ?? null,
    })),
    Itinerary: itinerary,
    HoldExpiresAt: expiresAt?.toISOString() ?? null,
  };
}

/** The longest a session's holds last, however often they are renewed: keep-alive cannot hold a slot all day. */
export const MAX_SESSION_HOLD_MINUTES = 90;

/**
 * Until when a renewal holds the session's claims: another `holdMinutes`, but never
 * past MAX_SESSION_HOLD_MINUTES after the session began.
 */
export function renewedHoldExpiry(
  session: Pick<SessionRow, 'createdAt'>,
  now: Date,
  holdMinutes: number,
): Date {
  const cap = session.createdAt.getTime() + MAX_SESSION_HOLD_MINUTES * 60_000;
  return new Date(Math.min(now.getTime() + holdMinutes * 60_000, cap));
}

/** Renews every hold of the session for another Resort.HoldMinutes, while the guest is active (within the cap). */
export async function keepAlive(deps: SessionDeps, id: string) {
  return deps.db.transaction(async (tx) => {
    const session = await requireActiveSession(tx, id);
    const now = await databaseNow(tx);
    await extendClaims(tx, id, renewedHoldExpiry(session, now, deps.catalogue.Resort.HoldMinutes));
    await touchSession(tx, id);
    const expiry = await holdExpiry(tx, id);
    return { HoldExpiresAt: expiry?.toISOString() ?? null };
  });
}

/** Ends the session and releases everything it holds; a confirmed booking stays. */
export async function endSession(deps: Pick<SessionDeps, 'db'>, id: string) {
  await deps.db.transaction(async (tx) => {
    const session = await findSession(tx, id, true);
    if (!session) throw notFound(SESSION_NOT_FOUND);
    await releaseClaims(tx, id);
    if (session.status === 'active') await setSessionStatus(tx, id, 'ended');
  });
  return { ok: true as const };
}
