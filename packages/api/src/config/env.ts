import { resolve } from 'node:path';
import { z } from 'zod';

/** The repository root, so that default paths work from any working directory. */
export const REPO_ROOT = resolve(import.meta.dirname, '../../../..');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** A PostgreSQL server; without it the embedded PGlite database in PGLITE_DATA_DIR is used. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  PGLITE_DATA_DIR: z.string().default(resolve(REPO_ROOT, '.data/pglite')),
  CATALOGUE_FILE: z.string().default(resolve(REPO_ROOT, 'data/catalogue/demo-resort.json')),
  WEB_DIST_DIR: z.string().default(resolve(REPO_ROOT, 'packages/web/dist')),
  /** Requests a client address may make per minute (flood guard; login throttling is separate). */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /** 'on': give an empty database a demo diary (existing bookings, absences) at start; `npm start` sets it. */
  DEMO_DIARY: z.enum(['on', 'off']).default('off'),
  /** The public origin, used in e-mails and the card page's postMessage target. */
  PUBLIC_ORIGIN: z.url().default('http://localhost:3000'),
});

export type Env = z.infer<typeof EnvSchema>;

/**
 * Reads and validates the environment once at start-up.
 * Throws with every bad variable named, so a misconfigured server never starts.
 */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable means unset (`DATABASE_URL= npm start` uses the embedded database).
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = EnvSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${problems}`);
  }
  return result.data;
}
