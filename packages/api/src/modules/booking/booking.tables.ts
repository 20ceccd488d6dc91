import { boolean, date, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ArrivalStatus, BeginBookingRequest, LineItem } from '@spa/domain';

/**
 * A spa booking of a session, pending while it is paid, then confirmed
 * (0010_spa_sessions_claims_bookings.sql). Its times are resource claims (modules/holds).
 */
export const spaBookings = pgTable('spa_bookings', {
  id: uuid('id').primaryKey().defaultRandom(),
  sessionId: text('session_id').notNull().unique(),
  status: text('status').$type<'pending' | 'confirmed'>().notNull(),
  confirmationId: text('confirmation_id').unique(),
  memberId: text('member_id'),
  bookingDate: date('booking_date', { mode: 'string' }).notNull(),
  isSpaDay: boolean('is_spa_day').notNull(),
  packageId: text('package_id'),
  leadEmail: text('lead_email').notNull(),
  /** The begin-booking body as checked, to claim the times again if a hold lapsed during payment. */
  request: jsonb('request').$type<BeginBookingRequest>().notNull(),
  lineItems: jsonb('line_items').$type<LineItem[]>().notNull(),
  totalPence: integer('total_pence').notNull(),
  /** The gift voucher (never its code: decision 0405), its code's last four and what it pays of the total; the card pays the rest (0731, 0810). */
  voucherId: uuid('voucher_id'),
  voucherCodeEnding: text('voucher_code_ending'),
  voucherPence: integer('voucher_pence').notNull().default(0),
  /** The promotion it uses, its code for the bill and what it takes off the total (0820, decision 0430). */
  promotionId: uuid('promotion_id'),
  promotionCode: text('promotion_code'),
  discountPence: integer('discount_pence').notNull().default(0),
  /** How many resource claims the booking holds, to notice one that was released since. */
  claimCount: integer('claim_count').notNull().default(0),
  paymentId: uuid('payment_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** Reception's record of the day (0270_staff.sql): arrived, or did not come. */
  arrivalStatus: text('arrival_status').$type<ArrivalStatus>(),
  arrivalAt: timestamp('arrival_at', { withTimezone: true }),
  /** Cancelled by the spa team or the member: its claims are released, the refund recorded. */
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  /** What the cancellation policy gives back (0271_cancellation_refunds.sql). */
  refundPence: integer('refund_pence'),
  /** Guests whose part was cancelled (0300): their name, when, and what the policy refunded. */
  cancelledParts: jsonb('cancelled_parts').$type<CancelledPart[]>().notNull().default([]),
  /** Each guest's id (0400), in the order of request.clients, from confirmation on: a part cancel names the guest by it. */
  guestIds: jsonb('guest_ids').$type<string[]>(),
  /** The provider's reference to the card kept for the policy's fees (0720), from the payment that booked it. */
  savedCardId: text('saved_card_id'),
  /** The kept card's masked number ('**** 4242'), when kept by a card guarantee (0780, decision 0391). */
  savedCardMasked: text('saved_card_masked'),
});

export interface CancelledPart {
  /** The guest's id (absent on parts cancelled before 0400). */
  guestId?: string;
  name: string;
  at: string;
  refundPence: number;
}

export type BookingRow = typeof spaBookings.$inferSelect;
