/**
 * Saves the latest of a stream of values once the stream pauses, one save at a
 * time and in order (a later save never overtakes an earlier one). Used for the
 * details draft: typing saves at most every pause, and a submit first waits for
 * any save under way so the submitted record is the last word.
 */
export interface DebouncedSaver<T> {
  /** A new value: saved after `delayMs` without another. */
  schedule(value: T): void;
  /** Saves the waiting value now (leaving the screen); resolves when every save so far is done. */
  flush(): Promise<void>;
  /** Drops the waiting value and resolves when the saves under way are done (before a submit). */
  cancel(): Promise<void>;
  /** Takes the waiting value without saving it (to send it another way as the page unloads). */
  takeWaiting(): T | null;
}

export function createDebouncedSaver<T>(
  save: (value: T) => Promise<unknown>,
  delayMs: number,
): DebouncedSaver<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waiting: { value: T } | null = null;
  let saves: Promise<unknown> = Promise.resolve();

  const takeWaiting = () => {
    clearTimeout(timer);
    const taken = waiting;
    waiting = null;
    return taken;
  };
  const saveWaiting = () => {
    const taken = takeWaiting();
    // A failed save is not retried on its own: the next change saves everything again.
    if (taken) saves = saves.then(() => save(taken.value)).catch(() => undefined);
    return saves.then(() => undefined);
  };

  return {
    schedule(value) {
      waiting = { value };
      clearTimeout(timer);
      timer = setTimeout(() => void saveWaiting(), delayMs);
    },
    flush: saveWaiting,
    cancel() {
      takeWaiting();
      return saves.then(() => undefined);
    },
    takeWaiting: () => takeWaiting()?.value ?? null,
  };
}
