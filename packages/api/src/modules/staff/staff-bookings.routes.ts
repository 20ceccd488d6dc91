import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { staffOf, staffRouteOptions } from './staff-auth';
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
export async function staffBookingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const { anyStaff, managers } = staffRouteOptions(deps);

  app.get(
    '/api/staff/bookings',
    anyStaff({
      summary: 'Find bookings by confirmation number, guest name, e-mail or phone',
      querystring: StaffBookingSearchQuerySchema,
      response: { 200: StaffBookingListSchema },
    }),
    (request) => searchBookings(deps, request.query.q),
  );

  app.get(
    '/api/staff/bookings/:id',
    anyStaff({
      summary: 'A booking: guests, items, therapists and rooms, payments, e-mails sent',
      params: StaffBookingParamsSchema,
      response: { 200: StaffBookingDetailSchema },
    }),
    (request) => staffBookingDetail(deps, request.params.id),
  );

  app.get(
    '/api/staff/arrivals',
    anyStaff({
      summary: "A day's arrivals by time",
      querystring: StaffDateQuerySchema,
      response: { 200: StaffBookingListSchema },
    }),
    (request) => arrivalsOn(deps, request.query.date),
  );

  app.post(
    '/api/staff/bookings/:id/arrival',
    anyStaff({
      summary: 'Check the guests in, mark a no-show, or undo either (expected); audited',
      description: "409 on any day but the booking's own (in the resort's zone), or for a cancelled booking.",
      params: StaffBookingParamsSchema,
      body: StaffArrivalRequestSchema,
      response: { 200: StaffBookingDetailSchema },
    }),
    (request) => recordArrival(deps, staffOf(request).id, request.params.id, request.body.Status),
  );

  app.post(
    '/api/staff/bookings/:id/resend',
    anyStaff({
      summary: "Resend the booking's confirmation to the lead booker (audited)",
      params: StaffBookingParamsSchema,
      response: { 200: StaffBookingDetailSchema },
    }),
    (request) => resendConfirmation(deps, staffOf(request).id, request.params.id),
  );

  app.post(
    '/api/staff/bookings/:id/cancel',
    anyStaff({
      summary: "Cancel a booking on the guest's behalf: 50% refunded, nothing within 48 hours of its date",
      description:
        'Releases its times, e-mails the guest, refunds through the payment provider; audited. 409 once the guests have checked in, unless a spa manager gives an OverrideReason (403 for reception).',
      params: StaffBookingParamsSchema,
      body: StaffCancelRequestSchema,
      response: { 200: StaffBookingDetailSchema },
    }),
    (request) =>
      staffCancelBooking(
        deps,
        { ...staffOf(request), overrideReason: request.body?.OverrideReason },
        request.params.id,
      ),
  );

  app.post(
    '/api/staff/bookings/:id/guests/:guest/cancel',
    anyStaff({
      summary:
        "Cancel one guest's part of a booking on their behalf: 50% of their share refunded, nothing within 48 hours",
      description:
        'Their share is priced from the catalogue; their times are released, the lead booker e-mailed the booking as it now stands, the refund sent through the payment provider; audited. 409 for the lead booker or the only guest (cancel the whole booking).',
      params: StaffGuestParamsSchema,
      body: StaffCancelRequestSchema,
      response: { 200: StaffBookingDetailSchema },
    }),
    (request) =>
      staffCancelGuest(
        deps,
        { ...staffOf(request), overrideReason: request.body?.OverrideReason },
        request.params.id,
        request.params.guest,
      ),
  );

  app.post(
    '/api/staff/bookings/:id/refunds/retry',
    managers({
      summary:
        "A spa manager asks the payment provider again for the booking's refunds that failed (audited)",
      description:
        'Each refund has its own idempotency key: it is never paid twice. 409 when none is waiting.',
      params: StaffBookingParamsSchema,
      response: { 200: StaffBookingDetailSchema },
    }),
    (request) => retryBookingRefunds(deps, staffOf(request).id, request.params.id),
  );
}
