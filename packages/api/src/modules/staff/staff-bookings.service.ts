import { balancesOf, ledgerStatement } from '../ledger';
import {
  calendarDay,
  formatLongDate,
  type Catalogue,
  type StaffArrivalRequest,
  type StaffBookingDetail,
  type StaffBookingList,
  type StaffBookingSummary,
  type StaffRole,
} from '@spa/domain';
import type { Executor } from '../../db/database';
import { conflict, HttpError, notFound } from '../../lib/http-error';
import {
  cancelBooking,
  cancelGuestPart,
  confirmedBookingsOn,
  findBookingById,
  partRefundsIfCancelled,
  refundClause,
  refundIfCancelled,
  searchConfirmedBookings,
  setArrival,
  type BookingRow,
  type CancellationDeps,
  type RoomBillRefund,
} from '../booking';
import { outboxMentioning } from '../mail';
import { refundsOfSession, sessionPayments, settleSessionRefunds } from '../payment';
import { bookingAppointments, sessionClaims } from '../holds';
import { healthOfBookings, type BookingHealth } from '../health-forms';
import { deskPanel } from './staff-desk-panel';
import { onDate } from '../../lib/catalogue-on-date';
import { insertAudit } from './staff.repository';
import { staffNotesOf } from './staff-notes';
import {
  activityLabel,
  guestEndOf,
  guestName,
  guestNoteOf,
  offsetTimeOf,
  roomName,
  therapistName,
} from './staff-labels';

export interface StaffBookingsDeps extends CancellationDeps {
  db: Executor;
  catalogue: Catalogue;
}

/** The guest's part of the day: their first claim's start, or null when nothing is left. */
async function firstStart(deps: StaffBookingsDeps, booking: BookingRow): Promise<string | null> {
  const claims = (await sessionClaims(deps.db, booking.sessionId)).filter((c) => c.expiresAt === null);
  const first = claims[0];
  return first ? offsetTimeOf(deps.catalogue, booking.bookingDate)(first.start) : null;
}

/** A booking's health flags for staff: each guest's, named when the booking has several guests. */
function healthSummary(
  booking: BookingRow,
  health: BookingHealth | undefined,
): StaffBookingSummary['Health'] {
  const several = booking.request.clients.length > 1;
  const flags = (health?.flags ?? []).flatMap((guestFlags, i) =>
    guestFlags.map((flag) =>
      several ? `${guestName(booking.request, i) ?? `Guest ${i + 1}`}: ${flag}` : flag,
    ),
  );
  return { Status: health?.status ?? 'none', Flags: flags };
}

/** Bookings as lists show them, their health answers read once for all. */
export async function summariesOf(
  deps: StaffBookingsDeps,
  rows: BookingRow[],
): Promise<StaffBookingSummary[]> {
  const ids = rows.map((r) => r.id);
  const [health, balances, notes] = await Promise.all([
    healthOfBookings(deps.db, rows),
    balancesOf(deps.db, 'spa', ids),
    staffNotesOf(deps.db, rows),
  ]);
  return Promise.all(
    rows.map(async (row) => ({
      ...(await summaryOf(deps, row, health.get(row.id), balances.get(row.id) ?? 0)),
      StaffNotes: notes.get(row.id) ?? [],
    })),
  );
}

async function summaryOf(
  deps: StaffBookingsDeps,
  booking: BookingRow,
  health: BookingHealth | undefined,
  balancePence: number,
): Promise<Omit<StaffBookingSummary, 'StaffNotes'>> {
  const lead = booking.request.clients[booking.request.leadGuestIndex];
  return {
    Id: booking.id,
    ConfirmationId: booking.confirmationId ?? '',
    Date: booking.bookingDate,
    LeadName: guestName(booking.request, undefined) ?? booking.leadEmail,
    Email: booking.leadEmail,
    Telephone: lead?.telephoneNumber ?? null,
    GuestCount: booking.request.clients.length,
    FirstStart: booking.cancelledAt ? null : await firstStart(deps, booking),
    Arrival: booking.arrivalStatus,
    Cancelled: booking.cancelledAt !== null,
    GuestNote: guestNoteOf(booking),
    Health: healthSummary(booking, health),
    BalancePence: booking.cancelledAt ? 0 : balancePence,
  };
}

/** Find a booking by confirmation number, guest name, e-mail or phone. */
export async function searchBookings(deps: StaffBookingsDeps, text: string): Promise<StaffBookingList> {
  const rows = await searchConfirmedBookings(deps.db, text.trim());
  return { Bookings: await summariesOf(deps, rows) };
}

export async function requireConfirmed(db: Executor, id: string, forUpdate = false) {
  const booking = await findBookingById(db, id, forUpdate);
  if (booking?.status !== 'confirmed') throw notFound('No confirmed booking has this id.');
  return booking;
}

