import {
  StaffAuditPageSchema,
  StaffAuditQuerySchema,
  StaffBookingDetailSchema,
  StaffBookingParamsSchema,
  StaffFeeParamsSchema,
  StaffFeeRequestSchema,
  StaffGoodwillRefundRequestSchema,
} from '@spa/domain';
import { staffOf, staffRoutePlugin } from './staff-auth';
import { emailHealthForm } from './staff-health.service';
import { staffAudit } from './staff-audit.service';
import { staffApproveFee, staffGoodwillRefund, staffProposeFee } from './staff-fees.service';

/** The front desk (issue 22): the audit screen, the guest known, the desk's rules. Every call checks the role. */
export const staffDeskRoutes = staffRoutePlugin(({ anyStaff, managers, deps }) => {
  managers.get('/api/staff/audit', {
    summary: 'A spa manager reads the audit log, newest first, by booking, staff member and day',
    description:
      "booking: a confirmation number or booking id (400 when none has it); staff: what they did and what was done to their account (refused sign-ins included); date: a day in the resort's zone; before: the page after this row.",
    querystring: StaffAuditQuerySchema,
    response: StaffAuditPageSchema,
    handler: (request) => staffAudit(deps, request.query),
  });

  anyStaff.post('/api/staff/bookings/:id/health-form', {
    summary: "E-mail the health questionnaire's link to the lead booker (audited)",
    params: StaffBookingParamsSchema,
    response: StaffBookingDetailSchema,
    handler: (request) => emailHealthForm(deps, staffOf(request).id, request.params.id),
  });

  anyStaff.post('/api/staff/bookings/:id/fees', {
    summary:
      "The policy's no-show or late-cancel fee on the kept card: reception proposes, a spa manager charges",
    description:
      '409 when no card is kept or the fee is not due; asked again while one is live, it answers that one (audited once).',
    params: StaffBookingParamsSchema,
    body: StaffFeeRequestSchema,
    response: StaffBookingDetailSchema,
    handler: (request) => staffProposeFee(deps, staffOf(request), request.params.id, request.body.Kind),
  });

  managers.post('/api/staff/bookings/:id/fees/:fee/approve', {
    summary:
      'A spa manager approves a proposed fee: charged to the kept card off-session, once (audited, e-mailed)',
    params: StaffFeeParamsSchema,
    response: StaffBookingDetailSchema,
    handler: (request) => staffApproveFee(deps, staffOf(request).id, request.params.id, request.params.fee),
  });

  managers.post('/api/staff/bookings/:id/goodwill-refund', {
    summary:
      "A spa manager's goodwill refund to the card, with the reason, once per RequestId (audited, e-mailed)",
    params: StaffBookingParamsSchema,
    body: StaffGoodwillRefundRequestSchema,
    response: StaffBookingDetailSchema,
    handler: (request) => staffGoodwillRefund(deps, staffOf(request).id, request.params.id, request.body),
  });
});
