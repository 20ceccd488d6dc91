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

  /** A copy of the migrations in a temporary folder, with `file` written there as `sql`: the folder. */
  const migrationsWith = (file: string, sql: string) => {
    const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
    cpSync(MIGRATIONS_DIR, dir, { recursive: true });
    writeFileSync(join(dir, file), sql);
    return dir;
  };

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
    const dir = migrationsWith(
      '0001_extensions.sql',
      '-- edited\nCREATE EXTENSION IF NOT EXISTS btree_gist;\n',
    );
    await expect(migrate(db.database, dir)).rejects.toThrow(/0001_extensions.sql was changed/);
  });

  it('rolls back a failing migration and names it', async () => {
    const dir = migrationsWith(
      '9998_half.sql',
      'CREATE TABLE half_written (id int);\nSELECT no_such_function();\n',
    );
    await expect(migrate(db.database, dir)).rejects.toThrow(/9998_half.sql failed/);
    const tables = await db.database.withConnection((c) =>
      c.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_tables WHERE tablename = 'half_written'`),
    );
    expect(tables[0]?.n).toBe(0);
  });
});

describe(`the staff audit log on ${TEST_DB}`, () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.close());

  const run = (script: string) => db.database.withConnection((c) => c.exec(script));

  it('takes new entries but refuses to change, delete or empty them, even for the owner', async () => {
    await run(`INSERT INTO staff_audit_log (action, subject, after) VALUES ('test', 'audit:1', '{"a":1}')`);
    await expect(
      run(`UPDATE staff_audit_log SET action = 'forged' WHERE subject = 'audit:1'`),
    ).rejects.toThrow(/append-only: UPDATE refused/);
    await expect(run(`DELETE FROM staff_audit_log WHERE subject = 'audit:1'`)).rejects.toThrow(
      /append-only: DELETE refused/,
    );
    await expect(run('TRUNCATE staff_audit_log')).rejects.toThrow(/append-only: TRUNCATE refused/);
    const rows = await db.database.withConnection((c) =>
      c.query<{ action: string }>(`SELECT action FROM staff_audit_log WHERE subject = 'audit:1'`),
    );
    expect(rows).toEqual([{ action: 'test' }]);
  });

  it('gives the server role spa_app every table but only reading and appending to the log', async () => {
    const can = async (table: string, privilege: string) =>
      (
        await db.database.withConnection((c) =>
          c.query<{ ok: boolean }>('SELECT has_table_privilege($1, $2, $3) AS ok', [
            'spa_app',
            table,
            privilege,
          ]),
        )
      )[0]?.ok;
    expect(await can('staff_audit_log', 'INSERT')).toBe(true);
    expect(await can('staff_audit_log', 'SELECT')).toBe(true);
    expect(await can('staff_audit_log', 'UPDATE')).toBe(false);
    expect(await can('staff_audit_log', 'DELETE')).toBe(false);
    expect(await can('staff_audit_log', 'TRUNCATE')).toBe(false);
    expect(await can('spa_bookings', 'UPDATE')).toBe(true);
    expect(await can('spa_bookings', 'DELETE')).toBe(true);
    await expect(
      run(`BEGIN; SET LOCAL ROLE spa_app; UPDATE staff_audit_log SET action = 'x'; COMMIT`),
    ).rejects.toThrow(/permission denied/);
    await run('ROLLBACK');
  });
});
