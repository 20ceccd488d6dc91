import { and, eq, gt, lte, min, or, sql, type SQL, type SQLChunk, type SQLWrapper } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { HoldKind } from '@spa/domain';
import { rangeLiteral, type TimeRange } from '../../db/columns';
import type { Executor } from '../../db/database';
import { queryRows } from '../../lib/sql';
import {
  appointmentClaims,
  capacityClaims,
  capacityPools,
  claimDayVersions,
  tableClaims,
  therapistAbsences,
} from './claims.tables';

/**
 * SQL for resource claims: holds, pending and confirmed bookings of therapists,
 * rooms, tables and capacity pools. A claim is live while its expiry is in the
 * future (or it has none: confirmed). Times come from the database clock, so that
 * every API process agrees on what has expired.
 */

export interface ClaimOwner {
  sessionId: string;
  holdKind: HoldKind;
  bookingId: string | null;
  /** null: confirmed, never expires. */
  expiresAt: Date | null;
}

export interface AppointmentClaim extends TimeRange {
  guestIndexes: number[];
  itemType: number;
  activityCode: string;
  staffId: string | null;
  roomId: string | null;
  /** The therapist (room) free before the end: a clean-up of the other only (decision 181). */
  staffUntil?: Date;
  roomUntil?: Date;
}

export interface TableClaim extends TimeRange {
  restaurantId: string;
  facilityId: string;
  partySize: number;
}

export interface CapacityClaim extends TimeRange {
  /** e.g. 'garden:GARDEN-3H:2026-12-01T10:00:00.000Z' */
  pool: string;
  capacity: number;
  resourceKind: 'garden' | 'arrival';
  resourceCode: string;
  guestIndexes: number[];
  places: number;
}

type ClaimTable = typeof appointmentClaims | typeof tableClaims | typeof capacityClaims;

const now = sql`now()`;
const overlaps = (during: SQLWrapper, range: TimeRange) =>
  sql`${during} && ${rangeLiteral(range)}::tstzrange`;

/**
 * Takes transaction-scoped advisory locks on the named resources, always in the
 * same (sorted) order, so that concurrent claimers queue instead of deadlocking.
 * One statement: the rows of VALUES are locked in the order written.
 */
export async function lockResources(tx: Executor, keys: Iterable<string>): Promise<void> {
  const sorted = [...new Set(keys)].sort();
  if (sorted.length === 0) return;
  const rows = sql.join(
    sorted.map((key) => sql`(${key})`),
    sql`, `,
  );
  await queryRows(
    tx,
    sql`SELECT pg_advisory_xact_lock(hashtextextended(k, 0)) FROM (VALUES ${rows}) AS v(k)`,
  );
}

const CLAIM_TABLE_NAMES = ['appointment_claims', 'table_claims', 'capacity_claims'] as const;

/**
 * The same UPDATE or DELETE (`change`, given the table) on the three claim tables, each
 * as a WITH step (`c0`, `c1`, `c2`) ending in RETURNING `returning` (given the table's
 * name; 1 by default), and the number of rows they changed (SQL).
 */
function everyClaimTableSteps(
  change: (table: SQLChunk) => SQL,
  returning: (name: (typeof CLAIM_TABLE_NAMES)[number]) => SQL = () => sql`1`,
): { steps: SQL[]; count: SQL } {
  const steps = CLAIM_TABLE_NAMES.map(
    (name, i) => sql`${sql.raw(`c${i}`)} AS (${change(sql.identifier(name))} RETURNING ${returning(name)})`,
  );
  const counts = CLAIM_TABLE_NAMES.map((_, i) => sql.raw(`(SELECT count(*) FROM c${i})`));
  return { steps, count: sql`(${sql.join(counts, sql` + `)})::int` };
}

/**
 * One statement doing the same UPDATE or DELETE (`change`) on the three claim tables;
 * answers how many rows it changed. One round trip where three statements were (a
 * measured hot path).
 */
async function onEveryClaimTable(tx: Executor, change: (table: SQLChunk) => SQL): Promise<number> {
  const { steps, count } = everyClaimTableSteps(change);
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`WITH ${sql.join(steps, sql`, `)} SELECT ${count} AS n`,
  );
  return row?.n ?? 0;
}

