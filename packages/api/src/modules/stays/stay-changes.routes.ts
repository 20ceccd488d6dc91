import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ExtrasResponseSchema,
  StayAddSpaGroupRequestSchema,
  StayAddSpaTreatmentRequestSchema,
  StayAmendAllRequestSchema,
  StayAmendRequestSchema,
  StayAmendSearchRequestSchema,
  StayAmendSearchResponseSchema,
  StayBookingResponseSchema,
  StaySpaExtrasAvailabilityRequestSchema,
  StaySpaTreatmentAvailabilityRequestSchema,
  TreatmentAvailabilityResponseSchema,
} from '@spa/domain';
import { guardedRouteOptions } from '../../lib/route-options';
import { memberOf } from '../identity';
import { amendStayRoom, amendStayRooms, searchAmendment } from './stay-amend.service';
import {
  addStaySpaGroup,
  addStaySpaTreatments,
  staySpaExtrasAvailability,
  staySpaTreatmentAvailability,
} from './stay-spa.service';

/**
 * Changes to a member's stay beyond packages (account-area §2, §7 Stay): the spa
 * add-ons booked on the spa's diary (decision 150) and amending a room (decision 151).
 * Every call is the signed-in member's own stay: another member's is 404.
 */
export async function stayChangesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const tags = ['stay'];
  const member = guardedRouteOptions(tags, app.requireMember);
  const booking = { 200: StayBookingResponseSchema };
  const taken =
    '409 with the reason when the time has been taken (the booking flow and other stays count too).';

  app.post(
    '/api/stay/spa-treatment-availability/',
    member({
      summary: "Spa treatment times on a day of the member's stay, for the room's guests",
      body: StaySpaTreatmentAvailabilityRequestSchema,
      response: { 200: TreatmentAvailabilityResponseSchema },
    }),
    (request) => staySpaTreatmentAvailability(deps, memberOf(request).id, request.body),
  );

  app.post(
    '/api/stay/spa-extras-availability/',
    member({
      summary: "Mud room or spa garden times on a day of the member's stay",
      body: StaySpaExtrasAvailabilityRequestSchema,
      response: { 200: ExtrasResponseSchema },
    }),
    (request) => staySpaExtrasAvailability(deps, memberOf(request).id, request.body),
  );

  app.post(
    '/api/stay/add-spa-treatment-package/',
    member({
      summary: 'Book spa treatments for guests of a room (therapists and rooms assigned by the server)',
      description: taken,
      body: StayAddSpaTreatmentRequestSchema,
      response: booking,
    }),
    (request) => addStaySpaTreatments(deps, memberOf(request).id, request.body),
  );

  app.post(
    '/api/stay/add-spa-mud-package/',
    member({
      summary: 'Book the mud room for guests of a room (2 or more)',
      description: taken,
      body: StayAddSpaGroupRequestSchema,
      response: booking,
    }),
    (request) => addStaySpaGroup(deps, memberOf(request).id, request.body, 'mud'),
  );

  app.post(
    '/api/stay/add-spa-garden-package/',
    member({
      summary: 'Book a spa garden session for every guest of a room',
      description: taken,
      body: StayAddSpaGroupRequestSchema,
      response: booking,
    }),
    (request) => addStaySpaGroup(deps, memberOf(request).id, request.body, 'garden'),
  );

  app.post(
    '/api/stay/amend-search/',
    member({
      summary: 'Rooms and rates free for new dates and guests of a room, priced for the new stay',
      body: StayAmendSearchRequestSchema,
      response: { 200: StayAmendSearchResponseSchema },
    }),
    (request) => searchAmendment(deps, memberOf(request).id, request.body),
  );

  app.post(
    '/api/stay/amend/',
    member({
      summary: 'Replace a room with new dates, guests, room type and rate (re-priced by the server)',
      description: '409 with the reason when the room cannot be amended or the room type is full on a night.',
      body: StayAmendRequestSchema,
      response: booking,
    }),
    (request) => amendStayRoom(deps, memberOf(request).id, request.body),
  );

  app.post(
    '/api/stay/amend-all/',
    member({
      summary: 'Amend every room of a stay at once: new dates, and each room its guests, room type and rate',
      description:
        'All or nothing, re-priced by the server. 409 naming the room (Leg) that cannot be amended or is full on a night, with Alternatives free for it. A repeat of the requestId changes nothing more.',
      body: StayAmendAllRequestSchema,
      response: booking,
    }),
    (request) => amendStayRooms(deps, memberOf(request).id, request.body),
  );
}
