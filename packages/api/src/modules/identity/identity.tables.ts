import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CodePurpose } from '../mail';

/** Sign-in, codes and secrets (0100_accounts.sql). */

/** Rotating refresh tokens: one family per sign-in; a used token presented again revokes the family. */
export const refreshTokens = pgTable('refresh_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  familyId: uuid('family_id').notNull(),
  memberId: uuid('member_id').notNull(),
  /** SHA-256 of the opaque token; the token itself is never stored. */
  tokenHash: text('token_hash').notNull().unique(),
  scope: text('scope').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time codes (registration, migration, password reset): hashed, single use, 10 minutes, 5 tries. */
export const oneTimeCodes = pgTable('one_time_codes', {
  id: uuid('id').primaryKey(),
  purpose: text('purpose').$type<CodePurpose>().notNull(),
  email: text('email').notNull(),
  /** The member who asked (an e-mail change); null for codes that prove an e-mail alone. */
  memberId: uuid('member_id'),
  codeHash: text('code_hash').notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** Set when the right code is given; the validation id then proves it for the next step. */
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  validationHash: text('validation_hash'),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type CodeRow = typeof oneTimeCodes.$inferSelect;

/** Login throttle per account ('account:<email>') and per client address ('address:<ip>'). */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
});

/** Secrets generated once when the environment gives none (development), shared by every process. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** E-mail addresses proven with a one-time code (0215_proven_emails.sql); lower-cased. */
export const provenEmails = pgTable('proven_emails', {
  email: text('email').primaryKey(),
  provenAt: timestamp('proven_at', { withTimezone: true }).notNull().defaultNow(),
});
