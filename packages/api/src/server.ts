import { buildApp } from './app';
import { createContext } from './bootstrap';
import { loadEnv } from './config/env';
import { assertSupportedNode } from './config/node-version';
import { seedDemoDiary } from './modules/demo';
import { seedDemoStays } from './modules/stays';

async function main() {
  assertSupportedNode();
  const env = loadEnv();
  const ctx = await createContext(env);
  const app = await buildApp(ctx);
  if (env.DEMO_DIARY === 'on') {
    const placed = await seedDemoDiary(app.deps);
    if (placed > 0) app.log.info({ placed }, 'demo diary: existing bookings placed for the next fortnight');
  }
  if (env.DEMO_DIARY === 'on' || env.DEMO_STAYS === 'on') {
    const stays = await seedDemoStays(app.deps);
    if (stays > 0) app.log.info({ stays }, 'demo hotel: stays imported for the demo guests');
  }

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await ctx.database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: env.HOST, port: env.PORT });
  const where =
    ctx.database.kind === 'postgres'
      ? 'PostgreSQL (DATABASE_URL)'
      : `embedded PGlite in ${env.PGLITE_DATA_DIR}`;
  console.log(
    `\n  Spa booking is running: http://localhost:${env.PORT}/booking/\n  Account area: http://localhost:${env.PORT}/account/\n  API docs: http://localhost:${env.PORT}/api/docs\n  Database: ${where}\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
