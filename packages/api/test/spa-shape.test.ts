import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildResortDay, localTimeToMinute, type Catalogue, type ClaimSet } from '@spa/domain';
import { insertSession } from '../src/modules/session';
import { writeClaims, takenOn } from '../src/modules/holds';
import { createTestApp, demoResortWithMassageTherapists, type TestApp } from './helpers/test-app';
import { beginSession, daysAhead, ownerCookie } from './helpers/spa-journey';
import { createTestDatabase, TEST_DB, type TestDatabase } from './helpers/test-database';

/**
 * The spa's shape in the database (decisions 180–181): a couples room's places are
 * claimed like rooms, so its capacity holds under concurrency by the same exclusion
 * constraint; a clean-up that blocks only the room (or the therapist) frees the other
 * when the guest is done.
 */

/** Swedish massage only in the couples suite (two places), five massage therapists all day. */
function couplesOnly(): Catalogue {
  const demo = demoResortWithMassageTherapists(['TH-01', 'TH-02', 'TH-04', 'TH-06', 'TH-08']);
  return {
    ...demo,
    Treatments: demo.Treatments.map((t) =>
      t.Id === 'swedish-massage' ? { ...t, RoomTypes: ['double'] } : t,
    ),
    TreatmentRooms: demo.TreatmentRooms.filter((r) => r.RoomId !== 'TR-07'),
  };
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe(`a couples room under concurrency (${TEST_DB})`, () => {
  let t: TestApp;
  const catalogue = couplesOnly();
  beforeAll(async () => {
    t = await createTestApp({ catalogue });
  }, 60_000);
  afterAll(() => t?.close());

  it('gives two sessions of two guests racing for it at 10:00 one couples suite: one holds both places, one is refused', async () => {
    const date = daysAhead(44);
    const massage = catalogue.Activities.find((a) => a.Code === 'SWED-60')!;
    const at = (time: string) =>
      new Date(
        localTimeToMinute(buildResortDay(date, catalogue.Resort.TimeZone), time) * 60_000,
      ).toISOString();
    const hold = (sessionId: string, time: string, guests: number) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/session/${sessionId}/holds/treatments`,
        cookies: ownerCookie(sessionId),
        payload: {
          Date: date,
          PartySize: guests,
          Items: Array.from({ length: guests }, (_, GuestIndex) => ({
            GuestIndex,
            AppointmentTypeID: massage.ID,
            StartTime: at(time),
          })),
        },
      });
    const sessions = [await beginSession(t.app), await beginSession(t.app)];
    const results = await Promise.all(sessions.map((id) => hold(id, '10:00', 2)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);

    const held = rowsOf<{ room_id: string; staff_id: string }>(
      await t.db.database.db.execute(
        sql`SELECT room_id, staff_id FROM appointment_claims WHERE expires_at > now() ORDER BY room_id`,
      ),
    );
    expect(held.map((r) => r.room_id)).toEqual(['TR-06', 'TR-06#2']);
    expect(new Set(held.map((r) => r.staff_id)).size).toBe(2);

    // Full at 10:00; free again once the first treatments (and their clean-up) are over.
    const third = await beginSession(t.app);
    expect((await hold(third, '10:00', 1)).statusCode).toBe(409);
    expect((await hold(third, '11:15', 1)).statusCode).toBe(200);

    const overlaps = rowsOf<{ n: number }>(
      await t.db.database.db.execute(sql`
        SELECT count(*)::int AS n FROM appointment_claims a JOIN appointment_claims b ON a.id < b.id
        WHERE (a.staff_id = b.staff_id OR a.room_id = b.room_id) AND a.during && b.during`),
    );
    expect(overlaps[0]?.n).toBe(0);
    const most = rowsOf<{ n: number }>(
      await t.db.database.db.execute(sql`
        SELECT max((SELECT count(*) FROM appointment_claims b
                    WHERE split_part(b.room_id, '#', 1) = 'TR-06' AND b.during @> lower(a.during)))::int AS n
        FROM appointment_claims a WHERE split_part(a.room_id, '#', 1) = 'TR-06'`),
    );
    expect(most[0]?.n).toBe(2);
  });
});

describe(`the database's last word on places and clean-up (${TEST_DB})`, () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.close());

  const at = (time: string) => new Date(`2027-03-10T${time}:00Z`);
  const treatment = (
    staffId: string,
    roomId: string,
    from: string,
    to: string,
    until: object = {},
  ): ClaimSet => ({
    kind: 'treatments',
    appointments: [
      {
        guestIndexes: [0],
        itemType: 1,
        activityCode: 'SWED-60',
        staffId,
        roomId,
        start: at(from),
        end: at(to),
        ...until,
      },
    ],
    tables: [],
    capacity: [],
  });
  const claim = async (sessionId: string, set: ClaimSet) => {
    await insertSession(db.database.db, sessionId, 'spa');
    try {
      await db.database.db.transaction((tx) =>
        writeClaims(tx, [set], { sessionId, bookingId: null, expiresAt: new Date(Date.now() + 600_000) }),
      );
      return 'held';
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 409) return 'refused';
      throw error;
    }
  };

  it('holds a couples room’s two places at once, never a third guest', async () => {
    expect(await claim('places-session-0001', treatment('T1', 'CPL', '10:00', '11:15'))).toBe('held');
    expect(await claim('places-session-0002', treatment('T2', 'CPL#2', '10:30', '11:45'))).toBe('held');
    expect(await claim('places-session-0003', treatment('T3', 'CPL', '11:00', '12:15'))).toBe('refused');
    expect(await claim('places-session-0004', treatment('T3', 'CPL', '11:15', '12:30'))).toBe('held');
  });

  it('frees the therapist when the guest is done when the clean-up is the room’s, and the room when it is the therapist’s', async () => {
    const roomCleanUp = { staffUntil: at('15:00') };
    expect(await claim('cleanup-session-0001', treatment('T5', 'R5', '14:00', '15:15', roomCleanUp))).toBe(
      'held',
    );
    // The therapist may start again at 15:00; the room is cleaned until 15:15.
    expect(await claim('cleanup-session-0002', treatment('T5', 'R6', '15:00', '16:15'))).toBe('held');
    expect(await claim('cleanup-session-0003', treatment('T6', 'R5', '15:00', '16:15'))).toBe('refused');
    const therapistCleanUp = { roomUntil: at('18:00') };
    expect(
      await claim('cleanup-session-0004', treatment('T7', 'R7', '17:00', '18:15', therapistCleanUp)),
    ).toBe('held');
    expect(await claim('cleanup-session-0005', treatment('T8', 'R7', '18:00', '19:15'))).toBe('held');
    expect(await claim('cleanup-session-0006', treatment('T7', 'R8', '18:00', '19:15'))).toBe('refused');

    // What is taken reads each resource until its own end.
    const taken = await takenOn({ catalogue: couplesOnly() }, db.database.db, '2027-03-10', null);
    const of = (staff: string | null, room: string | null) =>
      taken.appointments
        .filter((a) => a.StaffId === staff && a.RoomId === room)
        .map((a) => [
          new Date(a.start).toISOString().slice(11, 16),
          new Date(a.end).toISOString().slice(11, 16),
        ]);
    expect(of('T5', null)).toEqual([['14:00', '15:00']]);
    expect(of(null, 'R5')).toEqual([['14:00', '15:15']]);
    expect(of('T7', null)).toEqual([['17:00', '18:15']]);
    expect(of(null, 'R7')).toEqual([['17:00', '18:00']]);
    expect(of('T5', 'R6')).toEqual([['15:00', '16:15']]);
  });
});
