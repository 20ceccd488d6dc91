import { bigint, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Mailing-list subscriptions per e-mail, member or not (0100_accounts.sql). */
export const mailingListSubscriptions = pgTable(
  'mailing_list_subscriptions',
  {
    email: text('email').notNull(),
    /** The marketing platform's address book id (the catalogue's MailingLists). */
    addressBookId: bigint('address_book_id', { mode: 'number' }).notNull(),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.email, table.addressBookId] })],
);

/** A contact's data fields (TITLE, FIRSTNAME …) as last given. */
export const marketingContacts = pgTable('marketing_contacts', {
  email: text('email').primaryKey(),
  dataFields: jsonb('data_fields').$type<Record<string, string>>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
