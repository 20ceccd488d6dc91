import { randomUUID } from 'node:crypto';
import { setTimeout } from 'node:timers/promises';
import type { Executor } from '../../db/database';
import { conflict } from '../../lib/http-error';
import { releaseCompletionLease, renewCompletionLease, takeCompletionLease } from './payment.repository';

/** How long a second completion waits for one in flight (a double click, a second tab) before saying so. */
const IN_FLIGHT_WAIT_MS = 20_000;
const BEING_PROCESSED =
  'A payment for this booking is already being processed. Please try again in a moment.';

/**
 * A completion's lease on its booking: renewed while it runs, so it lapses within
 * LEASE_SECONDS only when its process died (or stalled), and the next attempt goes on.
 */
const LEASE_SECONDS = 10;
const LEASE_RENEW_MS = 3_000;

/** How long a completion waits for one before it in this process before asking the database. */
const LOCAL_WAIT_MS = 2_000;

/** Completions running in this process, by lock key: a second one waits here without polling. */
const running = new Map<string, Promise<unknown>>();

/**
 * Runs `settle` as the one completion of `lockKey` (a booking) across every server
 * process, under a lease in the database (decision 315). One that finds the lease taken
 * waits for it (the settled payment then answers it the same outcome); after
 * IN_FLIGHT_WAIT_MS it is told to try again, which it may at once. Completions of one
 * process (the browser's prompt and the notification, often) first wait for each other
 * in memory, so that only completions in different processes poll the table.
 */
export async function underCompletionLease<T>(
  db: Executor,
  lockKey: string,
  settle: (waited: boolean) => Promise<T>,
  settledMeanwhile?: () => Promise<T | undefined>,
): Promise<T> {
  const before = running.get(lockKey);
  // One stuck (a provider call hanging) or interrupted holds the next one back a moment only.
  const waited = Promise.race([before?.catch(() => undefined), setTimeout(LOCAL_WAIT_MS)]);
  // `settledMeanwhile`: after waiting for one in this process, its final outcome (an approval)
  // answers this one too, without the lease; anything else is settled under the lease as always.
  const run = waited.then(async () => {
    const settled = before && settledMeanwhile ? await settledMeanwhile() : undefined;
    return settled ?? underDatabaseLease(db, lockKey, settle);
  });
  running.set(lockKey, run);
  try {
    return await run;
  } finally {
    if (running.get(lockKey) === run) running.delete(lockKey);
  }
}

/** `settle` is told whether it waited for another holder of the lease (another process's completion). */
async function underDatabaseLease<T>(
  db: Executor,
  lockKey: string,
  settle: (waited: boolean) => Promise<T>,
): Promise<T> {
  const holder = randomUUID();
  const deadline = Date.now() + IN_FLIGHT_WAIT_MS;
  let waited = false;
  // Polled with backoff: 25 ms, doubling to 400 ms.
  for (
    let pause = 25;
    !(await takeCompletionLease(db, lockKey, holder, LEASE_SECONDS));
    pause = Math.min(400, pause * 2)
  ) {
    if (Date.now() > deadline) throw conflict(BEING_PROCESSED);
    waited = true;
    await setTimeout(pause);
  }
  const renew = setInterval(() => {
    renewCompletionLease(db, lockKey, holder, LEASE_SECONDS).catch(() => undefined);
  }, LEASE_RENEW_MS);
  renew.unref();
  try {
    return await settle(waited);
  } finally {
    clearInterval(renew);
    await releaseCompletionLease(db, lockKey, holder);
  }
}
