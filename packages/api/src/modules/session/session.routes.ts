import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  beginSession,
  endSession,
  getSession,
  keepAlive,
  saveAccountStatus,
  saveSearch,
  SESSION_ID_PATTERN,
} from './session.service';

export const SessionIdParams = z.object({
  id: z.string().regex(SESSION_ID_PATTERN, { message: 'must be a session id' }),
});
const MAX_SEARCH_BYTES = 64 * 1024;

/** Booking sessions: the booking in progress is kept here, not only in the browser. */
export async function sessionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['session'];

  app.post(
    '/api/session/begin/:kind',
    {
      schema: {
        tags,
        summary: 'Begin a booking session',
        params: z.object({ kind: z.enum(['spa', 'stay', 'golf']) }),
        response: { 200: z.object({ Id: z.string() }) },
      },
      // Sessions hold resources: creating them is limited harder than other calls (60/min by default).
      config: {
        rateLimit: { max: Math.ceil(app.ctx.env.RATE_LIMIT_PER_MINUTE / 10), timeWindow: '1 minute' },
      },
    },
    (request) => beginSession(app.ctx, request.params.kind),
  );

  app.get(
    '/api/session/:id',
    { schema: { tags, summary: 'The session: status, booking in progress, holds', params: SessionIdParams } },
    (request) => getSession(app.ctx, request.params.id),
  );

  app.put(
    '/api/session/:id/search',
    {
      schema: {
        tags,
        summary: 'Store the booking in progress (the Search), so a reload continues where the guest was',
        params: SessionIdParams,
        body: z.object({
          Search: z
            .record(z.string(), z.unknown())
            .refine((s) => JSON.stringify(s).length <= MAX_SEARCH_BYTES, {
              message: 'must be at most 64 KB',
            }),
        }),
      },
    },
    (request) => saveSearch(app.ctx, request.params.id, request.body.Search),
  );

  app.put(
    '/api/session/:id/account-status',
    {
      schema: {
        tags,
        summary: 'Record whether creating an account at the details step was attempted and failed',
        params: SessionIdParams,
        body: z.object({ attempted: z.boolean(), failed: z.boolean() }),
      },
    },
    (request) => saveAccountStatus(app.ctx, request.params.id, request.body),
  );

  app.post(
    '/api/session/:id/keep-alive',
    {
      schema: {
        tags,
        summary: 'Renew every hold of the session',
        params: SessionIdParams,
        response: { 200: z.object({ HoldExpiresAt: z.string().nullable() }) },
      },
    },
    (request) => keepAlive(app.ctx, request.params.id),
  );

  app.post(
    '/api/session/:id/end',
    { schema: { tags, summary: 'End the session and release everything it holds', params: SessionIdParams } },
    (request) => endSession(app.ctx, request.params.id),
  );
}
