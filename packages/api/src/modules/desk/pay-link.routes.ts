import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PageSessionResponseSchema, PayLinkParamsSchema, PayLinkSchema } from '@spa/domain';
import { errorResponses } from '../../lib/http-error';
import { completeLinkByToken, initialiseLinkPayment, payLink } from './payment-links.service';

/**
 * A payment link e-mailed by the desk (issue 22): the guest opens it, pays the balance on
 * the provider's card page, and the server settles with the provider. The token is the
 * capability; no card detail reaches these routes.
 */
export async function payLinkRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const tags = ['payment'];

  app.get(
    '/api/pay/:token',
    {
      schema: {
        tags,
        summary: 'What a payment link pays, and whether it still can (open, paid, expired, replaced)',
        params: PayLinkParamsSchema,
        response: { 200: PayLinkSchema, ...errorResponses },
      },
    },
    (request) => payLink(deps, request.params.token),
  );

  app.post(
    '/api/pay/:token/initialise',
    {
      schema: {
        tags,
        summary: "The provider's card page for the link's amount (409 when the link can no longer be paid)",
        params: PayLinkParamsSchema,
        response: { 200: PageSessionResponseSchema, ...errorResponses },
      },
    },
    (request) => initialiseLinkPayment(deps, request.params.token),
  );

  app.post(
    '/api/pay/:token/complete',
    {
      schema: {
        tags,
        summary:
          "The browser's prompt after the card page's outcome: the server asks the provider and settles",
        params: PayLinkParamsSchema,
        response: { 200: z.object({ Status: PayLinkSchema.shape.Status }), ...errorResponses },
      },
    },
    (request) => completeLinkByToken(deps, request.params.token),
  );
}
