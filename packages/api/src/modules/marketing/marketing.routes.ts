import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AddressBooksResponseSchema,
  EmailSchema,
  SubscribeRequestSchema,
  UnsubscribeRequestSchema,
} from '@spa/domain';
import { memberOf } from '../identity/authenticate';
import { localMarketingPlatform } from './marketing-platform';
import { listAddressBooks, subscribe, unsubscribe } from './marketing.service';

const Ok = z.object({ ok: z.literal(true) });

/** Mailing lists (account-area §7, Marketing): member-only, own e-mail only. */
export async function marketingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = {
    db: app.ctx.database.db,
    mailingLists: app.ctx.catalogue.MailingLists,
    platform: localMarketingPlatform,
  };

  app.get(
    '/api/marketing/address-books',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['marketing'],
        summary: 'The six mailing lists, each ticked when the e-mail is subscribed',

        querystring: z.object({ emailAddress: EmailSchema }),
        response: { 200: AddressBooksResponseSchema },
      },
    },
    (request) => listAddressBooks(deps, memberOf(request).id, request.query.emailAddress),
  );

  app.post(
    '/api/marketing/subscribe',
    {
      onRequest: app.requireMember,
      schema: { tags: ['marketing'], body: SubscribeRequestSchema, response: { 200: Ok } },
    },
    (request) => subscribe(deps, memberOf(request).id, request.body),
  );

  app.post(
    '/api/marketing/unsubscribe',
    {
      onRequest: app.requireMember,
      schema: { tags: ['marketing'], body: UnsubscribeRequestSchema, response: { 200: Ok } },
    },
    (request) => unsubscribe(deps, memberOf(request).id, request.body),
  );
}
