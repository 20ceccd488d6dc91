import { sql } from 'drizzle-orm';
import type { Executor } from '../../lib/sql-rows';
import { queryOne, queryRows } from '../../lib/sql-rows';

// ------------------------------------------------------------- refresh tokens

export interface RefreshTokenRow {
  id: string;
  family_id: string;
  member_id: string;
  scope: string;
  expires_at: Date;
  used_at: Date | null;
  revoked_at: Date | null;
}

/** Forgets a member's refresh tokens that expired a day ago or more. */
export async function pruneExpiredRefreshTokens(db: Executor, memberId: string) {
  await db.execute(sql`DELETE FROM refresh_tokens
    WHERE member_id = ${memberId} AND expires_at < now() - interval '1 day'`);
}

export async function insertRefreshToken(
  db: Executor,
  t: { familyId: string; memberId: string; tokenHash: string; scope: string; expiresAt: Date },
) {
  await db.execute(sql`INSERT INTO refresh_tokens (family_id, member_id, token_hash, scope, expires_at)
    VALUES (${t.familyId}, ${t.memberId}, ${t.tokenHash}, ${t.scope}, ${t.expiresAt.toISOString()})`);
}

/** Marks an unused, unrevoked token used and returns it; undefined when it was not usable. */
export function useRefreshToken(db: Executor, tokenHash: string) {
  return queryOne<RefreshTokenRow>(
    db,
    sql`UPDATE refresh_tokens SET used_at = now()
      WHERE token_hash = ${tokenHash} AND used_at IS NULL AND revoked_at IS NULL
      RETURNING id, family_id, member_id, scope, expires_at, used_at, revoked_at`,
  );
}

export function findRefreshToken(db: Executor, tokenHash: string) {
  return queryOne<RefreshTokenRow>(
    db,
    sql`SELECT id, family_id, member_id, scope, expires_at, used_at, revoked_at
      FROM refresh_tokens WHERE token_hash = ${tokenHash}`,
  );
}

export async function revokeFamily(db: Executor, familyId: string) {
  await db.execute(sql`UPDATE refresh_tokens SET revoked_at = now()
    WHERE family_id = ${familyId} AND revoked_at IS NULL`);
}

export async function revokeMemberFamilies(db: Executor, memberId: string, exceptFamilyId: string | null) {
  await db.execute(sql`UPDATE refresh_tokens SET revoked_at = now()
    WHERE member_id = ${memberId} AND revoked_at IS NULL
      AND (${exceptFamilyId}::uuid IS NULL OR family_id <> ${exceptFamilyId}::uuid)`);
}

/** A sign-in is active until its family is revoked (a sign-in without offline_access has no rows). */
export function isFamilyActive(db: Executor, familyId: string) {
  return queryOne<{ active: boolean }>(
    db,
    sql`SELECT NOT EXISTS (
      SELECT 1 FROM refresh_tokens WHERE family_id = ${familyId} AND revoked_at IS NOT NULL) AS active`,
  );
}

// ------------------------------------------------------------- login throttle

export interface ThrottleRow {
  key: string;
  failures: number;
  locked_until: Date | null;
  last_failure_at: Date;
}

export function findThrottles(db: Executor, keys: string[]) {
  return queryRows<ThrottleRow>(
    db,
    sql`SELECT key, failures, locked_until, last_failure_at FROM login_throttle
      WHERE key IN (${sql.join(
        keys.map((k) => sql`${k}`),
        sql`, `,
      )})`,
  );
}

/**
 * Counts one more attempt for a key, atomically (parallel attempts each count);
 * failures older than the window start again from one. Returns the new count.
 */
export async function countAttempt(db: Executor, key: string, now: Date, windowMinutes: number) {
  const row = await queryOne<{ failures: number }>(
    db,
    sql`INSERT INTO login_throttle (key, failures, last_failure_at) VALUES (${key}, 1, ${now.toISOString()})
      ON CONFLICT (key) DO UPDATE SET
        failures = CASE
          WHEN login_throttle.last_failure_at < ${now.toISOString()}::timestamptz - make_interval(mins => ${windowMinutes})
          THEN 1 ELSE login_throttle.failures + 1 END,
        last_failure_at = EXCLUDED.last_failure_at
      RETURNING failures`,
  );
  return row?.failures ?? 1;
}

export async function lockUntil(db: Executor, key: string, until: Date) {
  await db.execute(sql`UPDATE login_throttle SET locked_until = ${until.toISOString()} WHERE key = ${key}`);
}

export async function forgiveAttempt(db: Executor, key: string) {
  await db.execute(sql`UPDATE login_throttle SET failures = greatest(failures - 1, 0) WHERE key = ${key}`);
}

export async function clearThrottle(db: Executor, key: string) {
  await db.execute(sql`DELETE FROM login_throttle WHERE key = ${key}`);
}
