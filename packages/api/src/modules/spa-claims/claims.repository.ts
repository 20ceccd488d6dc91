import { sql } from 'drizzle-orm';
import type { HoldKind, Taken } from '@spa/domain';
import { type Executor, pgArray, query, tstzrange, type Tx } from '../../lib/sql';

/**
 * SQL for resource claims: holds, pending and confirmed bookings of therapists,
 * rooms, tables and capacity pools. A claim is live while its expiry is in the
 * future (or it has none: confirmed). Times come from the database clock, so that
 * every API process agrees on what has expired.
 */

export type { HoldKind };

export interface ClaimOwner {
  sessionId: string;
  holdKind: HoldKind;
  bookingId: string | null;
  /** null: confirmed, never expires. */
  expiresAt: Date | null;
}

export interface AppointmentClaim {
  guestIndexes: number[];
  itemType: number;
  activityCode: string;
  staffId: string | null;
  roomId: string | null;
  start: Date;
  end: Date;
}

export interface TableClaim {
  restaurantId: string;
  facilityId: string;
  partySize: number;
  start: Date;
  end: Date;
}

export interface CapacityClaim {
  /** e.g. 'garden:GARDEN-3H:2026-12-01T10:00:00.000Z' */
  pool: string;
  capacity: number;
  resourceKind: 'garden' | 'arrival';
  resourceCode: string;
  guestIndexes: number[];
  places: number;
  start: Date;
  end: Date;
}

const LIVE = (alias: string) => sql.raw(`(${alias}.expires_at IS NULL OR ${alias}.expires_at > now())`);

/**
 * Takes transaction-scoped advisory locks on the named resources, always in the
 * same (sorted) order, so that concurrent claimers queue instead of deadlocking.
 */
