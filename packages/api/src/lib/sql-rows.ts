import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/database';

/** Anything that runs SQL: the database or a transaction. */
export type Executor = Pick<Db, 'execute'>;

/** Runs a raw SQL query and returns its rows (both drivers answer `{ rows }`). */
export async function queryRows<Row>(executor: Executor, query: SQL): Promise<Row[]> {
  const result = (await executor.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

export async function queryOne<Row>(executor: Executor, query: SQL): Promise<Row | undefined> {
  return (await queryRows<Row>(executor, query))[0];
}
