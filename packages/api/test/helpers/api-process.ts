import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { Catalogue } from '@spa/domain';
import { REPO_ROOT } from '../../src/config/env';
import { createTestDatabase, type TestDatabase } from './test-database';

/** One TCP port on loopback, listened on until `release` is called. */
function listenOnFreePort(): Promise<{ port: number; release: () => Promise<void> }> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      done({ port, release: () => new Promise((closed) => server.close(() => closed())) });
    });
  });
}

/** `count` distinct free TCP ports on loopback (all held at once while chosen, so none repeats). */
async function freePorts(count: number): Promise<number[]> {
  const held = [];
  for (let i = 0; i < count; i++) held.push(await listenOnFreePort());
  await Promise.all(held.map((h) => h.release()));
  return held.map((h) => h.port);
}

/** The live child processes of `pid` but tsx's esbuild service (Linux). */
export function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        // pid (comm) state ppid …: comm may hold spaces, so read after its closing bracket.
        const isEsbuild = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) === 'esbuild';
        return !isEsbuild && Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false; // ended while being read
      }
    })
    .map(Number);
}

export interface ApiProcess {
  url: string;
  /** The process started (with `processes` above 1, the primary that supervises the workers). */
  pid: number;
  stop(): Promise<void>;
}

/** How long a process asked to stop may take before it is killed outright. */
const STOP_GRACE_MS = 10_000;

/** Stops `child` (SIGTERM, SIGKILL after a grace period) and resolves once it has exited. */
function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return done();
    const kill = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    child.once('exit', () => {
      clearTimeout(kill);
      done();
    });
    child.kill('SIGTERM');
  });
}

/** Resolves once `url` answers its health check; throws if `child` ends, fails to spawn, the deadline passes or `signal` aborts. */
async function untilServing(
  child: ChildProcess,
  url: string,
  { startupMs, signal }: { startupMs: number; signal?: AbortSignal },
): Promise<void> {
  let spawnError: Error | undefined;
  child.on('error', (error) => (spawnError = error));
  const deadline = Date.now() + startupMs;
  for (;;) {
    if (spawnError) throw spawnError;
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`API process exited with ${child.exitCode ?? child.signalCode}`);
    signal?.throwIfAborted();
    try {
      if ((await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(5_000) })).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`API process did not start in ${startupMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export interface StartOptions {
  /** How long one process may take to serve. */
  startupMs?: number;
  /** Aborted: the start is given up (e.g. by the suite's `afterAll` when its `beforeAll` timed out). */
  signal?: AbortSignal;
}

/**
 * Starts a real API server on `databaseUrl`, as production runs it: one process unless
 * `env` asks for more (WEB_CONCURRENCY: a primary with that many workers sharing the port).
 * `nodeArgs` go to node before the server (e.g. `--cpu-prof`; cluster workers inherit them).
 * A start that fails, times out or is aborted stops the process before it throws.
 */
export async function startApiProcess(
  databaseUrl: string,
  env: NodeJS.ProcessEnv = {},
  { startupMs = 80_000, nodeArgs = [], signal }: StartOptions & { nodeArgs?: string[] } = {},
): Promise<ApiProcess> {
  signal?.throwIfAborted();
  // The sandbox provider gets its own free port: by default it takes PORT + 1, which another
  // test's server may hold (CI once saw a process exit on that collision).
  const [port, sandboxPort] = await freePorts(2);
  const child: ChildProcess = spawn(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', resolve(REPO_ROOT, 'packages/api/src/server.ts')],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        PAYMENT_SANDBOX_PORT: String(sandboxPort),
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
  try {
    await untilServing(child, url, { startupMs, signal });
  } catch (error) {
    await stopChild(child); // never left running behind a failed start
    throw error;
  }
  return { url, pid: child.pid!, stop: () => stopChild(child) };
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
 * every process reads that catalogue from a temporary file instead of the demo resort's; `env`
 * goes to every process. A start that fails, times out or is aborted (`signal`) stops the
 * processes already serving and the one starting, drops the database and removes the file before it throws.
 */
export async function startApiProcesses(
  count: number,
  {
    catalogue,
    env: extraEnv = {},
    ...start
  }: StartOptions & { catalogue?: Catalogue; env?: NodeJS.ProcessEnv } = {},
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
    const env: NodeJS.ProcessEnv = { ...extraEnv };
    if (catalogue) {
      dir = await mkdtemp(join(tmpdir(), 'api-processes-'));
      env.CATALOGUE_FILE = join(dir, 'catalogue.json');
      await writeFile(env.CATALOGUE_FILE, JSON.stringify(catalogue));
    }
    db = await createTestDatabase({ poolSize: 4 });
    for (let i = 0; i < count; i++) processes.push(await startApiProcess(db.url!, env, start));
    return { db, server: (i) => processes[i % processes.length]!.url, close };
  } catch (error) {
    await close(); // nothing left running or on disk behind a failed start
    throw error;
  }
}

/**
 * `startApiProcesses` for the surrounding suite: started in a `beforeAll`, closed in an `afterAll`.
 * If the set-up times out, the `afterAll` gives the start up, and whatever it had started is
 * stopped rather than left running. Call the function returned in tests and later hooks.
 */
export function apiProcessesPerSuite(
  count: number,
  options: { catalogue?: Catalogue } = {},
): () => ApiProcesses {
  const giveUp = new AbortController();
  let processes: ApiProcesses | undefined;
  beforeAll(async () => {
    processes = await startApiProcesses(count, { ...options, signal: giveUp.signal });
  }, 90_000);
  afterAll(async () => {
    giveUp.abort();
    await processes?.close();
  });
  return () => {
    if (!processes) throw new Error('the API processes did not start');
    return processes;
  };
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

/** Begins a booking session on a running API process: its id. */
export async function beginSessionOn(url: string): Promise<string> {
  return (await callApi(`${url}/api/session/begin/spa`, 'POST')).body.Id as string;
}
