import { date, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Itinerary, PlansRequest, WaitingWants } from '@spa/domain';

export type WaitingState = 'waiting' | 'offered' | 'booked' | 'lapsed' | 'left';

/** A guest's wish for a full day (0610_waiting_list.sql, decision 0285). */
export const waitingEntries = pgTable('waiting_entries', {
  id: uuid('id').primaryKey().defaultRandom(),
  day: date('day').notNull(),
  /** What the guest's session held of the day but its treatments: the planner's starting point. */
  held: jsonb('held').$type<Itinerary>().notNull(),
  guestRequirements: jsonb('guest_requirements').$type<PlansRequest['GuestRequirements']>().notNull(),
  /** What is waited for (0760_waiting_wants.sql, decision 0370); the window is its. */
  wants: text('wants').$type<WaitingWants>().notNull().default('treatments'),
  /** The add-on treatment waited for (wants 'add-on'). */
  addOn: jsonb('add_on').$type<{ guestIndex: number; code: string }>(),
  /** The booking in progress the guest's screens saved: the offer's session starts from it. */
  search: jsonb('search').$type<unknown>(),
  /** 'HH:MM', the resort's time: the treatments may start from … to …. */
  windowFrom: text('window_from').notNull(),
  windowTo: text('window_to').notNull(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  memberId: text('member_id'),
  clientAddress: text('client_address'),
  state: text('state').$type<WaitingState>().notNull().default('waiting'),
  offerSessionId: text('offer_session_id'),
  offeredAt: timestamp('offered_at', { withTimezone: true }),
  /** The staff member who offered a time by hand; null for the list's own offers. */
  offeredBy: text('offered_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  closedAt: timestamp('closed_at', { withTimezone: true }),
});

export type WaitingEntryRow = typeof waitingEntries.$inferSelect;
