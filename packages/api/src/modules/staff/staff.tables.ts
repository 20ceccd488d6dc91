import { bigserial, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { StaffRole } from '@spa/domain';

/** The spa team's accounts (0270_staff.sql): not members; e-mail lower-cased, argon2id hashes. */
export const staffMembers = pgTable('staff_members', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  displayName: text('display_name').notNull(),
  role: text('role').$type<StaffRole>().notNull(),
  passwordHash: text('password_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
});
export type StaffMember = typeof staffMembers.$inferSelect;

/** One staff sign-in (a shift on one device), named by its access token; ended by signing out. */
export const staffSignIns = pgTable('staff_sign_ins', {
  id: uuid('id').primaryKey().defaultRandom(),
  staffId: uuid('staff_id').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  endedAt: timestamp('ended_at', { withTimezone: true }),
});

/** Who changed what and when, with the record before and after (same transaction as the change). */
export const staffAuditLog = pgTable('staff_audit_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  staffId: uuid('staff_id'),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  action: text('action').notNull(),
  subject: text('subject').notNull(),
  before: jsonb('before').$type<unknown>(),
  after: jsonb('after').$type<unknown>(),
});
export type AuditEntry = Pick<
  typeof staffAuditLog.$inferInsert,
  'staffId' | 'action' | 'subject' | 'before' | 'after'
>;
