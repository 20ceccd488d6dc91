/**
 * `npm run bench [engine] [http] [commits] [lighthouse] [reports]` (all when none is named):
 * the engine in process, availability over HTTP, booking commits under
 * contention, Lighthouse on the first screens, and the manager's reports over a year. On PostgreSQL when
 * DATABASE_URL is set (or TEST_DB=postgres), else PGlite.
 * Record results with machine, date and load in docs/benchmarks.md.
 */
import { execFileSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';
import { resolve } from 'node:path';

// The database is chosen before any module that reads TEST_DB is loaded: static
// imports run before this file's statements, so the suites are imported below.
if (process.env.DATABASE_URL && !process.env.TEST_DB) process.env.TEST_DB = 'postgres';
const { TEST_DB } = await import('./support');
if ((process.env.TEST_DB ?? 'pglite') !== TEST_DB)
  throw new Error(`asked for ${process.env.TEST_DB}, got ${TEST_DB}`);

const SUITES = ['engine', 'http', 'commits', 'lighthouse', 'reports'] as const;
const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(SUITES as readonly string[]).includes(name));
if (unknown.length) throw new Error(`unknown suite ${unknown.join(', ')}; choose from ${SUITES.join(', ')}`);
const runs = (suite: (typeof SUITES)[number]) => asked.length === 0 || asked.includes(suite);

const root = resolve(import.meta.dirname, '..');
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');
console.log(
  `# bench ${new Date().toISOString()} on ${cpus().length}× ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB, node ${process.version}, database ${TEST_DB}, load (1/5/15 min) ${load()}\n`,
);

if (runs('engine')) {
  console.log('## engine in process (4 guests × 2 treatments, busy day; no database)');
  execFileSync(
    process.execPath,
    ['--import', 'tsx', resolve(root, 'packages/domain/bench/availability.bench.ts'), '500'],
    { stdio: 'inherit', cwd: root },
  );
  console.log(
    '\n## plan our day for us in process (4 guests × 2 treatments, busy day, Spa Day with lunch and garden)',
  );
  execFileSync(
    process.execPath,
    ['--import', 'tsx', resolve(root, 'packages/domain/bench/plan-day.bench.ts'), '200'],
    { stdio: 'inherit', cwd: root },
  );
}

// Each result carries `database`: what the server itself reported at /healthz.
if (runs('http')) {
  const { benchHttpAvailability } = await import('./http-availability');
  console.log(`\n## availability over HTTP (${TEST_DB})`);
  console.log(JSON.stringify(await benchHttpAvailability(), null, 2));
}

if (runs('commits')) {
  const { benchBookingCommits } = await import('./booking-commits');
  console.log(`\n## booking commits under contention (${TEST_DB})`);
  console.log(JSON.stringify(await benchBookingCommits(), null, 2));
}

if (runs('lighthouse')) {
  const { benchLighthouse } = await import('./lighthouse');
  console.log(`\n## Lighthouse, mobile (simulated slow 4G), median of 3 (${TEST_DB}); load before ${load()}`);
  console.log(JSON.stringify(await benchLighthouse(), null, 2));
  console.log(`load after ${load()}`);
}

if (runs('reports')) {
  const { benchReports } = await import('./reports');
  console.log(`\n## the manager's reports over a year of a busy resort (${TEST_DB})`);
  console.log(JSON.stringify(await benchReports(), null, 2));
}
