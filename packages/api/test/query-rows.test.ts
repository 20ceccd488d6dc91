import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, sqlState } from '../src/lib/sql';
import { createTestDatabase, TEST_DB, type TestDatabase } from './helpers/test-database';

/**
 * `queryRows` prepares through Drizzle's session (`_.session.prepareQuery`), which is not
 * Drizzle's documented API: drizzle-orm is pinned exactly, and these tests say what the
 * hot paths rely on, on the database this run uses (PGlite, or PostgreSQL with TEST_DB).
 */
describe(`queryRows on ${TEST_DB}`, () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.close());

  const executor = () => db.database.db;

  it('binds values as parameters and answers rows as the raw statements read them', async () => {
    const rows = await queryRows<{ n: number; label: string; flag: boolean; at: string; doc: unknown }>(
      executor(),
      sql`SELECT ${41}::int + 1 AS n, ${"O'Brien; DROP TABLE x"}::text AS label, ${true}::boolean AS flag,
                 '2026-03-29T09:00:00Z'::timestamptz AS at, ${JSON.stringify({ a: [1] })}::jsonb AS doc`,
    );
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row?.n).toBe(42);
    expect(row?.label).toBe("O'Brien; DROP TABLE x");
    expect(row?.flag).toBe(true);
    expect(row?.doc).toEqual({ a: [1] });
    // Timestamps stay text (the drivers leave them unparsed for Drizzle); callers parse them.
    expect(typeof row?.at).toBe('string');
    expect(new Date(row!.at).toISOString()).toBe('2026-03-29T09:00:00.000Z');
  });

  it('answers each call with its own values when the same statement runs again', async () => {
    const read = (value: number) => queryRows<{ v: number }>(executor(), sql`SELECT ${value}::int * 2 AS v`);
    const answers = await Promise.all([1, 2, 3, 4, 5].map(read));
    expect(answers.map((rows) => rows[0]?.v)).toEqual([2, 4, 6, 8, 10]);
    expect(await queryRows(executor(), sql`SELECT 1 AS one WHERE ${false}::boolean`)).toEqual([]);
  });

  it("runs on the transaction's own connection, and sees its writes until the rollback", async () => {
    const setting = sql`SELECT current_setting('spa.query_rows_probe', true) AS value`;
    await db.database.db
      .transaction(async (tx) => {
        await queryRows(tx, sql`SELECT set_config('spa.query_rows_probe', ${'in the transaction'}, true)`);
        expect((await queryRows<{ value: string }>(tx, setting))[0]?.value).toBe('in the transaction');
        throw new Error('roll back');
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error) || error.message !== 'roll back') throw error;
      });
    const after = (await queryRows<{ value: string | null }>(executor(), setting))[0]?.value;
    expect(after ?? '').toBe('');
  });

  it("reports the database's SQLSTATE on failure and keeps the connection usable", async () => {
    const divide = (by: number) => queryRows<{ q: number }>(executor(), sql`SELECT 10 / ${by}::int AS q`);
    const failure = await divide(0).catch((error: unknown) => error);
    expect(sqlState(failure)).toBe('22012'); // division_by_zero
    // The same prepared statement, and others, still run after the failure.
    expect((await divide(5))[0]?.q).toBe(2);
    expect((await queryRows<{ ok: number }>(executor(), sql`SELECT 1 AS ok`))[0]?.ok).toBe(1);
  });
});
