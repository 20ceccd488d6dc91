import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AccountCreateStatusSchema,
  BeginSessionResponseSchema,
  OkResponseSchema,
  SaveSearchRequestSchema,
  SessionIdParamsSchema,
  SessionKindSchema,
} from '@spa/domain';
import { errorResponses } from '../../lib/http-error';
import { beginSession, SESSION_OWNER_COOKIE, saveAccountStatus, saveSearch } from './session.service';

/** Booking sessions: the booking in progress is kept here, not only in the browser. */
export async function sessionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const tags = ['session'];

  app.post(
    '/api/session/begin/:kind',
    {
      schema: {
        tags,
        summary: 'Begin a booking session',
        params: z.object({ kind: SessionKindSchema }),
        response: { 200: BeginSessionResponseSchema, ...errorResponses },
      },
      // Sessions hold resources: creating them is limited harder than other calls (60/min by default).
      config: {
        rateLimit: { max: Math.ceil(deps.env.RATE_LIMIT_PER_MINUTE / 10), timeWindow: '1 minute' },
      },
    },
    async (request, reply) => {
      const { Id, ownerToken } = await beginSession(deps, request.params.kind, request.ip);
      // Only for the calls that need the browser that began the session (decision 125).
      reply.setCookie(SESSION_OWNER_COOKIE, ownerToken, {
        httpOnly: true,
        sameSite: 'strict',
        secure: deps.env.PUBLIC_ORIGIN.startsWith('https:') || deps.env.NODE_ENV === 'production',
        path: '/api/spa/',
        maxAge: 30 * 86_400,
      });
      return { Id };
    },
  );

  app.put(
    '/api/session/:id/search',
    {
      schema: {
        tags,
        summary: 'Store the booking in progress (the Search), so a reload continues where the guest was',
        params: SessionIdParamsSchema,
        body: SaveSearchRequestSchema,
        response: { 200: OkResponseSchema, ...errorResponses },
      },
    },
    (request) => saveSearch(deps, request.params.id, request.body.Search),
  );

  app.put(
    '/api/session/:id/account-status',
    {
      schema: {
        tags,
        summary: 'Record whether creating an account at the details step was attempted and failed',
        params: SessionIdParamsSchema,
        body: AccountCreateStatusSchema,
        response: { 200: OkResponseSchema, ...errorResponses },
      },
    },
    (request) => saveAccountStatus(deps, request.params.id, request.body),
  );
}
