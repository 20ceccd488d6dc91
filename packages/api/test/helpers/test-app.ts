import { resolve } from 'node:path';
import type { FastifyServerOptions } from 'fastify';
import type { Catalogue } from '@spa/domain';
import { buildApp, type App } from '../../src/app';
import type { DepsOverrides } from '../../src/app-deps';
import type { Executor } from '../../src/db/database';
import { loadEnv, REPO_ROOT } from '../../src/config/env';
import { loadCatalogueFile } from '../../src/lib/catalogue-file';
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
    deps?: DepsOverrides | ((db: Executor) => DepsOverrides);
  } = {},
): Promise<TestApp> {
  const db = await createTestDatabase();
  const env = loadEnv({
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
        ? { deps: typeof options.deps === 'function' ? options.deps(db.database.db) : options.deps }
        : {}),
    },
  );
  options.extend?.(app);
  await app.ready();
  return {
    app,
    db,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}
