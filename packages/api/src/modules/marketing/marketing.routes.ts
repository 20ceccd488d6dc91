import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AddressBooksResponseSchema,
  EmailSchema,
  OkResponseSchema,
  SubscribeRequestSchema,
  UnsubscribeRequestSchema,
} from '@spa/domain';
import { errorResponses } from '../../lib/http-error';
import { memberOf } from '../identity';
import { listAddressBooks, subscribe, unsubscribe } from './marketing.service';

/** Mailing lists (account-area §7, Marketing): member-only, own e-mail only. */
export async function marketingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    '/api/marketing/address-books',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['marketing'],
        summary: 'The six mailing lists, each ticked when the e-mail is subscribed',

        querystring: z.object({ emailAddress: EmailSchema }),
        response: { 200: AddressBooksResponseSchema, ...errorResponses },
      },
    },
    (request) => listAddressBooks(deps, memberOf(request).id, request.query.emailAddress),
  );

  app.post(
    '/api/marketing/subscribe',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['marketing'],
        body: SubscribeRequestSchema,
        response: { 200: OkResponseSchema, ...errorResponses },
      },
    },
    (request) => subscribe(deps, memberOf(request).id, request.body),
  );

  app.post(
    '/api/marketing/unsubscribe',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['marketing'],
        body: UnsubscribeRequestSchema,
        response: { 200: OkResponseSchema, ...errorResponses },
      },
    },
    (request) => unsubscribe(deps, memberOf(request).id, request.body),
  );
}
