import fc from 'fast-check';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  buildResortDay,
  localTimeToMinute,
  SAME_DAY_LEAD_MINUTES,
  TreatmentAvailabilityRequestSchema,
} from '@spa/domain';
import type { AppDeps } from '../src/app-deps';
import {
  spaDayPackages,
  spaGardenAvailability,
  treatmentAvailability,
} from '../src/modules/availability/availability.service';
import { apiProcessesPerSuite, beginSessionOn, callApi as call } from './helpers/api-process';
import { beginSession, daysAhead } from './helpers/spa-journey';
import { createTestApp, demoResort, demoResortWithMassageTherapists, type TestApp } from './helpers/test-app';
import { TEST_DB } from './helpers/test-database';

/**
 * The availability cache (decision 160): a per-date cache of what is taken, checked by
 * the claims' change counters, and an answer cache. Its answers must be the uncached
 * path's, and no answer may offer what a committed claim has taken, from any process.
 */

type Slot = {
  StartTime: string;
  IsAvailable: boolean;
  TreatmentTimes: { StaffId: string; RoomId: string; StartTime: string; EndTime: string }[];
};
type TreatmentAnswer = { GuestAvailability: { Periods: { AM: Slot[]; PM: Slot[] } }[] };

const offered = (answer: TreatmentAnswer) =>
  answer.GuestAvailability.flatMap((g) => [...g.Periods.AM, ...g.Periods.PM])
    .filter((s) => s.IsAvailable)
    .flatMap((s) => s.TreatmentTimes);

