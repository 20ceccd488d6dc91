import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * A payment link e-mailed for a booking's balance (0710_desk_bookings.sql, decision 0320):
 * paid once on the provider's hosted page; only the token's SHA-256 is kept.
 */
export const paymentLinks = pgTable('payment_links', {
  id: uuid('id').primaryKey().defaultRandom(),
  bookingId: uuid('booking_id').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  /** 0 for a card guarantee. */
  amountPence: integer('amount_pence').notNull(),
  /** 'payment' of the balance, or 'guarantee': the card kept for the policy, nothing charged (0780, decision 0391). */
  purpose: text('purpose').$type<'payment' | 'guarantee'>().notNull().default('payment'),
  /** 'open' until paid, or replaced by a newer link of the same booking. */
  state: text('state').$type<'open' | 'paid' | 'replaced'>().notNull().default('open'),
  /** The provider's payment session, once the guest opened the card page. */
  providerSessionId: text('provider_session_id').unique(),
  cardMasked: text('card_masked'),
  reference: text('reference'),
  createdBy: uuid('created_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
});
export type PaymentLinkRow = typeof paymentLinks.$inferSelect;
