import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DeskBookResponseSchema,
  DeskRefundRequestSchema,
  InHouseStayListSchema,
  InHouseStayQuerySchema,
  StaffBookingParamsSchema,
} from '@spa/domain';
import { errorResponses } from '../../lib/http-error';
import { ANY_STAFF, staffOf, staffOnly } from '../staff';
import { findInHouseStays, refundAtDesk } from './desk-money.service';

/**
 * Money at the desk after the booking (issue 22, decision 0445): today's in-house stays a room
 * charge may go to, and a credit given back in cash or on the terminal by a spa manager (the
 * payment itself is `POST /api/staff/bookings/:id/payments`, desk.routes.ts). Every call checks the role.
 */
export async function deskMoneyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const tags = ['staff'];
  const anyStaff = staffOnly(deps, ANY_STAFF);
  const managers = staffOnly(deps, ['spa_manager']);

  app.get(
    '/api/staff/in-house-stays',
    {
      onRequest: anyStaff,
      schema: {
        tags,
        summary:
          "Today's in-house stays by room, the lead guest's name or e-mail, or stay number (for a room charge)",
        querystring: InHouseStayQuerySchema,
        response: { 200: InHouseStayListSchema, ...errorResponses },
      },
    },
    (request) => findInHouseStays(deps, request.query.q),
  );

  app.post(
    '/api/staff/bookings/:id/desk-refunds',
    {
      onRequest: managers,
      schema: {
        tags,
        summary:
          "A spa manager gives a booking's credit back in cash or on the card terminal, once per RequestId (audited, e-mailed)",
        description:
          'At most what that tender took of the credit (the whole of it when AmountPence is absent; 400 beyond it); ' +
          '409 when that tender holds none of it.',
        params: StaffBookingParamsSchema,
        body: DeskRefundRequestSchema,
        response: { 200: DeskBookResponseSchema, ...errorResponses },
      },
    },
    (request) => refundAtDesk(deps, staffOf(request).id, request.params.id, request.body),
  );
}
