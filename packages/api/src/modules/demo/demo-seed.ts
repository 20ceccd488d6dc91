import { sql } from 'drizzle-orm';
import { findTreatmentSlots, nextDay, type Catalogue } from '@spa/domain';
import type { AppContext } from '../../app-context';
import { query } from '../../lib/sql';
import { resortToday, takenOn } from '../availability/availability.service';

const DEMO_SESSION = 'demo-existing-bookings';
const DAYS = 14;
const BOOKINGS_A_DAY = 18;

/** A small deterministic PRNG (mulberry32), so that the demo diary is the same on every machine. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function demoAbsences(catalogue: Catalogue, today: string) {
  const [first, second] = catalogue.Therapists;
  const day = (offset: number) => {
    let d = today;
    for (let i = 0; i < offset; i++) d = nextDay(d);
    return d;
  };
  return [
    first && { staffId: first.StaffId, from: day(3), to: day(8), reason: 'holiday' },
    second && { staffId: second.StaffId, from: day(2), to: day(3), reason: 'sickness' },
  ].filter((a) => a !== undefined);
}

/**
 * Gives the demo resort a lived-in diary the first time it starts: two therapists
 * away, and for the next fortnight a few existing treatment bookings a day, each
 * placed by the engine itself (so every one is valid). Runs once per database.
 */
export async function seedDemoDiary(ctx: AppContext): Promise<number> {
  const db = ctx.database.db;
  const existing = await query<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM spa_sessions WHERE id = ${DEMO_SESSION}`,
  );
  if ((existing[0]?.n ?? 0) > 0) return 0;
  const { catalogue } = ctx;
  const today = resortToday(catalogue);
  const random = seeded(20261122);
  const codes = catalogue.Treatments.flatMap((t) => t.Durations.map((d) => d.Code)).filter((code) =>
    catalogue.Activities.some((a) => a.Code === code),
  );
  let placed = 0;
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`INSERT INTO spa_sessions (id, kind, status) VALUES (${DEMO_SESSION}, 'spa', 'booked')`,
    );
    for (const absence of demoAbsences(catalogue, today))
      await tx.execute(sql`
        INSERT INTO therapist_absences (staff_id, during, reason)
        VALUES (${absence.staffId}, tstzrange(${absence.from}::date::timestamptz, ${absence.to}::date::timestamptz), ${absence.reason})`);
    let date = today;
    for (let d = 0; d < DAYS; d++) {
      date = nextDay(date);
      for (let b = 0; b < BOOKINGS_A_DAY; b++) {
        const code = codes[Math.floor(random() * codes.length)]!;
        const taken = await takenOn(ctx, tx, date, null);
        const slots = findTreatmentSlots(catalogue, taken, {
          date,
          guests: [{ GuestIndex: 0, Activities: [code] }],
          startTogether: true,
        }).GuestAvailability[0];
        const open = [...(slots?.Periods.AM ?? []), ...(slots?.Periods.PM ?? [])].filter(
          (s) => s.IsAvailable,
        );
        const slot = open[Math.floor(random() * open.length)];
        const time = slot?.TreatmentTimes[0];
        const activity = catalogue.Activities.find((a) => a.Code === code);
        if (!time || !activity) continue;
        const start = new Date(time.StartTime);
        const end = new Date(start.getTime() + activity.Length * 60_000);
        await tx.execute(sql`
          INSERT INTO appointment_claims (session_id, hold_kind, guest_indexes, item_type, activity_code, staff_id, room_id, during)
          VALUES (${DEMO_SESSION}, 'treatments', '{0}', 1, ${code}, ${time.StaffId}, ${time.RoomId},
            tstzrange(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz))`);
        placed++;
      }
    }
  });
  return placed;
}
