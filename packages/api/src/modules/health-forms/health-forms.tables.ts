import { pgTable, primaryKey, smallint, timestamp, uuid, jsonb } from 'drizzle-orm/pg-core';
import type { HealthAnswers } from '@spa/domain';

/** Each guest's answers to a booking's health questionnaire (0501_health_forms.sql). */
export const healthAnswers = pgTable(
  'health_answers',
  {
    bookingId: uuid('booking_id').notNull(),
    guestIndex: smallint('guest_index').notNull(),
    answers: jsonb('answers').$type<HealthAnswers>().notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.guestIndex] })],
);

/** The questionnaire's reminder of a booking: leased by one sweep, then sent once. */
export const healthReminders = pgTable('health_reminders', {
  bookingId: uuid('booking_id').primaryKey(),
  leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});
