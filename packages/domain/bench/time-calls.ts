import { performance } from 'node:perf_hooks';

/** Wall-clock and CPU-time figures of a run of calls, in milliseconds. */
export interface CallTimes {
  p50: number;
  p95: number;
  max: number;
  /** CPU time's p95: a shared machine inflates it less than the wall clock's tail. */
  cpuP95: number;
}

/**
 * Times `runs` calls of `call` after `warmUp` calls that are not counted; `counted` sees
 * each counted call's result, outside the timing.
 *
 * @example timeCalls(1000, 50, (i) => planDay(…), (plans) => (offered += plans.length))
 */
export function timeCalls<T>(
  runs: number,
  warmUp: number,
  call: (i: number) => T,
  counted: (result: T) => void = () => undefined,
): CallTimes {
  const times: number[] = [];
  const cpuTimes: number[] = [];
  for (let i = 0; i < runs + warmUp; i++) {
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    const result = call(i);
    const elapsed = performance.now() - t0;
    const cpu = process.cpuUsage(cpu0);
    if (i >= warmUp) {
      times.push(elapsed);
      cpuTimes.push((cpu.user + cpu.system) / 1000);
      counted(result);
    }
  }
  times.sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    max: times.at(-1) ?? NaN,
    cpuP95: percentile(cpuTimes, 95),
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}
