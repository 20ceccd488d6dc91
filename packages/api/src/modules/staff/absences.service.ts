import {
  buildResortDay,
  localTimeToMinute,
  type Catalogue,
  type DiaryAbsence,
  type StaffAbsenceRequest,
  type StrandedList,
} from '@spa/domain';
import type { Executor } from '../../db/database';
import { onDate } from '../../lib/catalogue-on-date';
import { badRequest } from '../../lib/http-error';
import { findBookingsByIds } from '../booking';
import {
  absencesDuring,
  appointmentsDuring,
  insertAbsenceReturning,
  lockResources,
  workingOn,
} from '../holds';
import { insertAudit } from './staff.repository';
import { activityLabel, guestEndOf, guestName, offsetTimeOf, therapistName } from './staff-labels';

export interface AbsencesDeps {
  db: Executor;
  catalogue: Catalogue;
}

const overlaps = (a: { start: Date; end: Date }, b: { start: Date; end: Date }) =>
  a.start < b.end && b.start < a.end;

/**
 * The date's confirmed treatments whose therapist is away at their time, or not working
 * then by the rota (decision 185: a shift shortened, a day off, a closure): what an
 * absence or a rota change strands, to move to another therapist or cancel.
 */
export async function strandedOn(anyDay: AbsencesDeps, db: Executor, date: string): Promise<StrandedList> {
  const deps = onDate(anyDay, date);
  const { catalogue } = deps;
  const day = buildResortDay(date, catalogue.Resort.TimeZone);
  const span = { start: new Date(day.start * 60_000), end: new Date(day.end * 60_000) };
  const claims = await appointmentsDuring(db, span);
  const absences = await absencesDuring(db, span);
  const working = await workingOn(deps, db, date);
  const offShift = (staffId: string, during: { start: Date; end: Date }) => {
    const start = Math.max(during.start.getTime(), span.start.getTime());
    const end = Math.min(during.end.getTime(), span.end.getTime());
    return !working.some((w) => w.StaffId === staffId && w.start <= start && end <= w.end);
  };
  const stranded = claims.filter(
    (c) =>
      c.expiresAt === null &&
      c.bookingId !== null &&
      c.staffId !== null &&
      (absences.some((a) => a.staffId === c.staffId && overlaps(a.during, c.during)) ||
        offShift(c.staffId, c.during)),
  );
  const bookings = new Map(
    (await findBookingsByIds(db, [...new Set(stranded.map((c) => c.bookingId!))])).map((b) => [b.id, b]),
  );
  const at = offsetTimeOf(catalogue, date);
  return {
    Date: date,
    Stranded: stranded.flatMap((c) => {
      const booking = bookings.get(c.bookingId!);
      if (booking?.status !== 'confirmed' || booking.cancelledAt) return [];
      return [
        {
          BookingId: booking.id,
          ConfirmationId: booking.confirmationId ?? '',
          LeadName: guestName(booking.request, undefined) ?? booking.leadEmail,
          ClaimId: c.id,
          Label: activityLabel(catalogue, c.activityCode),
          Start: at(c.during.start),
          End: at(guestEndOf(catalogue, c.activityCode, c.during.end)),
          StaffId: c.staffId!,
          StaffName: therapistName(catalogue, c.staffId) ?? c.staffId!,
        },
      ];
    }),
  };
}

/**
 * A spa manager marks a therapist away for a day or part of one (audited, under the
 * resort day's lock so that no hold reads the day half-changed). From then on the engine
 * offers no time with them; the treatments it strands are answered.
 */
export async function markAbsent(
  deps: AbsencesDeps,
  staffId: string,
  request: StaffAbsenceRequest,
): Promise<StrandedList & { Absence: DiaryAbsence }> {
  const { catalogue } = deps;
  if (!catalogue.Therapists.some((t) => t.StaffId === request.StaffId))
    throw badRequest('body.StaffId', 'Choose one of the therapists');
  const day = buildResortDay(request.Date, catalogue.Resort.TimeZone);
  const during = {
    start: new Date((request.From ? localTimeToMinute(day, request.From) : day.start) * 60_000),
    end: new Date((request.To ? localTimeToMinute(day, request.To) : day.end) * 60_000),
  };
  return deps.db.transaction(async (tx) => {
    await lockResources(tx, [`day:${request.Date}`]);
    const absence = await insertAbsenceReturning(tx, {
      staffId: request.StaffId,
      during,
      reason: request.Reason,
    });
    await insertAudit(tx, {
      staffId,
      action: 'therapist.absent',
      subject: `therapist:${request.StaffId}`,
      before: null,
      after: {
        absenceId: absence.id,
        start: during.start.toISOString(),
        end: during.end.toISOString(),
        reason: request.Reason,
      },
    });
    const at = offsetTimeOf(catalogue, request.Date);
    return {
      ...(await strandedOn(deps, tx, request.Date)),
      Absence: {
        Id: absence.id,
        StaffId: absence.staffId,
        Start: at(during.start),
        End: at(during.end),
        Reason: absence.reason,
      },
    };
  });
}
