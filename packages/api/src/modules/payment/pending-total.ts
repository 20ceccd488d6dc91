import { and, eq, inArray } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { GetPendingTotal } from './payment.service';

/** The columns of the engine's `spa_bookings` that the payment reads (read-only here). */
const spaBookings = pgTable('spa_bookings', {
  sessionId: text('session_id').notNull(),
  status: text('status').notNull(),
  totalPence: integer('total_pence').notNull(),
});

/**
 * The booking total the engine's begin-booking recorded for the session (pence),
 * or null when the session has no booking to pay for. A confirmed booking still
 * answers, so that a replayed completion finds its approved payment. Runs on the
 * caller's transaction (PGlite has one connection: a second one would wait forever).
 */
export const pendingTotalFromDatabase: GetPendingTotal = async (sessionId, db) => {
  const rows = await db
    .select({ total: spaBookings.totalPence })
    .from(spaBookings)
    .where(and(eq(spaBookings.sessionId, sessionId), inArray(spaBookings.status, ['pending', 'confirmed'])));
  return rows[0]?.total ?? null;
};
