import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { AccountCreateStatus, Catalogue, SessionKind, SpaDaySearch } from '@spa/domain';
import type { Executor } from '../../db/database';
import { conflict, notFound } from '../../lib/http-error';
import { findSession, insertSession, updateAccountStatus, updateSearch } from './session.repository';
import type { SessionRow } from './session.tables';
import { tokenHashOf as ownerHashOf } from '../../lib/token-hash';

/** What the session services use (built once at start-up, see app-deps.ts). */
export interface SessionDeps {
  db: Executor;
  catalogue: Catalogue;
}

/** 128 random bits, URL-safe: a session id is a capability and must not be guessable. */
export function newSessionId(): string {
  return randomBytes(16).toString('base64url');
}

/** What a caller of an unknown or ended session is told (404). */
export const SESSION_NOT_FOUND = 'This booking session was not found or has ended.';

/**
 * The session, locked, or the 404/409 a caller of a session route should get:
 * unknown and ended sessions are not found; a booked one can no longer change.
 */
export async function requireActiveSession(tx: Executor, id: string): Promise<SessionRow> {
  const session = await findSession(tx, id, true);
  if (!session || session.status === 'ended') throw notFound(SESSION_NOT_FOUND);
  if (session.status === 'booked')
    throw conflict('This booking is already confirmed and can no longer change.');
  return session;
}

/** The session, locked, unless it is unknown or ended (a booked one may still be read and paid). */
export async function requireOpenSession(tx: Executor, id: string): Promise<SessionRow> {
  const session = await findSession(tx, id, true);
  if (!session || session.status === 'ended') throw notFound(SESSION_NOT_FOUND);
  return session;
}

/**
 * Begins a booking session from `clientAddress`. `ownerToken` goes to the browser in a
 * cookie (SESSION_OWNER_COOKIE); its hash stays here, so that only that browser can do
 * what the session id alone must not allow (e-mail the booking to any address).
 * `staffId`: a spa team member booking at the desk (issue 22): the desk's clock, confirmed by staff.
 */
export async function beginSession(
  deps: Pick<SessionDeps, 'db'>,
  kind: SessionKind,
  clientAddress: string,
  staffId: string | null = null,
) {
  const id = newSessionId();
  const ownerToken = randomBytes(24).toString('base64url');
  await insertSession(deps.db, id, kind, 'active', clientAddress, ownerHashOf(ownerToken), staffId);
  return { Id: id, ownerToken };
}

/** The cookie that carries the owner token of the last session this browser began. */
export const SESSION_OWNER_COOKIE = 'spa_booking_owner';

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

/** Keeps the booking in progress (checked by the route against SpaDaySearchSchema) against the session. */
export async function saveSearch(deps: Pick<SessionDeps, 'db'>, id: string, search: SpaDaySearch) {
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
