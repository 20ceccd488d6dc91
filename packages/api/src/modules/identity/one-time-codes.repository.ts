import { sql } from 'drizzle-orm';
import type { Executor } from '../../lib/sql-rows';
import { queryOne } from '../../lib/sql-rows';

export type CodePurpose = 'registration' | 'migration' | 'password_reset';

export interface CodeRow {
  id: string;
  purpose: CodePurpose;
  email: string;
  code_hash: string;
  failed_attempts: number;
  expires_at: Date;
  verified_at: Date | null;
  validation_hash: string | null;
  consumed_at: Date | null;
}

const purposes = (list: CodePurpose[]) =>
  sql.join(
    list.map((p) => sql`${p}`),
    sql`, `,
  );

/** Closes every open code of that e-mail and purpose (a new code replaces them). */
export async function closeOpenCodes(db: Executor, email: string, purpose: CodePurpose) {
  await db.execute(sql`UPDATE one_time_codes SET consumed_at = now()
    WHERE email = ${email} AND purpose = ${purpose} AND consumed_at IS NULL`);
}

/** Forgets codes nobody can use any more (a day old), so the table stays small. */
export async function pruneOldCodes(db: Executor) {
  await db.execute(sql`DELETE FROM one_time_codes WHERE created_at < now() - interval '1 day'`);
}

export async function insertCode(
  db: Executor,
  c: { id: string; purpose: CodePurpose; email: string; codeHash: string; expiresAt: Date },
) {
  await db.execute(sql`INSERT INTO one_time_codes (id, purpose, email, code_hash, expires_at)
    VALUES (${c.id}, ${c.purpose}, ${c.email}, ${c.codeHash}, ${c.expiresAt.toISOString()})`);
}

export async function countCodesSince(db: Executor, email: string, since: Date) {
  const row = await queryOne<{ count: number | string }>(
    db,
    sql`SELECT count(*) AS count FROM one_time_codes WHERE email = ${email} AND created_at >= ${since.toISOString()}`,
  );
  return Number(row?.count ?? 0);
}

/** The code by id, locked for this transaction. */
export function lockCodeById(db: Executor, id: string) {
  return queryOne<CodeRow>(db, sql`SELECT * FROM one_time_codes WHERE id = ${id} FOR UPDATE`);
}

/** The newest open code of an e-mail for any of the purposes, locked for this transaction. */
export function lockLatestCode(db: Executor, email: string, list: CodePurpose[]) {
  return queryOne<CodeRow>(
    db,
    sql`SELECT * FROM one_time_codes WHERE email = ${email} AND purpose IN (${purposes(list)})
      AND consumed_at IS NULL ORDER BY created_at DESC LIMIT 1 FOR UPDATE`,
  );
}

export async function recordWrongCode(db: Executor, id: string) {
  await db.execute(sql`UPDATE one_time_codes SET failed_attempts = failed_attempts + 1 WHERE id = ${id}`);
}

export async function markVerified(db: Executor, id: string, validationHash: string) {
  await db.execute(sql`UPDATE one_time_codes SET verified_at = now(), validation_hash = ${validationHash}
    WHERE id = ${id}`);
}

/** Uses up a verified code whose validation id matches; undefined when there is none. */
export function consumeValidated(
  db: Executor,
  where: { id?: string; email?: string },
  validationHash: string,
  list: CodePurpose[],
) {
  return queryOne<CodeRow>(
    db,
    sql`UPDATE one_time_codes SET consumed_at = now()
      WHERE validation_hash = ${validationHash} AND consumed_at IS NULL AND verified_at IS NOT NULL
        AND purpose IN (${purposes(list)})
        AND (${where.id ?? null}::uuid IS NULL OR id = ${where.id ?? null}::uuid)
        AND (${where.email ?? null}::text IS NULL OR email = ${where.email ?? null}::text)
        AND verified_at > now() - interval '30 minutes'
      RETURNING *`,
  );
}
