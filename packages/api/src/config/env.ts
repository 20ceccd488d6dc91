import { resolve } from 'node:path';
import { z } from 'zod';

/** The repository root, so that default paths work from any working directory. */
export const REPO_ROOT = resolve(import.meta.dirname, '../../../..');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /**
   * Server processes on one port (decision 87). Unset: one per core on PostgreSQL; the
   * embedded PGlite database always runs in one process.
   */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** A PostgreSQL server; without it the embedded PGlite database in PGLITE_DATA_DIR is used. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  PGLITE_DATA_DIR: z.string().default(resolve(REPO_ROOT, '.data/pglite')),
  CATALOGUE_FILE: z.string().default(resolve(REPO_ROOT, 'data/catalogue/demo-resort.json')),
  /** The hotel's rooms, rates and add-on packages (stays in the account area). */
  HOTEL_FILE: z.string().default(resolve(REPO_ROOT, 'data/catalogue/demo-hotel.json')),
  WEB_DIST_DIR: z.string().default(resolve(REPO_ROOT, 'packages/web/dist')),
  /**
   * Which proxies' X-Forwarded-For to believe for the client address (throttles, rate limit):
   * unset trusts none; set it to the load balancer's address or CIDR when deployed behind one.
   */
  TRUST_PROXY: z.string().optional(),
  /**
   * Bookings in progress with live holds, and the guests in them, one client address may
   * have at once (decision 124): generous for a hotel's shared Wi-Fi, far below what
   * empties a day. The tests, whose calls all come from one address, raise them.
   */
  HOLDING_SESSIONS_PER_ADDRESS: z.coerce.number().int().positive().default(10),
  HELD_GUESTS_PER_ADDRESS: z.coerce.number().int().positive().default(24),
  /** Requests a client address may make per minute (flood guard; login throttling is separate). */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(600),
  /**
   * 'on': availability keeps what is taken on each date, and its answers, between two
   * changes of the claims (decision 160); 'off' reads the database for every question.
   */
  AVAILABILITY_CACHE: z.enum(['on', 'off']).default('on'),
  /** 'on': give an empty database a demo diary (existing bookings, absences) at start; `npm start` sets it. */
  DEMO_DIARY: z.enum(['on', 'off']).default('off'),
  /** 'on': give an empty database the demo hotel's stays at start (also with DEMO_DIARY=on). */
  DEMO_STAYS: z.enum(['on', 'off']).default('off'),
  /**
   * The first spa manager (decision 170): created at start when no staff account has this
   * e-mail; change the password by setting another and removing the account, never in code.
   */
  STAFF_MANAGER_EMAIL: z.email().optional(),
  STAFF_MANAGER_PASSWORD: z
    .string()
    .min(12, { message: 'must be at least 12 characters' })
    .max(128)
    .optional(),
  STAFF_MANAGER_NAME: z.string().min(1).max(100).default('Spa manager'),
  /** Minutes a payment may have taken money with no booking before the sweep refunds it. */
  PAYMENT_GRACE_MINUTES: z.coerce.number().int().positive().default(15),
  /**
   * The public origin, used in e-mails, the card page's postMessage target and the
   * sign-in's same-origin check. Unset: http://localhost:<PORT>. Production needs https.
   */
  PUBLIC_ORIGIN: z
    .url({ protocol: /^https?$/ })
    .transform((url) => new URL(url).origin)
    .optional(),
  /**
   * Origins whose pages may receive the card page's outcome (postMessage), comma-separated:
   * the card page answers the page that framed it when its origin is listed. Unset: PUBLIC_ORIGIN.
   */
  CARD_PAGE_PARENT_ORIGINS: z
    .string()
    .max(2000)
    .transform((list) =>
      list
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/ }).transform((url) => new URL(url).origin)).max(20))
    .optional(),
  /** Sends e-mail through this SMTP server (smtp:// or smtps://). Unset: mail goes to the outbox and /mailbox. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  /** Sender of every e-mail. */
  MAIL_FROM: z.string().default('Elmstead Hall <no-reply@elmsteadhall.example>'),
  /** Signs access tokens (HS256) and keys the one-time-code hashes; at least 32 characters. */
  TOKEN_SIGNING_KEY: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  /** Former members (e-mail and names, no password), who migrate on their first login. */
  LEGACY_MEMBERS_FILE: z.string().default(resolve(REPO_ROOT, 'data/members/legacy-members.json')),
  /** The built-in address lookup's postcode file. */
  POSTCODES_FILE: z.string().default(resolve(REPO_ROOT, 'data/postcodes/demo-postcodes.json')),
});

export type Env = z.infer<typeof EnvSchema> & { PUBLIC_ORIGIN: string };

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
  const env = {
    ...result.data,
    PUBLIC_ORIGIN: result.data.PUBLIC_ORIGIN ?? `http://localhost:${result.data.PORT}`,
  };
  if (env.NODE_ENV === 'production') {
    const missing = [
      env.PUBLIC_ORIGIN.startsWith('https:')
        ? null
        : '  - PUBLIC_ORIGIN: must be https:// in production (links in e-mails, Secure cookies)',
      env.TOKEN_SIGNING_KEY ? null : '  - TOKEN_SIGNING_KEY: required in production',
      env.SMTP_URL ? null : '  - SMTP_URL: required in production (the local mailbox shows every message)',
      env.DEMO_DIARY === 'off'
        ? null
        : '  - DEMO_DIARY: demo bookings are never put into a production database',
    ].filter(Boolean);
    if (missing.length > 0) throw new Error(`Invalid environment:\n${missing.join('\n')}`);
  }
  return env;
}
