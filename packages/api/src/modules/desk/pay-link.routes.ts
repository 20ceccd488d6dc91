import { z } from 'zod';
import { PageSessionResponseSchema, PayLinkParamsSchema, PayLinkSchema } from '@spa/domain';
import { completeLinkByToken, initialiseLinkPayment, payLink } from './payment-links.service';
import { routePlugin } from '../../lib/route-options';

/**
 * A payment link e-mailed by the desk (issue 22): the guest opens it, pays the balance on
 * the provider's card page, and the server settles with the provider. The token is the
 * capability; no card detail reaches these routes.
 */
export const payLinkRoutes = routePlugin(['payment'], ({ open, deps }) => {
  open.get('/api/pay/:token', {
    summary: 'What a payment link pays, and whether it still can (open, paid, expired, replaced)',
    params: PayLinkParamsSchema,
    response: PayLinkSchema,
    handler: (request) => payLink(deps, request.params.token),
  });

  open.post('/api/pay/:token/initialise', {
    summary: "The provider's card page for the link's amount (409 when the link can no longer be paid)",
    params: PayLinkParamsSchema,
    response: PageSessionResponseSchema,
    handler: (request) => initialiseLinkPayment(deps, request.params.token),
  });

  open.post('/api/pay/:token/complete', {
    summary: "The browser's prompt after the card page's outcome: the server asks the provider and settles",
    params: PayLinkParamsSchema,
    response: z.object({ Status: PayLinkSchema.shape.Status }),
    handler: (request) => completeLinkByToken(deps, request.params.token),
  });
});
