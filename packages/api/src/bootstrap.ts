import type { AppContext } from './app-deps';
import type { Env } from './config/env';
import { openDatabase } from './db/database';
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
    await migrate(database);
  } catch (error) {
    await database.close();
    throw error;
  }
  return { env, catalogue, database };
}
