import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { conflict, notFound } from '../../lib/http-error';
import type { Tx } from '../../lib/sql';
import { extendClaims, holdExpiry, releaseClaims, sessionClaims } from '../spa-claims/claims.repository';
import {
  databaseNow,
  findSession,
  insertSession,
  setSessionStatus,
  touchSession,
  updateAccountStatus,
  updateSearch,
  type SessionRow,
} from './session.repository';

/** 128 random bits, URL-safe: a session id is a capability and must not be guessable. */
export function newSessionId(): string {
  return randomBytes(16).toString('base64url');
}

export const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/**
 * The session, locked, or the 404/409 a caller of a session route should get:
 * unknown and ended sessions are not found; a booked one can no longer change.
 */
export async function requireActiveSession(tx: Tx, id: string): Promise<SessionRow> {
  const session = await findSession(tx, id, true);
  if (!session || session.status === 'ended')
    throw notFound('This booking session was not found or has ended.');
  if (session.status === 'booked')
    throw conflict('This booking is already confirmed and can no longer change.');
  return session;
}

export async function beginSession(ctx: AppContext, kind: SessionRow['kind']) {
  const id = newSessionId();
  await insertSession(ctx.database.db, id, kind);
  return { Id: id };
}

export async function getSession(ctx: AppContext, id: string) {
  const db = ctx.database.db;
  const session = await findSession(db, id);
  if (!session || session.status === 'ended')
    throw notFound('This booking session was not found or has ended.');
  const claims = session.status === 'active' ? await sessionClaims(db, id) : [];
  const expiresAt = claims.reduce<Date | null>(
    (min, c) => (c.expiresAt && (!min || c.expiresAt < min) ? c.expiresAt : min),
    null,
  );
  return {
    Id: session.id,
    Status: session.status,
    accountCreateStatus: session.accountCreateStatus,
    Search: session.search ?? null,
    Holds: claims.map((c) => ({
      Kind: c.holdKind,
      GuestIndexes: c.guestIndexes,
      Code: c.code,
      StartDateTime: c.start.toISOString(),
      EndDateTime: c.end.toISOString(),
      ExpiresAt: c.expiresAt?.toISOString() ?? null,
    })),
    HoldExpiresAt: expiresAt?.toISOString() ?? null,
  };
}

export async function saveSearch(ctx: AppContext, id: string, search: unknown) {
  await ctx.database.db.transaction(async (tx) => {
    await requireActiveSession(tx, id);
    await updateSearch(tx, id, search);
  });
  return { ok: true as const };
}

export async function saveAccountStatus(
  ctx: AppContext,
  id: string,
  status: { attempted: boolean; failed: boolean },
) {
  await ctx.database.db.transaction(async (tx) => {
    const session = await findSession(tx, id, true);
    if (!session || session.status === 'ended')
      throw notFound('This booking session was not found or has ended.');
    await updateAccountStatus(tx, id, status);
  });
  return { ok: true as const };
}

/** Renews every hold of the session for another Resort.HoldMinutes, while the guest is active. */
export async function keepAlive(ctx: AppContext, id: string) {
  return ctx.database.db.transaction(async (tx) => {
    await requireActiveSession(tx, id);
    const now = await databaseNow(tx);
    await extendClaims(tx, id, new Date(now.getTime() + ctx.catalogue.Resort.HoldMinutes * 60_000));
    await touchSession(tx, id);
    const expiry = await holdExpiry(tx, id);
    return { HoldExpiresAt: expiry?.toISOString() ?? null };
  });
}

/** Ends the session and releases everything it holds; a confirmed booking stays. */
export async function endSession(ctx: AppContext, id: string) {
  await ctx.database.db.transaction(async (tx) => {
    const session = await findSession(tx, id, true);
    if (!session) throw notFound('This booking session was not found or has ended.');
    await releaseClaims(tx, id);
    if (session.status === 'active') await setSessionStatus(tx, id, 'ended');
  });
  return { ok: true as const };
}
