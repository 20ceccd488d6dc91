/**
 * Availability over HTTP: the real API on a busy generated day (500 confirmed
 * appointments), 100 requests in flight, 4 guests × 2 treatments, combined and
 * separate. Target p95 ≤ 30 ms. Reports requests/s and CPU milliseconds per request
 * (the load generator shares the cores), beside the 3.5 ms recorded before the cache.
 *
 * - in process: the API in this process (as before), the taken and answer caches on;
 *   'same' repeats 4 questions (answers cached), 'varied' asks a different one nearly
 *   every time (what is taken cached, answers computed).
 * - On PostgreSQL, also real server processes (`packages/api/src/server.ts`) on the same
 *   database: one with AVAILABILITY_CACHE=off and one with it on (CPU of the server
 *   process alone, from /proc), and WEB_CONCURRENCY=2. BENCH_CPU_PROF=on profiles the
 *   cached server (`--cpu-prof`) and prints its top functions by self time.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from '../packages/api/src/lib/sql';
import { startApiProcess } from '../packages/api/test/helpers/api-process';
import type { Catalogue } from '../packages/domain/src';
import { buildTestCatalogue } from '../packages/domain/src/engine/testing/build-test-catalogue';
import { summariseProfile } from './cpu-profile';
import { post, runAtRate, runConcurrently, startBusyServer, summarise, type BenchServer } from './support';

const CONCURRENCY = 100;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
/** Open-loop arrival rate (requests per second) for the service-latency measurement. */
const RATE = Number(process.env.BENCH_RATE ?? 100);
const PROFILE = process.env.BENCH_CPU_PROF === 'on';
/** CPU per request measured on 2026-11-22, before the cache (one process, API and load generator). */
const CPU_MS_BEFORE = 3.5;

const TICK_MS = 10; // /proc times are in clock ticks of 1/100 s on Linux

/** CPU milliseconds (user + system) a process has used, from /proc; 0 when it is gone. */
function cpuMsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** `pid` and its live descendants (a cluster's primary and workers, tsx's esbuild). */
function treeOf(pid: number): number[] {
  const parents = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      parents.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // ended while being read
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++)
    for (const [child, parent] of parents) if (parent === tree[i]) tree.push(child);
  return tree;
}

/** The PostgreSQL backends serving the bench's database (their CPU is part of each request). */
async function backends(server: BenchServer): Promise<number[]> {
  const result = await server.db.database.db.execute(
    sql`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
  );
  return (result as { rows: { pid: number }[] }).rows.map((r) => r.pid);
}

type Question = (i: number) => unknown;

/**
 * The busy day's catalogue made whole for a server's start-up check: the generated day
 * names the test catalogue's Spa Day and add-ons but carries only its own treatments, so
 * the test catalogue's activities (renumbered) and treatments are added. Nothing asked here uses them.
 */
function servableCatalogue(busy: Catalogue): Catalogue {
  const base = buildTestCatalogue();
  const codes = new Set(busy.Activities.map((a) => a.Code));
  const treatments = new Set(busy.Treatments.map((t) => t.Id));
  return {
    ...busy,
    Activities: [
      ...busy.Activities,
      ...base.Activities.filter((a) => !codes.has(a.Code)).map((a, i) => ({ ...a, ID: 100_000 + i })),
    ],
    Treatments: [...busy.Treatments, ...base.Treatments.filter((t) => !treatments.has(t.Id))],
  };
}

/** 100 in flight, REQUESTS calls (after 200 to warm up); latency, rate, errors and CPU per request. */
async function closedLoop(
  url: string,
  question: Question,
  cpu: { server: () => number; pg: () => Promise<number> },
) {
  let errors = 0;
  const call = async (i: number) => {
    const response = await fetch(`${url}/api/spa/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(question(i)),
    });
    await response.arrayBuffer();
    if (response.status !== 200) errors++;
  };
  await runConcurrently(200, CONCURRENCY, call);
  errors = 0;
  const [server0, pg0, here0] = [cpu.server(), await cpu.pg(), process.cpuUsage()];
  const from = monotonicMicros();
  const { times, seconds } = await runConcurrently(REQUESTS, CONCURRENCY, call);
  const to = monotonicMicros();
  const here = process.cpuUsage(here0);
  const [server1, pg1] = [cpu.server(), await cpu.pg()];
  const perRequest = (ms: number) => Math.round((ms / REQUESTS) * 100) / 100;
  return {
    ...summarise(times),
    rps: Math.round(REQUESTS / seconds),
    errors,
    cpuMsPerRequest: {
      server: perRequest(server1 - server0),
      benchProcess: perRequest((here.user + here.system) / 1000),
      postgres: perRequest(pg1 - pg0),
    },
    run: call,
    window: { from, to },
  };
}

/** Microseconds of the monotonic clock (the clock of V8's profile timestamps on Linux). */
const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n);

