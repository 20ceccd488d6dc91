import type { StaySpaItem } from '@spa/domain';
import { boolean, date, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Reservations at the hotel (0214_stays.sql): imported from the property system, changed by members. */
export const stayReservations = pgTable('stay_reservations', {
  id: uuid('id').primaryKey().defaultRandom(),
  confirmationNumber: text('confirmation_number').notNull().unique(),
  memberId: uuid('member_id'),
  /** Lower-cased. */
  leadEmail: text('lead_email').notNull(),
  hasVoucher: boolean('has_voucher').notNull().default(false),
  cardLastDigits: text('card_last_digits').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A room (leg) of a reservation; its id is the room's InternalIdentifier. */
export const stayRooms = pgTable('stay_rooms', {
  id: uuid('id').primaryKey().defaultRandom(),
  reservationId: uuid('reservation_id').notNull(),
  leg: integer('leg').notNull(),
  roomCode: text('room_code').notNull(),
  rateCode: text('rate_code').notNull(),
  arrivalDate: date('arrival_date', { mode: 'string' }).notNull(),
  departureDate: date('departure_date', { mode: 'string' }).notNull(),
  adults: integer('adults').notNull(),
  children: integer('children').notNull().default(0),
  infants: integer('infants').notNull().default(0),
  dogs: integer('dogs').notNull().default(0),
  leadGuest: text('lead_guest').notNull(),
  accompanyingGuests: jsonb('accompanying_guests').$type<string[]>().notNull().default([]),
  totalPence: integer('total_pence').notNull(),
  nonAdultTotalPence: integer('non_adult_total_pence').notNull().default(0),
  dogsTotalPence: integer('dogs_total_pence').notNull().default(0),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
});

/** An add-on package of a room, priced by the server when added. */
export const stayRoomPackages = pgTable('stay_room_packages', {
  id: uuid('id').primaryKey().defaultRandom(),
  roomId: uuid('room_id').notNull(),
  code: text('code').notNull(),
  quantity: integer('quantity').notNull(),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }).notNull(),
  amountPence: integer('amount_pence').notNull(),
  dining: jsonb('dining').$type<{ timeSlot: string; restaurant: string }[]>(),
  /** A spa add-on's session of kind 'stay', whose claims hold its therapists, rooms or places (0240). */
  spaSessionId: text('spa_session_id').unique(),
  spaItems: jsonb('spa_items').$type<StaySpaItem[]>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type StayReservationRow = typeof stayReservations.$inferSelect;
export type StayRoomRow = typeof stayRooms.$inferSelect;
export type StayRoomPackageRow = typeof stayRoomPackages.$inferSelect;
