import { performance } from 'node:perf_hooks';
import { addDays, calendarDay, REPORT_NAMES, type ReportName } from '../packages/domain/src';
import { queryRows, sql } from '../packages/api/src/lib/sql';
import { report } from '../packages/api/src/modules/reports';
import { voucherBalancesOn, voucherValueByPeriod } from '../packages/api/src/modules/vouchers';
import { demoResort } from '../packages/api/test/helpers/test-app';
import { createTestDatabase, TEST_DB } from '../packages/api/test/helpers/test-database';
import { summarise } from './support';

/** A busy resort's day: every therapist gives a 75-minute treatment every 90 minutes, and as many again come for a Spa Day without one. */
const TREATMENT_STARTS = ['09:00', '10:30', '12:00', '13:30', '15:00', '16:30'];
const OTHER_BOOKINGS_A_DAY = 110;
const RUNS = Number(process.env.BENCH_REPORT_RUNS ?? 7);

/**
 * Seeds a year of bookings (each with its ledger entries, a twentieth cancelled with a
 * refund, some no-shows, tenders mixed) and appointment claims, in SQL, on a fresh database.
 */
async function seedYear(db: Parameters<typeof queryRows>[0], firstDay: string, days: number) {
  const catalogue = demoResort();
  const therapists = catalogue.Therapists.map((t) => t.StaffId);
  const rooms = catalogue.TreatmentRooms.map((r) => r.RoomId);
  const perDay = therapists.length * TREATMENT_STARTS.length + OTHER_BOOKINGS_A_DAY;
  const packages = catalogue.SpaDays.map((s) => s.PremierId);
  const tz = catalogue.Resort.TimeZone;
  const params = JSON.stringify({ therapists, rooms, starts: TREATMENT_STARTS, packages });
  await queryRows(
    db,
    sql`INSERT INTO spa_sessions (id, kind, status) SELECT 'bench-' || g, 'spa', 'booked' FROM generate_series(1, ${days * perDay}::int) g`,
  );
  // Slot n of a day: n < therapists × starts is a treatment (therapist n % T, start n / T); the rest are Spa Days alone.
  await queryRows(
    db,
    sql`
      WITH p AS (SELECT ${params}::jsonb AS j), g AS (
        SELECT g, (g - 1) / ${perDay}::int AS day, (g - 1) % ${perDay}::int AS slot,
               (g * 7919) % 60 AS lead
        FROM generate_series(1, ${days * perDay}::int) g
      ), b AS (
        SELECT g.*, (${firstDay}::date + g.day) AS booking_date,
               (((${firstDay}::date + g.day - g.lead)::timestamp + make_interval(mins => 480 + g.slot * 3)) AT TIME ZONE ${tz}::text) AS confirmed_at,
               CASE WHEN g.slot % 4 = 0 THEN NULL
                    ELSE (SELECT j -> 'packages' ->> (g.slot % jsonb_array_length(j -> 'packages')) FROM p) END AS package_id
        FROM g
      )
      INSERT INTO spa_bookings (session_id, status, confirmation_id, booking_date, is_spa_day, package_id, lead_email,
                                request, line_items, total_pence, created_at, confirmed_at, cancelled_at, refund_pence, arrival_status, guest_ids)
      SELECT 'bench-' || g, 'confirmed', 'BENCH' || g, booking_date, package_id IS NOT NULL, package_id,
             'guest' || g || '@example.com',
             jsonb_build_object('clients', CASE WHEN g % 3 = 0 THEN '[{}, {}]'::jsonb ELSE '[{}]'::jsonb END),
             jsonb_build_array(
               jsonb_build_object('Code', 'SWED-60', 'Description', 'Swedish Massage', 'Quantity', 1, 'UnitPrice', 8500, 'Amount', 8500),
               jsonb_build_object('Code', coalesce(package_id, 'EXTRA'), 'Description', 'Spa Day', 'Quantity', 1, 'UnitPrice', 4400, 'Amount', 4400)),
             12900, confirmed_at, confirmed_at,
             CASE WHEN g % 20 = 0 THEN confirmed_at + interval '1 day' END,
             CASE WHEN g % 20 = 0 THEN 6450 END,
             CASE WHEN g % 37 = 0 AND g % 20 <> 0 THEN 'no_show' END,
             CASE WHEN g % 3 = 0 THEN '["a", "b"]'::jsonb ELSE '["a"]'::jsonb END
      FROM b`,
  );
  await queryRows(
    db,
    sql`
      WITH p AS (SELECT ${params}::jsonb AS j), t AS (
        SELECT b.id, b.session_id, b.booking_date, s.slot,
               jsonb_array_length(p.j -> 'therapists') AS therapists
        FROM spa_bookings b, p,
             LATERAL (SELECT (substr(b.session_id, 7)::int - 1) % ${perDay}::int AS slot) s
        WHERE b.session_id LIKE 'bench-%' AND b.cancelled_at IS NULL
          AND s.slot < jsonb_array_length(p.j -> 'therapists') * jsonb_array_length(p.j -> 'starts')
      )
      INSERT INTO appointment_claims (session_id, booking_id, hold_kind, guest_indexes, item_type, activity_code, staff_id, room_id, during)
      SELECT t.session_id, t.id, 'treatment', '{0}', 1, 'SWED-60',
             p.j -> 'therapists' ->> (t.slot % t.therapists),
             p.j -> 'rooms' ->> (t.slot % t.therapists),
             tstzrange(start, start + interval '75 minutes')
      FROM t, p,
           LATERAL (SELECT ((t.booking_date + (p.j -> 'starts' ->> (t.slot / t.therapists))::time) AT TIME ZONE ${tz}::text) AS start) s`,
  );
  // Each booking's charge and payment when confirmed (tenders mixed); a cancellation's credit and refund.
  await queryRows(
    db,
    sql`
      INSERT INTO ledger_entries (booking_kind, booking_id, entry_key, kind, category, tender, amount_pence, description, created_at)
      SELECT 'spa', b.id, 'bench:' || b.id || ':' || e.kind, e.kind, e.category, e.tender, e.amount, 'bench', e.at
      FROM spa_bookings b,
           LATERAL (SELECT substr(b.session_id, 7)::int AS g) n,
           LATERAL (VALUES
             ('charge', 'booking', NULL, b.total_pence, b.confirmed_at),
             ('payment', NULL, CASE WHEN n.g % 5 = 1 THEN 'desk-card' WHEN n.g % 7 = 2 THEN 'cash' ELSE 'online-card' END,
              b.total_pence, b.confirmed_at),
             ('credit', 'booking', NULL, b.refund_pence, b.cancelled_at),
             ('refund', NULL, 'online-card', b.refund_pence, b.cancelled_at)
           ) AS e(kind, category, tender, amount, at)
      WHERE b.session_id LIKE 'bench-%' AND e.amount IS NOT NULL`,
  );
  // As autovacuum leaves a table that has settled: statistics and the visibility map current.
  await queryRows(db, sql`VACUUM ANALYZE`);
  const [counts] = await queryRows<{ bookings: number; claims: number; entries: number }>(
    db,
    sql`SELECT (SELECT count(*) FROM spa_bookings)::int AS bookings, (SELECT count(*) FROM appointment_claims)::int AS claims,
               (SELECT count(*) FROM ledger_entries)::int AS entries`,
  );
  return counts!;
}

