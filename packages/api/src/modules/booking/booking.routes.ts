import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BeginBookingRequestSchema,
  BeginBookingResponseSchema,
  BookingResponseSchema,
  OkResponseSchema,
  ProcessBookingResponseSchema,
  SelectionProblemsResponseSchema,
  SendToFriendRequestSchema,
  SessionIdParamsSchema,
} from '@spa/domain';
import { errorResponses } from '../../lib/http-error';
import { beginBooking, getBooking, processBooking, sendBookingToFriend } from './booking.service';

export async function bookingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const tags = ['booking'];

  app.post(
    '/api/spa/:id/begin-booking',
    {
      schema: {
        tags,
        summary: 'Re-check every choice, price it from the catalogue and store the booking as pending',
        description: '409 with {message, Problems[{Field, Message}]} when a choice is no longer available.',
        params: SessionIdParamsSchema,
        body: BeginBookingRequestSchema,
        response: {
          200: BeginBookingResponseSchema,
          ...errorResponses,
          409: SelectionProblemsResponseSchema,
        },
      },
    },
    (request) => beginBooking(deps, request.params.id, request.body),
  );

  app.post(
    '/api/spa/:id/process-booking',
    {
      schema: {
        tags,
        summary: 'Confirm the pending booking once its payment is approved (idempotent)',
        description: '402 when no approved payment of the booking total is recorded.',
        params: SessionIdParamsSchema,
        response: { 200: ProcessBookingResponseSchema, ...errorResponses },
      },
    },
    (request) => processBooking(deps, request.params.id),
  );

  app.get(
    '/api/spa/:id',
    {
      schema: {
        tags,
        summary: 'The confirmed booking of a session',
        params: SessionIdParamsSchema,
        response: { 200: BookingResponseSchema, ...errorResponses },
      },
    },
    (request) => getBooking(deps, request.params.id),
  );

  app.post(
    '/api/spa/send-email/',
    {
      schema: {
        tags,
        summary: 'E-mail a confirmed booking to a friend',
        body: SendToFriendRequestSchema,
        response: { 200: OkResponseSchema, ...errorResponses },
      },
      // An open relay for spam otherwise.
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
    },
    (request) => sendBookingToFriend(deps, request.body.confirmation, request.body.emailAddress),
  );
}
