import { randomBytes } from 'node:crypto';
import type { Catalogue, DeskBookRequest, DeskBookResponse, DeskSession, DeskSlotQuery } from '@spa/domain';
import type { Env } from '../../config/env';
import type { Executor } from '../../db/database';
import { conflict, notFound } from '../../lib/http-error';
import type { BookingNow } from '../../lib/booking-clock';
import { databaseNow } from '../../lib/sql';
import {
  confirmDeskBooking,
  dueAfterCodes,
  findBookingById,
  findBookingBySession,
  type BookingDeps,
  type BookingRow,
} from '../booking';
import { therapistSlot, type AvailabilityDeps } from '../availability';
import { recordCharge, statementOf } from '../ledger';
import { deliverSoon, mailInTransaction, sendPaymentLink, type Mailer } from '../mail';
import { beginSession, findSession } from '../session';
import { guestName, insertAudit } from '../staff';
import { inHouseOnWire, inHouseStays } from '../stays';
import type { PaymentLinkRow } from './desk.tables';
import { insertLink } from './payment-links.repository';
import { tokenHashOf } from '../../lib/token-hash';
import { stayToCharge, takeTender } from './desk-tender';

/** What the desk's booking services use (built once at start-up, see app-deps.ts). */
export interface DeskDeps {
  db: Executor;
  catalogue: Catalogue;
  mail: Mailer;
  env: Pick<Env, 'PUBLIC_ORIGIN'>;
  /** The health questionnaire's address for a booking, for its confirmation. */
  healthFormUrl: (bookingId: string) => string;
  /** Gift vouchers, as the booking module is given them (a desk booking spends none yet). */
  vouchers: BookingDeps['vouchers'];
  /** The booking clock: the desk's today, for a room charge after the booking. */
  bookingNow: BookingNow;
  /** Promotion codes, as the booking module is given them (decision 0430). */
  promotions: BookingDeps['promotions'];
}

/** How long a payment link works (decision 0320): two days, or until paid or replaced. */
export const PAYMENT_LINK_HOURS = 48;

/** Begins a booking session at the desk: the guests' own session, marked as the staff member's. */
export async function beginDeskSession(deps: Pick<DeskDeps, 'db'>, staffId: string, clientAddress: string) {
  const { Id } = await beginSession(deps, 'spa', clientAddress, staffId);
  return { Id };
}

/** The desk session or 404: unknown, or not begun at the desk. */
export async function requireDeskSession(db: Executor, sessionId: string) {
  const session = await findSession(db, sessionId);
  if (!session?.staffId) throw notFound('No booking in progress at the desk has this id.');
  return session;
}

/** GET api/staff/sessions/{id}/slot: what fits a therapist's tapped slot (decision 0440), for a desk session only. */
export async function deskSlot(deps: AvailabilityDeps, sessionId: string, query: DeskSlotQuery) {
  await requireDeskSession(deps.db, sessionId);
  return therapistSlot(deps, sessionId, query);
}

/** GET api/staff/sessions/{id}: the desk booking as its payment step reads it. */
export async function deskSession(deps: Pick<DeskDeps, 'db'>, sessionId: string): Promise<DeskSession> {
  await requireDeskSession(deps.db, sessionId);
  const booking = await findBookingBySession(deps.db, sessionId);
  if (!booking)
    return {
      SessionId: sessionId,
      Status: 'open',
      BookingId: null,
      ConfirmationId: null,
      Date: null,
      LeadName: null,
      LeadEmail: null,
      LineItems: [],
      TotalPence: 0,
      BalancePence: 0,
      Promotion: null,
      InHouseStays: [],
    };
  const confirmed = booking.status === 'confirmed';
  const balance = confirmed
    ? (await statementOf(deps.db, { kind: 'spa', id: booking.id })).balancePence
    : dueAfterCodes(booking);
  return {
    SessionId: sessionId,
    Status: booking.status,
    BookingId: confirmed ? booking.id : null,
    ConfirmationId: booking.confirmationId,
    Date: booking.bookingDate,
    LeadName: guestName(booking.request, undefined),
    LeadEmail: booking.leadEmail,
    LineItems: booking.lineItems,
    TotalPence: booking.totalPence,
    BalancePence: balance,
    Promotion:
      booking.promotionCode && booking.discountPence > 0
        ? { Code: booking.promotionCode, DiscountPence: booking.discountPence }
        : null,
    InHouseStays: inHouseOnWire(
      await inHouseStays(deps.db, booking.bookingDate, { email: booking.leadEmail }),
    ),
  };
}

