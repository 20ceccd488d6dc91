import fc from 'fast-check';

/**
 * How long the property suite runs. The default run is short (a few seconds for the
 * whole domain suite); `FC_RUNS=<n>` selects a long run (see fast-check.setup.ts and
 * docs/engine.md). Properties that are costly per run take a share of the runs.
 */
export const SHORT_RUNS = 25;

/** The global number of runs, scaled by `weight` (at least 1). */
export function propertyRuns(weight = 1): number {
  return Math.max(1, Math.round((fc.readConfigureGlobal().numRuns ?? SHORT_RUNS) * weight));
}