/** A booking as the spa team sees it: guests, items with therapist and room, payments, e-mails. */
export async function staffBookingDetail(anyDay: StaffBookingsDeps, id: string): Promise<StaffBookingDetail> {
  const booking = await requireConfirmed(anyDay.db, id);
  // Its treatments, therapists and rooms named as the catalogue in force on its day names them.
  const deps = onDate(anyDay, booking.bookingDate);
  const { db, catalogue } = deps;
  const at = offsetTimeOf(catalogue, booking.bookingDate);
  const [summaries, appointments, claims, payments, emails, terms, partRefunds, refunds, money, desk] =
    await Promise.all([
      summariesOf(deps, [booking]),
      bookingAppointments(db, booking.id),
      sessionClaims(db, booking.sessionId),
      sessionPayments(db, booking.sessionId),
      outboxMentioning(db, booking.confirmationId ?? booking.id),
      refundIfCancelled(deps, db, booking),
      partRefundsIfCancelled(deps, db, booking),
      refundsOfSession(db, booking.sessionId),
      ledgerStatement(db, { kind: 'spa', id: booking.id }),
      deskPanel(deps, db, booking),
    ]);
  const summary = summaries[0]!;
  const names = (indexes: number[]) => indexes.map((i) => guestName(booking.request, i) ?? `Guest ${i + 1}`);
  // Appointments carry their claim id (to move them); garden, dining and arrivals do not move here.
  const others = claims.filter((c) => c.expiresAt === null && c.table !== 'appointment');
  return {
    ...summary,
    Guests: booking.request.clients.map((c, i) => ({
      Id: booking.guestIds?.[i] ?? null,
      Name: `${c.firstName} ${c.lastName}`,
      Email: c.emailAddress ?? null,
      Telephone: c.telephoneNumber ?? null,
      PartRefundIfCancelledNow: partRefunds[i]?.refundPence ?? null,
      PartRefundTo: partRefunds[i]?.refundTo ?? null,
    })),
    CancelledParts: booking.cancelledParts.map((p) => ({
      Name: p.name,
      At: p.at,
      RefundPence: p.refundPence,
    })),
    Refunds: refunds.map((r) => ({
      Reason: r.reason,
      AmountPence: r.amountPence,
      Status: r.status,
      Attempts: r.attempts,
      LastError: r.lastError,
      At: r.createdAt.toISOString(),
      RefundedAt: r.refundedAt?.toISOString() ?? null,
    })),
    Items: [
      ...appointments.map((a) => ({
        ClaimId: a.id,
        Kind: a.holdKind,
        DisplayName: activityLabel(catalogue, a.activityCode),
        GuestNames: names(a.guestIndexes),
        Start: at(a.during.start),
        End: at(guestEndOf(catalogue, a.activityCode, a.during.end)),
        StaffId: a.staffId,
        StaffName: therapistName(catalogue, a.staffId),
        RoomId: a.roomId,
        RoomName: roomName(catalogue, a.roomId),
        Movable: a.holdKind === 'treatments' && a.staffId !== null,
      })),
      ...others.map((c) => ({
        ClaimId: 0,
        Kind: c.holdKind,
        DisplayName: c.holdKind === 'dining' ? 'Dining' : c.holdKind === 'arrival' ? 'Arrival' : 'Spa Garden',
        GuestNames: names(c.guestIndexes),
        Start: at(c.start),
        End: at(c.end),
        StaffId: null,
        StaffName: null,
        RoomId: null,
        RoomName: null,
        Movable: false,
      })),
    ].sort((x, y) => x.Start.localeCompare(y.Start)),
    TotalPence: booking.totalPence,
    Payments: payments.map((p) => ({
      AmountPence: p.amountPence,
      Status: p.status,
      CardMasked: p.cardMasked,
      Reference: p.reference,
    })),
    Emails: emails.map((e) => ({
      Subject: e.subject,
      To: e.toAddress,
      At: e.createdAt.toISOString(),
      Status: e.status,
    })),
    Cancellation: {
      RefundIfCancelledNow: booking.cancelledAt ? 0 : terms.refundPence,
      FullCostFrom: terms.fullCostFrom.toISOString(),
      RefundPence: booking.refundPence,
      RefundTo: refundClause(terms.routed, 'staff'),
    },
    Money: money,
    Desk: desk,
  };
}

/** Who cancels, and a spa manager's reason for overriding the checked-in rule. */
export interface StaffCancelBy {
  id: string;
  role: StaffRole;
  overrideReason?: string;
}

/**
 * A checked-in booking is not cancelled (its refund given back) by a cancel: 409, unless
 * a spa manager overrides with a reason (403 for anyone else), which the audit row keeps
 * (decision 0301). Checked under the booking's lock, in the cancellation's transaction.
 */
function checkedInOverride(before: BookingRow, by: StaffCancelBy): { overrideReason?: string } {
  if (before.arrivalStatus !== 'checked_in') return {};
  if (!by.overrideReason)
    throw conflict(
      'The guests have checked in, so this booking cannot be cancelled for a refund. A spa manager can override this with a reason.',
    );
  if (by.role !== 'spa_manager')
    throw new HttpError(403, 'Only a spa manager can cancel a booking whose guests have checked in.');
  return { overrideReason: by.overrideReason };
}

