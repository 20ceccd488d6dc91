import {
  buildResortDay,
  calendarDay,
  daysBetween,
  formatOffsetDateTime,
  toEpochMinute,
  type CancellationTerms,
  type Catalogue,
  type SpaMemberBooking,
  type SpaMemberBookingDetail,
} from '@spa/domain';
import {
  cancelBooking,
  cancelledBookingWords,
  refundClause,
  roomBillOf,
  refundIfCancelled,
  type CancellationDeps,
} from './cancellation.service';
import type { Executor } from '../../db/database';
import { notFound } from '../../lib/http-error';
import { bookingMail, sendBookingCancelled, sendResendConfirmation } from '../mail';
import { provenEmailOfMember } from '../identity';
import { statementOf, type Statement } from '../ledger';
import { sessionClaims, type SessionClaimRow } from '../holds';
import { findConfirmedBooking, findMemberBookings } from './booking.repository';
import { getBooking, type BookingDeps } from './booking.service';
import type { BookingRow } from './booking.tables';

/**
 * A member's spa bookings in the account area (account-area §2 'Your Bookings',
 * §7 Spa): those confirmed while they were signed in, and those made anonymously
 * with their e-mail address (verified by the code at registration) as the lead
 * booker's. Only the owner sees one; anyone else gets the same 404 as for a
 * number that does not exist, so numbers cannot be probed.
 */

const NOT_YOURS = 'No spa booking with this confirmation number was found in your account.';

/** The member's proven e-mail (or null), or 404 for a deleted account. */
async function provenEmail(db: Executor, memberId: string): Promise<string | null> {
  const email = await provenEmailOfMember(db, memberId);
  if (email === undefined) throw notFound(NOT_YOURS);
  return email;
}

function isOwner(booking: BookingRow, memberId: string, email: string | null): boolean {
  return (
    booking.memberId === memberId ||
    (email !== null && booking.memberId === null && booking.leadEmail.toLowerCase() === email)
  );
}

/** The confirmed booking with this number when it is the member's; 404 otherwise. */
async function ownedBooking(db: Executor, memberId: string, confirmationId: string): Promise<BookingRow> {
  const email = await provenEmail(db, memberId);
  const booking = await findConfirmedBooking(db, confirmationId);
  if (!booking || !isOwner(booking, memberId, email)) throw notFound(NOT_YOURS);
  return booking;
}

/** The spec's 'Spa booking' record of one confirmed booking, from its claims. */
function memberBookingOf(
  catalogue: Catalogue,
  booking: BookingRow,
  claims: SessionClaimRow[],
  today: string,
): SpaMemberBooking {
  const day = buildResortDay(booking.bookingDate, catalogue.Resort.TimeZone);
  const at = (date: Date) => formatOffsetDateTime(day, toEpochMinute(date));
  const confirmationId = booking.confirmationId!;
  const spaDay = catalogue.SpaDays.find((p) => p.PremierId === booking.packageId);
  const lastEnd = claims.reduce<Date | null>((end, c) => (end && end > c.end ? end : c.end), null);
  const arrivalOf = (guest: number) =>
    claims.find((c) => c.holdKind === 'arrival' && c.guestIndexes.includes(guest))?.start;
  const dining = claims.find((c) => c.holdKind === 'dining');
  const restaurant =
    dining && catalogue.Restaurants.find((r) => dining.code.startsWith(`${r.RestaurantId}/`));

  const treatments = claims.flatMap((c) => {
    if (c.holdKind !== 'treatments' && c.holdKind !== 'addon-treatments') return [];
    const activity = catalogue.Activities.find((a) => a.Code === c.code);
    const treatment = catalogue.Treatments.find((t) => t.Durations.some((d) => d.Code === c.code));
    const line = booking.lineItems.find((l) => l.Code === c.code);
    return c.guestIndexes.map((ClientIndex) => ({
      DisplayName: treatment?.DisplayName ?? c.code,
      Duration: activity ? activity.Length - activity.Interval : Math.round((+c.end - +c.start) / 60_000),
      Price: line?.UnitPrice ?? 0,
      ClientIndex,
      StartDateTime: at(c.start),
    }));
  });

  const gardenTimes = claims.flatMap((c) => {
    if (c.holdKind !== 'garden' && c.holdKind !== 'garden-extra') return [];
    const garden = catalogue.SpaGardens.find((g) => g.Code === c.code);
    return c.guestIndexes.map((GuestIndex) => ({
      GuestIndex,
      Selection: {
        GroupAppointmentTypeDescription: garden?.DisplayName ?? 'Spa Garden',
        StartDateTime: at(c.start),
        ActualPrice: c.holdKind === 'garden-extra' ? (garden?.Price ?? 0) : 0,
      },
    }));
  });

  return {
    Id: confirmationId,
    Date: booking.bookingDate,
    DaysToGo: daysBetween(today, booking.bookingDate),
    IsCancelled: booking.cancelledAt !== null,
    CancellationDateTime: booking.cancelledAt?.toISOString() ?? null,
    RefundPence: booking.cancelledAt ? (booking.refundPence ?? 0) : null,
    Item: {
      ConfirmationId: confirmationId,
      Package: spaDay
        ? { DisplayName: spaDay.DisplayName, Price: spaDay.Price, EndTime: lastEnd ? at(lastEnd) : null }
        : null,
      Clients: booking.request.clients.map((client, index) => {
        const arrival = arrivalOf(index);
        return {
          Id: index,
          Title: client.title,
          FirstName: client.firstName,
          LastName: client.lastName,
          ArrivalTime: arrival ? at(arrival) : null,
        };
      }),
      Items: treatments.sort((a, b) => a.StartDateTime.localeCompare(b.StartDateTime)),
      CalculatedAmount: booking.totalPence,
      RestaurantTime: dining
        ? { DisplayName: restaurant?.DisplayName ?? 'Dining', Time: at(dining.start) }
        : null,
      SpaGardenTimes: gardenTimes,
    },
  };
}

