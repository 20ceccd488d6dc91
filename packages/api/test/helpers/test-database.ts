import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';

/**
 * Which database the API tests run on: PGlite always; PostgreSQL when the run sets
 * TEST_DB=postgres (the test script does so when DATABASE_URL is set).
 */
export const TEST_DB: 'pglite' | 'postgres' = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * The migrated database the API tests' global setup made once for the run
 * (test/global-setup.ts, decision 0420): a PGlite data directory's tarball to load, or a
 * PostgreSQL database to clone. Unset (a bench, a script): each database is made and migrated afresh.
 */
export const TEMPLATE_ENV = 'SPA_TEST_DB_TEMPLATE';

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

/** Runs one statement on the server's maintenance connection (CREATE/DROP DATABASE). */
async function onPostgresServer(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl() });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

export interface TestDatabase {
  database: Database;
  /** Connection string of the throw-away database (PostgreSQL only), for extra processes. */
  url: string | null;
  close(): Promise<void>;
}

/** PGlite: in memory, from the template's tarball when the run made one (loading it skips initdb). */
async function createPgliteDatabase(template: string | undefined): Promise<TestDatabase> {
  const database = await openPglite(null, template ? new Blob([readFileSync(template)]) : undefined);
  // On the template: applies nothing, and checks that none of its migrations was edited since.
  await migrate(database);
  return { database, url: null, close: () => database.close() };
}

/**
 * A fresh, migrated database for one test file: an in-memory PGlite (loaded from the run's
 * migrated template, or new), or a new database on the PostgreSQL server (a clone
 * of the run's template, or migrated afresh) that is dropped afterwards.
 */
export async function createTestDatabase(options: { poolSize?: number } = {}): Promise<TestDatabase> {
  const template = process.env[TEMPLATE_ENV] || undefined;
  if (TEST_DB === 'pglite') return createPgliteDatabase(template);
  const name = `spa_test_${randomBytes(6).toString('hex')}`;
  await onPostgresServer(
    template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`,
  );
  const url = withDatabaseName(serverUrl(), name);
  const database = openPostgres(url, options.poolSize ?? 10);
  await migrate(database);
  return {
    database,
    url,
    close: async () => {
      await database.close();
      await onPostgresServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/**
 * Makes the run's migrated template (vitest's global setup, once per run): its location, and the
 * teardown that removes it. PostgreSQL: a database no one connects to (CREATE DATABASE … TEMPLATE
 * needs that); PGlite: a tarball of a migrated in-memory database's data directory.
 */
export async function createTemplateDatabase(): Promise<{ template: string; remove(): Promise<void> }> {
  if (TEST_DB === 'pglite') {
    const root = mkdtempSync(join(tmpdir(), 'spa-test-template-'));
    const template = join(root, 'migrated.tar');
    const database = await openPglite(null);
    await migrate(database);
    // The Drizzle instance's own client (Drizzle's `$client`): PGlite's dump of its data directory.
    const client = (database.db as unknown as { $client: PGlite }).$client;
    writeFileSync(template, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    await database.close();
    return { template, remove: async () => rmSync(root, { recursive: true, force: true }) };
  }
  const template = `spa_template_${randomBytes(6).toString('hex')}`;
  await onPostgresServer(`CREATE DATABASE ${template}`);
  const database = openPostgres(withDatabaseName(serverUrl(), template), 1);
  await migrate(database);
  await database.close();
  return { template, remove: () => onPostgresServer(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`) };
}