describe(`cached and uncached availability agree (${TEST_DB})`, () => {
  let t: TestApp;
  let cached: AppDeps;
  let uncached: AppDeps;
  let sessions: string[];
  const catalogue = demoResort();
  const dates = [daysAhead(12), daysAhead(13)];
  const staff = catalogue.Therapists.map((th) => th.StaffId);
  const rooms = catalogue.TreatmentRooms.map((r) => r.RoomId);
  const codes = ['SWED-60', 'DEEP-60', 'AROMA-30', 'HYDF-60', 'REFL-45'];

  beforeAll(async () => {
    t = await createTestApp();
    cached = t.app.deps;
    uncached = { ...cached, takenCache: null };
    sessions = [await beginSession(t.app), await beginSession(t.app), await beginSession(t.app)];
  }, 60_000);
  afterAll(() => t?.close());

  const exec = (statement: ReturnType<typeof sql>) => t.db.database.db.execute(statement);
  const at = (date: string, time: string) =>
    new Date(localTimeToMinute(buildResortDay(date, catalogue.Resort.TimeZone), time) * 60_000);

  const claim = fc.record({
    kind: fc.constant('claim' as const),
    date: fc.constantFrom(...dates),
    session: fc.integer({ min: 0, max: 2 }),
    staff: fc.constantFrom(...staff),
    room: fc.constantFrom(...rooms),
    time: fc.constantFrom('09:00', '10:00', '10:45', '12:30', '14:00', '16:15'),
    // confirmed, lapsed, held
    expiry: fc.constantFrom(null, -60, 600),
  });
  const release = fc.record({
    kind: fc.constant('release' as const),
    session: fc.integer({ min: 0, max: 2 }),
  });
  const absence = fc.record({
    kind: fc.constant('absence' as const),
    date: fc.constantFrom(...dates),
    staff: fc.constantFrom(...staff),
  });
  const question = fc.record({
    kind: fc.constant('question' as const),
    date: fc.constantFrom(...dates),
    session: fc.option(fc.integer({ min: 0, max: 2 }), { nil: null }),
    guests: fc.array(fc.array(fc.constantFrom(...codes), { minLength: 1, maxLength: 2 }), {
      minLength: 1,
      maxLength: 3,
    }),
    together: fc.boolean(),
  });

  type ValueOf<A> = A extends fc.Arbitrary<infer T> ? T : never;
  type Change = ValueOf<typeof claim> | ValueOf<typeof release> | ValueOf<typeof absence>;

  async function apply(step: Change) {
    if (step.kind === 'claim') {
      const start = at(step.date, step.time);
      const during = sql`tstzrange(${start.toISOString()}::timestamptz, ${new Date(start.getTime() + 75 * 60_000).toISOString()}::timestamptz)`;
      const expires = step.expiry === null ? null : new Date(Date.now() + step.expiry * 1000).toISOString();
      // A clash with another claim would be refused by the exclusion constraints: that step does nothing.
      await exec(sql`
        INSERT INTO appointment_claims (session_id, hold_kind, guest_indexes, item_type, activity_code, staff_id, room_id, during, expires_at)
        SELECT ${sessions[step.session]!}, 'treatments', '{0}', 1, 'SWED-60', ${step.staff}, ${step.room}, ${during}, ${expires}::timestamptz
        WHERE NOT EXISTS (SELECT 1 FROM appointment_claims
          WHERE (staff_id = ${step.staff} OR room_id = ${step.room}) AND during && ${during})`);
    } else if (step.kind === 'release') {
      await exec(
        sql`DELETE FROM appointment_claims WHERE session_id = ${sessions[step.session]!} AND expires_at IS NOT NULL`,
      );
    } else {
      await exec(sql`INSERT INTO therapist_absences (staff_id, during, reason)
        VALUES (${step.staff}, tstzrange(${at(step.date, '11:00').toISOString()}::timestamptz, ${at(step.date, '13:00').toISOString()}::timestamptz), 'sickness')`);
    }
  }

  it('gives the uncached answer for every question, whatever claims change between them', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(claim, release, absence, question, question), { minLength: 3, maxLength: 10 }),
        async (steps) => {
          for (const step of steps) {
            if (step.kind !== 'question') {
              await apply(step);
              continue;
            }
            const sessionId = step.session === null ? undefined : sessions[step.session];
            const request = TreatmentAvailabilityRequestSchema.parse({
              Date: step.date,
              // Treatment times are always asked by a session (its own holds do not count).
              SessionId: sessionId ?? sessions[0],
              StartTogether: step.together,
              GuestRequirements: step.guests.map((Activities, GuestIndex) => ({ GuestIndex, Activities })),
            });
            const fromCache = await treatmentAvailability(cached, request);
            // Asked twice: the second comes from the answer cache.
            expect(await treatmentAvailability(cached, request)).toEqual(fromCache);
            expect(fromCache).toEqual(await treatmentAvailability(uncached, request));
            const packages = {
              date: step.date,
              numberOfClients: step.guests.length,
              SessionId: sessionId,
            };
            expect(await spaDayPackages(cached, packages)).toEqual(await spaDayPackages(uncached, packages));
            const gardens = { date: step.date, FilteredSelections: [], SessionId: sessionId };
            expect(await spaGardenAvailability(cached, gardens)).toEqual(
              await spaGardenAvailability(uncached, gardens),
            );
          }
        },
      ),
      { numRuns: 25 },
    );
  }, 240_000);

  it('offers a held time again once the hold lapses, with no write in between', async () => {
    const date = daysAhead(14);
    const request = TreatmentAvailabilityRequestSchema.parse({
      Date: date,
      SessionId: sessions[1],
      GuestRequirements: [{ GuestIndex: 0, Activities: ['SWED-60'] }],
    });
    const free = offered(await treatmentAvailability(cached, request));
    // Every therapist and room of the first offered time, held for a moment by someone else.
    const first = free[0]!;
    const start = new Date(first.StartTime);
    const holds = staff.map((s, i) => ({ s, r: rooms[i % rooms.length]! }));
    for (const { s, r } of holds)
      await exec(sql`
        INSERT INTO appointment_claims (session_id, hold_kind, guest_indexes, item_type, activity_code, staff_id, room_id, during, expires_at)
        SELECT ${sessions[0]!}, 'treatments', '{0}', 1, 'SWED-60', ${s}, ${r},
               tstzrange(${start.toISOString()}::timestamptz, ${new Date(start.getTime() + 60 * 60_000).toISOString()}::timestamptz),
               now() + interval '1500 milliseconds'
        WHERE NOT EXISTS (SELECT 1 FROM appointment_claims WHERE (staff_id = ${s} OR room_id = ${r})
          AND during && tstzrange(${start.toISOString()}::timestamptz, ${new Date(start.getTime() + 60 * 60_000).toISOString()}::timestamptz))`);
    const startsOf = (answer: unknown) => new Set(offered(answer as TreatmentAnswer).map((x) => x.StartTime));
    expect(startsOf(await treatmentAvailability(cached, request)).has(first.StartTime)).toBe(false);
    // Poll (no write happens) until the uncached path offers it again; the cache must agree.
    await vi.waitFor(
      async () =>
        expect(
          startsOf(await treatmentAvailability(uncached, request)).has(first.StartTime),
          'the holds lapsed',
        ).toBe(true),
      { timeout: 20_000, interval: 100 },
    );
    expect(startsOf(await treatmentAvailability(cached, request)).has(first.StartTime)).toBe(true);
  }, 60_000);
});

