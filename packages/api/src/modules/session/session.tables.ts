import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AccountCreateStatus, ItineraryContext, SessionKind, SessionStatus } from '@spa/domain';

/** A booking session: the capability to a booking in progress (0010_spa_sessions_claims_bookings.sql). */
export const spaSessions = pgTable('spa_sessions', {
  id: text('id').primaryKey(),
  kind: text('kind').$type<SessionKind>().notNull(),
  status: text('status').$type<SessionStatus>().notNull().default('active'),
  /** The booking in progress (the spec's Search), as the web app saved it. */
  search: jsonb('search').$type<unknown>(),
  accountCreateStatus: jsonb('account_create_status').$type<AccountCreateStatus>(),
  memberId: text('member_id'),
  /** The address the session was begun from (0230): caps what one address holds at once. */
  clientAddress: text('client_address'),
  /** SHA-256 of the owner token in the browser that began it (0231): shares a booking by e-mail. */
  ownerHash: text('owner_hash'),
  /** The frame of the itinerary its holds make up (date, party, package and band); null before the first hold. */
  itineraryContext: jsonb('itinerary_context').$type<ItineraryContext>(),
  /** The spa team member who began it at the desk (0710): the desk's clock, confirmed by staff only. */
  staffId: uuid('staff_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
});

export type SessionRow = typeof spaSessions.$inferSelect;
