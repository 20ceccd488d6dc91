import { date, integer, boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { PromotionKind, PromotionStatus } from '@spa/domain';

/** A promotion code the manager set (0820_promotions.sql, decision 0430); `code` normalised. */
export const promotions = pgTable('promotions', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  description: text('description').notNull().default(''),
  kind: text('kind').$type<PromotionKind>().notNull(),
  percent: integer('percent'),
  amountPence: integer('amount_pence'),
  packageIds: text('package_ids').array().notNull().default([]),
  treatmentIds: text('treatment_ids').array().notNull().default([]),
  visitFrom: date('visit_from', { mode: 'string' }),
  visitTo: date('visit_to', { mode: 'string' }),
  validFrom: date('valid_from', { mode: 'string' }),
  validUntil: date('valid_until', { mode: 'string' }),
  firstBookingOnly: boolean('first_booking_only').notNull().default(false),
  perGuestCap: integer('per_guest_cap'),
  totalCap: integer('total_cap'),
  status: text('status').$type<PromotionStatus>().notNull().default('active'),
  createdBy: uuid('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One confirmed booking's use of a promotion; released (no longer counted) when the booking is cancelled. */
export const promotionUses = pgTable('promotion_uses', {
  id: uuid('id').primaryKey().defaultRandom(),
  promotionId: uuid('promotion_id').notNull(),
  bookingId: uuid('booking_id').notNull().unique(),
  email: text('email').notNull(),
  discountPence: integer('discount_pence').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  releasedAt: timestamp('released_at', { withTimezone: true }),
});

export type PromotionRow = typeof promotions.$inferSelect;
export type PromotionInsert = Omit<typeof promotions.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
