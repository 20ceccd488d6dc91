import { sql } from 'drizzle-orm';
import { type Executor, query } from '../../lib/sql';

export interface SessionRow {
  id: string;
  kind: 'spa' | 'stay' | 'golf';
  status: 'active' | 'ended' | 'booked';
  search: unknown;
  accountCreateStatus: { attempted: boolean; failed: boolean } | null;
  memberId: string | null;
}

type Raw = {
  id: string;
  kind: SessionRow['kind'];
  status: SessionRow['status'];
  search: unknown;
  account_create_status: SessionRow['accountCreateStatus'];
  member_id: string | null;
};

const toRow = (r: Raw): SessionRow => ({
  id: r.id,
  kind: r.kind,
  status: r.status,
  search: r.search,
  accountCreateStatus: r.account_create_status,
  memberId: r.member_id,
});

export async function insertSession(db: Executor, id: string, kind: SessionRow['kind']): Promise<void> {
  await db.execute(sql`INSERT INTO spa_sessions (id, kind) VALUES (${id}, ${kind})`);
}

/** The session, locked for the rest of the transaction when `forUpdate`. */
export async function findSession(db: Executor, id: string, forUpdate = false): Promise<SessionRow | null> {
  const rows = await query<Raw>(
    db,
    sql`SELECT id, kind, status, search, account_create_status, member_id FROM spa_sessions
        WHERE id = ${id} ${forUpdate ? sql`FOR UPDATE` : sql``}`,
  );
  return rows[0] ? toRow(rows[0]) : null;
}

export async function updateSearch(db: Executor, id: string, search: unknown): Promise<void> {
  await db.execute(
    sql`UPDATE spa_sessions SET search = ${JSON.stringify(search)}::jsonb, last_active_at = now() WHERE id = ${id}`,
  );
}

export async function updateAccountStatus(
  db: Executor,
  id: string,
  status: { attempted: boolean; failed: boolean },
): Promise<void> {
  await db.execute(
    sql`UPDATE spa_sessions SET account_create_status = ${JSON.stringify(status)}::jsonb WHERE id = ${id}`,
  );
}

export async function touchSession(db: Executor, id: string): Promise<void> {
  await db.execute(sql`UPDATE spa_sessions SET last_active_at = now() WHERE id = ${id}`);
}

export async function setSessionStatus(
  db: Executor,
  id: string,
  status: SessionRow['status'],
): Promise<void> {
  await db.execute(sql`UPDATE spa_sessions SET status = ${status}, last_active_at = now() WHERE id = ${id}`);
}

/** The database's clock, so that every process computes expiries alike. */
export async function databaseNow(db: Executor): Promise<Date> {
  const rows = await query<{ now: Date | string }>(db, sql`SELECT now() AS now`);
  return new Date(rows[0]?.now ?? Date.now());
}
