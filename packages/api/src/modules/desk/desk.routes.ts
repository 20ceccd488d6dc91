import {
  BeginSessionResponseSchema,
  DeskBookRequestSchema,
  DeskBookResponseSchema,
  DeskPaymentRequestSchema,
  DeskSessionSchema,
  SessionIdParamsSchema,
  StaffBookingParamsSchema,
} from '@spa/domain';
import { staffOf, staffRoutePlugin } from '../staff';
import {
  beginDeskSession,
  bookAtDesk,
  deskSession,
  emailGuaranteeLink,
  emailPaymentLink,
  payAtDesk,
} from './desk-booking.service';

/**
 * Booking at the desk (issue 22 item 1): reception and spa managers begin a booking
 * session, choose through the guests' own availability, holds and begin-booking calls,
 * then confirm it here with how it is paid. Every call checks the role; every change is audited.
 */
export const deskRoutes = staffRoutePlugin(({ anyStaff, deps }) => {
  anyStaff.post('/api/staff/sessions', {
    summary: "Begin a booking session at the desk (the desk's clock: Spa Days and treatments from today)",
    response: BeginSessionResponseSchema,
    handler: (request) => beginDeskSession(deps, staffOf(request).id, request.ip),
  });

  anyStaff.get('/api/staff/sessions/:id', {
    summary: 'The desk booking in progress: its total, lead booker and their stays in house that day',
    params: SessionIdParamsSchema,
    response: DeskSessionSchema,
    handler: (request) => deskSession(deps, request.params.id),
  });

  anyStaff.post('/api/staff/sessions/:id/book', {
    summary: 'Confirm the desk booking begin-booking made pending, and how it is paid (audited)',
    description:
      'Method: payment-link (e-mailed for the total), desk-card or cash (the total taken at the desk), ' +
      'room-charge (to a stay of the lead booker in house that day: StayConfirmation), on-arrival (the balance is due). ' +
      'Idempotent: asked again, it answers the same booking and moves no more money.',
    params: SessionIdParamsSchema,
    body: DeskBookRequestSchema,
    response: DeskBookResponseSchema,
    handler: (request) => bookAtDesk(deps, staffOf(request).id, request.params.id, request.body),
  });

  anyStaff.post('/api/staff/bookings/:id/payments', {
    summary: "Take a booking's balance at the desk: card terminal, cash or room charge (audited)",
    description: '409 when nothing is left to pay (a second tap never pays twice).',
    params: StaffBookingParamsSchema,
    body: DeskPaymentRequestSchema,
    response: DeskBookResponseSchema,
    handler: (request) => payAtDesk(deps, staffOf(request).id, request.params.id, request.body),
  });

  anyStaff.post('/api/staff/bookings/:id/payment-link', {
    summary:
      "E-mail a payment link for the booking's balance to the lead booker; it replaces an open one (audited)",
    params: StaffBookingParamsSchema,
    response: DeskBookResponseSchema,
    handler: (request) => emailPaymentLink(deps, staffOf(request).id, request.params.id),
  });

  anyStaff.post('/api/staff/bookings/:id/guarantee-link', {
    summary:
      'E-mail a card guarantee link: the guest keeps a card for the cancellation policy, nothing charged (audited)',
    description:
      '409 when a card is already kept, or the booking is cancelled. It replaces an open guarantee link.',
    params: StaffBookingParamsSchema,
    response: DeskBookResponseSchema,
    handler: (request) => emailGuaranteeLink(deps, staffOf(request).id, request.params.id),
  });
});
