import { bigserial, date, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * "A time freed on this day" (0610_waiting_list.sql, decision 0285): written in the
 * transaction that releases claims (a cancellation, a lapsed offer, …), read after the
 * commit and by the sweep every minute by the waiting list, which offers the time.
 * lease_until is the sweep's lock; done_at once handled.
 */
export const waitingFrees = pgTable('waiting_frees', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  day: date('day').notNull(),
  reason: text('reason').notNull(),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  doneAt: timestamp('done_at', { withTimezone: true }),
});
