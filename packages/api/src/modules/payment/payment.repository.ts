import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';

/** Mirrors the `payments` table (engine migration / 0200_payment_sandbox.sql). */
export const payments = pgTable('payments', {
  id: uuid('id').primaryKey().defaultRandom(),
  sessionId: text('session_id').notNull(),
  ipageSessionId: text('ipage_session_id').notNull().unique(),
  amountPence: integer('amount_pence').notNull(),
  status: text('status').$type<PaymentStatus>().notNull().default('pending'),
  cardMasked: text('card_masked'),
  reference: text('reference'),
  failureReason: text('failure_reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});

export type PaymentStatus = 'pending' | 'approved' | 'declined' | 'error';
export type PaymentRow = typeof payments.$inferSelect;
/** A database handle or a transaction on it. */
export type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'execute'>;

/** SQL only: the service decides. */
export const paymentRepository = {
  async latestForSession(db: Executor, sessionId: string): Promise<PaymentRow[]> {
    return db
      .select()
      .from(payments)
      .where(eq(payments.sessionId, sessionId))
      .orderBy(desc(payments.createdAt))
      .limit(20);
  },

  async approvedForSession(db: Executor, sessionId: string): Promise<PaymentRow | undefined> {
    const rows = await db
      .select()
      .from(payments)
      .where(and(eq(payments.sessionId, sessionId), eq(payments.status, 'approved')))
      .limit(1);
    return rows[0];
  },

  async reusable(db: Executor, sessionId: string, amountPence: number): Promise<PaymentRow | undefined> {
    const rows = await db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.sessionId, sessionId),
          eq(payments.amountPence, amountPence),
          inArray(payments.status, ['pending', 'declined', 'error']),
        ),
      )
      .orderBy(desc(payments.createdAt))
      .limit(1);
    return rows[0];
  },

  async insert(
    db: Executor,
    row: { sessionId: string; ipageSessionId: string; amountPence: number },
  ): Promise<PaymentRow> {
    const [inserted] = await db.insert(payments).values(row).returning();
    if (!inserted) throw new Error('payment insert returned nothing');
    return inserted;
  },

  /**
   * Locks the booking session until the transaction ends, so that every card attempt
   * of a session (any page session) waits for the one before: never two charges.
   */
  async lockSession(db: Executor, sessionId: string): Promise<void> {
    await db.execute(sql`SELECT id FROM spa_sessions WHERE id = ${sessionId} FOR UPDATE`);
  },

  /** The row, locked until the transaction ends: concurrent attempts queue behind it. */
  async lockByPageSession(db: Executor, ipageSessionId: string): Promise<PaymentRow | undefined> {
    const rows = await db
      .select()
      .from(payments)
      .where(eq(payments.ipageSessionId, ipageSessionId))
      .for('update');
    return rows[0];
  },

  async byPageSession(db: Executor, ipageSessionId: string): Promise<PaymentRow | undefined> {
    const rows = await db.select().from(payments).where(eq(payments.ipageSessionId, ipageSessionId));
    return rows[0];
  },

  async complete(
    db: Executor,
    id: string,
    result: {
      status: PaymentStatus;
      cardMasked: string;
      reference: string | null;
      failureReason: string | null;
      completedAt: Date;
    },
  ): Promise<PaymentRow> {
    const [row] = await db.update(payments).set(result).where(eq(payments.id, id)).returning();
    if (!row) throw new Error('payment update returned nothing');
    return row;
  },
};