/**
 * Removes every claim of a session, confirmed ones too: a stay's spa add-on being
 * replaced or removed, or its room cancelled (docs/decisions.md §150). Never for a
 * spa booking's session: its confirmed claims are the booking.
 */
export async function deleteSessionClaims(tx: Executor, sessionId: string): Promise<void> {
  await onEveryClaimTable(tx, (t) => sql`DELETE FROM ${t} WHERE session_id = ${sessionId}`);
}

/** Removes the session's unconfirmed claims, of one kind or all. */
export async function releaseClaims(tx: Executor, sessionId: string, holdKind?: HoldKind): Promise<void> {
  const ofKind = holdKind ? sql` AND hold_kind = ${holdKind}` : sql``;
  await onEveryClaimTable(
    tx,
    (t) => sql`DELETE FROM ${t} WHERE session_id = ${sessionId} AND expires_at IS NOT NULL${ofKind}`,
  );
}

/**
 * Inserts `count` claims in one statement when nothing stands in the way (the usual case):
 * `insert` skips a claim that collides (`ON CONFLICT DO NOTHING`, which exclusion
 * constraints allow) and returns the ids written. Only when one was skipped: the rows
 * just written are taken back, the expired claims in the way (`expired`: lapsed holds,
 * which block the constraint until deleted) swept, and `insert` run again. False when a
 * live claim still stands in the way (the caller's transaction must then roll back).
 */
async function insertClaims(
  tx: Executor,
  table: typeof appointmentClaims | typeof tableClaims,
  insert: SQLWrapper,
  count: number,
  expired: SQL | undefined,
): Promise<boolean> {
  const written = await queryRows<{ id: string }>(tx, insert);
  if (written.length === count) return true;
  const ids = written.map((row) => row.id);
  if (ids.length > 0) await tx.execute(sql`DELETE FROM ${table} WHERE ${table.id} IN ${ids}`);
  if (expired) await tx.execute(sql`DELETE FROM ${table} WHERE ${table.expiresAt} <= now() AND ${expired}`);
  return (await queryRows(tx, insert)).length === count;
}

/** Inserts appointment claims; false when a live claim stands in the way (see insertClaims). */
export async function insertAppointmentClaims(
  tx: Executor,
  owner: ClaimOwner,
  claims: AppointmentClaim[],
): Promise<boolean> {
  if (claims.length === 0) return true;
  const t = appointmentClaims;
  const rows = claims.map((claim) => ({
    ...owner,
    guestIndexes: claim.guestIndexes,
    itemType: claim.itemType,
    activityCode: claim.activityCode,
    staffId: claim.staffId,
    roomId: claim.roomId,
    during: { start: claim.start, end: claim.end },
    staffUntil: claim.staffUntil ?? null,
    roomUntil: claim.roomUntil ?? null,
  }));
  const inTheWay = claims.map((claim) => {
    const resources = [
      claim.staffId === null ? undefined : eq(t.staffId, claim.staffId),
      claim.roomId === null ? undefined : eq(t.roomId, claim.roomId),
    ].filter((condition) => condition !== undefined);
    return resources.length === 0 ? undefined : and(overlaps(t.during, claim), or(...resources));
  });
  const insert = tx.insert(t).values(rows).onConflictDoNothing().returning({ id: t.id });
  return insertClaims(tx, t, insert, rows.length, or(...inTheWay));
}

/** Inserts restaurant table claims; false when a live claim stands in the way (see insertClaims). */
export async function insertTableClaims(
  tx: Executor,
  owner: ClaimOwner,
  claims: TableClaim[],
): Promise<boolean> {
  if (claims.length === 0) return true;
  const t = tableClaims;
  const rows = claims.map((claim) => ({
    ...owner,
    restaurantId: claim.restaurantId,
    facilityId: claim.facilityId,
    partySize: claim.partySize,
    during: { start: claim.start, end: claim.end },
  }));
  const inTheWay = claims.map((claim) =>
    and(
      eq(t.restaurantId, claim.restaurantId),
      eq(t.facilityId, claim.facilityId),
      overlaps(t.during, claim),
    ),
  );
  const insert = tx.insert(t).values(rows).onConflictDoNothing().returning({ id: t.id });
  return insertClaims(tx, t, insert, rows.length, or(...inTheWay));
}

