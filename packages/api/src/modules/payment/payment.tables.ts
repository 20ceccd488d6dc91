import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { PaymentStatus } from '@spa/domain';

/** Card payments as the booking side records them (0010_…sql, 0200_payment_sandbox.sql, 0210_…sql). */
export const payments = pgTable('payments', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The spa session paid for; null for a stay's payment (0245_stay_payments.sql). */
  sessionId: text('session_id'),
  purpose: text('purpose').$type<PaymentPurpose>().notNull().default('spa'),
  /** The stay a 'stay-…' payment paid for, written with the reservation. */
  stayReservationId: uuid('stay_reservation_id'),
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
  /** The provider's authorisation, once the card was authorised. */
  authorisationId: text('authorisation_id'),
  /** Set in the transaction that confirms the booking this payment paid for. */
  bookedAt: timestamp('booked_at', { withTimezone: true }),
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
  /** Pence given back so far (0271): the whole amount, or part of it on a cancellation. */
  refundedPence: integer('refunded_pence').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** The request that made this payment (a stay booking's key, 0400): one live payment per key. */
  requestKey: text('request_key'),
  /** The guest consented to the card being kept for the policy's fees (0720, decision 0330). */
  keepCard: boolean('keep_card').notNull().default(false),
  /** The provider's reference to the kept card, once authorised (never card data). */
  savedCardId: text('saved_card_id'),
  /** What a stay's payment books (0706): the stays module's, read back by it only. */
  stayRequest: jsonb('stay_request').$type<unknown>(),
});

export type PaymentRow = typeof payments.$inferSelect;
/** A spa session's payment: the only kind the card page and the booking flow see. */
export type SpaPaymentRow = PaymentRow & { sessionId: string };
/** 'stay-guarantee': a card authorised, never captured; 'stay-deposit': captured once the stay is booked. */
export type PaymentPurpose = 'spa' | 'stay-guarantee' | 'stay-deposit';

/**
 * A refund owed on a payment (0300): written 'pending' by the cancelling transaction,
 * 'refunded' once the provider took it. `refundKey` is the provider's idempotency key;
 * `leaseUntil` the lock of the process asking the provider.
 */
export const paymentRefunds = pgTable('payment_refunds', {
  id: uuid('id').primaryKey().defaultRandom(),
  paymentId: uuid('payment_id').notNull(),
  refundKey: text('refund_key').notNull().unique(),
  amountPence: integer('amount_pence').notNull(),
  reason: text('reason').notNull(),
  status: text('status').$type<'pending' | 'refunded'>().notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
});
export type RefundRow = typeof paymentRefunds.$inferSelect;

/**
 * The lease of the one request completing a booking's payment (0705, decision 315): held by
 * `holder` until `leaseUntil`, so a completion never waits for one that died.
 */
export const paymentCompletionLocks = pgTable('payment_completion_locks', {
  lockKey: text('lock_key').primaryKey(),
  holder: text('holder').notNull(),
  leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
});
