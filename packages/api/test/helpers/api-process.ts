import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Catalogue } from '@spa/domain';
import { REPO_ROOT } from '../../src/config/env';
import { createTestDatabase, type TestDatabase } from './test-database';

/** A free TCP port on loopback. */
export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

export interface ApiProcess {
  url: string;
  /** The process started (with `processes` above 1, the primary that supervises the workers). */
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts a real API server on `databaseUrl`, as production runs it: one process unless
 * `env` asks for more (WEB_CONCURRENCY: a primary with that many workers sharing the port).
 */
export async function startApiProcess(
  databaseUrl: string,
  env: NodeJS.ProcessEnv = {},
  { startupMs = 80_000 }: { startupMs?: number } = {},
): Promise<ApiProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', resolve(REPO_ROOT, 'packages/api/src/server.ts')],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        WEB_CONCURRENCY: '1',
        // Every request comes from one address here (the per-address hold caps are tested apart).
        HOLDING_SESSIONS_PER_ADDRESS: '1000',
        HELD_GUESTS_PER_ADDRESS: '4000',
        LOG_LEVEL: 'error',
        WEB_DIST_DIR: '/nonexistent',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startupMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API process exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM'); // never left running behind a failed start
      throw new Error(`API process did not start in ${startupMs / 1000} s`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    pid: child.pid!,
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

export interface ApiProcesses {
  /** The fresh PostgreSQL database they share (the test may read and write it directly). */
  db: TestDatabase;
  /** The address of process `i` modulo their number: client `i` talks to `server(i)`. */
  server: (i: number) => string;
  /** Stops the processes, drops the database and removes the catalogue file. */
  close: () => Promise<void>;
}

/**
 * A fresh PostgreSQL database and `count` API processes on it, started one after the other
 * (on a loaded machine two starting together can miss the start-up deadline). With `catalogue`,
 * every process reads that catalogue from a temporary file instead of the demo resort's.
 */
export async function startApiProcesses(
  count: number,
  { catalogue }: { catalogue?: Catalogue } = {},
): Promise<ApiProcesses> {
  const processes: ApiProcess[] = [];
  let db: TestDatabase | undefined;
  let dir: string | undefined;
  const close = async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await db?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  };
  try {
    const env: NodeJS.ProcessEnv = {};
    if (catalogue) {
      dir = await mkdtemp(join(tmpdir(), 'api-processes-'));
      env.CATALOGUE_FILE = join(dir, 'catalogue.json');
      await writeFile(env.CATALOGUE_FILE, JSON.stringify(catalogue));
    }
    db = await createTestDatabase({ poolSize: 4 });
    for (let i = 0; i < count; i++) processes.push(await startApiProcess(db.url!, env));
    return { db, server: (i) => processes[i % processes.length]!.url, close };
  } catch (error) {
    await close(); // nothing left running or on disk behind a failed start
    throw error;
  }
}

/** One JSON call to a running API process: the status and the parsed body. */
export async function callApi(url: string, method: string, body?: unknown) {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