export async function insertCapacityClaims(tx: Executor, owner: ClaimOwner, claims: CapacityClaim[]) {
  if (claims.length === 0) return;
  await tx
    .insert(capacityPools)
    .values(claims.map((claim) => ({ pool: claim.pool, capacity: claim.capacity })))
    .onConflictDoNothing({ target: capacityPools.pool });
  for (const pool of new Set(claims.map((claim) => claim.pool)))
    await tx
      .delete(capacityClaims)
      .where(and(eq(capacityClaims.pool, pool), lte(capacityClaims.expiresAt, now)));
  // The trigger adds the places to the pool; its CHECK refuses an overflow (23514).
  await tx.insert(capacityClaims).values(
    claims.map((claim) => ({
      ...owner,
      pool: claim.pool,
      resourceKind: claim.resourceKind,
      resourceCode: claim.resourceCode,
      guestIndexes: claim.guestIndexes,
      places: claim.places,
      startsAt: claim.start,
      endsAt: claim.end,
    })),
  );
}

/** Moves every unconfirmed claim of the session to a new expiry; returns how many it moved. */
export async function extendClaims(tx: Executor, sessionId: string, expiresAt: Date): Promise<number> {
  return onEveryClaimTable(
    tx,
    (t) =>
      sql`UPDATE ${t} SET expires_at = ${expiresAt.toISOString()}::timestamptz WHERE session_id = ${sessionId} AND expires_at > now()`,
  );
}

/** How many live unconfirmed claims the session has, as SQL: what attachClaimsToBooking will attach. */
export function liveClaimCount(sessionId: string): SQL {
  const live = (name: string) =>
    sql`(SELECT count(*) FROM ${sql.identifier(name)} WHERE session_id = ${sessionId} AND expires_at > now())`;
  return sql`(${sql.join(CLAIM_TABLE_NAMES.map(live), sql` + `)})::int`;
}

/**
 * Makes the session's live unconfirmed claims the pending booking's, held until
 * `expiresAt`, in one statement with the booking's own write (begin-booking: the holds
 * become the booking, one round trip). `booking`: a statement returning the booking's
 * `id`, recording liveClaimCount as its claim count (the same snapshot counts what this
 * statement attaches; process-booking and the payment compare against it to notice a
 * claim released later), run as the first step. Returns the booking's id; null when
 * `booking` wrote none (nothing is attached then).
 */
export async function attachClaimsToBooking(
  tx: Executor,
  sessionId: string,
  booking: SQLWrapper,
  expiresAt: Date,
): Promise<string | null> {
  const { steps } = everyClaimTableSteps(
    (t) =>
      sql`UPDATE ${t} SET booking_id = (SELECT id FROM booking), expires_at = ${expiresAt.toISOString()}::timestamptz
          WHERE session_id = ${sessionId} AND expires_at > now() AND EXISTS (SELECT 1 FROM booking)`,
  );
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`WITH booking AS (${booking.getSQL()}), ${sql.join(steps, sql`, `)} SELECT id FROM booking`,
  );
  return row?.id ?? null;
}

/**
 * Holds a pending booking's claims until `expiresAt`, lapsed ones too: a lapsed claim
 * that is still there was taken by no one (taking a lapsed place deletes it first).
 * Returns how many the booking still has.
 */
export async function renewBookingClaims(tx: Executor, bookingId: string, expiresAt: Date): Promise<number> {
  return onEveryClaimTable(
    tx,
    (t) =>
      sql`UPDATE ${t} SET expires_at = ${expiresAt.toISOString()}::timestamptz WHERE booking_id = ${bookingId} AND expires_at IS NOT NULL`,
  );
}

/**
 * Makes the booking's claims permanent and returns them as `sessionClaims` reads them
 * (all live now). A claim that lapsed and was taken by another guest meanwhile is gone,
 * so fewer than it made. `alongside`: further `name AS (…)` steps run in the same
 * statement (process-booking's writes: one round trip, a measured hot path).
 */
