import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BeginBookingRequestSchema, BeginBookingResponseSchema } from '@spa/domain';
import { SessionIdParams } from '../session/session.routes';
import { beginBooking, getBooking, processBooking } from './booking.service';

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
    (request) => processBooking(app.ctx, request.params.id),
  );

  app.get(
    '/api/spa/:id',
    { schema: { tags, summary: 'The confirmed booking of a session', params: SessionIdParams } },
    (request) => getBooking(app.ctx, request.params.id),
  );
}
