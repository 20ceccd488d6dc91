import { bigint, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { MailAttachment } from './mail.message';

/** Mail kept in the database when no SMTP server is configured, read at /mailbox (0100_accounts.sql). */
export const mailOutbox = pgTable('mail_outbox', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body').notNull(),
  attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
