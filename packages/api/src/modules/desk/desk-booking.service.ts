import { randomBytes } from 'node:crypto';
import type {
  Catalogue,
  DeskBookRequest,
  DeskBookResponse,
  DeskPaymentRequest,
  DeskSession,
  DeskTender,
} from '@spa/domain';
import type { Env } from '../../config/env';
import type { Executor } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { databaseNow } from '../../lib/sql';
import {
  confirmDeskBooking,
  findBookingById,
  findBookingBySession,
  type BookingDeps,
  type BookingRow,
} from '../booking';
import { recordCharge, recordPayment, statementOf } from '../ledger';
import { deliverSoon, mailInTransaction, sendPaymentLink, sendPaymentReceived, type Mailer } from '../mail';
import { beginSession, findSession } from '../session';
import { guestName, insertAudit } from '../staff';
import { inHouseStays } from '../stays';
import type { PaymentLinkRow } from './desk.tables';
import { insertLink } from './payment-links.repository';
import { tokenHashOf } from '../../lib/token-hash';

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
async function requireDeskSession(db: Executor, sessionId: string) {
  const session = await findSession(db, sessionId);
  if (!session?.staffId) throw notFound('No booking in progress at the desk has this id.');
  return session;
}

type InHouse = DeskSession['InHouseStays'];

async function inHouseOf(
  db: Executor,
  booking: Pick<BookingRow, 'leadEmail' | 'bookingDate'>,
): Promise<InHouse> {
  const rooms = await inHouseStays(db, booking.leadEmail, booking.bookingDate);
  return rooms.map((r) => ({
    ConfirmationNumber: r.confirmationNumber,
    LeadGuest: r.leadGuest,
    Room: r.roomCode,
    Departs: r.departureDate,
  }));
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
      TotalPence: 0,
      BalancePence: 0,
      InHouseStays: [],
    };
  const confirmed = booking.status === 'confirmed';
  const balance = confirmed
    ? (await statementOf(deps.db, { kind: 'spa', id: booking.id })).balancePence
    : booking.totalPence;
  return {
    SessionId: sessionId,
    Status: booking.status,
    BookingId: confirmed ? booking.id : null,
    ConfirmationId: booking.confirmationId,
    Date: booking.bookingDate,
    LeadName: guestName(booking.request, undefined),
    LeadEmail: booking.leadEmail,
    TotalPence: booking.totalPence,
    BalancePence: balance,
    InHouseStays: await inHouseOf(deps.db, booking),
  };
}

const TENDER_WORDS: Record<DeskTender, string> = {
  'desk-card': 'by card at the spa desk',
  cash: 'in cash at the spa desk',
  'room-charge': 'charged to your room',
};

/** The ledger line of a desk tender (the statement already says "Paid by …"). */
const LEDGER_WORDS: Record<DeskTender, string> = {
  'desk-card': 'Card terminal',
  cash: 'Till',
  'room-charge': 'Stay',
};

/**
 * A desk tender for the whole balance of a confirmed booking, in the caller's transaction
 * (the booking locked): a room charge only to a stay of the lead booker's in house on the
 * booking's day. `key`: the movement's idempotency key. The receipt is e-mailed in the
 * same transaction. Returns the pence taken (0 when the key was already written).
 */
async function takeTender(
  deps: DeskDeps,
  tx: Executor,
  staffId: string,
  booking: BookingRow,
  payment: { Method: DeskTender; Reference?: string; StayConfirmation?: string },
  key: string,
  amountPence: number,
): Promise<number> {
  let reference = payment.Reference || null;
  if (payment.Method === 'room-charge') {
    const stays = await inHouseOf(tx, booking);
    const stay = stays.find(
      (s) => s.ConfirmationNumber.toLowerCase() === payment.StayConfirmation?.toLowerCase(),
    );
    if (!stay)
      throw badRequest(
        'body.StayConfirmation',
        stays.length === 0
          ? 'The guest has no stay in house that day: choose another way to pay'
          : 'That stay is not in house that day',
      );
    reference = stay.ConfirmationNumber;
  }
  const account = { kind: 'spa' as const, id: booking.id };
  const written = await recordPayment(tx, account, {
    key,
    tender: payment.Method,
    amountPence,
    description: LEDGER_WORDS[payment.Method] + (payment.Method === 'room-charge' ? ` ${reference}` : ''),
    reference,
    staffId,
  });
  if (!written) return 0;
  const { balancePence } = await statementOf(tx, account);
  await sendPaymentReceived(mailInTransaction(deps, tx), booking.leadEmail, {
    confirmationId: booking.confirmationId ?? '',
    amountPence,
    how:
      payment.Method === 'room-charge'
        ? `charged to your room (stay ${reference})`
        : TENDER_WORDS[payment.Method],
    balancePence,
  });
  return amountPence;
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
      const due = booking.totalPence - booking.discountPence - booking.voucherPence;
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
          { ...body, Method: body.Method },
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
        },
      });
    }
    return deskAnswer(booking, (await statementOf(tx, account)).balancePence, linkExpiresAt);
  });
  deliverSoon(deps);
  return answer;
}

/** The answer of a desk booking or payment: the booking, what is left to pay, and a link's lapse. */
const deskAnswer = (
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

/** The booking, locked, with what is left to pay; 404 unless confirmed and not cancelled; 409 when nothing is. */
async function owingBooking(tx: Executor, bookingId: string) {
  const booking = await findBookingById(tx, bookingId, true);
  if (booking?.status !== 'confirmed' || booking.cancelledAt)
    throw notFound('No confirmed booking has this id.');
  const statement = await statementOf(tx, { kind: 'spa', id: booking.id });
  if (statement.balancePence <= 0) throw conflict('Nothing is left to pay on this booking.');
  return { booking, statement };
}

/**
 * POST api/staff/bookings/{id}/payments: the balance taken at the desk (card terminal,
 * cash, or the guest's room), audited, with its receipt e-mailed. The booking is locked,
 * so a second tap finds nothing left to pay (409), never a second payment.
 */
export async function payAtDesk(
  deps: DeskDeps,
  staffId: string,
  bookingId: string,
  body: DeskPaymentRequest,
): Promise<DeskBookResponse> {
  const answer = await deps.db.transaction(async (tx) => {
    const { booking, statement } = await owingBooking(tx, bookingId);
    const amount = statement.balancePence;
    await takeTender(
      deps,
      tx,
      staffId,
      booking,
      body,
      `spa:${booking.id}:desk:${statement.entries.length}`,
      amount,
    );
    await insertAudit(tx, {
      staffId,
      action: 'booking.desk-payment',
      subject: `booking:${booking.id}`,
      before: { balancePence: amount },
      after: {
        balancePence: 0,
        method: body.Method,
        ...(body.StayConfirmation ? { stay: body.StayConfirmation } : {}),
      },
    });
    return deskAnswer(booking, 0);
  });
  deliverSoon(deps);
  return answer;
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