/**
 * A payment link for the booking's balance, e-mailed to the lead booker in the caller's
 * transaction; it replaces the booking's open link, if any. Returns when it lapses.
 */
async function issueLink(
  deps: DeskDeps,
  tx: Executor,
  staffId: string,
  booking: BookingRow,
  amountPence: number,
  purpose: PaymentLinkRow['purpose'] = 'payment',
) {
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date((await databaseNow(tx)).getTime() + PAYMENT_LINK_HOURS * 3_600_000);
  await insertLink(tx, {
    bookingId: booking.id,
    tokenHash: tokenHashOf(token),
    amountPence,
    purpose,
    createdBy: staffId,
    expiresAt,
  });
  await sendPaymentLink(mailInTransaction(deps, tx), booking.leadEmail, {
    confirmationId: booking.confirmationId ?? '',
    amountPence,
    url: `${deps.env.PUBLIC_ORIGIN}/booking/#/pay/${token}`,
    expiresAt,
    guarantee: purpose === 'guarantee',
  });
  return expiresAt;
}

/**
 * POST api/staff/sessions/{id}/book (issue 22): confirms the desk booking that
 * begin-booking made pending (its times re-checked and priced by the server then), and
 * records how it is paid, in one transaction with its audit row and e-mails: the
 * charge; a desk tender for the total, or a payment link e-mailed, or nothing yet
 * (on arrival). Asked twice, it books and takes money once.
 */
export async function bookAtDesk(
  deps: DeskDeps,
  staffId: string,
  sessionId: string,
  body: DeskBookRequest,
): Promise<DeskBookResponse> {
  await requireDeskSession(deps.db, sessionId);
  const answer = await deps.db.transaction(async (tx) => {
    const { booking, newlyConfirmed } = await confirmDeskBooking(deps, tx, sessionId);
    const account = { kind: 'spa' as const, id: booking.id };
    let linkExpiresAt: Date | null = null;
    if (newlyConfirmed) {
      // A promotion's discount (credited at confirmation) and a voucher are not the desk's to take.
      const due = dueAfterCodes(booking);
      if (booking.totalPence > 0)
        await recordCharge(tx, account, {
          key: `spa:${booking.id}:booking`,
          category: 'booking',
          amountPence: booking.totalPence,
          description: `Booking ${booking.confirmationId}`,
          staffId,
        });
      if (due > 0 && body.Method !== 'payment-link' && body.Method !== 'on-arrival')
        await takeTender(
          deps,
          tx,
          staffId,
          booking,
          body.Method === 'room-charge'
            ? {
                Method: body.Method,
                stay: await stayToCharge(tx, booking.bookingDate, body.StayConfirmation, {
                  email: booking.leadEmail,
                }),
              }
            : { Method: body.Method, Reference: body.Reference },
          `spa:${booking.id}:desk:booking`,
          due,
        );
      if (due > 0 && body.Method === 'payment-link')
        linkExpiresAt = await issueLink(deps, tx, staffId, booking, due);
      await insertAudit(tx, {
        staffId,
        action: 'booking.desk-book',
        subject: `booking:${booking.id}`,
        before: null,
        after: {
          confirmationId: booking.confirmationId,
          date: booking.bookingDate,
          totalPence: booking.totalPence,
          method: body.Method,
          ...(body.Method === 'room-charge' ? { stay: body.StayConfirmation } : {}),
          ...(booking.promotionCode && booking.discountPence > 0
            ? { promotion: booking.promotionCode, discountPence: booking.discountPence }
            : {}),
        },
      });
    }
    return deskAnswer(booking, (await statementOf(tx, account)).balancePence, linkExpiresAt);
  });
  deliverSoon(deps);
  return answer;
}

