import { z } from 'zod';
import {
  AccountCreateStatusSchema,
  BeginSessionResponseSchema,
  OkResponseSchema,
  SaveSearchRequestSchema,
  SessionIdParamsSchema,
  SessionKindSchema,
} from '@spa/domain';
import { beginSession, SESSION_OWNER_COOKIE, saveAccountStatus, saveSearch } from './session.service';
import { routePlugin } from '../../lib/route-options';

/** Booking sessions: the booking in progress is kept here, not only in the browser. */
export const sessionRoutes = routePlugin(['session'], ({ open, deps }) => {
  open.post('/api/session/begin/:kind', {
    summary: 'Begin a booking session',
    params: z.object({ kind: SessionKindSchema }),
    response: BeginSessionResponseSchema,
    // Sessions hold resources: creating them is limited harder than other calls (60/min by default).
    config: {
      rateLimit: { max: Math.ceil(deps.env.RATE_LIMIT_PER_MINUTE / 10), timeWindow: '1 minute' },
    },
    handler: async (request, reply) => {
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
  });

  open.put('/api/session/:id/search', {
    summary: 'Store the booking in progress (the Search), so a reload continues where the guest was',
    params: SessionIdParamsSchema,
    body: SaveSearchRequestSchema,
    response: OkResponseSchema,
    handler: (request) => saveSearch(deps, request.params.id, request.body.Search),
  });

  open.put('/api/session/:id/account-status', {
    summary: 'Record whether creating an account at the details step was attempted and failed',
    params: SessionIdParamsSchema,
    body: AccountCreateStatusSchema,
    response: OkResponseSchema,
    handler: (request) => saveAccountStatus(deps, request.params.id, request.body),
  });
});
