import { bigint, boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { MailAttachment } from './mail.message';

export type OutboxStatus = 'queued' | 'sending' | 'sent' | 'failed';

/**
 * Every e-mail, written in the transaction of what it reports and delivered by the
 * outbox worker (0100_accounts.sql, 0220_mail_outbox_delivery.sql); read at /mailbox
 * when no SMTP server is configured.
 */
export const mailOutbox = pgTable('mail_outbox', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body').notNull(),
  attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  status: text('status').$type<OutboxStatus>().notNull().default('queued'),
  attempts: integer('attempts').notNull().default(0),
  /** When the worker may (next) take it; while 'sending', when its lease runs out. */
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  /** The kind of the last failure (never the server's answer, which may quote the address). */
  lastError: text('last_error'),
  /** It carries a secret: its bodies and attachments are not kept once SMTP has taken it (decision 0560). */
  carriesSecret: boolean('carries_secret').notNull().default(false),
});

export type OutboxRow = typeof mailOutbox.$inferSelect;
