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
import { memberOf } from '../identity';
import { bookAgainFrom, bookNewStay, initialiseNewStay, searchNewStay } from './stay-new-booking.service';
import { routePlugin } from '../../lib/route-options';

/**
 * 'Book Again' (account-area §1, decision 155): a new stay for the signed-in member,
 * on the stay search page. Every call needs a member; the stay booked again is theirs.
 */
export const stayBookRoutes = routePlugin(['stay'], ({ member, deps }) => {
  member.get('/api/stay/book-again/:confirmation', {
    summary: "What a new stay starts from: the room, rate, nights and guests of one of the member's stays",
    params: StayBookAgainParamsSchema,
    response: StayBookAgainResponseSchema,
    handler: (request) => bookAgainFrom(deps, memberOf(request).id, request.params.confirmation),
  });

  member.post('/api/stay/book-search/', {
    summary: 'Room types and rates free for the dates and guests of a new stay, priced by the server',
    body: StayNewSearchRequestSchema,
    response: StayNewSearchResponseSchema,
    handler: (request) => searchNewStay(deps, memberOf(request).id, request.body),
  });

  member.post('/api/stay/book/initialise/', {
    summary:
      "The provider's payment session for a new stay at the server's price: a deposit to charge, or a card to guarantee",
    description:
      '409 when the room type has no room free on a night, or the same requestId was begun for another room or price.',
    body: StayNewBookingRequestSchema,
    response: StayPaymentPageResponseSchema,
    handler: (request) => initialiseNewStay(deps, memberOf(request).id, request.body),
  });

  member.post('/api/stay/book/', {
    summary:
      "Book the new stay once the provider's card page took the card (the server reads the session back)",
    description:
      '402 when the provider holds no authorisation for it, 409 when the room type has no room free on a night: nothing is booked and the card is not charged. The same requestId again answers the stay it booked.',
    body: StayNewBookingCompleteRequestSchema,
    response: StayNewBookingResponseSchema,
    handler: (request) => bookNewStay(deps, memberOf(request).id, request.body),
  });
});
