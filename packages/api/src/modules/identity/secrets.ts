import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { queryOne } from '../../lib/sql-rows';

/**
 * A secret from the environment, or (outside production) one generated once and
 * kept in app_secrets so that every process of the same database agrees on it.
 */
export async function loadSecret(db: Db, name: string, fromEnv: string | undefined): Promise<string> {
  if (fromEnv) return fromEnv;
  const candidate = randomBytes(32).toString('base64url');
  await db.execute(sql`INSERT INTO app_secrets (name, value) VALUES (${name}, ${candidate})
    ON CONFLICT (name) DO NOTHING`);
  const row = await queryOne<{ value: string }>(db, sql`SELECT value FROM app_secrets WHERE name = ${name}`);
  if (!row) throw new Error(`secret ${name} could not be stored`);
  return row.value;
}
