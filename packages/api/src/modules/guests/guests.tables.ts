import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Staff notes on a guest, keyed by normalised e-mail or phone (0770_guest_notes.sql, 0790); append-only. */
export const guestNotes = pgTable('guest_notes', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Null for a party guest known by their phone alone (0790). */
  email: text('email'),
  phone: text('phone'),
  body: text('body').notNull(),
  staffId: uuid('staff_id').notNull(),
  bookingId: uuid('booking_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type GuestNoteRow = typeof guestNotes.$inferSelect;
