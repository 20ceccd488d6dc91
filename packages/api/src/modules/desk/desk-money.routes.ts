import {
  DeskBookResponseSchema,
  DeskRefundRequestSchema,
  InHouseStayListSchema,
  InHouseStayQuerySchema,
  StaffBookingParamsSchema,
} from '@spa/domain';
import { staffOf, staffRoutePlugin } from '../staff';
import { findInHouseStays, refundAtDesk } from './desk-money.service';

/**
 * Money at the desk after the booking (issue 22, decision 0445): today's in-house stays a room
 * charge may go to, and a credit given back in cash or on the terminal by a spa manager (the
 * payment itself is `POST /api/staff/bookings/:id/payments`, desk.routes.ts). Every call checks the role.
 */
export const deskMoneyRoutes = staffRoutePlugin(({ anyStaff, managers, deps }) => {
  anyStaff.get('/api/staff/in-house-stays', {
    summary:
      "Today's in-house stays by room, the lead guest's name or e-mail, or stay number (for a room charge)",
    querystring: InHouseStayQuerySchema,
    response: InHouseStayListSchema,
    handler: (request) => findInHouseStays(deps, request.query.q),
  });

  managers.post('/api/staff/bookings/:id/desk-refunds', {
    summary:
      "A spa manager gives a booking's credit back in cash or on the card terminal, once per RequestId (audited, e-mailed)",
    description:
      'At most what that tender took of the credit (the whole of it when AmountPence is absent; 400 beyond it); ' +
      '409 when that tender holds none of it.',
    params: StaffBookingParamsSchema,
    body: DeskRefundRequestSchema,
    response: DeskBookResponseSchema,
    handler: (request) => refundAtDesk(deps, staffOf(request).id, request.params.id, request.body),
  });
});
