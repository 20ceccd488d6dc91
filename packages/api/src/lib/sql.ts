import { createHash } from 'node:crypto';
import { getTableColumns, SQL, sql, type SQLWrapper } from 'drizzle-orm';
import { PgDialect, PgTransaction, type PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/database';

/** Renders statements for queryRows (the databases' own dialect: no casing rules). */
const dialect = new PgDialect();

/**
 * Runs a raw statement and returns its rows (node-postgres and PGlite both answer
 * `{ rows }`). Only for what Drizzle's builder cannot say: range operators, advisory
 * locks, and the one-round-trip queries of measured hot paths. Timestamps come back
 * as text here (Drizzle's drivers leave them unparsed).
 *
 * The statement is kept prepared on each connection, named by a hash of its text: the
 * server parses and plans it once per connection, not on every call (decision 188; on
 * the booking path parsing and planning cost PostgreSQL three times the execution). So
 * a statement's text must come from a bounded set of shapes: values are always
 * parameters, never spliced in, and lists have a bounded length.
 */
export async function queryRows<Row>(executor: Executor, statement: SQLWrapper): Promise<Row[]> {
  const query = dialect.sqlToQuery(statement.getSQL());
  const result: unknown = await executor._.session
    .prepareQuery(query, undefined, statementName(query.sql), false)
    .execute();
  return (result as { rows: Row[] }).rows;
}

/** Each statement's name, by its text: hashed once per shape, not on every call (a hot path's CPU). */
const statementNames = new Map<string, string>();

function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) {
    // The shapes are bounded (above); should they not be, the names are only forgotten, never wrong.
    if (statementNames.size >= 10_000) statementNames.clear();
    name = `q_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;
    statementNames.set(text, name);
  }
  return name;
}

/**
 * A table's whole row for raw statements: its select list, built once (`"col" AS "key"`
 * for every column), and the decoding of a raw row into the table's row type, column by
 * column as Drizzle's select decodes it. For the hottest reads (a session, a booking by
 * its session), where Drizzle's query builder cost more CPU than the database did.
 */
export function wholeRow<Table extends PgTable>(table: Table) {
  const columns = Object.entries(getTableColumns(table));
  const byKey = new Map(columns);
  return {
    list: sql.raw(columns.map(([key, column]) => `"${column.name}" AS "${key}"`).join(', ')),
    decode(row: Record<string, unknown>): Table['$inferSelect'] {
      for (const [key, column] of columns) {
        const value = row[key];
        if (value !== null && value !== undefined) row[key] = column.mapFromDriverValue(value);
      }
      return row;
    },
    /**
     * The `SET` list of a raw UPDATE writing `change` (keys left undefined are not written),
     * each value mapped for the driver as Drizzle's update maps it. The statement's text
     * follows the keys given: each caller's change has a fixed shape, so the shapes are bounded.
     */
    assignments(change: Partial<Table['$inferInsert']>): SQL {
      const assigned = Object.entries(change as Record<string, unknown>).flatMap(([key, value]) => {
        const column = byKey.get(key);
        if (!column) throw new Error(`no column ${key}`);
        if (value === undefined) return [];
        const param = value === null || value instanceof SQL ? value : column.mapToDriverValue(value);
        return [sql`${sql.identifier(column.name)} = ${param}`];
      });
      return sql.join(assigned, sql`, `);
    },
  };
}

/** now() of each open transaction: PostgreSQL's now() is the transaction's start, fixed while it runs. */
const transactionNow = new WeakMap<object, Promise<Date>>();

/**
 * The database's clock, so that every process computes expiries alike. Asked once per
 * transaction (its now() does not move), every time outside one.
 */
export function databaseNow(executor: Executor): Promise<Date> {
  const inTransaction: object = executor;
  if (!(inTransaction instanceof PgTransaction)) return readNow(executor);
  let now = transactionNow.get(executor);
  if (!now) transactionNow.set(executor, (now = readNow(executor)));
  return now;
}

/**
 * Keeps the database clock a statement of `executor`'s transaction has just read (now()
 * alongside its own columns), so that databaseNow() in that transaction asks no more.
 * Outside a transaction there is nothing to keep (each statement has its own now()).
 */
export function rememberDatabaseNow(executor: Executor, now: Date): void {
  const inTransaction: object = executor;
  if (inTransaction instanceof PgTransaction && !transactionNow.has(executor))
    transactionNow.set(executor, Promise.resolve(now));
}

async function readNow(executor: Executor): Promise<Date> {
  const [row] = await queryRows<{ now: string }>(executor, sql`SELECT now() AS now`);
  return row ? new Date(row.now) : new Date();
}

const RACE_LOST = new Set([
  '23P01', // exclusion_violation: therapist, room or table already claimed
  '40P01', // deadlock_detected: a lost race under contention
  '40001', // serialization_failure
  '23514', // check_violation: a capacity pool would overflow
]);

/** The SQLSTATE of a driver error (Drizzle wraps it in `cause`). */
export function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** Did the database refuse the write because someone else got there first? Answer 409, never 500. */
export function isRaceLost(error: unknown): boolean {
  const state = sqlState(error);
  return state !== undefined && RACE_LOST.has(state);
}

/** Re-exported so that scripts outside the api package (benchmarks) build SQL the same way. */
/** An ILIKE pattern that finds `text` anywhere in a column, its own `%`, `_` and `\\` taken literally. */
export const containingPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export { sql } from 'drizzle-orm';

/**
 * The one row of `table` that `where` picks by a unique key (an id, a token's hash, a provider's
 * session), or null; `forUpdate` locks it for the caller's transaction. The repositories' finds
 * by one key, written once.
 */
export async function rowWhere<Table extends PgTable>(
  db: Executor,
  table: Table,
  where: SQL,
  forUpdate = false,
): Promise<Table['$inferSelect'] | null> {
  const anyTable: PgTable = table; // the select's row type is `Table`'s, given back below
  const query = db.select().from(anyTable).where(where);
  const [row] = await (forUpdate ? query.for('update') : query);
  return (row as Table['$inferSelect'] | undefined) ?? null;
}

/**
 * Inserts one row into `table` and gives it back as stored (its defaults and generated id
 * filled in). The repositories' single inserts, written once.
 */
export async function insertRow<Table extends PgTable>(
  db: Executor,
  table: Table,
  values: Table['$inferInsert'],
): Promise<Table['$inferSelect']> {
  const anyTable: PgTable = table; // the row type is `Table`'s, given back below
  const [row] = await db.insert(anyTable).values(values).returning();
  return row as Table['$inferSelect'];
}
