import {
  buildResortDay,
  findMoveChoices,
  formatOffsetDateTime,
  holdChoice,
  moveRequest,
  toEpochMinute,
  type StaffBookingDetail,
  type StaffMoveChoices,
  type StaffMoveRequest,
  type TreatmentChoice,
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

/** The held treatment a booking's claim is: its guest, treatment and start. */
const isClaimed =
  (claim: { guestIndexes: number[]; activityCode: string | null; during: { start: Date } }) =>
  (t: TreatmentChoice) =>
    t.guestIndex === claim.guestIndexes[0] &&
    t.code === claim.activityCode &&
    t.start === toEpochMinute(claim.during.start);

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
    const to = toEpochMinute(move.StartTime);
    const moved = held.treatments.find(isClaimed(claim));
    if (!moved) throw notFound('This booking has no such treatment.');
    // What is not asked for is kept when still free (hints), else the engine assigns.
    const request = moveRequest(catalogue, held, moved, {
      start: to,
      StaffId: move.StaffId,
      RoomId: move.RoomId,
    });
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

/**
 * The free, qualified therapist, room and time choices for one treatment of a confirmed
 * booking, nearest to where it is first (issue 22 item 3, decision 0372): the engine's
 * own check of the move (`findMoveChoices`) against what everyone else holds now, read
 * without a lock (the move itself is checked again under the day's lock).
 */
export async function moveChoices(
  deps: Pick<MovesDeps, 'db' | 'catalogue' | 'bookingNow'>,
  bookingId: string,
  claimId: number,
): Promise<StaffMoveChoices> {
  const { catalogue } = deps;
  const booking = await findBookingById(deps.db, bookingId);
  if (booking?.status !== 'confirmed' || booking.cancelledAt)
    throw notFound('No confirmed booking has this id.');
  const session = await findSession(deps.db, booking.sessionId);
  const claim = (await bookingAppointments(deps.db, booking.id)).find((a) => a.id === claimId);
  if (!session?.itineraryContext || !claim || claim.holdKind !== 'treatments')
    throw notFound('This booking has no such treatment.');
  const held = await heldItinerary(deps.db, booking.sessionId, session.itineraryContext);
  const moved = held.treatments.find(isClaimed(claim));
  if (!moved) throw notFound('This booking has no such treatment.');
  const taken = await takenOn(deps, deps.db, booking.bookingDate, booking.sessionId);
  const now = await deps.bookingNow(deps.db);
  const day = buildResortDay(booking.bookingDate, catalogue.Resort.TimeZone);
  const choices = findMoveChoices(catalogue, taken, held, moved, { clock: { now, leadMinutes: 0 } });
  return {
    Choices: choices.map((c) => ({
      StartTime: formatOffsetDateTime(day, c.start),
      StaffId: c.StaffId,
      StaffName: therapistName(catalogue, c.StaffId) ?? c.StaffId,
      RoomId: c.RoomId,
      RoomName: roomName(catalogue, c.RoomId) ?? c.RoomId,
    })),
  };
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
