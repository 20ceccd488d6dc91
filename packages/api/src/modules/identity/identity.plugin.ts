import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import { requireMemberHook } from './authenticate';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: 401 unless the request carries a valid member access token. */
    requireMember: onRequestAsyncHookHandler;
  }
}

/**
 * Identity essentials for every module: `app.requireMember`, cookies and form
 * bodies (the token endpoint takes both).
 */
export const identityPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(cookie);
    await app.register(formbody);
    app.decorate('requireMember', requireMemberHook(app.deps) as onRequestAsyncHookHandler);
  },
  { name: 'identity' },
);
