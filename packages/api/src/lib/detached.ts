import type { FastifyBaseLogger } from 'fastify';

/** Work started by `runDetached` and not finished yet. */
const running = new Set<Promise<void>>();

/**
 * Runs `task` after the answer, not before it: calls whose answer must not tell
 * a member from a stranger (reset, verify-email) answer at once and in the same
 * time, whatever the task then does. A failure is logged, never thrown.
 */
export function runDetached(log: FastifyBaseLogger, what: string, task: () => Promise<unknown>) {
  // setImmediate: after the answer has been written, not interleaved with it.
  const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(task)
    .then(
      () => undefined,
      (error: unknown) => log.error({ err: error }, `${what} failed`),
    )
    .finally(() => running.delete(done));
  running.add(done);
}

/** Resolves once every detached task started so far has finished (shutdown, tests). */
export async function detachedSettled(): Promise<void> {
  while (running.size > 0) await Promise.allSettled([...running]);
}

/**
 * `runDetached` for a task that many requests ask for at once (a sweep after each commit):
 * one run at a time, and a request made while one runs asks for one more run after it, which
 * sees everything committed before the request (many requests, one run, not one run each).
 */
export function coalescedDetached(
  log: FastifyBaseLogger,
  what: string,
  task: () => Promise<unknown>,
): () => void {
  let state: 'idle' | 'running' | 'again' = 'idle';
  const start = () =>
    runDetached(log, what, async () => {
      try {
        await task();
      } finally {
        if (state === 'again') {
          state = 'running';
          start();
        } else state = 'idle';
      }
    });
  return () => {
    if (state === 'idle') {
      state = 'running';
      start();
    } else state = 'again';
  };
}
