import { z } from 'zod';
import {
  BeginBookingRequestSchema,
  BeginBookingResponseSchema,
  BookingResponseSchema,
  OkResponseSchema,
  ProcessBookingResponseSchema,
  SelectionProblemsResponseSchema,
  SendToFriendRequestSchema,
  SessionIdParamsSchema,
  SessionIdSchema,
  SpaConfirmationNumberSchema,
} from '@spa/domain';
import { HttpError } from '../../lib/http-error';
import { signedInMember } from '../identity';
import { SESSION_OWNER_COOKIE } from '../session';
import { beginBooking, getBooking, processBooking, sendBookingToFriend } from './booking.service';
import { resendMemberSpaBooking } from './member-bookings.service';
import { routePlugin } from '../../lib/route-options';

const unauthorised = new HttpError(401, 'Please sign in.');

export const bookingRoutes = routePlugin(['booking'], ({ open, deps }) => {
  open.post('/api/spa/:id/begin-booking', {
    summary: 'Re-check every choice, price it from the catalogue and store the booking as pending',
    description: '409 with {message, Problems[{Field, Message}]} when a choice is no longer available.',
    params: SessionIdParamsSchema,
    body: BeginBookingRequestSchema,
    response: BeginBookingResponseSchema,
    otherAnswers: { 409: SelectionProblemsResponseSchema },
    handler: (request) => beginBooking(deps, request.params.id, request.body, request.ip),
  });

  open.post('/api/spa/:id/process-booking', {
    summary: 'Confirm the pending booking once its payment is approved (idempotent)',
    description: '402 when no approved payment of the booking total is recorded.',
    params: SessionIdParamsSchema,
    response: ProcessBookingResponseSchema,
    // A booking confirmed by a signed-in member is theirs (an expired sign-in never stops a paid booking).
    handler: async (request) =>
      processBooking(deps, request.params.id, (await signedInMember(deps, request))?.id ?? null),
  });

  open.get('/api/spa/:id', {
    summary: 'The confirmed booking of a session',
    params: SessionIdParamsSchema,
    response: BookingResponseSchema,
    handler: (request) => getBooking(deps, request.params.id),
  });

  open.post('/api/spa/send-email/', {
    summary: 'E-mail a confirmed booking to a friend, or re-send a member their own',
    description:
      'With a session id (the booking flow): to a friend. With a confirmation number (the account area): ' +
      "the signed-in member's own booking only (401 signed out, 404 not theirs).",
    body: SendToFriendRequestSchema.extend({
      confirmation: z
        .union([SessionIdSchema, SpaConfirmationNumberSchema])
        .describe('the booking session id, or a confirmation number'),
    }),
    response: OkResponseSchema,
    // An open relay for spam otherwise.
    config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const { confirmation, emailAddress } = request.body;
      if (!SpaConfirmationNumberSchema.safeParse(confirmation).success)
        return sendBookingToFriend(deps, confirmation, emailAddress, request.cookies[SESSION_OWNER_COOKIE]);
      const member = await signedInMember(deps, request);
      if (!member) return reply.code(401).send(unauthorised.toBody());
      return resendMemberSpaBooking(deps, member.id, confirmation, emailAddress);
    },
  });
});
