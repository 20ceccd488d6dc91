import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { processCount } from '../src/cluster';
import { loadEnv } from '../src/config/env';
import { childrenOf, startApiProcess, type ApiProcess } from './helpers/api-process';
import { createTestDatabase, TEST_DB, type TestDatabase } from './helpers/test-database';

const POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';

describe('how many server processes run (WEB_CONCURRENCY)', () => {
  it('runs one per core on PostgreSQL unless told otherwise', () => {
    expect(processCount(loadEnv({ DATABASE_URL: POSTGRES, WEB_CONCURRENCY: '3' }))).toEqual({ count: 3 });
    expect(processCount(loadEnv({ DATABASE_URL: POSTGRES })).count).toBeGreaterThanOrEqual(1);
  });

  it('keeps the embedded database to one process, and says why', () => {
    expect(processCount(loadEnv({ WEB_CONCURRENCY: '4' }))).toEqual({
      count: 1,
      note: 'WEB_CONCURRENCY=4 ignored: the embedded database runs in one process',
    });
    expect(processCount(loadEnv({}))).toEqual({ count: 1 });
  });

  it('refuses a count that is not a whole number from 1', () => {
    expect(() => loadEnv({ WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY/);
  });
});

async function waitFor<T>(what: string, probe: () => T | Promise<T>, ok: (value: T) => boolean): Promise<T> {
  return vi.waitFor(
    async () => {
      const value = await probe();
      if (!ok(value)) throw new Error(`still waiting for ${what}: ${JSON.stringify(value)}`);
      return value;
    },
    { timeout: 30_000, interval: 100 },
  );
}

describe.skipIf(TEST_DB !== 'postgres')('several server processes on one PostgreSQL', () => {
  let db: TestDatabase;
  let server: ApiProcess;

  beforeAll(async () => {
    db = await createTestDatabase();
    server = await startApiProcess(db.url!, { WEB_CONCURRENCY: '2' });
  });
  afterAll(async () => {
    await server?.stop();
    await db?.close();
  });

  it('serves from two workers, starts another when one dies, and stops them all', async () => {
    const workers = await waitFor(
      'two workers',
      () => childrenOf(server.pid),
      (pids) => pids.length === 2,
    );
    const answers = await Promise.all(Array.from({ length: 20 }, () => fetch(`${server.url}/healthz`)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));

    process.kill(workers[0]!, 'SIGKILL');
    const after = await waitFor(
      'a replacement worker',
      () => childrenOf(server.pid),
      (pids) => pids.length === 2 && !pids.includes(workers[0]!),
    );
    await waitFor(
      'the port still answering',
      async () => (await fetch(`${server.url}/healthz`)).status,
      (s) => s === 200,
    );

    await server.stop();
    await waitFor(
      'every worker ended',
      () => after.filter((pid) => childrenOf(server.pid).includes(pid)),
      (l) => l.length === 0,
    );
  });
});

describe.skipIf(TEST_DB !== 'postgres')('two servers starting together on one empty database', () => {
  const name = `spa_empty_${randomBytes(6).toString('hex')}`;
  const admin = () => new pg.Client({ connectionString: process.env.DATABASE_URL });
  const url = () => {
    const parsed = new URL(process.env.DATABASE_URL!);
    parsed.pathname = `/${name}`;
    return parsed.toString();
  };
  let servers: ApiProcess[] = [];

  beforeAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`CREATE DATABASE ${name}`);
    await client.end();
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    const client = admin();
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  });

  it('both come up, migrate once, seed the catalogue once and place the demo diary once', async () => {
    servers = await Promise.all([
      startApiProcess(url(), { DEMO_DIARY: 'on' }),
      startApiProcess(url(), { DEMO_DIARY: 'on' }),
    ]);
    for (const server of servers) expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const client = new pg.Client({ connectionString: url() });
    await client.connect();
    try {
      const sessions = await client.query(
        "SELECT count(*)::int AS n FROM spa_sessions WHERE id = 'demo-existing-bookings'",
      );
      expect(sessions.rows[0].n).toBe(1);
      const migrations = await client.query(
        'SELECT count(*)::int AS n, count(DISTINCT name)::int AS d FROM schema_migrations',
      );
      expect(migrations.rows[0].n).toBe(migrations.rows[0].d);
      const catalogues = await client.query('SELECT count(*)::int AS n FROM catalogue_versions');
      expect(catalogues.rows[0].n).toBe(1);
    } finally {
      await client.end();
    }
  });
});
