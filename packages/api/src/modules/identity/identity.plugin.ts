import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import { requireMemberHandler } from './authenticate';
import { loadSecret } from './secrets';
import { TokenService } from './tokens';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** onRequest hook: 401 unless the request carries a valid member access token. */
    requireMember: onRequestAsyncHookHandler;
  }
}

/**
 * Identity essentials for every module: the token service (key from
 * TOKEN_SIGNING_KEY or, outside production, generated once into app_secrets),
 * `app.requireMember`, cookies and form bodies (the token endpoint takes both).
 */
export const identityPlugin = fp(
  async (app: FastifyInstance) => {
    const { env, database } = app.ctx;
    await app.register(cookie);
    await app.register(formbody);
    const secret = await loadSecret(database.db, 'token_signing_key', env.TOKEN_SIGNING_KEY);
    const tokens = new TokenService(secret, env.PUBLIC_ORIGIN);
    app.decorate('tokens', tokens);
    app.decorate('requireMember', requireMemberHandler(tokens, database.db) as onRequestAsyncHookHandler);
  },
  { name: 'identity' },
);
