import fc from 'fast-check';
import { vi } from 'vitest';
import { SHORT_RUNS } from './property-runs';

/**
 * Vitest setup of the domain suite: how many runs each property gets.
 *   FC_RUNS=1000 npx vitest run --project domain   # a long run
 *   FC_SEED=123 …                                  # replay the seed a failure printed
 * A test setup, not domain code: the only place the suite reads the environment.
 */

const env = process.env;
const runs = Number(env.FC_RUNS) > 0 ? Math.round(Number(env.FC_RUNS)) : SHORT_RUNS;
const seed = Number.isInteger(Number(env.FC_SEED)) && env.FC_SEED ? Number(env.FC_SEED) : undefined;
fc.configureGlobal({ numRuns: runs, ...(seed === undefined ? {} : { seed }) });
// A shared, busy machine can slow a property several times over; long runs scale the limit.
vi.setConfig({ testTimeout: Math.max(60_000, (runs / SHORT_RUNS) * 60_000) });
