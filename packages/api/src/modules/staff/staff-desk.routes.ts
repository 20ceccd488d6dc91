import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  StaffAuditPageSchema,
  StaffAuditQuerySchema,
  StaffBookingDetailSchema,
  StaffBookingParamsSchema,
} from '@spa/domain';
import { errorResponses } from '../../lib/http-error';
import { ANY_STAFF, staffOf, staffOnly } from './staff-auth';
import { emailHealthForm } from './staff-health.service';
import { staffAudit } from './staff-audit.service';

/** The front desk (issue 22): the audit screen, the guest known, the desk's rules. Every call checks the role. */
export async function staffDeskRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const tags = ['staff'];
  const managers = staffOnly(deps, ['spa_manager']);
  const anyStaff = staffOnly(deps, ANY_STAFF);

  app.get(
    '/api/staff/audit',
    {
      onRequest: managers,
      schema: {
        tags,
        summary: 'A spa manager reads the audit log, newest first, by booking, staff member and day',
        description:
          "booking: a confirmation number or booking id (400 when none has it); staff: what they did and what was done to their account (refused sign-ins included); date: a day in the resort's zone; before: the page after this row.",
        querystring: StaffAuditQuerySchema,
        response: { 200: StaffAuditPageSchema, ...errorResponses },
      },
    },
    (request) => staffAudit(deps, request.query),
  );

  app.post(
    '/api/staff/bookings/:id/health-form',
    {
      onRequest: anyStaff,
      schema: {
        tags,
        summary: "E-mail the health questionnaire's link to the lead booker (audited)",
        params: StaffBookingParamsSchema,
        response: { 200: StaffBookingDetailSchema, ...errorResponses },
      },
    },
    (request) => emailHealthForm(deps, staffOf(request).id, request.params.id),
  );
}
