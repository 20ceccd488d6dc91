import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ClosureRequestSchema,
  RotaChangeResponseSchema,
  RotaDateParamsSchema,
  RotaDayParamsSchema,
  RotaDayRequestSchema,
  RotaWeekQuerySchema,
  RotaWeekSchema,
  OkResponseSchema,
  StaffAbsenceRequestSchema,
  StaffAccountListSchema,
  StaffAccountParamsSchema,
  StaffAccountRequestSchema,
  StaffAccountSchema,
  StaffAccountStatusRequestSchema,
  StaffGuestParamsSchema,
  StrandedListSchema,
  DiaryAbsenceSchema,
  StaffArrivalRequestSchema,
  StaffBookingDetailSchema,
  StaffBookingListSchema,
  StaffBookingParamsSchema,
  StaffBookingSearchQuerySchema,
  StaffCancelRequestSchema,
  StaffDateQuerySchema,
  StaffDiarySchema,
  StaffMoveChoicesQuerySchema,
  StaffMoveChoicesSchema,
  StaffMoveRequestSchema,
  StaffProfileSchema,
  StaffSignInRequestSchema,
  StaffSignInResponseSchema,
} from '@spa/domain';
import { errorResponses, notFound } from '../../lib/http-error';
import { revalidation } from '../../plugins/revalidation';
import { markAbsent, strandedOn } from './absences.service';
import { dayDiary } from './diary.service';
import { findStaffById } from './staff.repository';
import { addStaffAccount } from './staff-seed';
import { setStaffAccountDisabled, staffAccounts } from './staff-accounts.service';
import {
  ANY_STAFF,
  profileOf,
  STAFF_DEVICE_COOKIE,
  staffOf,
  staffOnly,
  staffSignIn,
  staffSignOut,
} from './staff-auth';
import { moveChoices, moveTreatment, resendConfirmation } from './moves.service';
import { closeSpa, reopenSpa, resetRotaDay, rotaWeek, setRotaDay } from './rota.service';
import {
  arrivalsOn,
  recordArrival,
  retryBookingRefunds,
  searchBookings,
  staffBookingDetail,
  staffCancelBooking,
  staffCancelGuest,
} from './staff-bookings.service';

