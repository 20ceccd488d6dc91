import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';

/**
 * Which database the API tests run on: PGlite always; PostgreSQL when the run sets
 * TEST_DB=postgres (the test script does so when DATABASE_URL is set).
 */
export const TEST_DB: 'pglite' | 'postgres' = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

function serverUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  return url;
}

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export interface TestDatabase {
  database: Database;
  /** Connection string of the throw-away database (PostgreSQL only), for extra processes. */
  url: string | null;
  close(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or a new
 * database on the PostgreSQL server that is dropped afterwards.
 */
export async function createTestDatabase(options: { poolSize?: number } = {}): Promise<TestDatabase> {
  if (TEST_DB === 'pglite') {
    const database = await openPglite(null);
    await migrate(database);
    return { database, url: null, close: () => database.close() };
  }
  const admin = new pg.Client({ connectionString: serverUrl() });
  await admin.connect();
  const name = `spa_test_${randomBytes(6).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = withDatabaseName(serverUrl(), name);
  const database = openPostgres(url, options.poolSize ?? 10);
  await migrate(database);
  return {
    database,
    url,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl() });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