export async function confirmBookingClaims(
  tx: Executor,
  bookingId: string,
  alongside: readonly SQL[] = [],
): Promise<SessionClaimRow[]> {
  const { steps } = everyClaimTableSteps(
    (t) => sql`UPDATE ${t} SET expires_at = NULL WHERE booking_id = ${bookingId}`,
    (name) => SESSION_CLAIM_COLUMNS[name],
  );
  const rows = await queryRows<SessionClaimSqlRow>(
    tx,
    sql`WITH ${sql.join([...steps, ...alongside], sql`, `)}
        SELECT * FROM c0 UNION ALL SELECT * FROM c1 UNION ALL SELECT * FROM c2`,
  );
  return sessionClaimRows(rows);
}

/**
 * The other active sessions begun from `clientAddress` that hold something now (a live
 * unconfirmed claim): each with its party size and its earliest expiry, epoch ms. One
 * round trip (the first hold of every session asks it: a measured hot path).
 */
export async function sessionsHoldingFrom(
  db: Executor,
  clientAddress: string,
  exceptSessionId: string,
): Promise<{ id: string; partySize: number; firstLapse: number }[]> {
  const live = (table: string) =>
    sql`SELECT expires_at FROM ${sql.identifier(table)} c WHERE c.session_id = s.id AND c.expires_at > now()`;
  return queryRows(
    db,
    sql`SELECT s.id, coalesce((s.itinerary_context->>'partySize')::int, 0) AS "partySize",
               epoch_ms(min(h.expires_at)) AS "firstLapse"
        FROM spa_sessions s
        CROSS JOIN LATERAL (${sql.join(CLAIM_TABLE_NAMES.map(live), sql` UNION ALL `)}) h
        WHERE s.client_address = ${clientAddress} AND s.status = 'active' AND s.id <> ${exceptSessionId}
        GROUP BY s.id`,
  );
}

/** Earliest expiry among the session's live unconfirmed claims. */
export async function holdExpiry(db: Executor, sessionId: string): Promise<Date | null> {
  const soonest = (t: ClaimTable) =>
    db
      .select({ at: min(t.expiresAt) })
      .from(t)
      .where(and(eq(t.sessionId, sessionId), gt(t.expiresAt, now)));
  const rows = await unionAll(soonest(appointmentClaims), soonest(tableClaims), soonest(capacityClaims));
  return rows.reduce<Date | null>((first, { at }) => (at && (!first || at < first) ? at : first), null);
}

export interface SessionClaimRow {
  holdKind: HoldKind;
  table: 'appointment' | 'table' | 'capacity';
  guestIndexes: number[];
  code: string;
  staffId: string | null;
  roomId: string | null;
  start: Date;
  end: Date;
  itemType: number | null;
  places: number | null;
  expiresAt: Date | null;
}

/**
 * A claim's columns as a SessionClaimRow, instants as epoch ms, for each claim table: one
 * list for reads and for RETURNING (typed, so that the three tables' rows unite).
 */
const SESSION_CLAIM_COLUMNS: Record<(typeof CLAIM_TABLE_NAMES)[number], SQL> = {
  appointment_claims: sql`hold_kind AS "holdKind", 'appointment'::text AS "table", guest_indexes AS "guestIndexes",
    activity_code AS code, staff_id AS "staffId", room_id AS "roomId",
    epoch_ms(lower(during)) AS s, epoch_ms(upper(during)) AS e, item_type AS "itemType",
    NULL::int AS places, epoch_ms(expires_at) AS x`,
  table_claims: sql`hold_kind AS "holdKind", 'table'::text AS "table", ARRAY[]::int[] AS "guestIndexes",
    restaurant_id || '/' || facility_id AS code, NULL::text AS "staffId", NULL::text AS "roomId",
    epoch_ms(lower(during)) AS s, epoch_ms(upper(during)) AS e, NULL::int AS "itemType",
    party_size AS places, epoch_ms(expires_at) AS x`,
  capacity_claims: sql`hold_kind AS "holdKind", 'capacity'::text AS "table", guest_indexes AS "guestIndexes",
    resource_code AS code, NULL::text AS "staffId", NULL::text AS "roomId",
    epoch_ms(starts_at) AS s, epoch_ms(ends_at) AS e, NULL::int AS "itemType",
    places, epoch_ms(expires_at) AS x`,
};

