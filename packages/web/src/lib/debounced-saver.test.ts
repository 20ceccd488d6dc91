import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDebouncedSaver } from './debounced-saver';

describe('createDebouncedSaver', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves only the latest value, once the values pause', async () => {
    const saved: string[] = [];
    const saver = createDebouncedSaver(async (v: string) => void saved.push(v), 500);
    saver.schedule('a');
    await vi.advanceTimersByTimeAsync(300);
    saver.schedule('ab');
    await vi.advanceTimersByTimeAsync(300);
    expect(saved).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    expect(saved).toEqual(['ab']);
  });

  it('runs saves one after another, in order, even when an earlier one is slow', async () => {
    const log: string[] = [];
    const saver = createDebouncedSaver(async (v: string) => {
      log.push(`start ${v}`);
      await new Promise((resolve) => setTimeout(resolve, v === 'slow' ? 1000 : 10));
      log.push(`end ${v}`);
    }, 100);
    saver.schedule('slow');
    await vi.advanceTimersByTimeAsync(150);
    saver.schedule('fast');
    await vi.advanceTimersByTimeAsync(2000);
    expect(log).toEqual(['start slow', 'end slow', 'start fast', 'end fast']);
  });

  it('cancel drops the waiting value and waits for the save under way', async () => {
    const saved: string[] = [];
    let finish = () => {};
    const saver = createDebouncedSaver(
      (v: string) =>
        new Promise<void>((resolve) => {
          finish = () => {
            saved.push(v);
            resolve();
          };
        }),
      100,
    );
    saver.schedule('first');
    await vi.advanceTimersByTimeAsync(100);
    saver.schedule('second');
    let cancelled = false;
    const cancel = saver.cancel().then(() => (cancelled = true));
    await vi.advanceTimersByTimeAsync(500);
    expect(cancelled).toBe(false);
    finish();
    await cancel;
    expect(saved).toEqual(['first']);
  });

  it('flush saves the waiting value at once; takeWaiting hands it over instead', async () => {
    const saved: string[] = [];
    const saver = createDebouncedSaver(async (v: string) => void saved.push(v), 10_000);
    saver.schedule('typed');
    await saver.flush();
    expect(saved).toEqual(['typed']);
    saver.schedule('more');
    expect(saver.takeWaiting()).toBe('more');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(saved).toEqual(['typed']);
  });

  it('goes on saving after a failed save', async () => {
    const saved: string[] = [];
    const saver = createDebouncedSaver(async (v: string) => {
      if (v === 'bad') throw new Error('offline');
      saved.push(v);
    }, 10);
    saver.schedule('bad');
    await saver.flush();
    saver.schedule('good');
    await saver.flush();
    expect(saved).toEqual(['good']);
  });
});
