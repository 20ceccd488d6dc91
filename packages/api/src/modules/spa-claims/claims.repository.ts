import {
  and,
  eq,
  gt,
  inArray,
  isNull,
  lte,
  min,
  or,
  sql,
  type SQL,
  type SQLChunk,
  type SQLWrapper,
} from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { HoldKind, Taken } from '@spa/domain';
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
const live = (t: ClaimTable) => or(isNull(t.expiresAt), gt(t.expiresAt, now));
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
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(k, 0)) FROM (VALUES ${rows}) AS v(k)`);
}

const CLAIM_TABLE_NAMES = ['appointment_claims', 'table_claims', 'capacity_claims'] as const;

/**
 * One statement doing the same UPDATE or DELETE (`change`, given the table) on the three
 * claim tables, each in its own WITH step ending in RETURNING 1; answers how many rows
 * it changed. One round trip where three statements were (a measured hot path).
 */
async function onEveryClaimTable(tx: Executor, change: (table: SQLChunk) => SQL): Promise<number> {
  const steps = CLAIM_TABLE_NAMES.map(
    (name, i) => sql`${sql.raw(`c${i}`)} AS (${change(sql.identifier(name))} RETURNING 1)`,
  );
  const counts = CLAIM_TABLE_NAMES.map((_, i) => sql.raw(`(SELECT count(*) FROM c${i})`));
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`WITH ${sql.join(steps, sql`, `)} SELECT (${sql.join(counts, sql` + `)})::int AS n`,
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

export async function insertAppointmentClaims(tx: Executor, owner: ClaimOwner, claims: AppointmentClaim[]) {
  if (claims.length === 0) return;
  const t = appointmentClaims;
  for (const claim of claims) {
    const resources = [
      claim.staffId === null ? undefined : eq(t.staffId, claim.staffId),
      claim.roomId === null ? undefined : eq(t.roomId, claim.roomId),
    ].filter((condition) => condition !== undefined);
    if (resources.length === 0) continue;
    // Expired holds on the same therapist or room would trip the exclusion constraint.
    await tx.delete(t).where(and(lte(t.expiresAt, now), overlaps(t.during, claim), or(...resources)));
  }
  await tx.insert(t).values(
    claims.map((claim) => ({
      ...owner,
      guestIndexes: claim.guestIndexes,
      itemType: claim.itemType,
      activityCode: claim.activityCode,
      staffId: claim.staffId,
      roomId: claim.roomId,
      during: { start: claim.start, end: claim.end },
    })),
  );
}

export async function insertTableClaims(tx: Executor, owner: ClaimOwner, claims: TableClaim[]) {
  if (claims.length === 0) return;
  const t = tableClaims;
  for (const claim of claims)
    await tx
      .delete(t)
      .where(
        and(
          lte(t.expiresAt, now),
          eq(t.restaurantId, claim.restaurantId),
          eq(t.facilityId, claim.facilityId),
          overlaps(t.during, claim),
        ),
      );
  await tx.insert(t).values(
    claims.map((claim) => ({
      ...owner,
      restaurantId: claim.restaurantId,
      facilityId: claim.facilityId,
      partySize: claim.partySize,
      during: { start: claim.start, end: claim.end },
    })),
  );
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

/**
 * Makes the session's live unconfirmed claims the pending booking's, held until
 * `expiresAt`; returns how many there are (begin-booking: the holds become the booking).
 */
export async function attachClaimsToBooking(
  tx: Executor,
  sessionId: string,
  bookingId: string,
  expiresAt: Date,
): Promise<number> {
  return onEveryClaimTable(
    tx,
    (t) =>
      sql`UPDATE ${t} SET booking_id = ${bookingId}, expires_at = ${expiresAt.toISOString()}::timestamptz WHERE session_id = ${sessionId} AND expires_at > now()`,
  );
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
 * Makes the booking's claims permanent; returns how many it has (all live now). A claim
 * that lapsed and was taken by another guest meanwhile is gone, so fewer than it made.
 */
export async function confirmBookingClaims(tx: Executor, bookingId: string): Promise<number> {
  return onEveryClaimTable(tx, (t) => sql`UPDATE ${t} SET expires_at = NULL WHERE booking_id = ${bookingId}`);
}

/** Which of `sessionIds` hold something now (a live unconfirmed claim), each with its earliest expiry. */
export async function sessionsHolding(db: Executor, sessionIds: string[]): Promise<Map<string, Date>> {
  if (sessionIds.length === 0) return new Map();
  const soonest = (t: ClaimTable) =>
    db
      .select({ sessionId: t.sessionId, at: min(t.expiresAt) })
      .from(t)
      .where(and(inArray(t.sessionId, sessionIds), gt(t.expiresAt, now)))
      .groupBy(t.sessionId);
  const rows = await unionAll(soonest(appointmentClaims), soonest(tableClaims), soonest(capacityClaims));
  const holding = new Map<string, Date>();
  for (const { sessionId, at } of rows)
    if (at && (!holding.has(sessionId) || at < holding.get(sessionId)!)) holding.set(sessionId, at);
  return holding;
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

/** The session's live claims, earliest first, for its view and to rebuild its itinerary (one round trip). */
export async function sessionClaims(db: Executor, sessionId: string): Promise<SessionClaimRow[]> {
  const a = appointmentClaims;
  const t = tableClaims;
  const c = capacityClaims;
  // One shape for the three tables; the first select's columns decode every row.
  const rows = await unionAll(
    db
      .select({
        holdKind: a.holdKind,
        table: sql<SessionClaimRow['table']>`'appointment'`.as('tbl'),
        guestIndexes: a.guestIndexes,
        code: a.activityCode,
        staffId: a.staffId,
        roomId: a.roomId,
        start: sql<Date>`lower(${a.during})`.mapWith(a.expiresAt).as('starts'),
        end: sql<Date>`upper(${a.during})`.mapWith(a.expiresAt).as('ends'),
        itemType: sql<number | null>`${a.itemType}`.as('item_type'),
        places: sql<number | null>`NULL::int`.as('places'),
        expiresAt: a.expiresAt,
      })
      .from(a)
      .where(and(eq(a.sessionId, sessionId), live(a))),
    db
      .select({
        holdKind: t.holdKind,
        table: sql<SessionClaimRow['table']>`'table'`.as('tbl'),
        guestIndexes: sql<number[]>`ARRAY[]::int[]`.as('guest_indexes'),
        code: sql<string>`${t.restaurantId} || '/' || ${t.facilityId}`.as('code'),
        staffId: sql<string | null>`NULL`.as('staff_id'),
        roomId: sql<string | null>`NULL`.as('room_id'),
        start: sql<Date>`lower(${t.during})`.as('starts'),
        end: sql<Date>`upper(${t.during})`.as('ends'),
        itemType: sql<number | null>`NULL::int`.as('item_type'),
        places: sql<number | null>`${t.partySize}`.as('places'),
        expiresAt: t.expiresAt,
      })
      .from(t)
      .where(and(eq(t.sessionId, sessionId), live(t))),
    db
      .select({
        holdKind: c.holdKind,
        table: sql<SessionClaimRow['table']>`'capacity'`.as('tbl'),
        guestIndexes: c.guestIndexes,
        code: c.resourceCode,
        staffId: sql<string | null>`NULL`.as('staff_id'),
        roomId: sql<string | null>`NULL`.as('room_id'),
        start: sql<Date>`${c.startsAt}`.as('starts'),
        end: sql<Date>`${c.endsAt}`.as('ends'),
        itemType: sql<number | null>`NULL::int`.as('item_type'),
        places: sql<number | null>`${c.places}`.as('places'),
        expiresAt: c.expiresAt,
      })
      .from(c)
      .where(and(eq(c.sessionId, sessionId), live(c))),
  );
  return rows.sort((x, y) => x.start.getTime() - y.start.getTime());
}

export async function insertAbsence(
  db: Executor,
  absence: { staffId: string; during: TimeRange; reason: 'holiday' | 'sickness' | 'training' | 'other' },
) {
  await db.insert(therapistAbsences).values(absence);
}

/**
 * What other sessions have taken between two instants: the engine's input.
 * Claims of `exceptSessionId` are left out (one's own holds never block one's own choices).
 * Raw SQL on purpose: one round trip, instants as epoch milliseconds (numbers, no date
 * parsing), and availability is asked for on every screen (a measured hot path).
 */
export async function loadTaken(
  db: Executor,
  from: Date,
  to: Date,
  exceptSessionId: string | null,
  mudRoomId: string | null,
): Promise<Taken> {
  const range = rangeLiteral({ start: from, end: to });
  const except = exceptSessionId ?? '';
  const rows = await queryRows<{
    source: 'appointment' | 'table' | 'capacity' | 'absence';
    a: string | null;
    b: string | null;
    s: number;
    e: number | null;
    n: number | null;
  }>(
    db,
    sql`SELECT 'appointment' AS source, staff_id AS a, room_id AS b, epoch_ms(lower(during)) AS s, epoch_ms(upper(during)) AS e, NULL::int AS n
          FROM appointment_claims
          WHERE during && ${range}::tstzrange AND session_id <> ${except} AND (expires_at IS NULL OR expires_at > now())
        UNION ALL
        SELECT 'table', restaurant_id, facility_id, epoch_ms(lower(during)), epoch_ms(upper(during)), NULL
          FROM table_claims
          WHERE during && ${range}::tstzrange AND session_id <> ${except} AND (expires_at IS NULL OR expires_at > now())
        UNION ALL
        SELECT 'capacity', resource_kind, resource_code, epoch_ms(starts_at), NULL, sum(places)::int
          FROM capacity_claims
          WHERE starts_at >= ${from.toISOString()}::timestamptz AND starts_at < ${to.toISOString()}::timestamptz
            AND session_id <> ${except} AND (expires_at IS NULL OR expires_at > now())
          GROUP BY resource_kind, resource_code, starts_at
        UNION ALL
        SELECT 'absence', staff_id, NULL, epoch_ms(lower(during)), epoch_ms(upper(during)), NULL
          FROM therapist_absences WHERE during && ${range}::tstzrange`,
  );
  const appointments: Taken['appointments'][number][] = [];
  const mudRoomGroups: Taken['mudRoomGroups'][number][] = [];
  const tables: Taken['tables'][number][] = [];
  const gardenPlaces: Taken['gardenPlaces'][number][] = [];
  const arrivals: Taken['arrivals'][number][] = [];
  const absences: Taken['absences'][number][] = [];
  for (const r of rows)
    switch (r.source) {
      case 'appointment':
        if (mudRoomId !== null && r.b === mudRoomId) mudRoomGroups.push({ start: r.s, end: r.e! });
        else appointments.push({ StaffId: r.a, RoomId: r.b, start: r.s, end: r.e! });
        break;
      case 'table':
        tables.push({ RestaurantId: r.a!, FacilityId: r.b!, start: r.s, end: r.e! });
        break;
      case 'capacity':
        if (r.a === 'garden') gardenPlaces.push({ SpaGardenCode: r.b!, start: r.s, guests: r.n ?? 0 });
        else arrivals.push({ PremierId: r.b!, start: r.s, guests: r.n ?? 0 });
        break;
      case 'absence':
        absences.push({ StaffId: r.a!, start: r.s, end: r.e! });
        break;
    }
  return { appointments, absences, gardenPlaces, mudRoomGroups, tables, arrivals };
}

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
        SELECT 'appointment', staff_id, room_id, epoch_ms(lower(during)), epoch_ms(upper(during)), NULL, session_id, epoch_ms(expires_at)
          FROM appointment_claims
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
