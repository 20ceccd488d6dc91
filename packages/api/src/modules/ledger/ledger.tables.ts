import { sql } from 'drizzle-orm';
import { bigint, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ChargeCategory, Tender } from '@spa/domain';

/** One money movement of a booking (0400_booking_ledger.sql, decision 200). */
export const ledgerEntries = pgTable('ledger_entries', {
  id: uuid('id').primaryKey().defaultRandom(),
  bookingKind: text('booking_kind').$type<AccountKind>().notNull(),
  bookingId: uuid('booking_id').notNull(),
  /** The movement's idempotency key: written once, however often asked. */
  entryKey: text('entry_key').notNull().unique(),
  kind: text('kind').$type<'charge' | 'credit' | 'payment' | 'refund'>().notNull(),
  category: text('category').$type<ChargeCategory>(),
  tender: text('tender').$type<Tender>(),
  amountPence: integer('amount_pence').notNull(),
  description: text('description').notNull(),
  /** The provider's or till's reference of a payment or refund. */
  reference: text('reference'),
  /** The spa team member who took or gave the money at the desk. */
  staffId: uuid('staff_id'),
  /** clock_timestamp(): the entries of one transaction keep their order. */
  createdAt: timestamp('created_at', { withTimezone: true })
    .notNull()
    .default(sql`clock_timestamp()`),
  /** The order of writing, where two entries share a timestamp (0870_…sql). */
  written: bigint('written', { mode: 'number' }).generatedAlwaysAsIdentity(),
});

export type BookingKind = 'spa' | 'stay';
/** Whose money an entry is: a spa booking's, a stay's, or a sold gift voucher's (its sale and refund; decision 0435). */
export type AccountKind = BookingKind | 'voucher';
export type LedgerRow = typeof ledgerEntries.$inferSelect;
