/**
 * `npm run bench`: the engine in process, availability over HTTP, and booking
 * commits under contention (on PostgreSQL when DATABASE_URL is set, else PGlite).
 * Record results with machine and date in docs/benchmarks.md.
 */
import { execFileSync } from 'node:child_process';
import { cpus, totalmem } from 'node:os';
import { resolve } from 'node:path';
import { benchBookingCommits } from './booking-commits';
import { benchHttpAvailability } from './http-availability';

if (process.env.DATABASE_URL && !process.env.TEST_DB) process.env.TEST_DB = 'postgres';

const root = resolve(import.meta.dirname, '..');
console.log(
  `# bench ${new Date().toISOString()} on ${cpus().length}× ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GiB, node ${process.version}\n`,
);

console.log('## engine in process (4 guests × 2 treatments, busy day)');
execFileSync(
  process.execPath,
  ['--import', 'tsx', resolve(root, 'packages/domain/bench/availability.bench.ts'), '500'],
  {
    stdio: 'inherit',
    cwd: root,
  },
);

console.log(`\n## availability over HTTP (${process.env.TEST_DB ?? 'pglite'})`);
console.log(JSON.stringify(await benchHttpAvailability(), null, 2));

console.log(`\n## booking commits under contention (${process.env.TEST_DB ?? 'pglite'})`);
console.log(JSON.stringify(await benchBookingCommits(), null, 2));
