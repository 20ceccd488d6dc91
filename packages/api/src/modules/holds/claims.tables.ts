import { bigint, bigserial, date, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { HoldKind } from '@spa/domain';
import { tstzrange } from '../../db/columns';

/**
 * Resource claims (0010_spa_sessions_claims_bookings.sql): holds, pending and
 * confirmed bookings of therapists, rooms, tables and capacity pools. The exclusion
 * constraints, the capacity trigger and the foreign keys are in the migration; these
 * declarations are for typed queries (test/schema-drift.test.ts keeps them in step).
 */

/** A therapist and/or a room for a span: treatments, add-on treatments, the mud room. */
export const appointmentClaims = pgTable('appointment_claims', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  sessionId: text('session_id').notNull(),
  bookingId: uuid('booking_id'),
  holdKind: text('hold_kind').$type<HoldKind>().notNull(),
  guestIndexes: integer('guest_indexes').array().notNull(),
  itemType: integer('item_type').notNull(),
  activityCode: text('activity_code').notNull(),
  staffId: text('staff_id'),
  roomId: text('room_id'),
  during: tstzrange('during').notNull(),
  /** When the therapist (room) is free again, if before upper(during): a clean-up of the other only (0310). */
  staffUntil: timestamp('staff_until', { withTimezone: true }),
  roomUntil: timestamp('room_until', { withTimezone: true }),
  /** null: confirmed, never expires. */
  expiresAt: timestamp('expires_at', { withTimezone: true }),
});

/** A restaurant table for the dining duration. */
export const tableClaims = pgTable('table_claims', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  sessionId: text('session_id').notNull(),
  bookingId: uuid('booking_id'),
  holdKind: text('hold_kind').$type<HoldKind>().notNull(),
  restaurantId: text('restaurant_id').notNull(),
  facilityId: text('facility_id').notNull(),
  partySize: integer('party_size').notNull(),
  during: tstzrange('during').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
});

/** Places in a session or window with a capacity; `used` is kept by the claims' trigger. */
export const capacityPools = pgTable('capacity_pools', {
  /** e.g. 'garden:GARDEN-3H:2026-12-01T10:00:00.000Z' */
  pool: text('pool').primaryKey(),
  capacity: integer('capacity').notNull(),
  used: integer('used').notNull().default(0),
});

export const capacityClaims = pgTable('capacity_claims', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  sessionId: text('session_id').notNull(),
  bookingId: uuid('booking_id'),
  holdKind: text('hold_kind').$type<HoldKind>().notNull(),
  pool: text('pool').notNull(),
  resourceKind: text('resource_kind').$type<'garden' | 'arrival'>().notNull(),
  resourceCode: text('resource_code').notNull(),
  guestIndexes: integer('guest_indexes').array().notNull(),
  places: integer('places').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
});

/** Therapists away (holiday, sickness, training): the engine's absences. */
export const therapistAbsences = pgTable('therapist_absences', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  staffId: text('staff_id').notNull(),
  during: tstzrange('during').notNull(),
  reason: text('reason').$type<'holiday' | 'sickness' | 'training' | 'other'>().notNull(),
});

/**
 * A change counter per UTC date of what is taken (0260_claim_day_versions.sql, decision 160):
 * triggers on the four tables above add one on every write; availability's cache reads them.
 */
export const claimDayVersions = pgTable('claim_day_versions', {
  day: date('day').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});