/**
 * `npm run bench -- reports`: a year of a busy resort seeded on a fresh database, then each
 * report over the whole year, RUNS times, timed in process (the service call: its statements
 * and the tables built from them). The budget is 500 ms a report.
 */
export async function benchReports() {
  const catalogue = demoResort();
  const today = calendarDay(new Date(), catalogue.Resort.TimeZone);
  const from = addDays(today, -365);
  const to = addDays(today, -1);
  const database = await createTestDatabase();
  try {
    const { db } = database.database;
    const seedStart = performance.now();
    const seeded = await seedYear(db, from, 365);
    const seedMs = Math.round(performance.now() - seedStart);
    const deps = {
      db,
      catalogue,
      voucherBalances: (executor: typeof db, asOf: string) =>
        voucherBalancesOn(executor, asOf, catalogue.Resort.TimeZone),
      voucherPeriods: (executor: typeof db, range: { from: string; to: string }) =>
        voucherValueByPeriod(executor, range, catalogue.Resort.TimeZone),
    };
    const results: Record<string, unknown> = {};
    for (const name of REPORT_NAMES as readonly ReportName[]) {
      await report(deps, name, { from, to }); // the first call prepares the statements
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const start = performance.now();
        await report(deps, name, { from, to });
        times.push(performance.now() - start);
      }
      results[name] = summarise(times);
    }
    return { database: TEST_DB, range: { from, to }, seeded, seedMs, runs: RUNS, reports: results };
  } finally {
    // BENCH_REPORTS_KEEP=1 leaves the seeded database (its address printed) to EXPLAIN the statements.
    if (process.env.BENCH_REPORTS_KEEP) console.log(`kept ${database.url}`);
    else await database.close();
  }
}
