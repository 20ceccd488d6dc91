import {
  emptyItinerary,
  findTreatmentSlots,
  nextDay,
  planClaims,
  toEpochMinute,
  type Catalogue,
} from '@spa/domain';
import type { Executor } from '../../db/database';
import { resortToday } from '../../lib/booking-clock';
import { findSession, insertSession } from '../session';
import { insertAbsence, lockResources, writeClaims, takenOn } from '../holds';

const DEMO_SESSION = 'demo-existing-bookings';
const DAYS = 14;
const BOOKINGS_A_DAY = 18;

/** What the demo diary uses. */
export interface DemoDeps {
  db: Executor;
  catalogue: Catalogue;
}

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

const startOf = (date: string) => new Date(`${date}T00:00:00Z`);

function demoAbsences(catalogue: Catalogue, today: string) {
  const [first, second] = catalogue.Therapists;
  const day = (offset: number) => {
    let d = today;
    for (let i = 0; i < offset; i++) d = nextDay(d);
    return d;
  };
  return [
    first && { staffId: first.StaffId, from: day(3), to: day(8), reason: 'holiday' as const },
    second && { staffId: second.StaffId, from: day(2), to: day(3), reason: 'sickness' as const },
  ].filter((a) => a !== undefined);
}

/**
 * Gives the demo resort a lived-in diary the first time it starts: two therapists
 * away, and for the next fortnight a few existing treatment bookings a day, each
 * placed by the engine itself (so every one is valid). Runs once per database.
 */
export async function seedDemoDiary(deps: DemoDeps): Promise<number> {
  const { db, catalogue } = deps;
  if (await findSession(db, DEMO_SESSION)) return 0;
  const today = resortToday(catalogue);
  const random = seeded(20261122);
  const codes = catalogue.Treatments.flatMap((t) => t.Durations.map((d) => d.Code)).filter((code) =>
    catalogue.Activities.some((a) => a.Code === code),
  );
  let placed = 0;
  await db.transaction(async (tx) => {
    await insertSession(tx, DEMO_SESSION, 'spa', 'booked');
    for (const absence of demoAbsences(catalogue, today))
      await insertAbsence(tx, {
        staffId: absence.staffId,
        during: { start: startOf(absence.from), end: startOf(absence.to) },
        reason: absence.reason,
      });
    let date = today;
    for (let d = 0; d < DAYS; d++) {
      date = nextDay(date);
      await lockResources(tx, [`day:${date}`]);
      for (let b = 0; b < BOOKINGS_A_DAY; b++) {
        const code = codes[Math.floor(random() * codes.length)]!;
        const taken = await takenOn(deps, tx, date, null);
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
        if (!time) continue;
        const itinerary = {
          ...emptyItinerary({ date, partySize: 1 }),
          treatments: [
            {
              guestIndex: 0,
              code,
              start: toEpochMinute(time.StartTime),
              StaffId: time.StaffId,
              RoomId: time.RoomId,
            },
          ],
        };
        // Confirmed (no expiry) and of no booking: the diary as the spa team found it.
        await writeClaims(tx, planClaims(catalogue, itinerary, 'treatments'), {
          sessionId: DEMO_SESSION,
          bookingId: null,
          expiresAt: null,
        });
        placed++;
      }
    }
  });
  return placed;
}
