import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate, MIGRATIONS_DIR } from '../src/db/migrate';
import { createTestDatabase, TEST_DB, type TestDatabase } from './helpers/test-database';

describe(`migrations on ${TEST_DB}`, () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.close());

  it('applies nothing the second time', async () => {
    expect(await migrate(db.database)).toEqual([]);
    expect(await migrate(db.database)).toEqual([]);
  });

  it('records every migration file once', async () => {
    const rows = await db.database.withConnection((c) =>
      c.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name'),
    );
    expect(rows.map((r) => r.name)[0]).toBe('0001_extensions.sql');
    expect(new Set(rows.map((r) => r.name)).size).toBe(rows.length);
  });

  it('loads btree_gist so that exclusion constraints raise 23P01', async () => {
    await db.database.withConnection(async (c) => {
      await c.exec(`CREATE TEMP TABLE t_booking (staff text, during tstzrange,
        EXCLUDE USING gist (staff WITH =, during WITH &&))`);
      await c.exec(`INSERT INTO t_booking VALUES ('s1', '[2026-01-01 10:00Z, 2026-01-01 11:00Z)')`);
      const overlapping = c.exec(
        `INSERT INTO t_booking VALUES ('s1', '[2026-01-01 10:30Z, 2026-01-01 11:30Z)')`,
      );
      await expect(overlapping).rejects.toMatchObject({ code: '23P01' });
      await c.exec(`INSERT INTO t_booking VALUES ('s2', '[2026-01-01 10:30Z, 2026-01-01 11:30Z)')`);
      await c.exec('DROP TABLE t_booking');
    });
  });

  it('refuses to start when an applied migration was edited', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
    cpSync(MIGRATIONS_DIR, dir, { recursive: true });
    writeFileSync(
      join(dir, '0001_extensions.sql'),
      '-- edited\nCREATE EXTENSION IF NOT EXISTS btree_gist;\n',
    );
    await expect(migrate(db.database, dir)).rejects.toThrow(/0001_extensions.sql was changed/);
  });

  it('rolls back a failing migration and names it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
    cpSync(MIGRATIONS_DIR, dir, { recursive: true });
    writeFileSync(
      join(dir, '9998_half.sql'),
      'CREATE TABLE half_written (id int);\nSELECT no_such_function();\n',
    );
    await expect(migrate(db.database, dir)).rejects.toThrow(/9998_half.sql failed/);
    const tables = await db.database.withConnection((c) =>
      c.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_tables WHERE tablename = 'half_written'`),
    );
    expect(tables[0]?.n).toBe(0);
  });
});
