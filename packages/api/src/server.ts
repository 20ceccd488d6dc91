import cluster from 'node:cluster';
import { buildApp } from './app';
import type { AppContext } from './app-deps';
import { createContext } from './bootstrap';
import { processCount, superviseWorkers } from './cluster';
import { loadEnv, type Env } from './config/env';
import { assertSupportedNode } from './config/node-version';
import { seedDemoDiary } from './modules/demo';
import { seedStaff } from './modules/staff';
import { buildSandboxProvider } from './sandbox-provider';
import { seedDemoStays } from './modules/stays';

/** Any constant: serialises the demo seeding of several servers starting on one empty database. */
const DEMO_SEED_LOCK_KEY = 7_270_002;

/**
 * Creates the first spa manager (STAFF_MANAGER_EMAIL) and gives an empty database the demo diary (DEMO_DIARY=on) and the demo hotel's stays
 * (DEMO_DIARY or DEMO_STAYS=on), once, before any worker serves. A session advisory
 * lock makes a second server starting at the same moment wait and then find the data
 * there (it used to collide on the demo session and exit).
 */
async function seedWhenAsked(env: Env, ctx: AppContext, app: Awaited<ReturnType<typeof buildApp>>) {
  const staff = await seedStaff(app.deps);
  if (staff > 0) app.log.info({ staff }, 'staff accounts created (STAFF_MANAGER_EMAIL, demo staff)');
  if (env.DEMO_DIARY !== 'on' && env.DEMO_STAYS !== 'on') return;
  await ctx.database.withConnection(async (connection) => {
    await connection.query('SELECT pg_advisory_lock($1)', [DEMO_SEED_LOCK_KEY]);
    try {
      if (env.DEMO_DIARY === 'on') {
        const placed = await seedDemoDiary(app.deps);
        if (placed > 0)
          app.log.info({ placed }, 'demo diary: existing bookings placed for the next fortnight');
      }
      const stays = await seedDemoStays(app.deps);
      if (stays > 0) app.log.info({ stays }, 'demo hotel: stays imported for the demo guests');
    } finally {
      await connection.query('SELECT pg_advisory_unlock($1)', [DEMO_SEED_LOCK_KEY]);
    }
  });
}

/** One server process: the app on the shared port until SIGINT or SIGTERM. */
async function serve(env: Env, { seed }: { seed: boolean }) {
  const ctx = await createContext(env);
  const app = await buildApp(ctx);
  if (seed) await seedWhenAsked(env, ctx, app);

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await ctx.database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ host: env.HOST, port: env.PORT });
}

/** Migrations and the demo diary, once, in the primary before it starts the workers. */
async function prepareDatabase(env: Env) {
  const ctx = await createContext(env);
  const app = await buildApp(ctx);
  try {
    await seedWhenAsked(env, ctx, app);
  } finally {
    await app.close();
    await ctx.database.close();
  }
}

function printBanner(env: Env, processes: number) {
  const where = env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${env.PGLITE_DATA_DIR}`;
  const docs =
    env.API_DOCS === 'on' ? `http://localhost:${env.PORT}/api/docs` : 'off (API_DOCS=on shows them)';
  console.log(
    `\n  Spa booking is running: http://localhost:${env.PORT}/booking/\n  Account area: http://localhost:${env.PORT}/account/\n  API docs: ${docs}\n  Database: ${where}\n  Payment provider: ${env.PAYMENT_PROVIDER === 'stripe' ? `Stripe (${env.STRIPE_SECRET_KEY?.includes('_live_') ? 'live' : 'test'} mode)` : `sandbox, ${env.PAYMENT_SANDBOX_ORIGIN}`}\n  Server processes: ${processes}\n`,
  );
}

/**
 * The sandbox payment provider, on its own port (PAYMENT_SANDBOX_PORT), in this one
 * process: the workers reach it over HTTP as they would any provider.
 */
async function startSandboxProvider(env: Env) {
  const sandbox = buildSandboxProvider({ secret: env.PAYMENT_SANDBOX_SECRET });
  await sandbox.listen({ host: env.HOST, port: env.PAYMENT_SANDBOX_PORT });
  process.once('exit', () => void sandbox.close());
}

async function main() {
  assertSupportedNode();
  const env = loadEnv();
  if (cluster.isWorker) return serve(env, { seed: false });
  if (env.PAYMENT_PROVIDER === 'sandbox') await startSandboxProvider(env);

  const { count, note } = processCount(env);
  if (note) console.log(note);
  if (count === 1) {
    await serve(env, { seed: true });
  } else {
    await prepareDatabase(env);
    superviseWorkers(count);
  }
  printBanner(env, count);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
