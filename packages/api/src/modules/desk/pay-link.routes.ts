import { PayLinkParamsSchema, PayLinkSchema } from '@spa/domain';
import { completeLinkByToken, initialiseLinkPayment, payLink } from './payment-links.service';
import { declareCardPayment } from '../../lib/card-payment-routes';
import { routePlugin } from '../../lib/route-options';

/**
 * A payment link e-mailed by the desk (issue 22): the guest opens it, pays the balance on
 * the provider's card page, and the server settles with the provider. The token is the
 * capability; no card detail reaches these routes.
 */
export const payLinkRoutes = routePlugin(['payment'], ({ open, deps }) => {
  declareCardPayment(open, '/api/pay/:token', {
    params: PayLinkParamsSchema,
    paid: PayLinkSchema,
    status: PayLinkSchema.shape.Status,
    read: {
      summary: 'What a payment link pays, and whether it still can (open, paid, expired, replaced)',
      answer: (token) => payLink(deps, token),
    },
    initialise: {
      summary: "The provider's card page for the link's amount (409 when the link can no longer be paid)",
      answer: (token) => initialiseLinkPayment(deps, token),
    },
    complete: {
      summary: "The browser's prompt after the card page's outcome: the server asks the provider and settles",
      answer: (token) => completeLinkByToken(deps, token),
    },
  });
});