/** The answer of a desk booking or payment: the booking, what is left to pay, and a link's lapse. */
export const deskAnswer = (
  booking: Pick<BookingRow, 'id' | 'confirmationId' | 'totalPence'>,
  balancePence: number,
  linkExpiresAt: Date | null = null,
): DeskBookResponse => ({
  BookingId: booking.id,
  ConfirmationId: booking.confirmationId ?? '',
  TotalPence: booking.totalPence,
  BalancePence: balancePence,
  LinkExpiresAt: linkExpiresAt?.toISOString() ?? null,
});

/** The booking, locked; 404 unless confirmed and not cancelled. */
export async function liveBooking(tx: Executor, bookingId: string) {
  const booking = await findBookingById(tx, bookingId, true);
  if (booking?.status !== 'confirmed' || booking.cancelledAt)
    throw notFound('No confirmed booking has this id.');
  return booking;
}

/** The booking, locked, with what is left to pay; 404 unless confirmed and not cancelled; 409 when nothing is. */
async function owingBooking(tx: Executor, bookingId: string) {
  const booking = await liveBooking(tx, bookingId);
  const statement = await statementOf(tx, { kind: 'spa', id: booking.id });
  if (statement.balancePence <= 0) throw conflict('Nothing is left to pay on this booking.');
  return { booking, statement };
}

/** POST api/staff/bookings/{id}/payment-link: a (new) link for the balance e-mailed to the lead booker, audited. */
export async function emailPaymentLink(
  deps: DeskDeps,
  staffId: string,
  bookingId: string,
): Promise<DeskBookResponse> {
  const answer = await deps.db.transaction(async (tx) => {
    const { booking, statement } = await owingBooking(tx, bookingId);
    const expiresAt = await issueLink(deps, tx, staffId, booking, statement.balancePence);
    await insertAudit(tx, {
      staffId,
      action: 'booking.payment-link-sent',
      subject: `booking:${booking.id}`,
      before: null,
      after: { to: booking.leadEmail, amountPence: statement.balancePence },
    });
    return deskAnswer(booking, statement.balancePence, expiresAt);
  });
  deliverSoon(deps);
  return answer;
}

/**
 * POST api/staff/bookings/{id}/guarantee-link (decision 0391): a card guarantee e-mailed to the
 * lead booker: on the provider's page they consent and enter a card, kept for the policy's
 * fees; nothing is charged. It replaces an open guarantee link; audited. 409 when a card is
 * kept already, or the booking is cancelled.
 */
export async function emailGuaranteeLink(
  deps: DeskDeps,
  staffId: string,
  bookingId: string,
): Promise<DeskBookResponse> {
  const answer = await deps.db.transaction(async (tx) => {
    const booking = await findBookingById(tx, bookingId, true);
    if (booking?.status !== 'confirmed') throw notFound('No confirmed booking has this id.');
    if (booking.cancelledAt) throw conflict('This booking is cancelled: there is nothing to guarantee.');
    if (booking.savedCardId) throw conflict('A card is already kept for the policy on this booking.');
    const expiresAt = await issueLink(deps, tx, staffId, booking, 0, 'guarantee');
    await insertAudit(tx, {
      staffId,
      action: 'booking.guarantee-link-sent',
      subject: `booking:${booking.id}`,
      before: null,
      after: { to: booking.leadEmail },
    });
    const { balancePence } = await statementOf(tx, { kind: 'spa', id: booking.id });
    return deskAnswer(booking, balancePence, expiresAt);
  });
  deliverSoon(deps);
  return answer;
}
