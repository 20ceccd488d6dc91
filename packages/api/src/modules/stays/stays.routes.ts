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
import { routePlugin } from '../../lib/route-options';
import { memberOf } from '../identity';
import { stayChangeRoutes } from './stay-change-route';
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
export const staysRoutes = routePlugin(['stay'], ({ open, member, deps }) => {
  const stayChange = stayChangeRoutes(member, deps);

  open.get('/umbraco/api/stay/getConfiguration', {
    summary: "The hotel's room types, rate types, add-on packages and check-in times",
    response: StayConfigurationSchema,
    handler: () => stayConfiguration(deps),
  });

  member.get('/api/stay/user-bookings', {
    summary: "The member's stays: booked signed in, or with their proven e-mail as the lead's",
    response: StayUserBookingsResponseSchema,
    handler: (request) => memberStays(deps, memberOf(request).id),
  });

  member.get('/api/stay/retrieve/:confirmation', {
    summary: 'One stay: its rooms, deadlines, texts and the packages its rates allow',
    params: StayConfirmationParamsSchema,
    response: StayBookingResponseSchema,
    handler: (request) => memberStay(deps, memberOf(request).id, request.params.confirmation),
  });

  stayChange('/api/stay/cancel/', {
    summary: 'Cancel rooms of a stay (legs), or every room when no legs are given',
    description:
      '409 with the reason when a room may not be cancelled online (deadline, voucher, cancelled).',
    body: StayCancelRequestSchema,
    change: cancelStay,
  });

  member.post('/api/stay/send-email/', {
    summary: "E-mail a copy of the member's stay confirmation to the address given",
    body: StaySendEmailRequestSchema,
    response: OkResponseSchema,
    config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
    handler: (request) =>
      sendStayEmail(deps, memberOf(request).id, request.body.confirmation, request.body.emailAddress),
  });

  stayChange('/api/stay/add-package/', {
    summary: 'Add a package one of the booking’s rates allows to a room (priced by the server)',
    body: StayAddPackageRequestSchema,
    change: addStayPackage,
  });

  stayChange('/api/stay/add-dining-package/', {
    summary: 'Add a dining package to a room, with its table times',
    body: StayAddDiningPackageRequestSchema,
    change: addStayPackage,
  });

  stayChange('/api/stay/remove-package/', {
    summary: 'Remove a package from a room',
    body: StayRoomRefSchema,
    change: removeStayPackage,
  });
});