type SessionClaimSqlRow = Omit<SessionClaimRow, 'start' | 'end' | 'expiresAt'> & {
  s: number;
  e: number;
  x: number | null;
};

/** Rows of SESSION_CLAIM_COLUMNS as SessionClaimRows, earliest first. */
function sessionClaimRows(rows: SessionClaimSqlRow[]): SessionClaimRow[] {
  return rows
    .map(({ s, e, x, ...row }) => ({
      ...row,
      start: new Date(s),
      end: new Date(e),
      expiresAt: x === null ? null : new Date(x),
    }))
    .sort((x, y) => x.start.getTime() - y.start.getTime());
}

/**
 * The session's live claims, earliest first, for its view and to rebuild its itinerary
 * (one round trip). Raw SQL, instants as epoch ms: begin-booking and process-booking
 * both read it (a measured hot path, where Drizzle's builder of the three-way union
 * cost more CPU than the database did).
 */
export async function sessionClaims(db: Executor, sessionId: string): Promise<SessionClaimRow[]> {
  const isLive = sql`session_id = ${sessionId} AND (expires_at IS NULL OR expires_at > now())`;
  const rows = await queryRows<SessionClaimSqlRow>(
    db,
    sql.join(
      CLAIM_TABLE_NAMES.map(
        (name) => sql`SELECT ${SESSION_CLAIM_COLUMNS[name]} FROM ${sql.identifier(name)} WHERE ${isLive}`,
      ),
      sql` UNION ALL `,
    ),
  );
  return sessionClaimRows(rows);
}

export async function insertAbsence(
  db: Executor,
  absence: { staffId: string; during: TimeRange; reason: 'holiday' | 'sickness' | 'training' | 'other' },
) {
  await db.insert(therapistAbsences).values(absence);
}

/**
 * An appointment claim as what it takes: one part (therapist and room until upper(during)),
 * or, when a clean-up blocks only one of them, the therapist and the room each until its
 * own end (staff_until, room_until; decision 181). Columns `part.a` (staff), `part.b`
 * (room), `part.e` (end).
 */
const APPOINTMENT_PARTS = sql`CROSS JOIN LATERAL (
    SELECT staff_id AS a, room_id AS b, upper(during) AS e WHERE staff_until IS NULL AND room_until IS NULL
    UNION ALL
    SELECT staff_id, NULL, coalesce(staff_until, upper(during))
      WHERE (staff_until IS NOT NULL OR room_until IS NOT NULL) AND staff_id IS NOT NULL
    UNION ALL
    SELECT NULL, room_id, coalesce(room_until, upper(during))
      WHERE (staff_until IS NOT NULL OR room_until IS NOT NULL) AND room_id IS NOT NULL
  ) AS part`;

/** One row of what is taken, of any session, as the taken cache keeps it (instants in epoch ms). */
export interface TakenRow {
  /** Rota rows (decision 185): `a` the therapist, `b` the date, `s`/`e` minutes on its clock, `n` the shift. */
  source: 'appointment' | 'table' | 'capacity' | 'absence' | 'rota-day' | 'shift' | 'break' | 'closure';
  a: string | null;
  b: string | null;
  s: number;
  e: number | null;
  n: number | null;
  /** The claim's session (null for an absence). */
  sid: string | null;
  /** When the claim lapses (null: confirmed, or an absence). */
  x: number | null;
}

/** What is taken in a span by every session, with the version it was read at (one statement, one snapshot). */
export interface TakenSnapshot {
  /** The sum of the change counters of `buckets` (claim_day_versions, decision 160). */
  version: number;
  /** The database clock when read, epoch ms. */
  now: number;
  rows: TakenRow[];
}

/** The sum of the change counters of `buckets` (UTC dates, and 'infinity'), as SQL. */
const versionOf = (buckets: readonly string[]) =>
  sql`(SELECT coalesce(sum(${claimDayVersions.version}), 0)::float8 FROM ${claimDayVersions}
        WHERE ${claimDayVersions.day} IN (${sql.join(
          buckets.map((day) => sql`${day}::date`),
          sql`, `,
        )}))`;

