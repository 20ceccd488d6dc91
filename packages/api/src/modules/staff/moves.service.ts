import {
  buildResortDay,
  formatOffsetDateTime,
  holdChoice,
  toEpochMinute,
  type HoldRequest,
  type StaffBookingDetail,
  type StaffMoveRequest,
} from '@spa/domain';
import { conflict, notFound } from '../../lib/http-error';
import { type BookingNow } from '../../lib/booking-clock';
import { findBookingById, getBooking } from '../booking';
import {
  bookingMail,
  deliverSoon,
  mailInTransaction,
  sendBookingChanged,
  sendResendConfirmation,
  type Mailer,
} from '../mail';
import { findSession } from '../session';
import {
  bookingAppointments,
  deleteBookingClaimsOfKind,
  heldItinerary,
  lockResources,
  recordTimeFreed,
  writeClaims,
  takenOn,
} from '../holds';
import { mailLeadBooker } from './lead-booker-mail';
import { insertAudit } from './staff.repository';
import { activityLabel, roomName, therapistName } from './staff-labels';
import { staffBookingDetail, type StaffBookingsDeps } from './staff-bookings.service';

export interface MovesDeps extends StaffBookingsDeps {
  bookingNow: BookingNow;
  mail: Mailer;
}

const NOT_FREE = 'is not free, or not qualified for this treatment, at that time';

/**
 * Moves one treatment of a confirmed booking to another time, therapist or room, on the
 * guest's behalf (issue 15, decision 172), through the guests' own path: the resort day's
 * lock (decision 100), the booking's whole itinerary with the moved treatment asked anew,
 * the engine's assignment and rules against what everyone else holds, then the claims
 * rewritten under the database's exclusion constraints. The audit row and the guest's
 * e-mail with the new time are written in the same transaction.
 */
export async function moveTreatment(
  deps: MovesDeps,
  staffId: string,
  bookingId: string,
  move: StaffMoveRequest,
): Promise<StaffBookingDetail> {
  const { catalogue } = deps;
  await deps.db.transaction(async (tx) => {
    const booking = await findBookingById(tx, bookingId, true);
    if (booking?.status !== 'confirmed' || booking.cancelledAt)
      throw notFound('No confirmed booking has this id.');
    await lockResources(tx, [`day:${booking.bookingDate}`]);
    const session = await findSession(tx, booking.sessionId);
    const claim = (await bookingAppointments(tx, booking.id)).find((a) => a.id === move.ClaimId);
    if (!session?.itineraryContext || !claim || claim.holdKind !== 'treatments')
      throw notFound('This booking has no such treatment.');

    const day = buildResortDay(booking.bookingDate, catalogue.Resort.TimeZone);
    const held = await heldItinerary(tx, booking.sessionId, session.itineraryContext);
    const from = toEpochMinute(claim.during.start);
    const to = toEpochMinute(move.StartTime);
    const isMoved = (t: (typeof held.treatments)[number]) =>
      t.guestIndex === claim.guestIndexes[0] && t.code === claim.activityCode && t.start === from;
    const activityId = (code: string) => catalogue.Activities.find((a) => a.Code === code)?.ID ?? 0;
    const request: HoldRequest = {
      Kind: 'treatments',
      Date: booking.bookingDate,
      PartySize: held.partySize,
      ...(held.spaDay ?? {}),
      Items: held.treatments.map((t) =>
        isMoved(t)
          ? {
              GuestIndex: t.guestIndex,
              AppointmentTypeID: activityId(t.code),
              StartTime: formatOffsetDateTime(day, to),
              // What is not asked for is kept when still free (hints), else the engine assigns.
              StaffId: move.StaffId ?? t.StaffId,
              RoomId: move.RoomId ?? t.RoomId,
            }
          : {
              GuestIndex: t.guestIndex,
              AppointmentTypeID: activityId(t.code),
              StartTime: formatOffsetDateTime(day, t.start),
              StaffId: t.StaffId,
              RoomId: t.RoomId,
            },
      ),
    };
    const taken = await takenOn(deps, tx, booking.bookingDate, booking.sessionId);
    // Staff book on the day too: no lead time, only never in the past.
    const now = await deps.bookingNow(tx);
    const outcome = holdChoice(catalogue, taken, held, request, {
      clock: { now, leadMinutes: 0 },
      alternatives: false,
    });
    if (!outcome.ok) throw conflict(`Sorry, ${outcome.refusal.Message}.`, { Problems: [outcome.refusal] });
    // A hint is kept only while free: the move is what was asked, or it is refused.
    const landed = outcome.itinerary.treatments.find(
      (t) => t.guestIndex === claim.guestIndexes[0] && t.code === claim.activityCode && t.start === to,
    );
    if (!landed) throw conflict(`Sorry, the treatment cannot start then: it ${NOT_FREE}.`);
    if (move.StaffId && landed.StaffId !== move.StaffId)
      throw conflict(`Sorry, ${therapistName(catalogue, move.StaffId)} ${NOT_FREE}.`);
    if (move.RoomId && landed.RoomId !== move.RoomId)
      throw conflict(`Sorry, the room ${roomName(catalogue, move.RoomId)} ${NOT_FREE}.`);

    await deleteBookingClaimsOfKind(tx, booking.id, 'treatments');
    await writeClaims(tx, outcome.claims, {
      sessionId: booking.sessionId,
      bookingId: booking.id,
      expiresAt: null,
    });
    // The time it leaves may be what a waiting guest wants (issue 27, decision 285).
    await recordTimeFreed(tx, booking.bookingDate, 'treatment moved');
    const before = { start: claim.during.start.toISOString(), staffId: claim.staffId, roomId: claim.roomId };
    const after = {
      start: new Date(to * 60_000).toISOString(),
      staffId: landed.StaffId,
      roomId: landed.RoomId,
    };
    await insertAudit(tx, {
      staffId,
      action: 'booking.move',
      subject: `booking:${booking.id}`,
      before,
      after,
    });

    const changed = await getBooking({ db: tx, catalogue }, booking.sessionId);
    const what = activityLabel(catalogue, claim.activityCode);
    await sendBookingChanged(
      mailInTransaction(deps, tx),
      booking.leadEmail,
      bookingMail(changed),
      `Our spa team has moved ${what} to ${formatOffsetDateTime(day, to).slice(11, 16)} with ${therapistName(catalogue, landed.StaffId)}.`,
    );
  });
  deliverSoon(deps);
  return staffBookingDetail(deps, bookingId);
}

/** Resends the booking's confirmation to the lead booker (audited; the outbox in the same transaction). */
export function resendConfirmation(
  deps: MovesDeps,
  staffId: string,
  bookingId: string,
): Promise<StaffBookingDetail> {
  return mailLeadBooker(deps, staffId, bookingId, 'booking.resend-confirmation', async (tx, booking) => {
    const current = await getBooking({ db: tx, catalogue: deps.catalogue }, booking.sessionId);
    await sendResendConfirmation(mailInTransaction(deps, tx), booking.leadEmail, bookingMail(current));
  });
}