export async function benchHttpAvailability() {
  const server = await startBusyServer({ existing: 500 });
  const { day } = server;
  const session = (await post(`${server.url}/api/session/begin/spa`, {})).json.Id as string;
  const n = day.codes.length;
  const same = (startTogether: boolean) => (i: number) => ({
    SessionId: session,
    Date: day.date,
    StartTogether: startTogether,
    GuestRequirements: [0, 1, 2, 3].map((g) => ({
      GuestIndex: g,
      Activities: [day.codes[(g * 4 + (i % 4) * 2) % n], day.codes[(g * 4 + (i % 4) * 2 + 5) % n]],
    })),
  });
  // A different party nearly every request (n² first treatments × the second's shift).
  const varied = (i: number) => ({
    SessionId: session,
    Date: day.date,
    StartTogether: i % 2 === 0,
    GuestRequirements: [0, 1, 2, 3].map((g) => ({
      GuestIndex: g,
      Activities: [day.codes[(i + g * 3) % n], day.codes[(Math.floor(i / n) + g * 5 + 1) % n]],
    })),
  });
  const pgCpu = async () =>
    server.database === 'postgres' ? (await backends(server)).reduce((t, pid) => t + cpuMsOf(pid), 0) : 0;
  const strip = ({ run: _run, window: _window, ...rest }: Awaited<ReturnType<typeof closedLoop>>) => rest;

  // The API in this process: its CPU is in benchProcess (with the load generator's).
  const inProcess: Record<string, unknown> = {};
  const openLoop: Record<string, ReturnType<typeof summarise>> = {};
  const here = { server: () => 0, pg: pgCpu };
  for (const [name, question] of [
    ['combined, same 4 questions', same(true)],
    ['separate, same 4 questions', same(false)],
    ['varied questions', varied],
  ] as const) {
    const result = await closedLoop(server.url, question, here);
    inProcess[name] = strip(result);
    console.error(`  in process, ${name}: ${JSON.stringify(inProcess[name])}`);
    openLoop[`${name} at ${RATE}/s`] = summarise(await runAtRate(RATE, 10, result.run));
  }

  // Real server processes on the same database (PostgreSQL only: PGlite is one process).
  const processes: Record<string, unknown> = {};
  let profile: (ReturnType<typeof summariseProfile> & { wholeProcess?: boolean }) | undefined;
  let profiled = { from: 0, to: 0 }; // the last run's measured span: the profiled one, which runs last
  if (server.db.url) {
    const dir = await mkdtemp(join(tmpdir(), 'bench-http-'));
    const catalogueFile = join(dir, 'catalogue.json');
    await writeFile(catalogueFile, JSON.stringify(servableCatalogue(day.catalogue)));
    const runs = [
      { name: '1 process, cache off', env: { AVAILABILITY_CACHE: 'off' } },
      { name: '1 process, cache on', env: {} },
      { name: '2 processes (WEB_CONCURRENCY=2), cache on', env: { WEB_CONCURRENCY: '2' } },
      ...(PROFILE
        ? [
            {
              name: '1 process, cache on, --cpu-prof',
              env: { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${dir}/prof` },
            },
          ]
        : []),
    ];
    try {
      for (const run of runs) {
        // A loaded machine can take a while to start a primary and its workers.
        const api = await startApiProcess(
          server.db.url,
          { CATALOGUE_FILE: catalogueFile, RATE_LIMIT_PER_MINUTE: '1000000', ...run.env },
          { startupMs: 120_000 },
        );
        try {
          const cpu = { server: () => treeOf(api.pid).reduce((t, pid) => t + cpuMsOf(pid), 0), pg: pgCpu };
          const apiSession = (await post(`${api.url}/api/session/begin/spa`, {})).json.Id as string;
          const ask = (question: Question) => (i: number) => ({
            ...(question(i) as object),
            SessionId: apiSession,
          });
          const sameRun = await closedLoop(api.url, ask(same(true)), cpu);
          const variedRun = await closedLoop(api.url, ask(varied), cpu);
          processes[run.name] = {
            'combined, same 4 questions': strip(sameRun),
            'varied questions': strip(variedRun),
          };
          profiled = { from: sameRun.window.from, to: variedRun.window.to };
          console.error(`  ${run.name}: ${JSON.stringify(processes[run.name])}`);
        } finally {
          await api.stop();
        }
      }
      if (PROFILE) {
        const [file] = readdirSync(join(dir, 'prof')).filter((f) => f.endsWith('.cpuprofile'));
        if (file) {
          profile = summariseProfile(join(dir, 'prof', file), profiled);
          // Clocks that do not line up: the whole profile, start-up included (said so).
          if (profile.busyMs === 0)
            profile = { ...summariseProfile(join(dir, 'prof', file)), wholeProcess: true };
        }
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
  await server.close();
  return {
    database: server.database,
    concurrency: CONCURRENCY,
    requestsPerRun: REQUESTS,
    cpuMsPerRequestBefore: CPU_MS_BEFORE,
    inProcess,
    openLoop,
    serverProcesses: processes,
    ...(profile ? { cpuProfile: profile } : {}),
  };
}