/** Today's date at the resort. */
const resortToday = (catalogue: Catalogue, now: Date) => calendarDay(now, catalogue.Resort.TimeZone);

/** GET api/spa/user-bookings: the member's confirmed spa bookings. */
export async function memberSpaBookings(
  deps: Pick<BookingDeps, 'db' | 'catalogue'>,
  memberId: string,
  now = new Date(),
): Promise<SpaMemberBooking[]> {
  const { db, catalogue } = deps;
  const email = await provenEmail(db, memberId);
  const bookings = await findMemberBookings(db, memberId, email);
  const today = resortToday(catalogue, now);
  return Promise.all(
    bookings.map(async (b) => memberBookingOf(catalogue, b, await confirmedClaims(db, b), today)),
  );
}

const confirmedClaims = async (db: Executor, booking: BookingRow) =>
  (await sessionClaims(db, booking.sessionId)).filter((c) => c.expiresAt === null);

/** GET api/spa/retrieve/{id}: one of the member's bookings with its bill and itinerary. */
export async function memberSpaBooking(
  deps: Pick<BookingDeps, 'db' | 'catalogue'>,
  memberId: string,
  confirmationId: string,
  now = new Date(),
): Promise<SpaMemberBookingDetail> {
  const { db, catalogue } = deps;
  const booking = await ownedBooking(db, memberId, confirmationId);
  const view = await getBooking(deps, booking.sessionId);
  const claims = await confirmedClaims(db, booking);
  const { entries } = await statementOf(db, { kind: 'spa', id: booking.id });
  return {
    ...memberBookingOf(catalogue, booking, claims, resortToday(catalogue, now)),
    LineItems: view.LineItems,
    Itinerary: view.Items,
    RoomBillRefund: roomBillRefundOf(entries),
    RefundWords: booking.cancelledAt ? cancelledBookingWords(catalogue, booking, entries) : null,
  };
}

/** What the booking's cancellations took off room bills: its refunds by the room-charge tender (decision 0535). */
function roomBillRefundOf(entries: Statement['entries']): SpaMemberBookingDetail['RoomBillRefund'] {
  const toRoom = roomBillOf(entries.filter((e) => e.kind === 'refund'));
  return toRoom.amountPence > 0 ? { AmountPence: toRoom.amountPence, Stays: toRoom.stays } : null;
}

/**
 * POST api/spa/send-email/ with a confirmation number: the member's own booking, re-sent.
 * A cancelled booking has no live confirmation to send: its cancellation notice goes instead.
 */
export async function resendMemberSpaBooking(
  deps: Pick<BookingDeps, 'db' | 'catalogue' | 'mail'>,
  memberId: string,
  confirmationId: string,
  emailAddress: string,
) {
  const booking = await ownedBooking(deps.db, memberId, confirmationId);
  if (booking.cancelledAt) {
    await sendBookingCancelled(
      deps,
      emailAddress,
      confirmationId,
      cancelledBookingWords(
        deps.catalogue,
        booking,
        (await statementOf(deps.db, { kind: 'spa', id: booking.id })).entries,
      ),
    );
  } else {
    await sendResendConfirmation(deps, emailAddress, bookingMail(await getBooking(deps, booking.sessionId)));
  }
  return { ok: true as const };
}

/** GET api/spa/retrieve/{id}/cancellation: what cancelling the member's booking now refunds (policy). */
export async function memberCancellationTerms(
  deps: Pick<CancellationDeps, 'db' | 'catalogue' | 'bookingNow'>,
  memberId: string,
  confirmationId: string,
): Promise<CancellationTerms> {
  const booking = await ownedBooking(deps.db, memberId, confirmationId);
  const terms = await refundIfCancelled(deps, deps.db, booking);
  return {
    RefundIfCancelledNow: booking.cancelledAt ? 0 : terms.refundPence,
    FullCostFrom: terms.fullCostFrom.toISOString(),
    RefundPence: booking.refundPence,
    RefundTo: refundClause(terms.routed),
  };
}

/** POST api/spa/retrieve/{id}/cancel: the member cancels their own booking, refund by the policy. */
export async function memberCancelBooking(
  deps: CancellationDeps,
  memberId: string,
  confirmationId: string,
): Promise<CancellationTerms> {
  const booking = await ownedBooking(deps.db, memberId, confirmationId);
  // The guest's own change: no staff audit row (the booking keeps when and what was refunded).
  await cancelBooking(deps, booking.id, async () => {});
  return memberCancellationTerms(deps, memberId, confirmationId);
}
