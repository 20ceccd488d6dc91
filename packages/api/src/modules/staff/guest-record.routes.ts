import {
  StaffBookingParamsSchema,
  StaffGuestParamsSchema,
  StaffGuestRecordSchema,
  StaffNoteRequestSchema,
} from '@spa/domain';
import { staffOf, staffRoutePlugin } from './staff-auth';
import { addGuestNote, guestRecord } from './guest-record.service';

/** The guest record (issue 22 item 2), of the lead booker or a party guest, reached from one of their bookings. Any staff role. */
export const guestRecordRoutes = staffRoutePlugin(({ anyStaff: desk, deps }) => {
  desk.get('/api/staff/bookings/:id/guest', {
    summary: "The lead booker's guest record: their bookings matched by e-mail or phone, and staff notes",
    params: StaffBookingParamsSchema,
    response: StaffGuestRecordSchema,
    handler: (request) => guestRecord(deps, request.params.id),
  });

  desk.post('/api/staff/bookings/:id/guest/notes', {
    summary: 'Add a staff note on the lead booker (append-only; audited)',
    params: StaffBookingParamsSchema,
    body: StaffNoteRequestSchema,
    response: StaffGuestRecordSchema,
    handler: (request) => addGuestNote(deps, staffOf(request).id, request.params.id, request.body.Text),
  });

  desk.get('/api/staff/bookings/:id/guests/:guest/record', {
    summary: "A party guest's record: bookings with a guest of the same e-mail or phone, stays, staff notes",
    params: StaffGuestParamsSchema,
    response: StaffGuestRecordSchema,
    handler: (request) => guestRecord(deps, request.params.id, request.params.guest),
  });

  desk.post('/api/staff/bookings/:id/guests/:guest/notes', {
    summary: 'Add a staff note on a party guest (append-only; audited)',
    params: StaffGuestParamsSchema,
    body: StaffNoteRequestSchema,
    response: StaffGuestRecordSchema,
    handler: (request) =>
      addGuestNote(deps, staffOf(request).id, request.params.id, request.body.Text, request.params.guest),
  });
});
