import {
  deskRefundable,
  formatPrice,
  type DeskBookResponse,
  type DeskPaymentRequest,
  type DeskRefundRequest,
  type InHouseStayList,
} from '@spa/domain';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { findBookingById } from '../booking';
import { recordRefund, statementOf } from '../ledger';
import { deliverSoon, mailInTransaction, sendSpaMoney } from '../mail';
import { insertAudit } from '../staff';
import { inHouseOnWire, inHouseStays } from '../stays';
import { resortToday } from '../../lib/booking-clock';
import { deskAnswer, liveBooking, type DeskDeps } from './desk-booking.service';
import { stayToCharge, takeTender, type Tendered } from './desk-tender';

/**
 * Money at the desk after the booking (issue 22, decision 0445): a part or the whole of the
 * balance by card terminal, cash or a room charge, and a credit given back by the tender that
 * took it. Each is once per RequestId (the key of its ledger entry: a double click or a retry
 * finds it written and moves nothing), audited, with its receipt, in one transaction.
 */

/** GET api/staff/in-house-stays?q=: today's in-house stays by room, the lead guest's name or e-mail, or stay number. */
export async function findInHouseStays(
  deps: Pick<DeskDeps, 'db' | 'catalogue' | 'bookingNow'>,
  text: string,
): Promise<InHouseStayList> {
  const today = resortToday(deps.catalogue, await deps.bookingNow(deps.db));
  return { Stays: inHouseOnWire(await inHouseStays(deps.db, today, { text })) };
}

/**
 * POST api/staff/bookings/{id}/payments: AmountPence of the balance (all of it when absent,
 * never more: 400 naming it) by card terminal, cash, or a room charge to a stay in house today.
 * The booking is locked, so two posts of one RequestId record one payment, and both answer it.
 */
export async function payAtDesk(
  deps: DeskDeps,
  staffId: string,
  bookingId: string,
  body: DeskPaymentRequest,
): Promise<DeskBookResponse> {
  const key = `spa:${bookingId}:desk:${body.RequestId}`;
  const answer = await deps.db.transaction(async (tx) => {
    const booking = await liveBooking(tx, bookingId);
    const before = await statementOf(tx, { kind: 'spa', id: booking.id });
    if (before.entries.some((e) => e.entryKey === key)) return deskAnswer(booking, before.balancePence);
    if (before.balancePence <= 0) throw conflict('Nothing is left to pay on this booking.');
    const amount = body.AmountPence ?? before.balancePence;
    if (amount > before.balancePence)
      throw badRequest(
        'body.AmountPence',
        `Enter at most ${formatPrice(before.balancePence)}: what is left to pay`,
      );
    const tendered: Tendered =
      body.Method === 'room-charge'
        ? {
            Method: body.Method,
            stay: await stayToCharge(
              tx,
              resortToday(deps.catalogue, await deps.bookingNow(tx)),
              body.StayConfirmation,
            ),
          }
        : { Method: body.Method, Reference: body.Reference };
    await takeTender(deps, tx, staffId, booking, tendered, key, amount);
    const balancePence = before.balancePence - amount;
    await insertAudit(tx, {
      staffId,
      action: 'booking.desk-payment',
      subject: `booking:${booking.id}`,
      before: { balancePence: before.balancePence },
      after: {
        balancePence,
        amountPence: amount,
        method: body.Method,
        ...('stay' in tendered ? { stay: tendered.stay.confirmationNumber } : {}),
      },
    });
    return deskAnswer(booking, balancePence);
  });
  deliverSoon(deps);
  return answer;
}

const REFUND_WORDS = {
  'desk-card': {
    ledger: 'Card terminal refund',
    mail: 'to your card on the spa desk’s card terminal. It usually reaches your account within 5 working days',
  },
  cash: { ledger: 'Cash refund', mail: 'in cash at the spa desk' },
} as const;

/**
 * POST api/staff/bookings/{id}/desk-refunds: a spa manager gives back what the booking owes the
 * guest (a cancelled booking paid at the desk keeps a credit) by the card terminal or cash: at
 * most what that tender took of the credit (400 naming AmountPence beyond it; 409 when it holds
 * none). Recorded as a refund by that tender, audited and e-mailed, once per RequestId.
 */
export async function refundAtDesk(
  deps: DeskDeps,
  staffId: string,
  bookingId: string,
  body: DeskRefundRequest,
): Promise<DeskBookResponse> {
  const key = `spa:${bookingId}:desk-refund:${body.RequestId}`;
  const answer = await deps.db.transaction(async (tx) => {
    const booking = await findBookingById(tx, bookingId, true);
    if (booking?.status !== 'confirmed') throw notFound('No confirmed booking has this id.');
    const account = { kind: 'spa' as const, id: booking.id };
    const before = await statementOf(tx, account);
    if (before.entries.some((e) => e.entryKey === key)) return deskAnswer(booking, before.balancePence);
    const most = deskRefundable(before).find((r) => r.tender === body.Method)?.amountPence ?? 0;
    if (most === 0)
      throw conflict(
        before.balancePence >= 0
          ? 'Nothing is owed back to the guest on this booking.'
          : `Nothing of the credit was paid ${body.Method === 'cash' ? 'in cash' : 'on the card terminal'}: give it back the way it was paid.`,
      );
    const amount = body.AmountPence ?? most;
    if (amount > most) throw badRequest('body.AmountPence', `Enter at most ${formatPrice(most)}`);
    const words = REFUND_WORDS[body.Method];
    await recordRefund(tx, account, {
      key,
      tender: body.Method,
      amountPence: amount,
      description: words.ledger,
      reference: body.Reference || null,
      staffId,
    });
    const balancePence = before.balancePence + amount;
    await insertAudit(tx, {
      staffId,
      action: 'booking.desk-refund',
      subject: `booking:${booking.id}`,
      before: { balancePence: before.balancePence },
      after: { balancePence, amountPence: amount, method: body.Method },
    });
    await sendSpaMoney(mailInTransaction(deps, tx), booking.leadEmail, {
      confirmationId: booking.confirmationId ?? booking.id,
      heading: 'Your refund',
      explanation: `We have refunded ${formatPrice(amount)} ${words.mail}.`,
      rows: [
        ['Refund', formatPrice(amount)],
        ['Still owed to you', formatPrice(Math.max(0, -balancePence))],
      ],
    });
    return deskAnswer(booking, balancePence);
  });
  deliverSoon(deps);
  return answer;
}
