import { sql } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import type { AddressInfo } from 'node:net';
import { buildApp, type App } from '../packages/api/src/app';
import { loadEnv } from '../packages/api/src/config/env';
import { createTestDatabase, TEST_DB, type TestDatabase } from '../packages/api/test/helpers/test-database';
import { buildBusyDay, type BusyDay } from '../packages/domain/src/engine/testing/build-busy-day';

export { TEST_DB };

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? NaN;
}

export function summarise(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const ms = (n: number) => Math.round(n * 100) / 100;
  return {
    n: sorted.length,
    p50: ms(percentile(sorted, 50)),
    p95: ms(percentile(sorted, 95)),
    p99: ms(percentile(sorted, 99)),
    max: ms(sorted.at(-1) ?? NaN),
  };
}

export function daysAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export interface BenchServer {
  day: BusyDay;
  app: App;
  url: string;
  db: TestDatabase;
  close(): Promise<void>;
}

/**
 * The real API on a fresh database (PGlite, or PostgreSQL with TEST_DB=postgres),
 * serving a busy generated day: ≥30 therapists, 20 rooms and `existing`
 * appointments already booked (confirmed claims).
 */
export async function startBusyServer(options: {
  existing: number;
  poolSize?: number;
}): Promise<BenchServer> {
  const day = buildBusyDay({
    therapists: 40,
    rooms: 20,
    appointments: options.existing,
    roomLoad: 0.5,
    seed: 7,
    date: daysAhead(30),
  });
  const db = await createTestDatabase({ poolSize: options.poolSize ?? 20 });
  const owner = 'bench-existing-bookings';
  await db.database.db.execute(
    sql`INSERT INTO spa_sessions (id, kind, status) VALUES (${owner}, 'spa', 'booked')`,
  );
  for (const a of day.taken.appointments) {
    const start = new Date(a.start).toISOString();
    const end = new Date(a.end).toISOString();
    await db.database.db.execute(sql`
      INSERT INTO appointment_claims (session_id, hold_kind, guest_indexes, item_type, activity_code, staff_id, room_id, during)
      VALUES (${owner}, 'treatments', '{0}', 1, 'EXISTING', ${a.StaffId}, ${a.RoomId}, tstzrange(${start}::timestamptz, ${end}::timestamptz))`);
  }
  const env = loadEnv({ LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent', NODE_ENV: 'test' });
  const app = await buildApp({ env, catalogue: day.catalogue, database: db.database }, { logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    day,
    app,
    url,
    db,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}

/** Runs `total` calls of `task` with `concurrency` in flight; returns each call's milliseconds. */
export async function runConcurrently(
  total: number,
  concurrency: number,
  task: (i: number) => Promise<void>,
) {
  const times: number[] = [];
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < total; i = next++) {
      const t0 = performance.now();
      await task(i);
      times.push(performance.now() - t0);
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { times, seconds: (performance.now() - t0) / 1000 };
}

export async function post(url: string, body: unknown) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  return { status: response.status, json };
}
