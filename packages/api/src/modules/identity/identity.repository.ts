import { and, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { loginThrottle, refreshTokens } from './identity.tables';

// ------------------------------------------------------------- refresh tokens

/** Forgets a member's refresh tokens that expired a day ago or more. */
export async function pruneExpiredRefreshTokens(db: Executor, memberId: string) {
  await db
    .delete(refreshTokens)
    .where(
      and(eq(refreshTokens.memberId, memberId), lt(refreshTokens.expiresAt, sql`now() - interval '1 day'`)),
    );
}

export async function insertRefreshToken(
  db: Executor,
  token: Pick<
    typeof refreshTokens.$inferInsert,
    'familyId' | 'memberId' | 'tokenHash' | 'scope' | 'expiresAt'
  >,
) {
  await db.insert(refreshTokens).values(token);
}

/** Marks an unused, unrevoked token used and returns it; undefined when it was not usable. */
export async function useRefreshToken(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .returning();
  return row;
}

export async function findRefreshToken(db: Executor, tokenHash: string) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

export async function revokeFamily(db: Executor, familyId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Revokes every sign-in of a member, but the one `exceptFamilyId` names (if any). */
export async function revokeMemberFamilies(db: Executor, memberId: string, exceptFamilyId: string | null) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.memberId, memberId),
        isNull(refreshTokens.revokedAt),
        exceptFamilyId === null ? undefined : ne(refreshTokens.familyId, exceptFamilyId),
      ),
    );
}

/** A sign-in is active while its family has a row not revoked (every sign-in has at least one). */
export async function isFamilyActive(db: Executor, familyId: string): Promise<boolean> {
  const live = await db.$count(
    refreshTokens,
    and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)),
  );
  return live > 0;
}

// ------------------------------------------------------------- login throttle

export function findThrottles(db: Executor, keys: string[]) {
  return db.select().from(loginThrottle).where(inArray(loginThrottle.key, keys));
}

/**
 * Counts one more attempt for a key, atomically (parallel attempts each count);
 * failures older than the window start again from one. Returns the new count.
 */
export async function countAttempt(db: Executor, key: string, now: Date, windowMinutes: number) {
  const [row] = await db
    .insert(loginThrottle)
    .values({ key, failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`CASE
          WHEN ${loginThrottle.lastFailureAt} < ${now.toISOString()}::timestamptz - make_interval(mins => ${windowMinutes})
          THEN 1 ELSE ${loginThrottle.failures} + 1 END`,
        lastFailureAt: sql`excluded.last_failure_at`,
      },
    })
    .returning({ failures: loginThrottle.failures });
  return row?.failures ?? 1;
}

export async function lockUntil(db: Executor, key: string, until: Date) {
  await db.update(loginThrottle).set({ lockedUntil: until }).where(eq(loginThrottle.key, key));
}

export async function forgiveAttempt(db: Executor, key: string) {
  await db
    .update(loginThrottle)
    .set({ failures: sql`greatest(${loginThrottle.failures} - 1, 0)` })
    .where(eq(loginThrottle.key, key));
}

export async function clearThrottle(db: Executor, key: string) {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}

/** Clears every throttle of one account: from anywhere, from each address and each browser. */
export async function clearAccountThrottles(db: Executor, email: string) {
  const lower = email.toLowerCase();
  await db
    .delete(loginThrottle)
    .where(
      or(
        eq(loginThrottle.key, `account:${lower}`),
        sql`starts_with(${loginThrottle.key}, ${`pair:${lower}|`})`,
        sql`starts_with(${loginThrottle.key}, ${`device:${lower}|`})`,
      ),
    );
}
