import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  StaffBookingParamsSchema,
  StaffGuestParamsSchema,
  StaffGuestRecordSchema,
  StaffNoteRequestSchema,
} from '@spa/domain';
import { errorResponses } from '../../lib/http-error';
import { ANY_STAFF, staffOf, staffOnly } from './staff-auth';
import { addGuestNote, guestRecord } from './guest-record.service';

/** The guest record (issue 22 item 2), of the lead booker or a party guest, reached from one of their bookings. Any staff role. */
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

  app.get(
    '/api/staff/bookings/:id/guests/:guest/record',
    {
      onRequest: desk,
      schema: {
        tags,
        summary:
          "A party guest's record: bookings with a guest of the same e-mail or phone, stays, staff notes",
        params: StaffGuestParamsSchema,
        response: { 200: StaffGuestRecordSchema, ...errorResponses },
      },
    },
    (request) => guestRecord(deps, request.params.id, request.params.guest),
  );

  app.post(
    '/api/staff/bookings/:id/guests/:guest/notes',
    {
      onRequest: desk,
      schema: {
        tags,
        summary: 'Add a staff note on a party guest (append-only; audited)',
        params: StaffGuestParamsSchema,
        body: StaffNoteRequestSchema,
        response: { 200: StaffGuestRecordSchema, ...errorResponses },
      },
    },
    (request) =>
      addGuestNote(deps, staffOf(request).id, request.params.id, request.body.Text, request.params.guest),
  );
}
