import { and, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import type { AccountCreateStatus, ItineraryContext, SessionKind, SessionStatus } from '@spa/domain';
import { spaSessions, type SessionRow } from './session.tables';

export async function insertSession(
  db: Executor,
  id: string,
  kind: SessionKind,
  status: SessionStatus = 'active',
  clientAddress: string | null = null,
  ownerHash: string | null = null,
): Promise<void> {
  await db.insert(spaSessions).values({ id, kind, status, clientAddress, ownerHash });
}

/** The other active sessions begun from `clientAddress`, with their party sizes (0 before a hold). */
export async function activeSessionsFrom(
  db: Executor,
  clientAddress: string,
  exceptId: string,
): Promise<{ id: string; partySize: number }[]> {
  const rows = await db
    .select({ id: spaSessions.id, context: spaSessions.itineraryContext })
    .from(spaSessions)
    .where(
      and(
        eq(spaSessions.clientAddress, clientAddress),
        eq(spaSessions.status, 'active'),
        ne(spaSessions.id, exceptId),
      ),
    );
  return rows.map((row) => ({ id: row.id, partySize: row.context?.partySize ?? 0 }));
}

/** The session, locked for the rest of the transaction when `forUpdate`. */
export async function findSession(db: Executor, id: string, forUpdate = false): Promise<SessionRow | null> {
  const query = db.select().from(spaSessions).where(eq(spaSessions.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
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
  await db
    .update(spaSessions)
    .set({ itineraryContext: context, lastActiveAt: sql`now()` })
    .where(eq(spaSessions.id, id));
}
