import { sql } from '../packages/api/src/lib/sql';
import { performance } from 'node:perf_hooks';
import type { AddressInfo } from 'node:net';
import { buildApp, type App } from '../packages/api/src/app';
import { loadEnv } from '../packages/api/src/config/env';
import { buildSandboxProvider } from '../packages/api/src/sandbox-provider';
import { deliverNotification } from '../packages/api/src/sandbox-provider/notify';
import { createTestDatabase, TEST_DB, type TestDatabase } from '../packages/api/test/helpers/test-database';
import { buildBusyDay, type BusyDay } from '../packages/domain/src/engine/testing/build-busy-day';
import type { Catalogue } from '../packages/domain/src';

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

export interface RunningServer {
  app: App;
  url: string;
  db: TestDatabase;
  /** The database the server itself reports (GET /healthz): what every figure names. */
  database: 'pglite' | 'postgres';
  /** The sandbox payment provider's origin (its card page, where the bench types the card). */
  sandboxOrigin: string;
  /** The API the provider's notifications go to (the bench may drive other processes). */
  notifyTo: { url: string };
  close(): Promise<void>;
}

/** The bench's sandbox provider's API key and signing secret (API processes started apart get it too). */
export const SANDBOX_SECRET = 'bench-sandbox-secret-0123456789';

export interface BenchServer extends RunningServer {
  day: BusyDay;
}

/**
 * The real API on `db` (a fresh test database), listening on a free port, quiet.
 * `webDistDir` serves a built web app as well.
 */
export async function startServer(options: {
  catalogue: Catalogue;
  db: TestDatabase;
  webDistDir?: string;
}): Promise<RunningServer> {
  // The sandbox provider on its own port, as `npm start` runs it; its notifications reach
  // the API the bench drives (this one, or API processes started apart).
  const notifyTo = { url: '' };
  const sandbox = buildSandboxProvider({
    secret: SANDBOX_SECRET,
    deliver: (url, body, secret) =>
      deliverNotification(`${notifyTo.url}${new URL(url).pathname}`, body, secret),
  });
  const sandboxOrigin = await sandbox.listen({ host: '127.0.0.1', port: 0 });
  // One client address sends everything here: lift the per-address flood guard and hold caps.
  const env = loadEnv({
    PAYMENT_SANDBOX_ORIGIN: sandboxOrigin,
    PAYMENT_SANDBOX_SECRET: SANDBOX_SECRET,
    HOLDING_SESSIONS_PER_ADDRESS: '1000000',
    HELD_GUESTS_PER_ADDRESS: '1000000',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: options.webDistDir ?? '/nonexistent',
    NODE_ENV: 'test',
    RATE_LIMIT_PER_MINUTE: '1000000',
  });
  const { db } = options;
  const app = await buildApp({ env, catalogue: options.catalogue, database: db.database }, { logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const health = (await (await fetch(`${url}/healthz`)).json()) as { database: 'pglite' | 'postgres' };
  notifyTo.url = url;
  return {
    app,
    url,
    db,
    database: health.database,
    sandboxOrigin,
    notifyTo,
    close: async () => {
      await app.close();
      await sandbox.close();
      await db.close();
    },
  };
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
  return { day, ...(await startServer({ catalogue: day.catalogue, db })) };
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

/** A JSON call (POST unless told), its status and answer. */
export async function post(url: string, body: unknown, method: 'POST' | 'PUT' = 'POST') {
  const response = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  return { status: response.status, json };
}

/**
 * Open loop: starts `task` at a steady `rate` per second for `seconds`, whatever the
 * answers' speed (as independent guests would), and returns each call's milliseconds.
 */
export async function runAtRate(rate: number, seconds: number, task: (i: number) => Promise<void>) {
  const total = Math.round(rate * seconds);
  const times: number[] = [];
  const started = performance.now();
  const calls: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const t0 = performance.now();
    calls.push(task(i).then(() => void times.push(performance.now() - t0)));
  }
  await Promise.all(calls);
  return times;
}
