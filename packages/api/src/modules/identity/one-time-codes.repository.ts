import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { rowWhere } from '../../lib/sql';
import type { CodePurpose } from '../mail';
import { oneTimeCodes, provenEmails, type CodeRow } from './identity.tables';

/** Closes every open code of that e-mail and purpose (a new code replaces them). */
export async function closeOpenCodes(db: Executor, email: string, purpose: CodePurpose) {
  await db
    .update(oneTimeCodes)
    .set({ consumedAt: sql`now()` })
    .where(
      and(eq(oneTimeCodes.email, email), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.consumedAt)),
    );
}

/** Forgets codes nobody can use any more (a day old), so the table stays small. */
export async function pruneOldCodes(db: Executor) {
  await db.delete(oneTimeCodes).where(lt(oneTimeCodes.createdAt, sql`now() - interval '1 day'`));
}

export async function insertCode(
  db: Executor,
  code: Pick<
    typeof oneTimeCodes.$inferInsert,
    'id' | 'purpose' | 'email' | 'memberId' | 'codeHash' | 'expiresAt'
  >,
) {
  await db.insert(oneTimeCodes).values(code);
}

/** The code by id, locked for this transaction. */
export async function lockCodeById(db: Executor, id: string): Promise<CodeRow | undefined> {
  const [row] = await db.select().from(oneTimeCodes).where(eq(oneTimeCodes.id, id)).for('update');
  return row;
}

/** The newest open code of an e-mail for any of the purposes, locked for this transaction. */
export async function lockLatestCode(
  db: Executor,
  email: string,
  purposes: CodePurpose[],
): Promise<CodeRow | undefined> {
  const [row] = await db
    .select()
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.email, email),
        inArray(oneTimeCodes.purpose, purposes),
        isNull(oneTimeCodes.consumedAt),
      ),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1)
    .for('update');
  return row;
}

export async function recordWrongCode(db: Executor, id: string) {
  await db
    .update(oneTimeCodes)
    .set({ failedAttempts: sql`${oneTimeCodes.failedAttempts} + 1` })
    .where(eq(oneTimeCodes.id, id));
}

export async function markVerified(db: Executor, id: string, validationHash: string) {
  await db
    .update(oneTimeCodes)
    .set({ verifiedAt: sql`now()`, validationHash })
    .where(eq(oneTimeCodes.id, id));
}

/** Uses up a verified code (of the last 30 minutes) whose validation id matches; undefined when there is none. */
export async function consumeValidated(
  db: Executor,
  where: { id?: string; email?: string },
  validationHash: string,
  purposes: CodePurpose[],
): Promise<CodeRow | undefined> {
  const [row] = await db
    .update(oneTimeCodes)
    .set({ consumedAt: sql`now()` })
    .where(
      and(
        eq(oneTimeCodes.validationHash, validationHash),
        isNull(oneTimeCodes.consumedAt),
        isNotNull(oneTimeCodes.verifiedAt),
        inArray(oneTimeCodes.purpose, purposes),
        where.id === undefined ? undefined : eq(oneTimeCodes.id, where.id),
        where.email === undefined ? undefined : eq(oneTimeCodes.email, where.email),
        gt(oneTimeCodes.verifiedAt, sql`now() - interval '30 minutes'`),
      ),
    )
    .returning();
  return row;
}

/** Records that the owner of `email` proved it with a code. */
export async function recordProvenEmail(db: Executor, email: string) {
  await db.insert(provenEmails).values({ email }).onConflictDoNothing();
}

/** Whether the owner of `email` (lower-cased) has ever proven it with a code. */
export async function isEmailProven(db: Executor, email: string): Promise<boolean> {
  return (await rowWhere(db, provenEmails, eq(provenEmails.email, email))) !== null;
}
