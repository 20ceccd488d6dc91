/**
 * Runs `read` so that each caller gets the result of a call started after it asked:
 * the first caller starts one at once; callers arriving while it runs share the next.
 */
export function freshReads<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<void> | null = null;
  let next: Promise<T> | null = null;
  let generation = 0;
  const start = () => {
    const mine = ++generation;
    const started = read();
    const ignore = () => undefined;
    running = started.then(ignore, ignore).then(() => {
      if (generation === mine) running = null;
    });
    return started;
  };
  return () => {
    if (next) return next;
    if (!running) return start();
    next = running.then(() => {
      next = null;
      return start();
    });
    return next;
  };
}
