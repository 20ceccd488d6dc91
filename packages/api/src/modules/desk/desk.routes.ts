import {
  BeginSessionResponseSchema,
  DeskBookRequestSchema,
  DeskBookResponseSchema,
  DeskPaymentRequestSchema,
  DeskPromotionRequestSchema,
  DeskSessionSchema,
  DeskSlotQuerySchema,
  DeskSlotSchema,
  SessionIdParamsSchema,
  StaffBookingParamsSchema,
} from '@spa/domain';
import { staffOf, staffRoutePlugin } from '../staff';
import {
  beginDeskSession,
  bookAtDesk,
  deskSession,
  deskSlot,
  emailGuaranteeLink,
  emailPaymentLink,
} from './desk-booking.service';
import { payAtDesk } from './desk-money.service';
import { setDeskPromotion } from './desk-promotion.service';

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

  anyStaff.get('/api/staff/sessions/:id/slot', {
    summary:
      "A therapist's slot tapped on the diary: the treatments that fit it, or why none do and the nearest ways on",
    description:
      "Fits: the treatment flow's activity codes the therapist can give from StartTime (a room free, every rule of a slot). " +
      "When none: Reason, the same therapist's nearest OtherTimes and the OtherTherapists free then. 404 for a session not begun at the desk.",
    params: SessionIdParamsSchema,
    querystring: DeskSlotQuerySchema,
    response: DeskSlotSchema,
    handler: (request) => deskSlot(deps, request.params.id, request.query),
  });

  anyStaff.put('/api/staff/sessions/:id/promotion', {
    summary: 'Apply a promotion code the guest quotes to the desk booking before it is confirmed (audited)',
    description:
      "The promotions module's own rules, as online (dates, first booking only, uses left, scope); the use is " +
      'counted and the discount credited when the booking is confirmed. 409 with the reason when the code takes ' +
      'nothing off (the booking stays as it was); 400 naming body.Code for a code of another shape.',
    params: SessionIdParamsSchema,
    body: DeskPromotionRequestSchema,
    response: DeskSessionSchema,
    handler: (request) =>
      setDeskPromotion(deps, staffOf(request).id, request.params.id, request.body.Code, request.ip),
  });

  anyStaff.delete('/api/staff/sessions/:id/promotion', {
    summary: 'Take the promotion code off the desk booking before it is confirmed (audited)',
    params: SessionIdParamsSchema,
    response: DeskSessionSchema,
    handler: (request) => setDeskPromotion(deps, staffOf(request).id, request.params.id, null, request.ip),
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
    summary:
      "Take a booking's balance, or part of it, at the desk: card terminal, cash or room charge (audited)",
    description:
      'AmountPence: 1p up to the balance (the whole balance when absent; 400 beyond it). A room charge goes to a ' +
      'stay in house today (StayConfirmation) and onto its bill. Once per RequestId: asked again, it answers the ' +
      'same payment and takes nothing more. 409 when nothing is left to pay.',
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
