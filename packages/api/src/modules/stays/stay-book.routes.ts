import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  StayBookAgainParamsSchema,
  StayBookAgainResponseSchema,
  StayNewBookingCompleteRequestSchema,
  StayNewBookingRequestSchema,
  StayNewBookingResponseSchema,
  StayNewSearchRequestSchema,
  StayNewSearchResponseSchema,
  StayPaymentPageResponseSchema,
} from '@spa/domain';
import { guardedRouteOptions } from '../../lib/route-options';
import { memberOf } from '../identity';
import { bookAgainFrom, bookNewStay, initialiseNewStay, searchNewStay } from './stay-new-booking.service';

/**
 * 'Book Again' (account-area §1, decision 155): a new stay for the signed-in member,
 * on the stay search page. Every call needs a member; the stay booked again is theirs.
 */
export async function stayBookRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const tags = ['stay'];
  const member = guardedRouteOptions(tags, app.requireMember);

  app.get(
    '/api/stay/book-again/:confirmation',
    member({
      summary: "What a new stay starts from: the room, rate, nights and guests of one of the member's stays",
      params: StayBookAgainParamsSchema,
      response: { 200: StayBookAgainResponseSchema },
    }),
    (request) => bookAgainFrom(deps, memberOf(request).id, request.params.confirmation),
  );

  app.post(
    '/api/stay/book-search/',
    member({
      summary: 'Room types and rates free for the dates and guests of a new stay, priced by the server',
      body: StayNewSearchRequestSchema,
      response: { 200: StayNewSearchResponseSchema },
    }),
    (request) => searchNewStay(deps, memberOf(request).id, request.body),
  );

  app.post(
    '/api/stay/book/initialise/',
    member({
      summary:
        "The provider's payment session for a new stay at the server's price: a deposit to charge, or a card to guarantee",
      description:
        '409 when the room type has no room free on a night, or the same requestId was begun for another room or price.',
      body: StayNewBookingRequestSchema,
      response: { 200: StayPaymentPageResponseSchema },
    }),
    (request) => initialiseNewStay(deps, memberOf(request).id, request.body),
  );

  app.post(
    '/api/stay/book/',
    member({
      summary:
        "Book the new stay once the provider's card page took the card (the server reads the session back)",
      description:
        '402 when the provider holds no authorisation for it, 409 when the room type has no room free on a night: nothing is booked and the card is not charged. The same requestId again answers the stay it booked.',
      body: StayNewBookingCompleteRequestSchema,
      response: { 200: StayNewBookingResponseSchema },
    }),
    (request) => bookNewStay(deps, memberOf(request).id, request.body),
  );
}
