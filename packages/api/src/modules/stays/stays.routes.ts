import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  OkResponseSchema,
  StayAddDiningPackageRequestSchema,
  StayAddPackageRequestSchema,
  StayBookingResponseSchema,
  StayCancelRequestSchema,
  StayConfigurationSchema,
  StayConfirmationParamsSchema,
  StayRoomRefSchema,
  StaySendEmailRequestSchema,
  StayUserBookingsResponseSchema,
} from '@spa/domain';
import { guardedRouteOptions, routeOptions } from '../../lib/route-options';
import { memberOf } from '../identity';
import {
  addStayPackage,
  cancelStay,
  memberStay,
  memberStays,
  removeStayPackage,
  sendStayEmail,
  stayConfiguration,
} from './stays.service';

/**
 * The stay calls of the account area (account-area §7 Stay). Every one but the
 * configuration is the signed-in member's own: another member's booking is 404.
 * Changes answer the booking as it now is (the page reloads it, §4).
 */
export async function staysRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const tags = ['stay'];
  const open = routeOptions(tags);
  const member = guardedRouteOptions(tags, app.requireMember);

  app.get(
    '/umbraco/api/stay/getConfiguration',
    open({
      summary: "The hotel's room types, rate types, add-on packages and check-in times",
      response: { 200: StayConfigurationSchema },
    }),
    () => stayConfiguration(deps),
  );

  app.get(
    '/api/stay/user-bookings',
    member({
      summary: "The member's stays: booked signed in, or with their proven e-mail as the lead's",
      response: { 200: StayUserBookingsResponseSchema },
    }),
    (request) => memberStays(deps, memberOf(request).id),
  );

  app.get(
    '/api/stay/retrieve/:confirmation',
    member({
      summary: 'One stay: its rooms, deadlines, texts and the packages its rates allow',
      params: StayConfirmationParamsSchema,
      response: { 200: StayBookingResponseSchema },
    }),
    (request) => memberStay(deps, memberOf(request).id, request.params.confirmation),
  );

  app.post(
    '/api/stay/cancel/',
    member({
      summary: 'Cancel rooms of a stay (legs), or every room when no legs are given',
      description:
        '409 with the reason when a room may not be cancelled online (deadline, voucher, cancelled).',
      body: StayCancelRequestSchema,
      response: { 200: StayBookingResponseSchema },
    }),
    (request) => cancelStay(deps, memberOf(request).id, request.body),
  );

  app.post(
    '/api/stay/send-email/',
    {
      ...member({
        summary: "E-mail a copy of the member's stay confirmation to the address given",
        body: StaySendEmailRequestSchema,
        response: { 200: OkResponseSchema },
      }),
      config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
    },
    (request) =>
      sendStayEmail(deps, memberOf(request).id, request.body.confirmation, request.body.emailAddress),
  );

  app.post(
    '/api/stay/add-package/',
    member({
      summary: 'Add a package one of the booking’s rates allows to a room (priced by the server)',
      body: StayAddPackageRequestSchema,
      response: { 200: StayBookingResponseSchema },
    }),
    (request) => addStayPackage(deps, memberOf(request).id, request.body),
  );

  app.post(
    '/api/stay/add-dining-package/',
    member({
      summary: 'Add a dining package to a room, with its table times',
      body: StayAddDiningPackageRequestSchema,
      response: { 200: StayBookingResponseSchema },
    }),
    (request) => addStayPackage(deps, memberOf(request).id, request.body),
  );

  app.post(
    '/api/stay/remove-package/',
    member({
      summary: 'Remove a package from a room',
      body: StayRoomRefSchema,
      response: { 200: StayBookingResponseSchema },
    }),
    (request) => removeStayPackage(deps, memberOf(request).id, request.body),
  );
}
