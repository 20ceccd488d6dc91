import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { queryRows, rememberDatabaseNow, wholeRow } from '../../lib/sql';
import type { AccountCreateStatus, ItineraryContext, SessionKind, SessionStatus } from '@spa/domain';
import { spaSessions, type SessionRow } from './session.tables';

export async function insertSession(
  db: Executor,
  id: string,
  kind: SessionKind,
  status: SessionStatus = 'active',
  clientAddress: string | null = null,
  ownerHash: string | null = null,
  staffId: string | null = null,
): Promise<void> {
  await queryRows(db, db.insert(spaSessions).values({ id, kind, status, clientAddress, ownerHash, staffId }));
}

/** A session as read, with the database clock of the reading statement. */
export type SessionRead = SessionRow & { readAt: Date };

const sessionRow = wholeRow(spaSessions);

/**
 * The session, locked for the rest of the transaction when `forUpdate`, and the database
 * clock in the same statement: in a transaction, databaseNow() then asks no more (one
 * round trip fewer on every session route). Raw SQL with a select list built once: this
 * is read by every session route (a measured hot path, docs/benchmarks.md).
 */
export async function findSession(db: Executor, id: string, forUpdate = false): Promise<SessionRead | null> {
  const [row] = await queryRows<Record<string, unknown> & { readAt: number }>(
    db,
    sql`SELECT ${sessionRow.list}, epoch_ms(now()) AS "readAt" FROM spa_sessions WHERE id = ${id}${forUpdate ? sql` FOR UPDATE` : sql``}`,
  );
  if (!row) return null;
  const readAt = new Date(row.readAt);
  rememberDatabaseNow(db, readAt);
  return { ...sessionRow.decode(row), readAt };
}

export async function updateSearch(db: Executor, id: string, search: unknown): Promise<void> {
  await db
    .update(spaSessions)
    .set({ search, lastActiveAt: sql`now()` })
    .where(eq(spaSessions.id, id));
}

export async function updateAccountStatus(db: Executor, id: string, status: AccountCreateStatus) {
  await db.update(spaSessions).set({ accountCreateStatus: status }).where(eq(spaSessions.id, id));
}

export async function touchSession(db: Executor, id: string): Promise<void> {
  await db
    .update(spaSessions)
    .set({ lastActiveAt: sql`now()` })
    .where(eq(spaSessions.id, id));
}

export async function setSessionStatus(db: Executor, id: string, status: SessionStatus): Promise<void> {
  await db
    .update(spaSessions)
    .set({ status, lastActiveAt: sql`now()` })
    .where(eq(spaSessions.id, id));
}

/** Records the frame of the itinerary the session's holds make up (set by every hold). */
export async function setItineraryContext(
  db: Executor,
  id: string,
  context: ItineraryContext,
): Promise<void> {
  await queryRows(
    db,
    db
      .update(spaSessions)
      .set({ itineraryContext: context, lastActiveAt: sql`now()` })
      .where(eq(spaSessions.id, id)),
  );
}
