import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CancellationTermsSchema,
  SpaConfirmationParamsSchema,
  SpaMemberBookingDetailSchema,
  SpaMemberBookingsResponseSchema,
} from '@spa/domain';
import { errorResponses } from '../../lib/http-error';
import { memberOf } from '../identity';
import {
  memberCancelBooking,
  memberCancellationTerms,
  memberSpaBooking,
  memberSpaBookings,
} from './member-bookings.service';

/** The signed-in member's spa bookings (account-area §7 Spa). Static paths win over `/api/spa/:id`. */
export async function memberBookingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const tags = ['account bookings'];

  app.get(
    '/api/spa/user-bookings',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: "The signed-in member's confirmed spa bookings",
        description: 'Made while signed in, or anonymously with the e-mail address of the account.',
        response: { 200: SpaMemberBookingsResponseSchema, ...errorResponses },
      },
    },
    (request) => memberSpaBookings(deps, memberOf(request).id),
  );

  app.get(
    '/api/spa/retrieve/:id',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: "One of the member's spa bookings by confirmation number: summary, bill, itinerary",
        description: '404 when no booking of the member has this number (also when it is somebody else’s).',
        params: SpaConfirmationParamsSchema,
        response: { 200: SpaMemberBookingDetailSchema, ...errorResponses },
      },
    },
    (request) => memberSpaBooking(deps, memberOf(request).id, request.params.id),
  );

  app.get(
    '/api/spa/retrieve/:id/cancellation',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary:
          "What cancelling the member's booking now would refund: 50%, nothing within 48 hours of its date",
        params: SpaConfirmationParamsSchema,
        response: { 200: CancellationTermsSchema, ...errorResponses },
      },
    },
    (request) => memberCancellationTerms(deps, memberOf(request).id, request.params.id),
  );

  app.post(
    '/api/spa/retrieve/:id/cancel',
    {
      onRequest: app.requireMember,
      schema: {
        tags,
        summary: "The member cancels their spa booking; the policy's refund goes back to the card",
        params: SpaConfirmationParamsSchema,
        response: { 200: CancellationTermsSchema, ...errorResponses },
      },
    },
    (request) => memberCancelBooking(deps, memberOf(request).id, request.params.id),
  );
}
