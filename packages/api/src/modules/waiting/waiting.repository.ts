import { and, asc, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { waitingEntries, type WaitingEntryRow, type WaitingState } from './waiting.tables';
import { queryRows, rowWhere } from '../../lib/sql';

export type NewWaitingEntry = typeof waitingEntries.$inferInsert;

export async function insertWaitingEntry(tx: Executor, entry: NewWaitingEntry): Promise<string> {
  const [row] = await tx.insert(waitingEntries).values(entry).returning({ id: waitingEntries.id });
  return row!.id;
}

/** How many entries an e-mail address or a client address made in the last day (the caps). */
export async function recentJoins(tx: Executor, by: { email: string; clientAddress: string | null }) {
  const since = sql`now() - interval '1 day'`;
  const [byEmail] = await tx
    .select({ n: count() })
    .from(waitingEntries)
    .where(
      and(sql`lower(${waitingEntries.email}) = lower(${by.email})`, gt(waitingEntries.createdAt, since)),
    );
  const [byAddress] = by.clientAddress
    ? await tx
        .select({ n: count() })
        .from(waitingEntries)
        .where(and(eq(waitingEntries.clientAddress, by.clientAddress), gt(waitingEntries.createdAt, since)))
    : [{ n: 0 }];
  return { email: byEmail?.n ?? 0, address: byAddress?.n ?? 0 };
}

/** The day's entries still waiting, first come first served (at most 50 looked at per offer). */
export async function waitingOn(tx: Executor, day: string): Promise<WaitingEntryRow[]> {
  return tx
    .select()
    .from(waitingEntries)
    .where(and(eq(waitingEntries.day, day), eq(waitingEntries.state, 'waiting')))
    .orderBy(asc(waitingEntries.createdAt))
    .limit(50);
}

/**
 * Entries with an offer out (the sweep settles them: booked or lapsed): their ids, each
 * read again locked to settle it. Kept prepared: the sweep asks after every booking.
 */
export async function offeredEntries(db: Executor): Promise<{ id: string }[]> {
  return queryRows(
    db,
    db
      .select({ id: waitingEntries.id })
      .from(waitingEntries)
      .where(eq(waitingEntries.state, 'offered'))
      .limit(200),
  );
}

export async function findWaitingEntry(tx: Executor, id: string, forUpdate = false) {
  return rowWhere(tx, waitingEntries, eq(waitingEntries.id, id), forUpdate);
}

export async function markOffered(
  tx: Executor,
  id: string,
  offer: { sessionId: string; offeredBy: string | null },
): Promise<void> {
  await tx
    .update(waitingEntries)
    .set({
      state: 'offered',
      offerSessionId: offer.sessionId,
      offeredAt: sql`now()`,
      offeredBy: offer.offeredBy,
    })
    .where(eq(waitingEntries.id, id));
}

/** Closes an entry ('booked', 'lapsed', 'left') if it is still in one of `from`: whether it was. */
export async function closeEntry(
  tx: Executor,
  id: string,
  state: Exclude<WaitingState, 'waiting' | 'offered'>,
  from: readonly WaitingState[],
): Promise<boolean> {
  const rows = await tx
    .update(waitingEntries)
    .set({ state, closedAt: sql`now()` })
    .where(and(eq(waitingEntries.id, id), inArray(waitingEntries.state, [...from])))
    .returning({ id: waitingEntries.id });
  return rows.length > 0;
}

/** A day's list for the spa team, oldest first. */
export async function entriesOn(db: Executor, day: string): Promise<WaitingEntryRow[]> {
  return db
    .select()
    .from(waitingEntries)
    .where(eq(waitingEntries.day, day))
    .orderBy(asc(waitingEntries.createdAt))
    .limit(500);
}

/** A member's entries, the nearest date first. */
export async function entriesOfMember(db: Executor, memberId: string): Promise<WaitingEntryRow[]> {
  return db
    .select()
    .from(waitingEntries)
    .where(eq(waitingEntries.memberId, memberId))
    .orderBy(asc(waitingEntries.day), asc(waitingEntries.createdAt))
    .limit(100);
}
