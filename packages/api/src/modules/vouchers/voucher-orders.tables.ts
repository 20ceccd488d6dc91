import { date, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { VoucherKind } from '@spa/domain';

/**
 * A gift voucher bought online (0800_voucher_orders.sql, decision 0400): priced by the
 * server, paid on the provider's hosted page; the voucher is issued in the capture's
 * transaction. Only the token's SHA-256 is kept.
 */
export const voucherOrders = pgTable('voucher_orders', {
  id: uuid('id').primaryKey().defaultRandom(),
  tokenHash: text('token_hash').notNull().unique(),
  kind: text('kind').$type<VoucherKind>().notNull(),
  pricePence: integer('price_pence').notNull(),
  packageId: text('package_id'),
  guests: integer('guests'),
  buyerName: text('buyer_name').notNull(),
  buyerEmail: text('buyer_email').notNull(),
  recipientName: text('recipient_name').notNull(),
  /** Null: sent to the buyer, to hand over. */
  recipientEmail: text('recipient_email'),
  message: text('message').notNull().default(''),
  deliverOn: date('deliver_on', { mode: 'string' }).notNull(),
  state: text('state').$type<'open' | 'paid'>().notNull().default('open'),
  providerSessionId: text('provider_session_id').unique(),
  cardMasked: text('card_masked'),
  reference: text('reference'),
  voucherId: uuid('voucher_id').unique(),
  /** The issued voucher's code, last four characters only. */
  codeEnding: text('code_ending'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  /** The card refund of the voucher, unspent (0830, decision 0435): owed from the void, refunded once the provider took it. */
  refundState: text('refund_state').$type<'owed' | 'refunded'>(),
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
});
export type VoucherOrderRow = typeof voucherOrders.$inferSelect;
