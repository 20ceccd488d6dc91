import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/lib/sql';
import { findSession, insertSession } from '../src/modules/session';
import { createTestDatabase, TEST_DB, type TestDatabase } from './helpers/test-database';

/**
 * Decision 188: the hot statements are parsed and planned once per connection. One
 * connection (a pool of one), so that what it has prepared can be read back on it.
 */
describe.skipIf(TEST_DB !== 'postgres')('statements kept prepared per connection', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase({ poolSize: 1 });
  });
  afterAll(() => db.close());

  const prepared = async () =>
    (
      await queryRows<{ statement: string }>(
        db.database.db,
        sql`SELECT statement FROM pg_prepared_statements WHERE name LIKE 'q\\_%'`,
      )
    ).map((row) => row.statement);

  it('prepares a statement once and reuses it, whatever its values', async () => {
    const before = await prepared();
    await insertSession(db.database.db, 'prepared-session-1', 'spa');
    await insertSession(db.database.db, 'prepared-session-2', 'spa');
    expect((await findSession(db.database.db, 'prepared-session-1'))?.id).toBe('prepared-session-1');
    expect((await findSession(db.database.db, 'prepared-session-2'))?.id).toBe('prepared-session-2');
    const after = await prepared();
    const added = after.filter((statement) => !before.includes(statement));
    // One session insert and one session read, each prepared once for two calls.
    expect(added.filter((statement) => statement.includes('insert into "spa_sessions"'))).toHaveLength(1);
    expect(added.filter((statement) => statement.includes('FROM spa_sessions WHERE id ='))).toHaveLength(1);
    // Values are parameters, never part of a statement's text.
    expect(added.some((statement) => statement.includes('prepared-session'))).toBe(false);
  });
});
