import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import type { Env } from './config/env';

/**
 * How many server processes to run (decision 87): WEB_CONCURRENCY when set, else one per
 * core on PostgreSQL. The embedded PGlite database belongs to one process, so with it the
 * server always runs one process (and says so when more were asked for).
 */
export function processCount(env: Env): { count: number; note?: string } {
  const wanted = env.WEB_CONCURRENCY ?? (env.DATABASE_URL ? availableParallelism() : 1);
  if (!env.DATABASE_URL && wanted > 1)
    return { count: 1, note: `WEB_CONCURRENCY=${wanted} ignored: the embedded database runs in one process` };
  return { count: wanted };
}

/** The shortest and longest wait before a worker that died is started again. */
const RESTART_DELAY_MS = { first: 250, max: 10_000 };

/**
 * The primary process: starts `count` workers (each a whole server on the shared port,
 * the operating system spreading connections between them), starts again any that dies,
 * with a growing delay while they keep dying, and passes SIGINT/SIGTERM on to all.
 */
export function superviseWorkers(count: number): void {
  let stopping = false;
  let delay = RESTART_DELAY_MS.first / 2; // doubled before the first restart
  const fork = () => {
    const worker = cluster.fork();
    const started = Date.now();
    worker.once('exit', (code, signal) => {
      if (stopping) return;
      // A worker that ran for a minute was healthy: the next restart is quick again.
      delay =
        Date.now() - started > 60_000 ? RESTART_DELAY_MS.first : Math.min(delay * 2, RESTART_DELAY_MS.max);
      console.error(
        `server process ${worker.process.pid} ended (${signal ?? code}); starting another in ${delay} ms`,
      );
      setTimeout(fork, delay);
    });
  };
  for (let i = 0; i < count; i++) fork();

  const stop = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}
