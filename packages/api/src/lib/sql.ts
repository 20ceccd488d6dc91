import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/database';

/** A transaction, or the database itself for single statements. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

/** Runs a statement and returns its rows (node-postgres and PGlite both answer `{ rows }`). */
export async function query<Row>(executor: Executor, statement: SQL): Promise<Row[]> {
  const result = (await executor.execute(statement)) as unknown as { rows: Row[] };
  return result.rows;
}

/** A PostgreSQL array literal ('{"a","b"}') for a text[] or int[] parameter. */
export function pgArray(values: readonly (string | number)[]): string {
  return `{${values.map((v) => (typeof v === 'number' ? String(v) : `"${v.replace(/(["\\])/g, '\\$1')}"`)).join(',')}}`;
}

/** A half-open tstzrange literal. */
export function tstzrange(start: Date, end: Date): string {
  return `[${start.toISOString()},${end.toISOString()})`;
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
export { sql } from 'drizzle-orm';
