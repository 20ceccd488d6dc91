import { bigserial, date, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { VoucherKind } from '@spa/domain';

/** A gift voucher (0730_vouchers.sql, decision 0340): what it was worth, what is left, until when. */
export const vouchers = pgTable('vouchers', {
  id: uuid('id').primaryKey().defaultRandom(),
  /**
   * Only on a row from before 0810 until the start-up re-keys it (decision 0405): the code is
   * never stored; it is found by `codeHash`.
   */
  code: text('code').unique(),
  /** HMAC-SHA256 (hex) of the normalised code under the voucher code key. */
  codeHash: text('code_hash').unique(),
  /** The code's last four characters, for the ledger, lists and the bill. */
  codeEnding: text('code_ending').notNull(),
  kind: text('kind').$type<VoucherKind>().notNull(),
  valuePence: integer('value_pence').notNull(),
  balancePence: integer('balance_pence').notNull(),
  packageId: text('package_id'),
  guests: integer('guests'),
  status: text('status').$type<'active' | 'void'>().notNull().default('active'),
  source: text('source').$type<VoucherSource>().notNull(),
  reason: text('reason'),
  issuedBy: uuid('issued_by'),
  expiresOn: date('expires_on', { mode: 'string' }).notNull(),
  recipientName: text('recipient_name'),
  recipientEmail: text('recipient_email'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One change of a voucher: issued, spent on a booking, returned by a refund, extended, voided. */
export const voucherMovements = pgTable('voucher_movements', {
  id: uuid('id').primaryKey().defaultRandom(),
  voucherId: uuid('voucher_id').notNull(),
  movementKey: text('movement_key').notNull().unique(),
  kind: text('kind').$type<VoucherMovementKind>().notNull(),
  amountPence: integer('amount_pence').notNull(),
  bookingKind: text('booking_kind').$type<'spa' | 'stay'>(),
  bookingId: uuid('booking_id'),
  staffId: uuid('staff_id'),
  note: text('note'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A code tried that matched nothing, for the guessing throttle. */
export const voucherGuesses = pgTable('voucher_guesses', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  clientAddress: text('client_address').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});

export type VoucherSource = 'sold' | 'complimentary';
export type VoucherMovementKind = 'issue' | 'redeem' | 'refund' | 'extend' | 'void';
export type VoucherRow = typeof vouchers.$inferSelect;
export type VoucherMovementRow = typeof voucherMovements.$inferSelect;
