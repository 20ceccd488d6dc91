import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { coalescedDetached, detachedSettled } from './detached';

const log = { error: () => undefined } as unknown as FastifyBaseLogger;

describe('coalescedDetached', () => {
  it('runs once for requests made before it starts, and once more for requests made while it runs', async () => {
    const seen: number[] = [];
    let committed = 0;
    let release: () => void = () => undefined;
    const sweep = coalescedDetached(log, 'sweep', async () => {
      seen.push(committed);
      if (seen.length === 1) await new Promise<void>((resolve) => (release = resolve));
    });
    sweep();
    sweep();
    await expect.poll(() => seen.length).toBe(1);
    committed = 3; // three commits ask while the first run is still going
    sweep();
    sweep();
    sweep();
    release();
    await detachedSettled();
    expect(seen).toEqual([0, 3]);
  });

  it('runs again after a failed run, when asked', async () => {
    let runs = 0;
    const sweep = coalescedDetached(log, 'sweep', async () => {
      runs += 1;
      if (runs === 1) throw new Error('database gone');
    });
    sweep();
    await detachedSettled();
    sweep();
    await detachedSettled();
    expect(runs).toBe(2);
  });
});
