import {
  CancellationTermsSchema,
  SpaConfirmationParamsSchema,
  SpaMemberBookingDetailSchema,
  SpaMemberBookingsResponseSchema,
} from '@spa/domain';
import { memberOf } from '../identity';
import {
  memberCancelBooking,
  memberCancellationTerms,
  memberSpaBooking,
  memberSpaBookings,
} from './member-bookings.service';
import { routePlugin } from '../../lib/route-options';

/** The signed-in member's spa bookings (account-area §7 Spa). Static paths win over `/api/spa/:id`. */
export const memberBookingsRoutes = routePlugin(['account bookings'], ({ member, deps }) => {
  member.get('/api/spa/user-bookings', {
    summary: "The signed-in member's confirmed spa bookings",
    description: 'Made while signed in, or anonymously with the e-mail address of the account.',
    response: SpaMemberBookingsResponseSchema,
    handler: (request) => memberSpaBookings(deps, memberOf(request).id),
  });

  member.get('/api/spa/retrieve/:id', {
    summary: "One of the member's spa bookings by confirmation number: summary, bill, itinerary",
    description: '404 when no booking of the member has this number (also when it is somebody else’s).',
    params: SpaConfirmationParamsSchema,
    response: SpaMemberBookingDetailSchema,
    handler: (request) => memberSpaBooking(deps, memberOf(request).id, request.params.id),
  });

  member.get('/api/spa/retrieve/:id/cancellation', {
    summary:
      "What cancelling the member's booking now would refund: 50%, nothing within 48 hours of its date",
    params: SpaConfirmationParamsSchema,
    response: CancellationTermsSchema,
    handler: (request) => memberCancellationTerms(deps, memberOf(request).id, request.params.id),
  });

  member.post('/api/spa/retrieve/:id/cancel', {
    summary: "The member cancels their spa booking; the policy's refund goes back to the card",
    params: SpaConfirmationParamsSchema,
    response: CancellationTermsSchema,
    handler: (request) => memberCancelBooking(deps, memberOf(request).id, request.params.id),
  });
});
