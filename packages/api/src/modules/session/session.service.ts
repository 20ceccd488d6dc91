import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { itineraryToWire, type AccountCreateStatus, type Catalogue, type SessionKind } from '@spa/domain';
import type { Executor } from '../../db/database';
import { conflict, notFound } from '../../lib/http-error';
import { extendClaims, heldItinerary, holdExpiry, releaseClaims, sessionClaims } from '../spa-claims';
import { databaseNow } from '../../lib/sql';
import {
  findSession,
  insertSession,
  setSessionStatus,
  touchSession,
  updateAccountStatus,
  updateSearch,
} from './session.repository';
import type { SessionRow } from './session.tables';

/** What the session services use (built once at start-up, see app-deps.ts). */
export interface SessionDeps {
  db: Executor;
  catalogue: Catalogue;
}

/** 128 random bits, URL-safe: a session id is a capability and must not be guessable. */
function newSessionId(): string {
  return randomBytes(16).toString('base64url');
}

const NOT_FOUND = 'This booking session was not found or has ended.';

/**
 * The session, locked, or the 404/409 a caller of a session route should get:
 * unknown and ended sessions are not found; a booked one can no longer change.
 */
export async function requireActiveSession(tx: Executor, id: string): Promise<SessionRow> {
  const session = await findSession(tx, id, true);
  if (!session || session.status === 'ended') throw notFound(NOT_FOUND);
  if (session.status === 'booked')
    throw conflict('This booking is already confirmed and can no longer change.');
  return session;
}

/** The session, locked, unless it is unknown or ended (a booked one may still be read and paid). */
export async function requireOpenSession(tx: Executor, id: string): Promise<SessionRow> {
  const session = await findSession(tx, id, true);
  if (!session || session.status === 'ended') throw notFound(NOT_FOUND);
  return session;
}

/**
 * Begins a booking session from `clientAddress`. `ownerToken` goes to the browser in a
 * cookie (SESSION_OWNER_COOKIE); its hash stays here, so that only that browser can do
 * what the session id alone must not allow (e-mail the booking to any address).
 */
export async function beginSession(deps: Pick<SessionDeps, 'db'>, kind: SessionKind, clientAddress: string) {
  const id = newSessionId();
  const ownerToken = randomBytes(24).toString('base64url');
  await insertSession(deps.db, id, kind, 'active', clientAddress, ownerHashOf(ownerToken));
  return { Id: id, ownerToken };
}

/** The cookie that carries the owner token of the last session this browser began. */
export const SESSION_OWNER_COOKIE = 'spa_booking_owner';

const ownerHashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Whether `ownerToken` (the cookie's value) is the one given to the browser that began `session`. */
export function isSessionOwner(
  session: Pick<SessionRow, 'ownerHash'>,
  ownerToken: string | undefined,
): boolean {
  if (!session.ownerHash || !ownerToken) return false;
  const given = Buffer.from(ownerHashOf(ownerToken));
  const kept = Buffer.from(session.ownerHash);
  return given.length === kept.length && timingSafeEqual(given, kept);
}

export async function getSession(deps: SessionDeps, id: string) {
  const session = await findSession(deps.db, id);
  if (!session || session.status === 'ended') throw notFound(NOT_FOUND);
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

export async function saveSearch(deps: Pick<SessionDeps, 'db'>, id: string, search: unknown) {
  await deps.db.transaction(async (tx) => {
    await requireActiveSession(tx, id);
    await updateSearch(tx, id, search);
  });
  return { ok: true as const };
}

export async function saveAccountStatus(
  deps: Pick<SessionDeps, 'db'>,
  id: string,
  status: AccountCreateStatus,
) {
  await deps.db.transaction(async (tx) => {
    await requireOpenSession(tx, id);
    await updateAccountStatus(tx, id, status);
  });
  return { ok: true as const };
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
    if (!session) throw notFound(NOT_FOUND);
    await releaseClaims(tx, id);
    if (session.status === 'active') await setSessionStatus(tx, id, 'ended');
  });
  return { ok: true as const };
}
