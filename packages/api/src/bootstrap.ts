import type { AppContext } from './app-deps';
import type { Env } from './config/env';
import { openDatabase, type Database } from './db/database';
import { migrate } from './db/migrate';
import { loadCatalogueFile } from './lib/catalogue-file';

/**
 * Everything the server needs before it takes requests: the catalogue (bad data
 * stops start-up), the database (PostgreSQL when DATABASE_URL is set, else the
 * embedded PGlite folder) with every migration applied.
 */
export async function createContext(env: Env): Promise<AppContext> {
  const catalogue = loadCatalogueFile(env.CATALOGUE_FILE);
  const database = await openDatabase(
    env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: env.PGLITE_DATA_DIR },
  );
  try {
    await migrateAsOwner(env, database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return { env, catalogue, database };
}

/** Migrations under MIGRATE_DATABASE_URL's role when set (the server's own may not alter tables). */
async function migrateAsOwner(env: Env, database: Database) {
  if (!env.MIGRATE_DATABASE_URL || !env.DATABASE_URL) return migrate(database);
  const owner = await openDatabase({ kind: 'postgres', url: env.MIGRATE_DATABASE_URL });
  try {
    return await migrate(owner);
  } finally {
    await owner.close();
  }
}
