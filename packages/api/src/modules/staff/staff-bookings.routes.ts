import {
  StaffArrivalRequestSchema,
  StaffBookingDetailSchema,
  StaffBookingListSchema,
  StaffBookingParamsSchema,
  StaffBookingSearchQuerySchema,
  StaffCancelRequestSchema,
  StaffDateQuerySchema,
  StaffGuestParamsSchema,
} from '@spa/domain';
import { staffOf, staffRoutePlugin } from './staff-auth';
import { resendConfirmation } from './moves.service';
import {
  arrivalsOn,
  recordArrival,
  retryBookingRefunds,
  searchBookings,
  staffBookingDetail,
  staffCancelBooking,
  staffCancelGuest,
} from './staff-bookings.service';

/** The spa team's bookings (issue 15): find one, read it, arrivals, check-in, resend, cancel on the guest's behalf, refunds. Every call checks the role. */
export const staffBookingsRoutes = staffRoutePlugin(({ anyStaff, managers, deps }) => {
  anyStaff.get('/api/staff/bookings', {
    summary: 'Find bookings by confirmation number, guest name, e-mail or phone',
    querystring: StaffBookingSearchQuerySchema,
    response: StaffBookingListSchema,
    handler: (request) => searchBookings(deps, request.query.q),
  });

  anyStaff.get('/api/staff/bookings/:id', {
    summary: 'A booking: guests, items, therapists and rooms, payments, e-mails sent',
    params: StaffBookingParamsSchema,
    response: StaffBookingDetailSchema,
    handler: (request) => staffBookingDetail(deps, request.params.id),
  });

  anyStaff.get('/api/staff/arrivals', {
    summary: "A day's arrivals by time",
    querystring: StaffDateQuerySchema,
    response: StaffBookingListSchema,
    handler: (request) => arrivalsOn(deps, request.query.date),
  });

  anyStaff.post('/api/staff/bookings/:id/arrival', {
    summary: 'Check the guests in, mark a no-show, or undo either (expected); audited',
    description: "409 on any day but the booking's own (in the resort's zone), or for a cancelled booking.",
    params: StaffBookingParamsSchema,
    body: StaffArrivalRequestSchema,
    response: StaffBookingDetailSchema,
    handler: (request) => recordArrival(deps, staffOf(request).id, request.params.id, request.body.Status),
  });

  anyStaff.post('/api/staff/bookings/:id/resend', {
    summary: "Resend the booking's confirmation to the lead booker (audited)",
    params: StaffBookingParamsSchema,
    response: StaffBookingDetailSchema,
    handler: (request) => resendConfirmation(deps, staffOf(request).id, request.params.id),
  });

  anyStaff.post('/api/staff/bookings/:id/cancel', {
    summary: "Cancel a booking on the guest's behalf: 50% refunded, nothing within 48 hours of its date",
    description:
      'Releases its times, e-mails the guest, refunds through the payment provider; audited. 409 once the guests have checked in, unless a spa manager gives an OverrideReason (403 for reception).',
    params: StaffBookingParamsSchema,
    body: StaffCancelRequestSchema,
    response: StaffBookingDetailSchema,
    handler: (request) =>
      staffCancelBooking(
        deps,
        { ...staffOf(request), overrideReason: request.body?.OverrideReason },
        request.params.id,
      ),
  });

  anyStaff.post('/api/staff/bookings/:id/guests/:guest/cancel', {
    summary:
      "Cancel one guest's part of a booking on their behalf: 50% of their share refunded, nothing within 48 hours",
    description:
      'Their share is priced from the catalogue; their times are released, the lead booker e-mailed the booking as it now stands, the refund sent through the payment provider; audited. 409 for the lead booker or the only guest (cancel the whole booking).',
    params: StaffGuestParamsSchema,
    body: StaffCancelRequestSchema,
    response: StaffBookingDetailSchema,
    handler: (request) =>
      staffCancelGuest(
        deps,
        { ...staffOf(request), overrideReason: request.body?.OverrideReason },
        request.params.id,
        request.params.guest,
      ),
  });

  managers.post('/api/staff/bookings/:id/refunds/retry', {
    summary: "A spa manager asks the payment provider again for the booking's refunds that failed (audited)",
    description: 'Each refund has its own idempotency key: it is never paid twice. 409 when none is waiting.',
    params: StaffBookingParamsSchema,
    response: StaffBookingDetailSchema,
    handler: (request) => retryBookingRefunds(deps, staffOf(request).id, request.params.id),
  });
});