/** The spa team's side (issue 15): sign-in, the diary, bookings, arrivals. Every call checks the role. */
export async function staffRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const tags = ['staff'];
  const anyStaff = staffOnly(deps, ANY_STAFF);
  const managers = staffOnly(deps, ['spa_manager']);
  const deviceCookieOptions = {
    httpOnly: true,
    sameSite: 'strict',
    secure: deps.env.PUBLIC_ORIGIN.startsWith('https:') || deps.env.NODE_ENV === 'production',
    path: '/api/staff/sign-in',
    maxAge: 365 * 86_400,
  } as const;

  app.post(
    '/api/staff/sign-in',
    {
      schema: {
        tags,
        summary: 'Staff sign-in: e-mail and password; an access token for the shift',
        description:
          '401 for a wrong e-mail or password; 429 after too many failures (as for members: a browser that signed in to the account before, its HttpOnly device cookie, is counted on its own). Audited.',
        body: StaffSignInRequestSchema,
        response: { 200: StaffSignInResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { response, deviceCookie } = await staffSignIn(deps, {
        ...request.body,
        ip: request.ip,
        deviceCookie: request.cookies[STAFF_DEVICE_COOKIE],
        now: new Date(),
      });
      if (deviceCookie) reply.setCookie(STAFF_DEVICE_COOKIE, deviceCookie, deviceCookieOptions);
      return reply.header('cache-control', 'no-store').send(response);
    },
  );

  app.post(
    '/api/staff/sign-out',
    {
      onRequest: anyStaff,
      schema: {
        tags,
        summary: 'Ends this staff sign-in',
        response: { 200: OkResponseSchema, ...errorResponses },
      },
    },
    (request) => staffSignOut(deps, staffOf(request)),
  );

  app.get(
    '/api/staff/me',
    {
      onRequest: anyStaff,
      schema: {
        tags,
        summary: 'The signed-in staff member',
        response: { 200: StaffProfileSchema, ...errorResponses },
      },
    },
    async (request) => {
      const staff = await findStaffById(deps.db, staffOf(request).id);
      if (!staff) throw notFound('No such staff member.');
      return profileOf(staff);
    },
  );

  // The diary is polled: an ETag from its body, and 304 while nothing changed.
  await app.register(async (scope) => {
    await scope.register(revalidation);
    scope.withTypeProvider<ZodTypeProvider>().get(
      '/api/staff/diary',
      {
        onRequest: anyStaff,
        schema: {
          tags,
          summary: "A day's diary: therapists and rooms, bookings, live holds and absences",
          querystring: StaffDateQuerySchema,
          response: { 200: StaffDiarySchema, ...errorResponses },
        },
      },
      (request) => dayDiary(deps, request.query.date),
    );
  });

  app.get(
    '/api/staff/bookings',
    {
      onRequest: anyStaff,
      schema: {
        tags,
        summary: 'Find bookings by confirmation number, guest name, e-mail or phone',
        querystring: StaffBookingSearchQuerySchema,
        response: { 200: StaffBookingListSchema, ...errorResponses },
      },
    },
    (request) => searchBookings(deps, request.query.q),
  );

  app.get(
    '/api/staff/bookings/:id',
    {
      onRequest: anyStaff,
      schema: {
        tags,
        summary: 'A booking: guests, items, therapists and rooms, payments, e-mails sent',
        params: StaffBookingParamsSchema,
        response: { 200: StaffBookingDetailSchema, ...errorResponses },
      },
    },
    (request) => staffBookingDetail(deps, request.params.id),
  );

  app.get(
    '/api/staff/arrivals',
    {
      onRequest: anyStaff,
      schema: {
        tags,
        summary: "A day's arrivals by time",
        querystring: StaffDateQuerySchema,
        response: { 200: StaffBookingListSchema, ...errorResponses },
      },
    },
    (request) => arrivalsOn(deps, request.query.date),
  );

  app.post(
    '/api/staff/bookings/:id/arrival',
    {
      onRequest: anyStaff,
      schema: {
        tags,
        summary: 'Check the guests in, mark a no-show, or undo either (expected); audited',
        description:
          "409 on any day but the booking's own (in the resort's zone), or for a cancelled booking.",
        params: StaffBookingParamsSchema,
        body: StaffArrivalRequestSchema,
        response: { 200: StaffBookingDetailSchema, ...errorResponses },
      },
    },
    (request) => recordArrival(deps, staffOf(request).id, request.params.id, request.body.Status),
  );

  app.get(
    '/api/staff/bookings/:id/move-choices',
    {
      onRequest: anyStaff,
      schema: {
        tags,
        summary: 'The free, qualified therapist, room and time choices for a treatment, nearest first',
        description:
          'Each checked by the engine as the move itself is, against what everyone else holds now; the move is checked again when made.',
        params: StaffBookingParamsSchema,
        querystring: StaffMoveChoicesQuerySchema,
        response: { 200: StaffMoveChoicesSchema, ...errorResponses },
      },
    },
    (request) => moveChoices(deps, request.params.id, request.query.claimId),
  );

  app.post(
    '/api/staff/bookings/:id/move',
    {
      onRequest: anyStaff,
      schema: {
        tags,
        summary: 'Move a treatment to another time, therapist or room (only to one free and qualified)',
        description:
          "Through the engine and the resort day's lock, as a guest's hold; 409 when the time, therapist or room is not free. The guest is e-mailed the new time; audited.",
        params: StaffBookingParamsSchema,
        body: StaffMoveRequestSchema,
        response: { 200: StaffBookingDetailSchema, ...errorResponses },
      },
    },
    (request) => moveTreatment(deps, staffOf(request).id, request.params.id, request.body),
  );

  app.post(
    '/api/staff/bookings/:id/resend',
    {
      onRequest: anyStaff,
      schema: {
        tags,
        summary: "Resend the booking's confirmation to the lead booker (audited)",
        params: StaffBookingParamsSchema,
        response: { 200: StaffBookingDetailSchema, ...errorResponses },
      },
    },
    (request) => resendConfirmation(deps, staffOf(request).id, request.params.id),
  );

  app.post(
    '/api/staff/accounts',
    {
      onRequest: managers,
      schema: {
        tags,
        summary: 'A spa manager adds a staff account (reception or spa manager; audited)',
        body: StaffAccountRequestSchema,
        response: { 201: StaffProfileSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await addStaffAccount(deps.db, staffOf(request).id, request.body)),
  );

  app.get(
    '/api/staff/accounts',
    {
      onRequest: managers,
      schema: {
        tags,
        summary: 'Every staff account, for a spa manager',
        response: { 200: StaffAccountListSchema, ...errorResponses },
      },
    },
    () => staffAccounts(deps.db),
  );

  app.post(
    '/api/staff/accounts/:staffId/status',
    {
      onRequest: managers,
      schema: {
        tags,
        summary: 'A spa manager disables a staff account (its sign-ins end at once) or enables it (audited)',
        description: "409 for the manager's own account.",
        params: StaffAccountParamsSchema,
        body: StaffAccountStatusRequestSchema,
        response: { 200: StaffAccountSchema, ...errorResponses },
      },
    },
    (request) =>
      setStaffAccountDisabled(deps.db, staffOf(request).id, request.params.staffId, request.body.Disabled),
  );

  app.post(
    '/api/staff/absences',
    {
      onRequest: managers,
      schema: {
        tags,
        summary: 'A spa manager marks a therapist away for a day or part of one (audited)',
        description: 'Answers with the absence and the treatments it strands that day, to move or cancel.',
        body: StaffAbsenceRequestSchema,
        response: { 200: StrandedListSchema.extend({ Absence: DiaryAbsenceSchema }), ...errorResponses },
      },
    },
    (request) => markAbsent(deps, staffOf(request).id, request.body),
  );

  app.get(
    '/api/staff/stranded',
    {
      onRequest: anyStaff,
      schema: {
        tags,
        summary: "A day's confirmed treatments whose therapist is away at their time",
        querystring: StaffDateQuerySchema,
        response: { 200: StrandedListSchema, ...errorResponses },
      },
    },
    (request) => strandedOn(deps, deps.db, request.query.date),
  );

  app.post(
    '/api/staff/bookings/:id/cancel',
    {
      onRequest: anyStaff,
      schema: {
        tags,
        summary: "Cancel a booking on the guest's behalf: 50% refunded, nothing within 48 hours of its date",
        description:
          'Releases its times, e-mails the guest, refunds through the payment provider; audited. 409 once the guests have checked in, unless a spa manager gives an OverrideReason (403 for reception).',
        params: StaffBookingParamsSchema,
        body: StaffCancelRequestSchema,
        response: { 200: StaffBookingDetailSchema, ...errorResponses },
      },
    },
    (request) =>
      staffCancelBooking(
        deps,
        { ...staffOf(request), overrideReason: request.body?.OverrideReason },
        request.params.id,
      ),
  );

  app.get(
    '/api/staff/rota',
    {
      onRequest: anyStaff,
      schema: {
        tags,
        summary:
          "A week of the rota: each therapist's shifts per date (the rota's, else the weekly pattern), and closures",
        querystring: RotaWeekQuerySchema,
        response: { 200: RotaWeekSchema, ...errorResponses },
      },
    },
    (request) => rotaWeek(deps, request.query.from),
  );

  app.put(
    '/api/staff/rota/:staffId/:date',
    {
      onRequest: managers,
      schema: {
        tags,
        summary: "A spa manager sets a therapist's shifts and breaks on a date (none: a day off; audited)",
        description:
          'An End at or before the Start ends the next day. Answers with the confirmed treatments the change strands on the date and the next, to re-home.',
        params: RotaDayParamsSchema,
        body: RotaDayRequestSchema,
        response: { 200: RotaChangeResponseSchema, ...errorResponses },
      },
    },
    (request) =>
      setRotaDay(deps, staffOf(request).id, request.params.staffId, request.params.date, request.body),
  );

  app.delete(
    '/api/staff/rota/:staffId/:date',
    {
      onRequest: managers,
      schema: {
        tags,
        summary: "A spa manager returns a therapist's date to the weekly pattern (audited)",
        params: RotaDayParamsSchema,
        response: { 200: RotaChangeResponseSchema, ...errorResponses },
      },
    },
    (request) => resetRotaDay(deps, staffOf(request).id, request.params.staffId, request.params.date),
  );

  app.put(
    '/api/staff/closures/:date',
    {
      onRequest: managers,
      schema: {
        tags,
        summary: "A spa manager closes the spa's treatments on a date (audited)",
        description: 'Answers with the confirmed treatments it strands, to move or cancel.',
        params: RotaDateParamsSchema,
        body: ClosureRequestSchema,
        response: { 200: RotaChangeResponseSchema, ...errorResponses },
      },
    },
    (request) => closeSpa(deps, staffOf(request).id, request.params.date, request.body),
  );

  app.delete(
    '/api/staff/closures/:date',
    {
      onRequest: managers,
      schema: {
        tags,
        summary: 'A spa manager opens a closed date again (audited)',
        params: RotaDateParamsSchema,
        response: { 200: RotaChangeResponseSchema, ...errorResponses },
      },
    },
    (request) => reopenSpa(deps, staffOf(request).id, request.params.date),
  );

  app.post(
    '/api/staff/bookings/:id/guests/:guest/cancel',
    {
      onRequest: anyStaff,
      schema: {
        tags,
        summary:
          "Cancel one guest's part of a booking on their behalf: 50% of their share refunded, nothing within 48 hours",
        description:
          'Their share is priced from the catalogue; their times are released, the lead booker e-mailed the booking as it now stands, the refund sent through the payment provider; audited. 409 for the lead booker or the only guest (cancel the whole booking).',
        params: StaffGuestParamsSchema,
        body: StaffCancelRequestSchema,
        response: { 200: StaffBookingDetailSchema, ...errorResponses },
      },
    },
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
    {
      onRequest: managers,
      schema: {
        tags,
        summary:
          "A spa manager asks the payment provider again for the booking's refunds that failed (audited)",
        description:
          'Each refund has its own idempotency key: it is never paid twice. 409 when none is waiting.',
        params: StaffBookingParamsSchema,
        response: { 200: StaffBookingDetailSchema, ...errorResponses },
      },
    },
    (request) => retryBookingRefunds(deps, staffOf(request).id, request.params.id),
  );
}