export async function lockResources(tx: Tx, keys: Iterable<string>): Promise<void> {
  for (const key of [...new Set(keys)].sort())
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

/** Removes the session's unconfirmed claims, of one kind or all. */
export async function releaseClaims(tx: Executor, sessionId: string, holdKind?: HoldKind): Promise<void> {
  const kind = holdKind ? sql`AND hold_kind = ${holdKind}` : sql``;
  for (const table of ['appointment_claims', 'table_claims', 'capacity_claims'])
    await tx.execute(
      sql`DELETE FROM ${sql.raw(table)} WHERE session_id = ${sessionId} AND expires_at IS NOT NULL ${kind}`,
    );
}

export async function insertAppointmentClaims(tx: Tx, owner: ClaimOwner, claims: AppointmentClaim[]) {
  for (const claim of claims) {
    const during = tstzrange(claim.start, claim.end);
    // Expired holds on the same therapist or room would trip the exclusion constraint.
    await tx.execute(sql`
      DELETE FROM appointment_claims
      WHERE expires_at <= now() AND during && ${during}::tstzrange
        AND (staff_id = ${claim.staffId} OR room_id = ${claim.roomId})`);
    await tx.execute(sql`
      INSERT INTO appointment_claims
        (session_id, booking_id, hold_kind, guest_indexes, item_type, activity_code, staff_id, room_id, during, expires_at)
      VALUES (${owner.sessionId}, ${owner.bookingId}, ${owner.holdKind}, ${pgArray(claim.guestIndexes)}::int[],
        ${claim.itemType}, ${claim.activityCode}, ${claim.staffId}, ${claim.roomId}, ${during}::tstzrange,
        ${owner.expiresAt?.toISOString() ?? null}::timestamptz)`);
  }
}

export async function insertTableClaims(tx: Tx, owner: ClaimOwner, claims: TableClaim[]) {
  for (const claim of claims) {
    const during = tstzrange(claim.start, claim.end);
    await tx.execute(sql`
      DELETE FROM table_claims
      WHERE expires_at <= now() AND restaurant_id = ${claim.restaurantId} AND facility_id = ${claim.facilityId}
        AND during && ${during}::tstzrange`);
    await tx.execute(sql`
      INSERT INTO table_claims (session_id, booking_id, hold_kind, restaurant_id, facility_id, party_size, during, expires_at)
      VALUES (${owner.sessionId}, ${owner.bookingId}, ${owner.holdKind}, ${claim.restaurantId}, ${claim.facilityId},
        ${claim.partySize}, ${during}::tstzrange, ${owner.expiresAt?.toISOString() ?? null}::timestamptz)`);
  }
}

export async function insertCapacityClaims(tx: Tx, owner: ClaimOwner, claims: CapacityClaim[]) {
  for (const claim of claims) {
    await tx.execute(sql`
      INSERT INTO capacity_pools (pool, capacity) VALUES (${claim.pool}, ${claim.capacity})
      ON CONFLICT (pool) DO NOTHING`);
    await tx.execute(sql`DELETE FROM capacity_claims WHERE pool = ${claim.pool} AND expires_at <= now()`);
    // The trigger adds the places to the pool; its CHECK refuses an overflow (23514).
    await tx.execute(sql`
      INSERT INTO capacity_claims
        (session_id, booking_id, hold_kind, pool, resource_kind, resource_code, guest_indexes, places, starts_at, ends_at, expires_at)
      VALUES (${owner.sessionId}, ${owner.bookingId}, ${owner.holdKind}, ${claim.pool}, ${claim.resourceKind},
        ${claim.resourceCode}, ${pgArray(claim.guestIndexes)}::int[], ${claim.places},
        ${claim.start.toISOString()}::timestamptz, ${claim.end.toISOString()}::timestamptz,
        ${owner.expiresAt?.toISOString() ?? null}::timestamptz)`);
  }
}

/** Moves every unconfirmed claim of the session to a new expiry; returns how many it moved. */
export async function extendClaims(tx: Executor, sessionId: string, expiresAt: Date): Promise<number> {
  let moved = 0;
  for (const table of ['appointment_claims', 'table_claims', 'capacity_claims']) {
    const rows = await query<{ id: string }>(
      tx,
      sql`UPDATE ${sql.raw(table)} SET expires_at = ${expiresAt.toISOString()}::timestamptz
          WHERE session_id = ${sessionId} AND expires_at > now() RETURNING id`,
    );
    moved += rows.length;
  }
  return moved;
}

/** Live claims of a booking (confirmed or still held). */
export async function countBookingClaims(tx: Executor, bookingId: string): Promise<number> {
  const rows = await query<{ n: number }>(
    tx,
    sql`SELECT
      (SELECT count(*) FROM appointment_claims c WHERE booking_id = ${bookingId} AND ${LIVE('c')})
    + (SELECT count(*) FROM table_claims c WHERE booking_id = ${bookingId} AND ${LIVE('c')})
    + (SELECT count(*) FROM capacity_claims c WHERE booking_id = ${bookingId} AND ${LIVE('c')}) AS n`,
  );
  return Number(rows[0]?.n ?? 0);
}

/** Makes the booking's claims permanent. */
export async function confirmBookingClaims(tx: Tx, bookingId: string): Promise<void> {
  for (const table of ['appointment_claims', 'table_claims', 'capacity_claims'])
    await tx.execute(sql`UPDATE ${sql.raw(table)} SET expires_at = NULL WHERE booking_id = ${bookingId}`);
}

/** Earliest expiry among the session's live unconfirmed claims. */
export async function holdExpiry(executor: Executor, sessionId: string): Promise<Date | null> {
  const rows = await query<{ at: Date | string | null }>(
    executor,
    sql`SELECT min(expires_at) AS at FROM (
      SELECT expires_at FROM appointment_claims WHERE session_id = ${sessionId} AND expires_at > now()
      UNION ALL SELECT expires_at FROM table_claims WHERE session_id = ${sessionId} AND expires_at > now()
      UNION ALL SELECT expires_at FROM capacity_claims WHERE session_id = ${sessionId} AND expires_at > now()) AS e`,
  );
  const at = rows[0]?.at;
  return at ? new Date(at) : null;
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

/** The session's live claims, for its view and to rebuild its itinerary. */
export async function sessionClaims(executor: Executor, sessionId: string): Promise<SessionClaimRow[]> {
  const rows = await query<{
    hold_kind: HoldKind;
    tbl: SessionClaimRow['table'];
    guest_indexes: number[] | string;
    code: string;
    staff_id: string | null;
    room_id: string | null;
    starts_at: Date | string;
    ends_at: Date | string;
    item_type: number | null;
    places: number | null;
    expires_at: Date | string | null;
  }>(
    executor,
    sql`
      SELECT hold_kind, 'appointment' AS tbl, guest_indexes, activity_code AS code, staff_id, room_id,
             lower(during) AS starts_at, upper(during) AS ends_at, item_type, NULL::int AS places, expires_at
        FROM appointment_claims c WHERE session_id = ${sessionId} AND ${LIVE('c')}
      UNION ALL
      SELECT hold_kind, 'table', ARRAY[]::int[], restaurant_id || '/' || facility_id, NULL, NULL,
             lower(during), upper(during), NULL, party_size, expires_at
        FROM table_claims c WHERE session_id = ${sessionId} AND ${LIVE('c')}
      UNION ALL
      SELECT hold_kind, 'capacity', guest_indexes, resource_code, NULL, NULL, starts_at, ends_at, NULL, places, expires_at
        FROM capacity_claims c WHERE session_id = ${sessionId} AND ${LIVE('c')}
      ORDER BY 7`,
  );
  return rows.map((r) => ({
    holdKind: r.hold_kind,
    table: r.tbl,
    guestIndexes: parseIntArray(r.guest_indexes),
    code: r.code,
    staffId: r.staff_id,
    roomId: r.room_id,
    start: new Date(r.starts_at),
    end: new Date(r.ends_at),
    itemType: r.item_type,
    places: r.places,
    expiresAt: r.expires_at ? new Date(r.expires_at) : null,
  }));
}

function parseIntArray(value: number[] | string): number[] {
  if (Array.isArray(value)) return value.map(Number);
  return value.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
}

/**
 * What other sessions have taken between two instants: the engine's input.
 * Claims of `exceptSessionId` are left out (one's own holds never block one's own choices).
 */
export async function loadTaken(
  executor: Executor,
  from: Date,
  to: Date,
  exceptSessionId: string | null,
  mudRoomId: string | null,
): Promise<Taken> {
  const range = tstzrange(from, to);
  const except = exceptSessionId ?? '';
  // One round trip: availability is asked for on every screen.
  const rows = await query<{
    source: 'appointment' | 'table' | 'capacity' | 'absence';
    a: string | null;
    b: string | null;
    s: number;
    e: number | null;
    n: number | null;
  }>(
    executor,
    sql`SELECT 'appointment' AS source, staff_id AS a, room_id AS b, epoch_ms(lower(during)) AS s, epoch_ms(upper(during)) AS e, NULL::int AS n
          FROM appointment_claims c
          WHERE during && ${range}::tstzrange AND session_id <> ${except} AND ${LIVE('c')}
        UNION ALL
        SELECT 'table', restaurant_id, facility_id, epoch_ms(lower(during)), epoch_ms(upper(during)), NULL
          FROM table_claims c
          WHERE during && ${range}::tstzrange AND session_id <> ${except} AND ${LIVE('c')}
        UNION ALL
        SELECT 'capacity', resource_kind, resource_code, epoch_ms(starts_at), NULL, sum(places)::int
          FROM capacity_claims c
          WHERE starts_at >= ${from.toISOString()}::timestamptz AND starts_at < ${to.toISOString()}::timestamptz
            AND session_id <> ${except} AND ${LIVE('c')}
          GROUP BY resource_kind, resource_code, starts_at
        UNION ALL
        SELECT 'absence', staff_id, NULL, epoch_ms(lower(during)), epoch_ms(upper(during)), NULL
          FROM therapist_absences WHERE during && ${range}::tstzrange`,
  );
  const appointments = rows
    .filter((r) => r.source === 'appointment')
    .map((r) => ({ staff_id: r.a, room_id: r.b, s: r.s, e: r.e as number }));
  const tables = rows
    .filter((r) => r.source === 'table')
    .map((r) => ({ restaurant_id: r.a!, facility_id: r.b!, s: r.s, e: r.e as number }));
  const capacity = rows
    .filter((r) => r.source === 'capacity')
    .map((r) => ({
      resource_kind: r.a as 'garden' | 'arrival',
      resource_code: r.b!,
      starts_at: r.s,
      places: r.n ?? 0,
    }));
  const absences = rows
    .filter((r) => r.source === 'absence')
    .map((r) => ({ staff_id: r.a!, s: r.s, e: r.e as number }));
  const mud = appointments.filter((a) => mudRoomId !== null && a.room_id === mudRoomId);
  return {
    appointments: appointments
      .filter((a) => !(mudRoomId !== null && a.room_id === mudRoomId))
      .map((a) => ({ StaffId: a.staff_id, RoomId: a.room_id, start: a.s, end: a.e })),
    absences: absences.map((a) => ({ StaffId: a.staff_id, start: a.s, end: a.e })),
    gardenPlaces: capacity
      .filter((c) => c.resource_kind === 'garden')
      .map((c) => ({ SpaGardenCode: c.resource_code, start: c.starts_at, guests: c.places })),
    mudRoomGroups: mud.map((a) => ({ start: a.s, end: a.e })),
    tables: tables.map((t) => ({
      RestaurantId: t.restaurant_id,
      FacilityId: t.facility_id,
      start: t.s,
      end: t.e,
    })),
    arrivals: capacity
      .filter((c) => c.resource_kind === 'arrival')
      .map((c) => ({ PremierId: c.resource_code, start: c.starts_at, guests: c.places })),
  };
}
