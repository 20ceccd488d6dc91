import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { StaffBookingParamsSchema, StaffGuestRecordSchema, StaffNoteRequestSchema } from '@spa/domain';
import { errorResponses } from '../../lib/http-error';
import { ANY_STAFF, staffOf, staffOnly } from './staff-auth';
import { addGuestNote, guestRecord } from './guest-record.service';

/** The guest record (issue 22 item 2), reached from one of the guest's bookings. Reception and managers. */
export async function guestRecordRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const tags = ['staff'];
  const desk = staffOnly(deps, ANY_STAFF);

  app.get(
    '/api/staff/bookings/:id/guest',
    {
      onRequest: desk,
      schema: {
        tags,
        summary: "The lead booker's guest record: their bookings matched by e-mail or phone, and staff notes",
        params: StaffBookingParamsSchema,
        response: { 200: StaffGuestRecordSchema, ...errorResponses },
      },
    },
    (request) => guestRecord(deps, request.params.id),
  );

  app.post(
    '/api/staff/bookings/:id/guest/notes',
    {
      onRequest: desk,
      schema: {
        tags,
        summary: 'Add a staff note on the lead booker (append-only; audited)',
        params: StaffBookingParamsSchema,
        body: StaffNoteRequestSchema,
        response: { 200: StaffGuestRecordSchema, ...errorResponses },
      },
    },
    (request) => addGuestNote(deps, staffOf(request).id, request.params.id, request.body.Text),
  );
}
