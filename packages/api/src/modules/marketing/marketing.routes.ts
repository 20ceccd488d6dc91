import { z } from 'zod';
import {
  AddressBooksResponseSchema,
  EmailSchema,
  OkResponseSchema,
  SubscribeRequestSchema,
  UnsubscribeRequestSchema,
} from '@spa/domain';
import { memberOf } from '../identity';
import { listAddressBooks, subscribe, unsubscribe } from './marketing.service';
import { routePlugin } from '../../lib/route-options';

/** Mailing lists (account-area §7, Marketing): member-only, own e-mail only. */
export const marketingRoutes = routePlugin(['marketing'], ({ member, deps }) => {
  member.get('/api/marketing/address-books', {
    summary: 'The six mailing lists, each ticked when the e-mail is subscribed',
    querystring: z.object({ emailAddress: EmailSchema }),
    response: AddressBooksResponseSchema,
    handler: (request) => listAddressBooks(deps, memberOf(request).id, request.query.emailAddress),
  });

  member.post('/api/marketing/subscribe', {
    summary: "Subscribe the member's e-mail to mailing lists",
    body: SubscribeRequestSchema,
    response: OkResponseSchema,
    handler: (request) => subscribe(deps, memberOf(request).id, request.body),
  });

  member.post('/api/marketing/unsubscribe', {
    summary: "Unsubscribe the member's e-mail from mailing lists",
    body: UnsubscribeRequestSchema,
    response: OkResponseSchema,
    handler: (request) => unsubscribe(deps, memberOf(request).id, request.body),
  });
});
