import type { Catalogue } from '@spa/domain';
import type { Env } from './config/env';
import type { Database } from './db/database';

/** What every module is given: configuration, the catalogue and the database. */
export interface AppContext {
  env: Env;
  catalogue: Catalogue;
  database: Database;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
