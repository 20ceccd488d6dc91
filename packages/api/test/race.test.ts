import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildResortDay, localTimeToMinute } from '@spa/domain';
import { sql } from 'drizzle-orm';
import { buildApp, type App } from '../src/app';
import { loadEnv } from '../src/config/env';
import { apiProcessesPerSuite, beginSessionOn, callApi as call } from './helpers/api-process';
import { demoResort, demoResortWithMassageTherapists } from './helpers/test-app';
import { TEST_DB } from './helpers/test-database';
import { daysAhead } from './helpers/spa-journey';

const CLIENTS = 50;

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((t, s) => ({ ...t, [s]: (t[s] ?? 0) + 1 }), {});

describe.skipIf(TEST_DB !== 'postgres')('races between API processes on one PostgreSQL', () => {
  const processes = apiProcessesPerSuite(2);
  let app: App; // in-process helper for planning, on the same database

  beforeAll(async () => {
    app = await buildApp(
      {
        env: loadEnv({ LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent' }),
        catalogue: demoResort(),
        database: processes().db.database,
      },
      { logger: false },
    );
    await app.ready();
  });

  afterAll(() => app?.close());

  const server = (i: number) => processes().server(i);

  it(`fills a spa garden session to exactly its capacity when ${CLIENTS} guests race for it`, async () => {
    const catalogue = demoResort();
    const spaDay = catalogue.SpaDays.find((p) => p.HasSpaGarden && !p.HasDining)!;
    const garden = catalogue.SpaGardens.find((g) => g.Code === spaDay.SpaGardenCode)!;
    const date = daysAhead(41);
    const groups = await call(`${server(0)}/api/spa/groups`, 'POST', { date, spaGardenCode: garden.Code });
    const band = spaDay.TimeBands[0]!;
    const slot = (
      groups.body.Groups as { Slots: { StartDateTime: string; IsBlocked: boolean }[] }[]
    )[0]!.Slots.find((s) => s.StartDateTime.slice(11, 16) >= band.StartTime)!;
    const sessions = await Promise.all(Array.from({ length: CLIENTS }, (_, i) => beginSessionOn(server(i))));
    const results = await Promise.all(
      sessions.map((id, i) =>
        call(`${server(i)}/api/session/${id}/holds/garden`, 'PUT', {
          Date: date,
          PartySize: 1,
          PremierId: spaDay.PremierId,
          BandNumber: band.BandNumber,
          Sessions: [{ GuestIndex: 0, StartDateTime: slot.StartDateTime }],
        }),
      ),
    );
    const statuses = tally(results.map((r) => r.status));
    expect(statuses).toEqual({ 200: garden.Capacity, 409: CLIENTS - garden.Capacity });

    const pools = await processes().db.database.db.execute(sql`
      SELECT p.capacity, p.used, (SELECT coalesce(sum(places), 0)::int FROM capacity_claims c WHERE c.pool = p.pool) AS claimed
      FROM capacity_pools p`);
    for (const pool of (pools as { rows: { capacity: number; used: number; claimed: number }[] }).rows) {
      expect(pool.used).toBeLessThanOrEqual(pool.capacity);
      expect(pool.used).toBe(pool.claimed);
    }
  });
});

describe.skipIf(TEST_DB !== 'postgres')(
  'assignment at hold time, two API processes on one PostgreSQL',
  () => {
    const SESSIONS = 20;
    const FREE_PAIRS = 5;
    // Five massage therapists who work every day, more suitable rooms than that: at 10:00
    // exactly five (therapist, room) pairs are free for a Swedish massage.
    const catalogue = demoResortWithMassageTherapists(['TH-01', 'TH-02', 'TH-04', 'TH-06', 'TH-08']);
    const processes = apiProcessesPerSuite(2, { catalogue });

    it(`gives ${FREE_PAIRS} of ${SESSIONS} guests choosing the same 10:00 a therapist and room each, and the rest a clear 409 with other times`, async () => {
      const date = daysAhead(43);
      const { server, db } = processes();
      const massage = catalogue.Activities.find((a) => a.Code === 'SWED-60')!;
      const tenOClock = new Date(
        localTimeToMinute(buildResortDay(date, catalogue.Resort.TimeZone), '10:00') * 60_000,
      ).toISOString();
      const sessions = await Promise.all(
        Array.from({ length: SESSIONS }, (_, i) => beginSessionOn(server(i))),
      );
      const results = await Promise.all(
        sessions.map((id, i) =>
          call(`${server(i)}/api/session/${id}/holds/treatments`, 'PUT', {
            Date: date,
            PartySize: 1,
            // Everyone's browser was shown the same therapist and room: hints, not commands.
            Items: [
              {
                GuestIndex: 0,
                AppointmentTypeID: massage.ID,
                StartTime: tenOClock,
                StaffId: 'TH-01',
                RoomId: 'TR-01',
              },
            ],
          }),
        ),
      );
      expect(tally(results.map((r) => r.status))).toEqual({ 200: FREE_PAIRS, 409: SESSIONS - FREE_PAIRS });
      for (const refused of results.filter((r) => r.status === 409)) {
        expect(refused.body).toMatchObject({ Kind: 'treatments', Field: 'Items[0]' });
        expect(String(refused.body.message)).toMatch(/Swedish Massage at 10:00/);
        expect((refused.body.Alternatives as unknown[]).length).toBeGreaterThan(0);
      }

      const held = await db.database.db.execute(sql`
      SELECT count(DISTINCT staff_id)::int AS therapists, count(DISTINCT room_id)::int AS rooms
      FROM appointment_claims WHERE expires_at > now()`);
      expect((held as { rows: { therapists: number; rooms: number }[] }).rows[0]).toEqual({
        therapists: FREE_PAIRS,
        rooms: FREE_PAIRS,
      });
      const overlaps = await db.database.db.execute(sql`
      SELECT count(*)::int AS n FROM appointment_claims a JOIN appointment_claims b ON a.id < b.id
      WHERE (a.staff_id = b.staff_id OR a.room_id = b.room_id) AND a.during && b.during
        AND (a.expires_at IS NULL OR a.expires_at > now()) AND (b.expires_at IS NULL OR b.expires_at > now())`);
      expect((overlaps as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
    });
  },
);
