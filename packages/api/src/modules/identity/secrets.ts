import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { appSecrets } from './identity.tables';

/**
 * A secret from the environment, or (outside production) one generated once and
 * kept in app_secrets so that every process of the same database agrees on it.
 */
export async function loadSecret(db: Executor, name: string, fromEnv: string | undefined): Promise<string> {
  if (fromEnv) return fromEnv;
  const candidate = randomBytes(32).toString('base64url');
  await db
    .insert(appSecrets)
    .values({ name, value: candidate })
    .onConflictDoNothing({ target: appSecrets.name });
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, name));
  if (!row) throw new Error(`secret ${name} could not be stored`);
  return row.value;
}
