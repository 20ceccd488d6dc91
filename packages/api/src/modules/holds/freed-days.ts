import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { queryRows } from '../../lib/sql';
import { waitingFrees } from './freed-days.tables';

/**
 * Records, in the caller's transaction, that a time was freed on `day` ('YYYY-MM-DD'):
 * the one line each releasing path adds (decision 0285). The waiting list offers it
 * after the commit, or the sweep within a minute.
 */
export async function recordTimeFreed(tx: Executor, day: string, reason: string): Promise<void> {
  await tx.insert(waitingFrees).values({ day, reason: reason.slice(0, 100) });
}

/** A free is a process's for this long while it offers; then another may take it (a crash). */
const FREE_LEASE = sql`now() + interval '2 minutes'`;
const leaseFree = or(isNull(waitingFrees.leaseUntil), lt(waitingFrees.leaseUntil, sql`now()`));

/**
 * The frees not yet handled whose lease is free, oldest first (at most 50 a sweep).
 * Kept prepared: the sweep asks after every booking.
 */
export async function openFrees(db: Executor): Promise<{ id: number; day: string }[]> {
  const rows = await queryRows<{ id: string; day: string }>(
    db,
    db
      .select({ id: waitingFrees.id, day: waitingFrees.day })
      .from(waitingFrees)
      .where(and(isNull(waitingFrees.doneAt), leaseFree))
      .orderBy(asc(waitingFrees.createdAt))
      .limit(50),
  );
  return rows.map((row) => ({ id: Number(row.id), day: row.day })); // a raw bigint comes as text
}

/** Takes a free's lease: whether this process has it now. */
export async function takeFreeLease(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .update(waitingFrees)
    .set({ leaseUntil: FREE_LEASE })
    .where(and(eq(waitingFrees.id, id), isNull(waitingFrees.doneAt), leaseFree))
    .returning({ id: waitingFrees.id });
  return rows.length > 0;
}

/** Marks a free handled: every offer it allowed was made. */
export async function markFreeDone(db: Executor, id: number): Promise<void> {
  await db
    .update(waitingFrees)
    .set({ doneAt: sql`now()`, leaseUntil: null })
    .where(eq(waitingFrees.id, id));
}
