import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp, type App } from '../src/app';
import { loadEnv } from '../src/config/env';
import { startApiProcess, type ApiProcess } from './helpers/api-process';
import { demoResort } from './helpers/test-app';
import { createTestDatabase, TEST_DB, type TestDatabase } from './helpers/test-database';
import { beginBookingBody, daysAhead, holdTreatmentsBody, planTreatmentSpaDay } from './helpers/spa-journey';

const CLIENTS = 50;

async function call(url: string, method: string, body?: unknown) {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((t, s) => ({ ...t, [s]: (t[s] ?? 0) + 1 }), {});

describe.skipIf(TEST_DB !== 'postgres')('races between API processes on one PostgreSQL', () => {
  let db: TestDatabase;
  let processes: ApiProcess[];
  let app: App; // in-process helper for planning, on the same database

  beforeAll(async () => {
    db = await createTestDatabase({ poolSize: 4 });
    processes = await Promise.all([startApiProcess(db.url!), startApiProcess(db.url!)]);
    app = await buildApp(
      {
        env: loadEnv({ LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent' }),
        catalogue: demoResort(),
        database: db.database,
      },
      { logger: false },
    );
    await app.ready();
  }, 90_000);

  afterAll(async () => {
    await app?.close();
    await Promise.all((processes ?? []).map((p) => p.stop()));
    await db?.close();
  });

  const server = (i: number) => processes[i % processes.length]!.url;

  it(`lets exactly one of ${CLIENTS} guests book the same treatment slot`, async () => {
    const date = daysAhead(40);
    // Planned one after another, as guests arriving over a morning would: each finds an arrival window with room.
    const plans = [];
    for (let i = 0; i < CLIENTS; i++)
      plans.push(await planTreatmentSpaDay(app, { guests: 1, date, premierId: 'ELM-ESCAPE' }));
    const contested = plans[0]!.slots; // everyone submits the same therapist, room and time
    const results = await Promise.all(
      plans.map((plan, i) =>
        call(
          `${server(i)}/api/spa/${plan.sessionId}/begin-booking`,
          'POST',
          beginBookingBody({ ...plan, slots: contested }, 1),
        ),
      ),
    );
    expect(tally(results.map((r) => r.status))).toEqual({ 200: 1, 409: CLIENTS - 1 });
    const overlaps = await db.database.db.execute(sql`
      SELECT count(*)::int AS n FROM appointment_claims a JOIN appointment_claims b ON a.id < b.id
      WHERE (a.staff_id = b.staff_id OR a.room_id = b.room_id) AND a.during && b.during
        AND (a.expires_at IS NULL OR a.expires_at > now()) AND (b.expires_at IS NULL OR b.expires_at > now())`);
    expect((overlaps as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });

  it(`lets exactly one of ${CLIENTS} guests hold the same therapist and room at once`, async () => {
    const date = daysAhead(42);
    const plan = await planTreatmentSpaDay(app, { guests: 1, date, premierId: 'ELM-ESCAPE' });
    const sessions = await Promise.all(
      Array.from(
        { length: CLIENTS },
        async (_, i) => (await call(`${server(i)}/api/session/begin/spa`, 'POST')).body.Id as string,
      ),
    );
    const results = await Promise.all(
      sessions.map((id, i) =>
        call(`${server(i)}/api/session/${id}/holds/treatments`, 'PUT', holdTreatmentsBody(plan, 1)),
      ),
    );
    expect(tally(results.map((r) => r.status))).toEqual({ 200: 1, 409: CLIENTS - 1 });
    // Losers that passed the engine's check before the winner committed are refused by the exclusion constraint.
    const refusedByDatabase = results.filter((r) => /just been taken/.test(String(r.body.message))).length;
    console.info(
      `hold race: ${refusedByDatabase} of ${CLIENTS - 1} losers refused by the database's constraints`,
    );

    const overlaps = await db.database.db.execute(sql`
      SELECT count(*)::int AS n FROM appointment_claims a JOIN appointment_claims b ON a.id < b.id
      WHERE (a.staff_id = b.staff_id OR a.room_id = b.room_id) AND a.during && b.during
        AND (a.expires_at IS NULL OR a.expires_at > now()) AND (b.expires_at IS NULL OR b.expires_at > now())`);
    expect((overlaps as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });

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
    const sessions = await Promise.all(
      Array.from(
        { length: CLIENTS },
        async (_, i) => (await call(`${server(i)}/api/session/begin/spa`, 'POST')).body.Id as string,
      ),
    );
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

    const pools = await db.database.db.execute(sql`
      SELECT p.capacity, p.used, (SELECT coalesce(sum(places), 0)::int FROM capacity_claims c WHERE c.pool = p.pool) AS claimed
      FROM capacity_pools p`);
    for (const pool of (pools as { rows: { capacity: number; used: number; claimed: number }[] }).rows) {
      expect(pool.used).toBeLessThanOrEqual(pool.capacity);
      expect(pool.used).toBe(pool.claimed);
    }
  });
});
