import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { PaymentStatus } from '@spa/domain';

/** Card payments as the (sandbox) provider records them (0010_…sql, 0200_payment_sandbox.sql). */
export const payments = pgTable('payments', {
  id: uuid('id').primaryKey().defaultRandom(),
  sessionId: text('session_id').notNull(),
  /** The card page's session: the provider's id for one payment attempt. */
  ipageSessionId: text('ipage_session_id').notNull().unique(),
  amountPence: integer('amount_pence').notNull(),
  status: text('status').$type<PaymentStatus>().notNull().default('pending'),
  /** '**** 4242': all that is kept of a card. */
  cardMasked: text('card_masked'),
  reference: text('reference'),
  failureReason: text('failure_reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});

export type PaymentRow = typeof payments.$inferSelect;
