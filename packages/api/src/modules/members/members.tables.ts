import { boolean, date, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The resort's members (guest accounts), 0100_accounts.sql. E-mail addresses are stored lower-cased. */
export const members = pgTable('members', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  title: text('title').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  telephone: text('telephone'),
  /** YYYY-MM-DD */
  birthdate: date('birthdate', { mode: 'string' }),
  /** argon2id PHC string; null until the member sets a password (registration without one). */
  passwordHash: text('password_hash'),
  /** Known to the property system (came from it, or gave an address): keeps and edits an address. */
  registeredInOpera: boolean('registered_in_opera').notNull().default(false),
  addressLine1: text('address_line1'),
  addressLine2: text('address_line2'),
  addressCity: text('address_city'),
  addressCountry: text('address_country'),
  addressPostcode: text('address_postcode'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type Member = typeof members.$inferSelect;
