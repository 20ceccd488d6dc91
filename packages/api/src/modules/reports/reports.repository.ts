import type { Executor } from '../../db/database';
import { queryRows, sql } from '../../lib/sql';

/**
 * The reports' aggregates, each one statement computed in PostgreSQL (decision 0360). The
 * reports module owns no table: it only reads the owners' tables (bookings, claims, ledger),
 * never writes, and `test/reports.test.ts` checks every statement against what the owners
 * write. Days and hours are the resort's: `tz` is its IANA zone.
 */

/**
 * A report's statements in one read-only transaction: one snapshot for all its tables, and
 * no JIT compilation (PostgreSQL's estimate of a year's rows sets it off, and compiling took
 * 2.9 s of a 3.7 s statement in the bench, the statement itself under 0.6 s).
 */
export function inReportSnapshot<T>(db: Executor, read: (tx: Executor) => Promise<T>): Promise<T> {
  return db.transaction(
    async (tx) => {
      await queryRows(tx, sql`SET LOCAL jit = off`);
      return read(tx);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

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

/** The hours of two days, for splitting an appointment into the hours it touches (one past midnight at most). */
const HOURS = sql.raw(`(VALUES ${Array.from({ length: 48 }, (_, h) => `(${h})`).join(', ')}) AS hours(h)`);

/**
 * Minutes of confirmed appointments in each hour of the resort's clock, per therapist and
 * per room, over the range: an appointment counts from its start to the guest's end (the
 * treatment's turnover after it is left out, as the diary shows it). `turnovers` gives each
 * activity's turnover minutes. Appointments of the same resource and times of day are
 * counted together before they are split into hours, so a year costs little more than a day.
 * Times are the resort's wall clock (an appointment across a clock change, at night, counts its wall-clock span).
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
               greatest(lower(c.during), ${start}) AT TIME ZONE ${range.tz}::text AS s,
               least(upper(c.during) - make_interval(mins => coalesce(t.minutes, 0)), ${end}) AT TIME ZONE ${range.tz}::text AS e
        FROM appointment_claims c
        LEFT JOIN turnover t ON t.code = c.activity_code
        WHERE c.expires_at IS NULL AND c.booking_id IS NOT NULL
          AND c.during && tstzrange(${start}, ${end})
      ), shape AS (
        SELECT staff_id, room_id,
               extract(epoch FROM s::time) / 60 AS s,
               least(extract(epoch FROM s::time) / 60 + extract(epoch FROM e - s) / 60, 2880) AS e,
               count(*) AS n
        FROM appointment
        WHERE e > s
        GROUP BY 1, 2, 3, 4
      ), piece AS (
        SELECT staff_id, room_id, hours.h % 24 AS hour,
               n * (least(e, hours.h * 60 + 60) - greatest(s, hours.h * 60)) AS minutes
        FROM shape JOIN ${HOURS} ON hours.h * 60 < shape.e AND hours.h * 60 + 60 > shape.s
      )
      SELECT r.kind, r.resource_id, p.hour::int AS hour, round(sum(p.minutes))::int AS minutes
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

export interface RoomBillRow {
  /** The stay's confirmation number (the room charge's reference). */
  stay: string;
  bookings: number;
  charged: number;
  given_back: number;
}

/**
 * Spa bookings' payments by `tenders` (those that move a charge to a stay's room bill) and
 * their refunds, recorded on the resort days of the range, by the stay they went to
 * (decision 0540): what the hotel's folios should hold.
 */
export function roomBillsByStay(
  db: Executor,
  range: DayRange,
  tenders: readonly string[],
): Promise<RoomBillRow[]> {
  const { start, end } = instants(range);
  return queryRows<RoomBillRow>(
    db,
    sql`
      SELECT coalesce(reference, '') AS stay, count(DISTINCT booking_id)::int AS bookings,
             coalesce(sum(amount_pence) FILTER (WHERE kind = 'payment'), 0)::int AS charged,
             coalesce(sum(amount_pence) FILTER (WHERE kind = 'refund'), 0)::int AS given_back
      FROM ledger_entries
      WHERE kind IN ('payment', 'refund') AND booking_kind = 'spa'
        AND tender IN (SELECT jsonb_array_elements_text(${JSON.stringify(tenders)}::jsonb))
        AND created_at >= ${start} AND created_at < ${end}
      GROUP BY 1
      ORDER BY 1`,
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
 * charges less its credits (a cancellation's credit leaves its fee), counted on the day of the
 * visit; a booking is counted by its one booking charge (written when it is confirmed).
 */
export function revenueByDayAndPackage(db: Executor, range: DayRange): Promise<RevenueRow[]> {
  return queryRows<RevenueRow>(
    db,
    sql`
      SELECT b.booking_date::text AS day, b.package_id,
             (count(*) FILTER (WHERE l.kind = 'charge' AND l.category = 'booking'))::int AS bookings,
             sum(CASE l.kind WHEN 'charge' THEN l.amount_pence ELSE -l.amount_pence END)::int AS net
      FROM spa_bookings b
      JOIN ledger_entries l ON l.booking_kind = 'spa' AND l.booking_id = b.id AND l.kind IN ('charge', 'credit')
      WHERE b.status = 'confirmed' AND b.booking_date BETWEEN ${range.from}::date AND ${range.to}::date
      GROUP BY b.booking_date, b.package_id
      ORDER BY b.booking_date, b.package_id`,
  );
}

export interface DiscountRow {
  code: string;
  bookings: number;
  discount: number;
}

/**
 * What promotion codes took off confirmed, not cancelled, spa bookings visiting in the range
 * (the ledger's discount credits, decision 0430), by code.
 */
export function discountsByPromotion(db: Executor, range: DayRange): Promise<DiscountRow[]> {
  return queryRows<DiscountRow>(
    db,
    sql`
      SELECT b.promotion_code AS code, count(DISTINCT b.id)::int AS bookings, sum(l.amount_pence)::int AS discount
      FROM spa_bookings b
      JOIN ledger_entries l ON l.booking_kind = 'spa' AND l.booking_id = b.id
        AND l.kind = 'credit' AND l.category = 'discount'
      WHERE b.status = 'confirmed' AND b.cancelled_at IS NULL AND b.promotion_code IS NOT NULL
        AND b.booking_date BETWEEN ${range.from}::date AND ${range.to}::date
      GROUP BY b.promotion_code
      ORDER BY discount DESC, code`,
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
  /** A row of the day's counts, or (day null) of a band's. */
  day: string | null;
  band: number | null;
  bookings: number;
  guests: number;
  lead_days_total: number;
}

/**
 * Spa bookings confirmed on the resort days of the range, in one pass: per day (how many,
 * their guests, their days ahead summed), and per band of days ahead, a band being the
 * index of the first of `bounds` the lead time is at most (`bounds.length`: beyond the last).
 */
export function bookingsMade(db: Executor, range: DayRange, bounds: number[]): Promise<BookingsMadeRow[]> {
  const { start, end } = instants(range);
  return queryRows<BookingsMadeRow>(
    db,
    sql`
      WITH made AS (
        SELECT (confirmed_at AT TIME ZONE ${range.tz}::text)::date AS day, booking_date,
               coalesce(jsonb_array_length(guest_ids), 1) AS guests
        FROM spa_bookings
        WHERE status = 'confirmed' AND confirmed_at >= ${start} AND confirmed_at < ${end}
      ), banded AS (
        -- The bounds below the lead time: the index of the first bound it is at most.
        SELECT day, guests, booking_date - day AS lead,
               width_bucket(booking_date - day - 1,
                 (SELECT array_agg(value::int ORDER BY value::int) FROM jsonb_array_elements_text(${JSON.stringify(bounds)}::jsonb))) AS band
        FROM made
      )
      SELECT day::text AS day, band, count(*)::int AS bookings, sum(guests)::int AS guests,
             sum(lead)::int AS lead_days_total
      FROM banded
      GROUP BY GROUPING SETS ((day), (band))
      ORDER BY day, band`,
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
