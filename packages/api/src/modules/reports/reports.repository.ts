import type { Executor } from '../../db/database';
import { queryRows, sql } from '../../lib/sql';

/**
 * The reports' aggregates, each one statement computed in PostgreSQL (decision 0360). The
 * reports module owns no table: it only reads the owners' tables (bookings, claims, ledger),
 * never writes, and `test/reports.test.ts` checks every statement against what the owners
 * write. Days and hours are the resort's: `tz` is its IANA zone.
 */

/** A range of resort days, both included, and the zone they are days of. */
export interface DayRange {
  from: string;
  to: string;
  tz: string;
}

/** The range's instants: midnight of `from` to midnight after `to`, in the zone. */
const instants = ({ from, to, tz }: DayRange) => ({
  start: sql`((${from}::date)::timestamp AT TIME ZONE ${tz}::text)`,
  end: sql`((${to}::date + 1)::timestamp AT TIME ZONE ${tz}::text)`,
});

export interface BookedHourRow {
  kind: 'therapist' | 'room';
  resource_id: string;
  hour: number;
  minutes: number;
}

/**
 * Minutes of confirmed appointments in each hour of the resort's clock, per therapist and
 * per room, over the range: an appointment counts from its start to the guest's end (the
 * treatment's turnover after it is left out, as the diary shows it). `turnovers` gives each
 * activity's turnover minutes.
 */
export function bookedMinutesByHour(
  db: Executor,
  range: DayRange,
  turnovers: { code: string; minutes: number }[],
): Promise<BookedHourRow[]> {
  const { start, end } = instants(range);
  return queryRows<BookedHourRow>(
    db,
    sql`
      WITH turnover AS (
        SELECT code, minutes FROM jsonb_to_recordset(${JSON.stringify(turnovers)}::jsonb) AS t(code text, minutes int)
      ), appointment AS (
        SELECT c.staff_id, c.room_id,
               greatest(lower(c.during), ${start}) AS s,
               least(upper(c.during) - make_interval(mins => coalesce(t.minutes, 0)), ${end}) AS e
        FROM appointment_claims c
        LEFT JOIN turnover t ON t.code = c.activity_code
        WHERE c.expires_at IS NULL AND c.booking_id IS NOT NULL
          AND c.during && tstzrange(${start}, ${end})
      ), piece AS (
        SELECT a.staff_id, a.room_id, h,
               extract(epoch FROM least(a.e, h + interval '1 hour') - greatest(a.s, h)) / 60 AS minutes
        FROM appointment a,
             generate_series(date_trunc('hour', a.s, ${range.tz}::text), a.e - interval '1 microsecond', interval '1 hour') AS h
        WHERE a.e > a.s
      )
      SELECT r.kind, r.resource_id,
             extract(hour FROM p.h AT TIME ZONE ${range.tz}::text)::int AS hour,
             round(sum(p.minutes))::int AS minutes
      FROM piece p
      CROSS JOIN LATERAL (VALUES ('therapist', p.staff_id), ('room', p.room_id)) AS r(kind, resource_id)
      WHERE r.resource_id IS NOT NULL
      GROUP BY 1, 2, 3
      ORDER BY 1, 2, 3`,
  );
}

export interface TakingsRow {
  day: string;
  tender: string;
  paid: number;
  refunded: number;
}

/** Money taken and given back on each resort day, by tender: every payment and refund in the ledger (spa and stays). */
export function takingsByDay(db: Executor, range: DayRange): Promise<TakingsRow[]> {
  const { start, end } = instants(range);
  return queryRows<TakingsRow>(
    db,
    sql`
      SELECT (created_at AT TIME ZONE ${range.tz}::text)::date::text AS day, tender,
             coalesce(sum(amount_pence) FILTER (WHERE kind = 'payment'), 0)::int AS paid,
             coalesce(sum(amount_pence) FILTER (WHERE kind = 'refund'), 0)::int AS refunded
      FROM ledger_entries
      WHERE kind IN ('payment', 'refund') AND created_at >= ${start} AND created_at < ${end}
      GROUP BY 1, 2
      ORDER BY 1, 2`,
  );
}

export interface RevenueRow {
  day: string;
  package_id: string | null;
  bookings: number;
  net: number;
}

/**
 * What confirmed spa bookings on each day of the range owe, by package: the ledger's
 * charges less its credits (a cancellation's credit leaves its fee), counted on the day of the visit.
 */
