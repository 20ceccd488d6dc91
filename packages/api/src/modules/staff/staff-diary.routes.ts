import {
  DiaryAbsenceSchema,
  StaffAbsenceRequestSchema,
  StaffBookingDetailSchema,
  StaffBookingParamsSchema,
  StaffDateQuerySchema,
  StaffDiarySchema,
  StaffMoveChoicesQuerySchema,
  StaffMoveChoicesSchema,
  StaffMoveRequestSchema,
  StrandedListSchema,
} from '@spa/domain';
import { revalidation } from '../../plugins/revalidation';
import { markAbsent, strandedOn } from './absences.service';
import { dayDiary } from './diary.service';
import { staffOf, staffRoutePlugin, staffRoutes } from './staff-auth';
import { moveChoices, moveTreatment } from './moves.service';

/** The spa team's diary (issue 15): a day's therapists, rooms and bookings; moving a treatment; absences and the treatments they strand. Every call checks the role. */
export const staffDiaryRoutes = staffRoutePlugin(async ({ anyStaff, managers, app, deps }) => {
  // The diary is polled: an ETag from its body, and 304 while nothing changed.
  await app.register(async (scope) => {
    await scope.register(revalidation);
    staffRoutes(scope).anyStaff.get('/api/staff/diary', {
      summary: "A day's diary: therapists and rooms, bookings, live holds and absences",
      querystring: StaffDateQuerySchema,
      response: StaffDiarySchema,
      handler: (request) => dayDiary(deps, request.query.date),
    });
  });

  anyStaff.get('/api/staff/bookings/:id/move-choices', {
    summary: 'The free, qualified therapist, room and time choices for a treatment, nearest first',
    description:
      'Each checked by the engine as the move itself is, against what everyone else holds now; the move is checked again when made.',
    params: StaffBookingParamsSchema,
    querystring: StaffMoveChoicesQuerySchema,
    response: StaffMoveChoicesSchema,
    handler: (request) => moveChoices(deps, request.params.id, request.query.claimId),
  });

  anyStaff.post('/api/staff/bookings/:id/move', {
    summary: 'Move a treatment to another time, therapist or room (only to one free and qualified)',
    description:
      "Through the engine and the resort day's lock, as a guest's hold; 409 when the time, therapist or room is not free. The guest is e-mailed the new time; audited.",
    params: StaffBookingParamsSchema,
    body: StaffMoveRequestSchema,
    response: StaffBookingDetailSchema,
    handler: (request) => moveTreatment(deps, staffOf(request).id, request.params.id, request.body),
  });

  managers.post('/api/staff/absences', {
    summary: 'A spa manager marks a therapist away for a day or part of one (audited)',
    description: 'Answers with the absence and the treatments it strands that day, to move or cancel.',
    body: StaffAbsenceRequestSchema,
    response: StrandedListSchema.extend({ Absence: DiaryAbsenceSchema }),
    handler: (request) => markAbsent(deps, staffOf(request).id, request.body),
  });

  anyStaff.get('/api/staff/stranded', {
    summary: "A day's confirmed treatments whose therapist is away at their time",
    querystring: StaffDateQuerySchema,
    response: StrandedListSchema,
    handler: (request) => strandedOn(deps, deps.db, request.query.date),
  });
});