/** The database clock and the sum of the change counters of `buckets` (UTC dates, and 'infinity'). */
export async function takenVersion(
  db: Executor,
  buckets: readonly string[],
): Promise<{ version: number; now: number }> {
  const [row] = await queryRows<{ version: number; now: number }>(
    db,
    sql`SELECT epoch_ms(now()) AS now, ${versionOf(buckets)} AS version`,
  );
  return { version: row?.version ?? 0, now: row?.now ?? Date.now() };
}

/**
 * What every session holds or has booked between two instants, each row with its session
 * and expiry, and in the same statement (so the same snapshot) the change counters of
 * `buckets` and the database clock: the taken cache's one load (decision 160).
 */
export async function loadTakenSnapshot(
  db: Executor,
  from: Date,
  to: Date,
  buckets: readonly string[],
  rotaDates: { from: string; to: string },
): Promise<TakenSnapshot> {
  const [first, last] = [sql`${rotaDates.from}::date`, sql`${rotaDates.to}::date`];
  const range = rangeLiteral({ start: from, end: to });
  const rows = await queryRows<Omit<TakenRow, 'source'> & { source: TakenRow['source'] | 'version' }>(
    db,
    sql`SELECT 'version' AS source, NULL AS a, NULL AS b, epoch_ms(now()) AS s,
               ${versionOf(buckets)} AS e,
               NULL::int AS n, NULL AS sid, NULL::float8 AS x
        UNION ALL
        SELECT 'appointment', part.a, part.b, epoch_ms(lower(during)), epoch_ms(part.e), NULL, session_id, epoch_ms(expires_at)
          FROM appointment_claims ${APPOINTMENT_PARTS}
          WHERE during && ${range}::tstzrange AND (expires_at IS NULL OR expires_at > now())
        UNION ALL
        SELECT 'table', restaurant_id, facility_id, epoch_ms(lower(during)), epoch_ms(upper(during)), NULL, session_id, epoch_ms(expires_at)
          FROM table_claims
          WHERE during && ${range}::tstzrange AND (expires_at IS NULL OR expires_at > now())
        UNION ALL
        SELECT 'capacity', resource_kind, resource_code, epoch_ms(starts_at), NULL, sum(places)::int, session_id, epoch_ms(min(expires_at))
          FROM capacity_claims
          WHERE starts_at >= ${from.toISOString()}::timestamptz AND starts_at < ${to.toISOString()}::timestamptz
            AND (expires_at IS NULL OR expires_at > now())
          GROUP BY resource_kind, resource_code, starts_at, session_id
        UNION ALL
        SELECT 'absence', staff_id, NULL, epoch_ms(lower(during)), epoch_ms(upper(during)), NULL, NULL, NULL
          FROM therapist_absences WHERE during && ${range}::tstzrange
        UNION ALL
        SELECT 'rota-day', staff_id, day::text, 0, NULL, NULL, NULL, NULL
          FROM rota_days WHERE day BETWEEN ${first} AND ${last}
        UNION ALL
        SELECT 'shift', staff_id, day::text, start_minute, end_minute, id::int, NULL, NULL
          FROM rota_shifts WHERE day BETWEEN ${first} AND ${last}
        UNION ALL
        SELECT 'break', r.staff_id, r.day::text, (b->>'start')::float8, (b->>'end')::float8, r.id::int, NULL, NULL
          FROM rota_shifts r CROSS JOIN LATERAL jsonb_array_elements(r.breaks) AS b
          WHERE r.day BETWEEN ${first} AND ${last}
        UNION ALL
        SELECT 'closure', NULL, day::text, 0, NULL, NULL, NULL, NULL
          FROM spa_closures WHERE day BETWEEN ${first} AND ${last}`,
  );
  const head = rows.find((r) => r.source === 'version');
  return {
    version: head?.e ?? 0,
    now: head?.s ?? Date.now(),
    rows: rows.filter((r): r is TakenRow => r.source !== 'version'),
  };
}