/** The audit's record of a refund taken off room bills (decision 0535); nothing when none was. */
const roomBillOf = (toRoomBill: RoomBillRefund) =>
  toRoomBill.amountPence > 0
    ? { roomBillPence: toRoomBill.amountPence, roomBillStays: toRoomBill.stays }
    : {};

/** Cancels the whole booking on the guest's behalf, refund by the policy; audited in the same transaction. */
export async function staffCancelBooking(deps: StaffBookingsDeps, by: StaffCancelBy, id: string) {
  await cancelBooking(deps, id, (tx, before, refundPence, { toRoomBill }) =>
    insertAudit(tx, {
      staffId: by.id,
      action: 'booking.cancel',
      subject: `booking:${before.id}`,
      before: { cancelled: false, totalPence: before.totalPence, arrival: before.arrivalStatus },
      after: { cancelled: true, refundPence, ...roomBillOf(toRoomBill), ...checkedInOverride(before, by) },
    }),
  );
  return staffBookingDetail(deps, id);
}

/**
 * Cancels one guest's part on their behalf (decision 175): the whole cancellation's path
 * for one guest, audited in the same transaction with the guests and total before and after.
 */
export async function staffCancelGuest(
  deps: StaffBookingsDeps,
  by: StaffCancelBy,
  id: string,
  guestId: string,
) {
  await cancelGuestPart(deps, id, guestId, (tx, before, { refundPence, sharePence, guestIndex, routed }) =>
    insertAudit(tx, {
      staffId: by.id,
      action: 'booking.cancel-guest',
      subject: `booking:${before.id}`,
      before: {
        guests: before.request.clients.map((c) => `${c.firstName} ${c.lastName}`),
        totalPence: before.totalPence,
      },
      after: {
        guests: before.request.clients
          .filter((_, i) => i !== guestIndex)
          .map((c) => `${c.firstName} ${c.lastName}`),
        totalPence: before.totalPence - sharePence,
        refundPence,
        ...roomBillOf(routed.toRoomBill),
        ...checkedInOverride(before, by),
      },
    }),
  );
  return staffBookingDetail(deps, id);
}

/**
 * A spa manager's "retry now": every pending refund of the booking is asked of the
 * provider again (under the refunds' leases, with their own keys: never twice). Audited
 * with what was pending before and after.
 */
export async function retryBookingRefunds(deps: StaffBookingsDeps, staffId: string, id: string) {
  const booking = await requireConfirmed(deps.db, id);
  const pending = async () =>
    (await refundsOfSession(deps.db, booking.sessionId))
      .filter((r) => r.status === 'pending')
      .map((r) => ({ reason: r.reason, amountPence: r.amountPence }));
  const before = await pending();
  if (before.length === 0) throw conflict('No refund of this booking is waiting.');
  await settleSessionRefunds(deps, booking.sessionId);
  const after = await pending();
  await insertAudit(deps.db, {
    staffId,
    action: 'booking.refund-retry',
    subject: `booking:${booking.id}`,
    before: { pending: before },
    after: { pending: after },
  });
  return staffBookingDetail(deps, id);
}

/** The day's arrivals: confirmed bookings of the date, by their first time. */
export async function arrivalsOn(deps: StaffBookingsDeps, date: string): Promise<StaffBookingList> {
  const rows = await confirmedBookingsOn(deps.db, date);
  const summaries = await summariesOf(deps, rows);
  return {
    Bookings: summaries.sort((a, b) => (a.FirstStart ?? '').localeCompare(b.FirstStart ?? '')),
  };
}

const ARRIVAL_ACTIONS = {
  checked_in: 'booking.check-in',
  no_show: 'booking.no-show',
  expected: 'booking.arrival-undo',
} as const;

/**
 * Check in, mark a no-show, or undo either (decision 0301): only on the booking's day in
 * the resort's zone (409 naming its date otherwise); one transaction with its audit row.
 * Asking for the status it already has changes nothing and writes no row.
 */
export async function recordArrival(
  deps: StaffBookingsDeps,
  staffId: string,
  id: string,
  status: StaffArrivalRequest['Status'],
): Promise<StaffBookingDetail> {
  await deps.db.transaction(async (tx) => {
    const booking = await requireConfirmed(tx, id, true);
    if (booking.cancelledAt) throw conflict('This booking is cancelled: there is no arrival to record.');
    const today = calendarDay(await deps.bookingNow(tx), deps.catalogue.Resort.TimeZone);
    if (booking.bookingDate !== today)
      throw conflict(
        `Arrivals are recorded on the booking's day only: this booking is for ${formatLongDate(booking.bookingDate)}.`,
      );
    const next = status === 'expected' ? null : status;
    if (booking.arrivalStatus === next) return;
    await setArrival(tx, booking.id, next);
    await insertAudit(tx, {
      staffId,
      action: ARRIVAL_ACTIONS[status],
      subject: `booking:${booking.id}`,
      before: { arrival: booking.arrivalStatus },
      after: { arrival: next },
    });
  });
  return staffBookingDetail(deps, id);
}
