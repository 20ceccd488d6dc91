import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BeginBookingRequestSchema, BeginBookingResponseSchema } from '@spa/domain';
import { SessionIdParams } from '../session/session.routes';
import { beginBooking, getBooking, processBooking, sendBookingToFriend } from './booking.service';
import { SESSION_ID_PATTERN } from '../session/session.service';

export async function bookingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['booking'];

  app.post(
    '/api/spa/:id/begin-booking',
    {
      schema: {
        tags,
        summary: 'Re-check every choice, price it from the catalogue and store the booking as pending',
        description: '409 with {message, Problems[{Field, Message}]} when a choice is no longer available.',
        params: SessionIdParams,
        body: BeginBookingRequestSchema,
        response: { 200: BeginBookingResponseSchema },
      },
    },
    (request) => beginBooking(app.ctx, request.params.id, request.body),
  );

  app.post(
    '/api/spa/:id/process-booking',
    {
      schema: {
        tags,
        summary: 'Confirm the pending booking once its payment is approved (idempotent)',
        params: SessionIdParams,
        response: { 200: z.object({ ConfirmationId: z.string() }) },
      },
    },
    (request) => processBooking(app.ctx, app.mail, request.log, request.params.id),
  );

  app.get(
    '/api/spa/:id',
    { schema: { tags, summary: 'The confirmed booking of a session', params: SessionIdParams } },
    (request) => getBooking(app.ctx, request.params.id),
  );

  app.post(
    '/api/spa/send-email/',
    {
      schema: {
        tags,
        summary: 'E-mail a confirmed booking to a friend',
        body: z.object({
          confirmation: z.string().regex(SESSION_ID_PATTERN, { message: 'must be the booking session id' }),
          emailAddress: z.email({ message: 'Enter a valid email address' }),
        }),
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
      // An open relay for spam otherwise.
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
    },
    (request) => sendBookingToFriend(app.ctx, app.mail, request.body.confirmation, request.body.emailAddress),
  );
}