describe(`cached answers and the clock (${TEST_DB})`, () => {
  let t: TestApp;
  let clock: Date;
  let cached: AppDeps;
  let uncached: AppDeps;
  let session: string;
  const catalogue = demoResort();
  const date = daysAhead(15);

  beforeAll(async () => {
    t = await createTestApp();
    // A booking clock the test moves (what the database clock does by itself), on the date asked about.
    cached = { ...t.app.deps, bookingNow: async () => clock };
    uncached = { ...cached, takenCache: null };
    session = await beginSession(t.app);
  }, 60_000);
  afterAll(() => t?.close());

  const at = (time: string) =>
    new Date(localTimeToMinute(buildResortDay(date, catalogue.Resort.TimeZone), time) * 60_000);

  it('never offers a time the clock has passed (with the lead time), however the clock moves between answers', async () => {
    const request = TreatmentAvailabilityRequestSchema.parse({
      Date: date,
      SessionId: session,
      GuestRequirements: [{ GuestIndex: 0, Activities: ['SWED-60'] }],
    });
    await fc.assert(
      fc.asyncProperty(
        // Moments of the day itself (before the 15:00 cut-off), to the second, in any order.
        fc.array(fc.integer({ min: 8 * 3600, max: 14 * 3600 + 3599 }), { minLength: 2, maxLength: 8 }),
        async (moments) => {
          for (const seconds of moments) {
            clock = new Date(at('00:00').getTime() + seconds * 1000);
            const answer = await treatmentAvailability(cached, request);
            const earliest = Math.floor(clock.getTime() / 60_000) + SAME_DAY_LEAD_MINUTES;
            for (const slot of offered(answer))
              expect(new Date(slot.StartTime).getTime() / 60_000).toBeGreaterThan(earliest);
            expect(answer).toEqual(await treatmentAvailability(uncached, request));
          }
        },
      ),
      { numRuns: 20 },
    );
  }, 120_000);

  it('sends a cached answer as the same compressed bytes, decoding to the uncached answer', async () => {
    clock = at('07:00');
    const { app } = t;
    const body = {
      Date: date,
      SessionId: session,
      GuestRequirements: [{ GuestIndex: 0, Activities: ['SWED-60', 'AROMA-30'] }],
    };
    const ask = (encoding?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/spa/search',
        payload: body,
        headers: encoding === undefined ? {} : { 'accept-encoding': encoding },
      });
    const [first, second, gzip, plain] = [
      await ask('gzip, br'),
      await ask('br'),
      await ask('gzip'),
      await ask(),
    ];
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toContain('accept-encoding');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toContain('application/json');
    const expected = JSON.parse(JSON.stringify(await treatmentAvailability(uncached, body as never)));
    expect(JSON.parse(brotliDecompressSync(first.rawPayload).toString())).toEqual(expected);
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(expected);
    expect(plain.json()).toEqual(expected);
  });
});

describe.skipIf(TEST_DB !== 'postgres')(
  'no stale offer while holds commit, from several API processes',
  () => {
    // Two massage therapists working 09:00–18:00 every day: a day fills fast.
    const catalogue = demoResortWithMassageTherapists(['TH-01', 'TH-02']);
    const processes = apiProcessesPerSuite(2, { catalogue });

    it('never offers a therapist or room at a time a hold acknowledged before the question took', async () => {
      const date = daysAhead(44);
      const { server, db } = processes();
      const massage = catalogue.Activities.find((a) => a.Code === 'SWED-60')!;
      const question = (SessionId: string) => ({
        Date: date,
        SessionId,
        StartTogether: true,
        GuestRequirements: [{ GuestIndex: 0, Activities: ['SWED-60'] }],
      });
      /** Claims whose hold was answered 200, with when the answer arrived. */
      const acknowledged: { at: number; staff: string; room: string; start: number; end: number }[] = [];
      const stale: string[] = [];
      let reads = 0;
      let writing = true;

      const writer = async (w: number) => {
        for (let n = 0; n < 6; n++) {
          const session = await beginSessionOn(server(w + n));
          const answer = (await call(`${server(w + n + 1)}/api/spa/search`, 'POST', question(session)))
            .body as unknown as TreatmentAnswer;
          const times = offered(answer);
          const pick = times[(w * 7 + n * 3) % Math.max(1, times.length)];
          if (!pick) return;
          const held = await call(`${server(w + n)}/api/session/${session}/holds/treatments`, 'PUT', {
            Date: date,
            PartySize: 1,
            Items: [
              {
                GuestIndex: 0,
                AppointmentTypeID: massage.ID,
                StartTime: pick.StartTime,
                StaffId: pick.StaffId,
                RoomId: pick.RoomId,
              },
            ],
          });
          const at = performance.now();
          if (held.status !== 200) continue;
          const rows = await db.database.db.execute(sql`
          SELECT staff_id AS staff, room_id AS room, epoch_ms(lower(during)) AS start, epoch_ms(upper(during)) AS end
            FROM appointment_claims WHERE session_id = ${session}`);
          for (const row of (rows as { rows: { staff: string; room: string; start: number; end: number }[] })
            .rows)
            acknowledged.push({ at, ...row });
        }
      };

      const reader = async (r: number) => {
        const session = await beginSessionOn(server(r));
        while (writing) {
          const asked = performance.now();
          const known = acknowledged.filter((a) => a.at < asked);
          const answer = (await call(`${server(r)}/api/spa/search`, 'POST', question(session)))
            .body as unknown as TreatmentAnswer;
          reads++;
          for (const time of offered(answer)) {
            const start = Date.parse(time.StartTime);
            const end = Date.parse(time.EndTime);
            for (const a of known)
              if ((a.staff === time.StaffId || a.room === time.RoomId) && start < a.end && a.start < end)
                stale.push(
                  `${time.StartTime} ${time.StaffId}/${time.RoomId} offered after its hold was acknowledged`,
                );
          }
        }
      };

      const readers = Array.from({ length: 4 }, (_, r) => reader(r));
      await Promise.all(Array.from({ length: 3 }, (_, w) => writer(w)));
      writing = false;
      await Promise.all(readers);

      expect(stale).toEqual([]);
      expect(acknowledged.length).toBeGreaterThanOrEqual(6);
      expect(reads).toBeGreaterThan(20);
    }, 120_000);
  },
);
