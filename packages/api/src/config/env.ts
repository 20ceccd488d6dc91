import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';

/** The repository root, so that default paths work from any working directory. */
export const REPO_ROOT = resolve(import.meta.dirname, '../../../..');

/** The sandbox provider's secret when none is given: public, so refused in production. */
const LOCAL_SANDBOX_SECRET = 'sandbox-secret-for-local-use-only';

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
  /**
   * The tables' owner, for migrations only: the server then runs as DATABASE_URL's role (a
   * member of spa_app, which may not rewrite the audit log; decision 222). Unset: DATABASE_URL.
   */
  MIGRATE_DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  PGLITE_DATA_DIR: z.string().default(resolve(REPO_ROOT, '.data/pglite')),
  CATALOGUE_FILE: z.string().default(resolve(REPO_ROOT, 'data/catalogue/demo-resort.json')),
  /** The hotel's rooms, rates and add-on packages (stays in the account area). */
  HOTEL_FILE: z.string().default(resolve(REPO_ROOT, 'data/catalogue/demo-hotel.json')),
  WEB_DIST_DIR: z.string().default(resolve(REPO_ROOT, 'packages/web/dist')),
  /**
   * Which proxies' X-Forwarded-For to believe for the client address (throttles, rate limit),
   * as Fastify's `trustProxy` reads it: `true`, a hop count, or addresses / CIDRs (decision 220).
   * Unset trusts none: behind a load balancer every guest then has the balancer's address.
   */
  TRUST_PROXY: z.string().max(2000).transform(parseTrustProxy).optional(),
  /** 'on': the browsable API at /api/docs. Unset: on, except with NODE_ENV=production. */
  API_DOCS: z.enum(['on', 'off']).optional(),
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
  /** Months a gift voucher is valid from its issue (decision 0340). */
  VOUCHER_VALID_MONTHS: z.coerce.number().int().min(1).max(120).default(24),
  /** Failed voucher codes from everywhere, in 15 minutes, after which only addresses that have not failed are looked up (decision 0340). */
  VOUCHER_GUESSES_GLOBAL: z.coerce.number().int().positive().default(500),
  /** Keys the hashes gift voucher codes are stored as (decision 0405); unset: one generated once into the database. */
  VOUCHER_CODE_KEY: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
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
  /** The sandbox payment provider's port, started with the app (decision 0203). Unset: PORT + 1; 0 picks a free one. */
  PAYMENT_SANDBOX_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** The sandbox provider's public origin (its card page, framed by ours). Unset: http://localhost:<PAYMENT_SANDBOX_PORT>. */
  PAYMENT_SANDBOX_ORIGIN: z
    .url({ protocol: /^https?$/ })
    .transform((url) => new URL(url).origin)
    .optional(),
  /** The sandbox provider's API key and notification signing secret, shared by the app and the sandbox. */
  PAYMENT_SANDBOX_SECRET: z.string().min(16).max(200).default(LOCAL_SANDBOX_SECRET),
  /** Which payment provider takes the money (decision 0310): the built-in sandbox, or Stripe with the three keys below. */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
  /** Stripe's secret API key (server only; a restricted key works too). */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]{8,250}$/, {
      message: 'must be a Stripe secret key (sk_test_… or sk_live_…)',
    })
    .optional(),
  /** Stripe's publishable key, given to the payment screen for the Payment Element. */
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_[A-Za-z0-9]{8,250}$/, {
      message: 'must be a Stripe publishable key (pk_test_… or pk_live_…)',
    })
    .optional(),
  /** The signing secret of our webhook endpoint at Stripe (or of `stripe listen`). */
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9+/=]{8,250}$/, { message: 'must be a Stripe webhook signing secret (whsec_…)' })
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

/** Proxy-addr's named ranges, which Fastify's `trustProxy` accepts beside addresses. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY as Fastify's `trustProxy` takes it: `true`/`false`, a hop count (`1`: the
 * nearest proxy), or comma-separated addresses, CIDRs and named ranges. Anything else is a
 * start-up error naming the variable, never a server that trusts the wrong hop or crashes.
 */
