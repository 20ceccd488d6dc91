import { resolve } from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import type { Catalogue } from '@spa/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type App } from '../../src/app';
import type { DepsOverrides } from '../../src/app-deps';
import type { Executor } from '../../src/db/database';
import { loadEnv, REPO_ROOT } from '../../src/config/env';
import { loadCatalogueFile } from '../../src/lib/catalogue-file';
import { sandboxPaymentProvider, type PaymentHold, type PaymentProvider } from '../../src/modules/payment';
import { buildSandboxProvider } from '../../src/sandbox-provider';
import { createTestDatabase, type TestDatabase } from './test-database';

export const DEMO_CATALOGUE_FILE = resolve(REPO_ROOT, 'data/catalogue/demo-resort.json');

let demoCatalogue: Catalogue | undefined;
/** The demo resort's catalogue, read once per test file. */
export function demoResort(): Catalogue {
  demoCatalogue ??= loadCatalogueFile(DEMO_CATALOGUE_FILE);
  return demoCatalogue;
}

/**
 * The demo resort in which only `staffIds` give massages, each working 09:00–18:00 every day:
 * at a given time exactly that many therapists (and more suitable rooms) are free for one.
 */
export function demoResortWithMassageTherapists(staffIds: readonly string[]): Catalogue {
  const demo = demoResort();
  const kept = new Set(staffIds);
  const everyDay = [1, 2, 3, 4, 5, 6, 7].map((Weekday) => ({
    Weekday,
    StartTime: '09:00',
    EndTime: '18:00',
  }));
  return {
    ...demo,
    Therapists: demo.Therapists.map((th) =>
      kept.has(th.StaffId)
        ? { ...th, Shifts: everyDay }
        : { ...th, Skills: th.Skills.filter((skill) => skill !== 'massage') },
    ),
  };
}

export interface TestApp {
  app: App;
  db: TestDatabase;
  /** The sandbox payment provider of this app, listening on its own port. */
  sandbox: FastifyInstance;
  /** Every request body the app received, as text (the card-number checks read them). */
  bodies: string[];
  close(): Promise<void>;
}

/** The real app on a fresh database, silent, for `app.inject` calls. */
export async function createTestApp(
  options: {
    catalogue?: Catalogue;
    env?: NodeJS.ProcessEnv;
    extend?: (app: App) => void;
    logger?: FastifyServerOptions['logger'];
    /** Parts of the dependencies to replace (the booking clock, …), or made from the test's database. */
    deps?: DepsOverrides | ((db: Executor, provider: PaymentProvider) => DepsOverrides);
    /** false: the sandbox sends no notifications (a test of the browser's prompt alone). */
    notifications?: boolean;
  } = {},
): Promise<TestApp> {
  const db = await createTestDatabase();
  const target: { app?: App } = {};
  // The provider's notifications reach the app as they would over the network (the app is not listening).
  const sandbox = buildSandboxProvider({
    secret: SANDBOX_SECRET,
    deliver: async (url, body, secret) => {
      if (options.notifications === false) return;
      const { signNotification, SIGNATURE_HEADER } = await import('../../src/lib/signed-notification');
      await target.app?.inject({
        method: 'POST',
        url: new URL(url).pathname,
        headers: {
          'content-type': 'application/json',
          [SIGNATURE_HEADER]: signNotification(secret, body, Math.floor(Date.now() / 1000)),
        },
        payload: body,
      });
    },
  });
  const sandboxOrigin = await sandbox.listen({ host: '127.0.0.1', port: 0 });
  const env = loadEnv({
    PAYMENT_SANDBOX_ORIGIN: sandboxOrigin,
    PAYMENT_SANDBOX_SECRET: SANDBOX_SECRET,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent',
    // Every test's calls come from one address: the per-address hold caps are tested apart.
    HOLDING_SESSIONS_PER_ADDRESS: '1000',
    HELD_GUESTS_PER_ADDRESS: '4000',
    ...options.env,
  });
  const app = await buildApp(
    { env, catalogue: options.catalogue ?? demoResort(), database: db.database },
    {
      ...(options.logger ? { logger: options.logger } : {}),
      ...(options.deps
        ? {
            deps:
              typeof options.deps === 'function'
                ? options.deps(db.database.db, sandboxPaymentProvider(env))
                : options.deps,
          }
        : {}),
    },
  );
  const bodies: string[] = [];
  app.addHook('preValidation', async (request) => {
    if (request.body !== undefined)
      bodies.push(typeof request.body === 'string' ? request.body : JSON.stringify(request.body));
  });
  options.extend?.(app);
  target.app = app;
  await app.ready();
  return {
    app,
    db,
    sandbox,
    bodies,
    close: async () => {
      await app.close();
      await sandbox.close();
      await db.close();
    },
  };
}

/**
 * The real app on a fresh database for the surrounding suite (`createTestApp`'s options): made
 * in a `beforeAll`, closed in an `afterAll`. The object is filled in when the suite starts:
 * read its fields in hooks and tests, not while the suite is declared.
 */
export function testAppForSuite(options?: Parameters<typeof createTestApp>[0]): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(options));
  });
  afterAll(() => t.close?.());
  return t;
}

/** A payment hold for tests without bookings: a session given a total counts as held for it. */
export const heldAt = (total: number | undefined): PaymentHold =>
  total === undefined
    ? { refusal: 'There is no booking to pay for. Please check your booking and try again.' }
    : { total };

/** The sandbox's API key and signing secret in tests (a test may sign a notification with it). */
export const SANDBOX_SECRET = 'test-sandbox-secret-0123456789';

/** What the test app's sandbox provider holds of one of its sessions (read as our server would). */
export async function providerSession(t: TestApp, providerSessionId: string) {
  const response = await fetch(`${t.app.deps.env.PAYMENT_SANDBOX_ORIGIN}/v1/sessions/${providerSessionId}`, {
    headers: { authorization: `Bearer ${SANDBOX_SECRET}` },
  });
  if (!response.ok) throw new Error(`sandbox session ${providerSessionId}: ${response.status}`);
  return (await response.json()) as {
    state: string;
    cardMasked: string | null;
    refunds: { key: string; amountPence: number }[];
  };
}

/** The partial refunds the provider made on a payment, as { refund_key, amount_pence } in order. */
export async function providerRefunds(t: TestApp, authorisationId: string | null) {
  if (!authorisationId) return [];
  const { refunds } = await providerSession(t, authorisationId);
  return refunds.map(({ key, amountPence }) => ({ refund_key: key, amount_pence: amountPence }));
}
