import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';

/**
 * The database or a transaction on it: what every repository function takes first.
 * A transaction is passed on explicitly (`db.transaction((tx) => …)`, then `tx`).
 */
export type Executor = PgDatabase<PgQueryResultHKT>;

/** One connection to the resort's database, embedded or server, behind one Drizzle type. */
export interface Database {
  kind: 'pglite' | 'postgres';
  db: Executor;
  /** Lends one connection for work that must stay on it (the migrator's lock and scripts). */
  withConnection<T>(work: (connection: ScriptConnection) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** A single connection that can run multi-statement scripts and parameterised queries. */
interface ScriptConnection {
  exec(script: string): Promise<void>;
  query<Row>(text: string, params?: unknown[]): Promise<Row[]>;
}

type DatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string | null };

/**
 * Opens an embedded PGlite database; `dataDir` null keeps it in memory, starting from
 * `contents` (a `dumpDataDir` tarball: the API tests' migrated template) when given.
 */
export async function openPglite(dataDir: string | null, contents?: Blob): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir ?? undefined, {
    extensions: { btree_gist },
    ...(contents ? { loadDataDir: contents } : {}),
  });
  return fromPglite(client);
}

function fromPglite(client: PGlite): Database {
  return {
    kind: 'pglite',
    db: drizzlePglite({ client }),
    withConnection: (work) =>
      work({
        exec: async (script) => {
          await client.exec(script);
        },
        query: async <Row>(text: string, params?: unknown[]) => (await client.query<Row>(text, params)).rows,
      }),
    close: () => client.close(),
  };
}

export function openPostgres(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client's error (server restart) must not crash the process.
  pool.on('error', () => undefined);
  return {
    kind: 'postgres',
    db: drizzlePg({ client: pool }),
    withConnection: async (work) => {
      const client = await pool.connect();
      try {
        return await work({
          exec: async (script) => {
            await client.query(script);
          },
          query: async <Row>(text: string, params?: unknown[]) =>
            (await client.query(text, params)).rows as Row[],
        });
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return target.kind === 'postgres' ? openPostgres(target.url) : openPglite(target.dataDir);
}