function parseTrustProxy(value: string, ctx: z.RefinementCtx): boolean | number | string[] {
  const text = value.trim().toLowerCase();
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops <= 100) return hops;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isAddressOrCidr(entry));
  if (bad.length === 0) return entries;
  ctx.addIssue({
    code: 'custom',
    message: `'${bad.join("', '")}' is not true, a hop count (0–100), an address or a CIDR`,
  });
  return z.NEVER;
}

/**
 * Fastify's `trustProxy` for TRUST_PROXY. Fastify 5.12 ignores a bare hop count (it cannot
 * check the nearest peer), so a count becomes the trust function Express and proxy-addr use:
 * the nearest `hops` addresses are proxies. Safe only where the server is reachable solely
 * through the balancer (its private network); addresses or CIDRs are checked hop by hop.
 */
export function trustProxyOption(
  value: Env['TRUST_PROXY'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (value === undefined) return false;
  if (typeof value !== 'number') return value;
  return (_address, hop) => hop < value;
}

export type Env = Omit<
  z.infer<typeof EnvSchema>,
  'API_DOCS' | 'PAYMENT_SANDBOX_PORT' | 'PAYMENT_SANDBOX_ORIGIN'
> & {
  PUBLIC_ORIGIN: string;
  PAYMENT_SANDBOX_PORT: number;
  PAYMENT_SANDBOX_ORIGIN: string;
  API_DOCS: 'on' | 'off';
};

/**
 * PAYMENT_PROVIDER=stripe needs its three keys, and the two API keys of one mode (test
 * keys with test keys): a server that would fail at the first guest's payment does not start.
 */
function stripeKeyProblems(env: z.infer<typeof EnvSchema>): string[] {
  if (env.PAYMENT_PROVIDER !== 'stripe') return [];
  const keys = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;
  const missing = keys
    .filter((name) => !env[name])
    .map((name) => `  - ${name}: required with PAYMENT_PROVIDER=stripe`);
  if (missing.length > 0) return missing;
  const mode = (key: string | undefined) => (key?.includes('_live_') ? 'live' : 'test');
  return mode(env.STRIPE_SECRET_KEY) === mode(env.STRIPE_PUBLISHABLE_KEY)
    ? []
    : ['  - STRIPE_PUBLISHABLE_KEY: is not of the same mode (test or live) as STRIPE_SECRET_KEY'];
}

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
  const sandboxPort = result.data.PAYMENT_SANDBOX_PORT ?? result.data.PORT + 1;
  const env = {
    ...result.data,
    PAYMENT_SANDBOX_PORT: sandboxPort,
    PAYMENT_SANDBOX_ORIGIN: result.data.PAYMENT_SANDBOX_ORIGIN ?? `http://localhost:${sandboxPort}`,
    PUBLIC_ORIGIN: result.data.PUBLIC_ORIGIN ?? `http://localhost:${result.data.PORT}`,
    // The browsable API lists every staff route: off in production unless asked for.
    API_DOCS: result.data.API_DOCS ?? (result.data.NODE_ENV === 'production' ? 'off' : 'on'),
  };
  const stripeProblems = stripeKeyProblems(env);
  if (stripeProblems.length > 0) throw new Error(`Invalid environment:\n${stripeProblems.join('\n')}`);
  if (env.NODE_ENV === 'production') {
    const missing = [
      env.PUBLIC_ORIGIN.startsWith('https:')
        ? null
        : '  - PUBLIC_ORIGIN: must be https:// in production (links in e-mails, Secure cookies)',
      env.TOKEN_SIGNING_KEY ? null : '  - TOKEN_SIGNING_KEY: required in production',
      env.PAYMENT_PROVIDER === 'sandbox' && env.PAYMENT_SANDBOX_SECRET === LOCAL_SANDBOX_SECRET
        ? '  - PAYMENT_SANDBOX_SECRET: required in production (the default is public)'
        : null,
      env.SMTP_URL ? null : '  - SMTP_URL: required in production (the local mailbox shows every message)',
      env.DEMO_DIARY === 'off'
        ? null
        : '  - DEMO_DIARY: demo bookings are never put into a production database',
      env.DEMO_STAYS === 'off' ? null : '  - DEMO_STAYS: demo stays are never put into a production database',
    ].filter(Boolean);
    if (missing.length > 0) throw new Error(`Invalid environment:\n${missing.join('\n')}`);
  }
  return env;
}
