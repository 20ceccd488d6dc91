import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { FeeStatus, PolicyFeeKind } from '@spa/domain';

/** A late-cancel or no-show fee of a spa booking, charged to its kept card once approved (0720, decision 0330). */
export const bookingFees = pgTable('booking_fees', {
  id: uuid('id').primaryKey().defaultRandom(),
  bookingId: uuid('booking_id').notNull(),
  kind: text('kind').$type<PolicyFeeKind>().notNull(),
  amountPence: integer('amount_pence').notNull(),
  status: text('status').$type<FeeStatus>().notNull().default('proposed'),
  proposedBy: uuid('proposed_by').notNull(),
  approvedBy: uuid('approved_by'),
  /** The provider's reference of the off-session charge. */
  reference: text('reference'),
  declineReason: text('decline_reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
});

export type FeeRow = typeof bookingFees.$inferSelect;
