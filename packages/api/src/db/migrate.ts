import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from './database';

export const MIGRATIONS_DIR = join(import.meta.dirname, 'migrations');

/** Any constant: serialises migrators of several API processes starting together. */
const MIGRATION_LOCK_KEY = 7_270_001;

interface Migration {
  name: string;
  script: string;
  checksum: string;
}

function readMigrations(dir: string): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d{4}_[a-z0-9_-]+\.sql$/.test(file))
    .sort()
    .map((name) => {
      const script = readFileSync(join(dir, name), 'utf8');
      return { name, script, checksum: createHash('sha256').update(script).digest('hex') };
    });
}

/**
 * Applies the versioned SQL files in order, each in its own transaction, and
 * records them in schema_migrations. Safe to run again (applies nothing new) and
 * from several processes at once (a session advisory lock serialises them).
 * Refuses to start if an applied file was edited afterwards.
 *
 * @returns the names of the files it applied now.
 */
export async function migrate(database: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  const migrations = readMigrations(dir);
  return database.withConnection(async (connection) => {
    await connection.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await connection.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
        name text PRIMARY KEY,
        checksum text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
      const applied = new Map(
        (
          await connection.query<{ name: string; checksum: string }>(
            'SELECT name, checksum FROM schema_migrations',
          )
        ).map((row) => [row.name, row.checksum]),
      );
      const appliedNow: string[] = [];
      for (const migration of migrations) {
        const checksum = applied.get(migration.name);
        if (checksum !== undefined) {
          if (checksum !== migration.checksum)
            throw new Error(
              `Migration ${migration.name} was changed after it was applied; add a new migration instead`,
            );
          continue;
        }
        await connection.exec('BEGIN');
        try {
          await connection.exec(migration.script);
          await connection.query('INSERT INTO schema_migrations (name, checksum) VALUES ($1, $2)', [
            migration.name,
            migration.checksum,
          ]);
          await connection.exec('COMMIT');
        } catch (error) {
          await connection.exec('ROLLBACK');
          throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`, {
            cause: error,
          });
        }
        appliedNow.push(migration.name);
      }
      return appliedNow;
    } finally {
      await connection.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  });
}