export function revenueByDayAndPackage(db: Executor, range: DayRange): Promise<RevenueRow[]> {
  return queryRows<RevenueRow>(
    db,
    sql`
      SELECT b.booking_date::text AS day, b.package_id,
             count(DISTINCT b.id)::int AS bookings,
             coalesce(sum(CASE l.kind WHEN 'charge' THEN l.amount_pence ELSE -l.amount_pence END), 0)::int AS net
      FROM spa_bookings b
      JOIN ledger_entries l ON l.booking_kind = 'spa' AND l.booking_id = b.id AND l.kind IN ('charge', 'credit')
      WHERE b.status = 'confirmed' AND b.booking_date BETWEEN ${range.from}::date AND ${range.to}::date
      GROUP BY 1, 2
      ORDER BY 1, 2`,
  );
}

export interface BookedLineRow {
  code: string;
  quantity: number;
  amount: number;
}

/** The lines of the bills of confirmed, not cancelled, spa bookings visiting in the range, by code. */
export function bookedLines(db: Executor, range: DayRange): Promise<BookedLineRow[]> {
  return queryRows<BookedLineRow>(
    db,
    sql`
      SELECT line ->> 'Code' AS code,
             sum((line ->> 'Quantity')::int)::int AS quantity,
             sum((line ->> 'Amount')::int)::int AS amount
      FROM spa_bookings b, jsonb_array_elements(b.line_items) AS line
      WHERE b.status = 'confirmed' AND b.cancelled_at IS NULL
        AND b.booking_date BETWEEN ${range.from}::date AND ${range.to}::date
      GROUP BY 1
      ORDER BY 1`,
  );
}

export interface BookingsMadeRow {
  day: string;
  bookings: number;
  guests: number;
  lead_days_total: number;
}

/** Spa bookings confirmed on each resort day of the range: how many, their guests, and their days ahead summed. */
export function bookingsMadeByDay(db: Executor, range: DayRange): Promise<BookingsMadeRow[]> {
  const { start, end } = instants(range);
  return queryRows<BookingsMadeRow>(
    db,
    sql`
      WITH made AS (
        SELECT (confirmed_at AT TIME ZONE ${range.tz}::text)::date AS day, booking_date,
               jsonb_array_length(request -> 'clients') AS guests
        FROM spa_bookings
        WHERE status = 'confirmed' AND confirmed_at >= ${start} AND confirmed_at < ${end}
      )
      SELECT day::text AS day, count(*)::int AS bookings, sum(guests)::int AS guests,
             sum(booking_date - day)::int AS lead_days_total
      FROM made
      GROUP BY day
      ORDER BY day`,
  );
}

export interface LeadTimeRow {
  band: number;
  bookings: number;
}

/**
 * The same bookings by how far ahead they were made, in bands of days ahead: each row's
 * band is the index of the first bound the lead time is at most (`bounds.length`: beyond the last).
 */
export function bookingsByLeadTime(db: Executor, range: DayRange, bounds: number[]): Promise<LeadTimeRow[]> {
  const { start, end } = instants(range);
  return queryRows<LeadTimeRow>(
    db,
    sql`
      WITH bound AS (
        SELECT (ordinality - 1)::int AS band, value::int AS days
        FROM jsonb_array_elements_text(${JSON.stringify(bounds)}::jsonb) WITH ORDINALITY
      ), made AS (
        SELECT booking_date - (confirmed_at AT TIME ZONE ${range.tz}::text)::date AS lead
        FROM spa_bookings
        WHERE status = 'confirmed' AND confirmed_at >= ${start} AND confirmed_at < ${end}
      )
      SELECT coalesce((SELECT min(band) FROM bound WHERE made.lead <= bound.days), ${bounds.length}::int) AS band,
             count(*)::int AS bookings
      FROM made
      GROUP BY 1
      ORDER BY 1`,
  );
}

export interface CancellationRow {
  day: string;
  booked: number;
  cancelled: number;
  guests_cancelled: number;
  no_shows: number;
  refunded: number;
}

/**
 * Spa bookings visiting on each day of the range: how many were confirmed, cancelled
 * (whole bookings; guests cancelled from a booking apart), did not come, and what the
 * cancellation policy refunded.
 */
export function cancellationsByDay(db: Executor, range: DayRange): Promise<CancellationRow[]> {
  return queryRows<CancellationRow>(
    db,
    sql`
      SELECT booking_date::text AS day,
             count(*)::int AS booked,
             (count(*) FILTER (WHERE cancelled_at IS NOT NULL))::int AS cancelled,
             coalesce(sum(jsonb_array_length(cancelled_parts)), 0)::int AS guests_cancelled,
             (count(*) FILTER (WHERE arrival_status = 'no_show'))::int AS no_shows,
             coalesce(sum(refund_pence) FILTER (WHERE cancelled_at IS NOT NULL), 0)::int AS refunded
      FROM spa_bookings
      WHERE status = 'confirmed' AND booking_date BETWEEN ${range.from}::date AND ${range.to}::date
      GROUP BY 1
      ORDER BY 1`,
  );
}
