import {
  deskRefundable,
  formatPrice,
  policyFeesDue,
  POLICY_FEE_NAMES,
  type Catalogue,
  type PolicyFeeDue,
  type PolicyFeeKind,
  type StaffGoodwillRefundRequest,
} from '@spa/domain';
import type { Executor } from '../../db/database';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error';
import { findBookingById, type BookingRow } from '../booking';
import { recordCredit, recordPayment, recordRefund, statementOf } from '../ledger';
import { deliverSoon, mailInTransaction, sendSpaMoney, type Mailer } from '../mail';
import { maskedCardOf, owePendingRefund, settleSessionRefunds, type PaymentProvider } from '../payment';
import { feesOf, insertFee, liveFee, lockFee, updateFee } from './fees.repository';
import type { FeeRow } from './fees.tables';

/**
 * Money at the desk after the booking (decision 0330): the policy's fees charged to the
 * card the guest let us keep, with a spa manager's approval, and a manager's goodwill
 * refund. The provider is never called inside a transaction (decision 121); every step's
 * ledger entries, audit row (the caller's `audit`) and e-mail share its transaction.
 */
export interface FeesDeps {
  db: Executor;
  catalogue: Catalogue;
  mail: Mailer;
  cardProvider: PaymentProvider;
}

/** The staff member acting, and how the change is audited in its transaction (by the staff module). */
export interface DeskActor {
  id: string;
  audit: (tx: Executor, action: string, before: object | null, after: object) => Promise<void>;
}

const NO_KEPT_CARD =
  'No card is kept for this booking, so no fee can be taken. Take the fee at the desk, or send the guest a payment link.';

async function lockedBooking(tx: Executor, id: string): Promise<BookingRow> {
  const booking = await findBookingById(tx, id, true);
  if (booking?.status !== 'confirmed') throw notFound('No confirmed booking has this id.');
  return booking;
}

/** The kept card's masked number: kept with a card guarantee, or the payment's that kept it. */
async function keptCardMasked(db: Executor, booking: BookingRow): Promise<string | null> {
  if (!booking.savedCardId) return null;
  if (booking.savedCardMasked) return booking.savedCardMasked;
  return booking.paymentId ? maskedCardOf(db, booking.paymentId) : null;
}

/**
 * The policy's fees the booking's ledger makes due now (decision 0390): what the policy keeps
 * (the full cost of a no-show; the cancellation charges its cancellations wrote) less what
 * was paid. Amount 0: nothing to take, and why.
 */
async function feesDueOf(db: Executor, booking: BookingRow): Promise<PolicyFeeDue[]> {
  const { entries, owedPence, paidPence } = await statementOf(db, { kind: 'spa', id: booking.id });
  const cancellationKeptPence = entries
    .filter((e) => e.kind === 'charge' && e.category === 'fee' && e.entryKey.startsWith('cancel:'))
    .reduce((sum, e) => sum + e.amountPence, 0);
  return policyFeesDue({
    noShow: booking.arrivalStatus === 'no_show' && !booking.cancelledAt,
    owedPence,
    paidPence,
    cancellationKeptPence,
  });
}

/** The kept card, the fees and what is due, what a goodwill refund and the desk can give back: the booking page's desk panel. */
export async function deskMoneyOf(deps: Pick<FeesDeps, 'db'>, booking: BookingRow) {
  const [fees, statement, masked, due] = await Promise.all([
    feesOf(deps.db, booking.id),
    statementOf(deps.db, { kind: 'spa', id: booking.id }),
    keptCardMasked(deps.db, booking),
    feesDueOf(deps.db, booking),
  ]);
  const live = new Set(
    fees.filter((f) => f.status !== 'declined' && f.status !== 'withdrawn').map((f) => f.kind),
  );
  return {
    keptCard: booking.savedCardId ? { cardMasked: masked ?? null } : null,
    fees,
    feesDue: due.filter((d) => !live.has(d.kind)),
    goodwillRefundablePence: Math.max(0, statement.byTender['online-card'] ?? 0),
    deskRefundable: deskRefundable(statement),
  };
}

/**
 * Reception proposes the policy's fee of a kind (a spa manager then approves it): only with a
 * kept card and when the policy makes it due. Asked again while one is live, it answers that one.
 */
export async function proposeFee(
  deps: FeesDeps,
  by: DeskActor,
  bookingId: string,
  kind: PolicyFeeKind,
): Promise<FeeRow> {
  return deps.db.transaction(async (tx) => {
    const booking = await lockedBooking(tx, bookingId);
    if (!booking.savedCardId) throw conflict(NO_KEPT_CARD);
    const existing = await liveFee(tx, booking.id, kind);
    if (existing) return existing;
    const due = (await feesDueOf(tx, booking)).find((d) => d.kind === kind);
    if (!due)
      throw conflict(
        kind === 'no-show'
          ? 'No no-show fee is due: the booking is not marked as a no-show. Mark it on the day first.'
          : 'No cancellation fee is due: nothing of this booking was cancelled.',
      );
    if (due.amountPence === 0) throw conflict(due.why);
    const fee = await insertFee(tx, {
      bookingId: booking.id,
      kind,
      amountPence: due.amountPence,
      proposedBy: by.id,
    });
    await by.audit(tx, 'booking.fee-propose', null, {
      fee: fee.id,
      kind,
      amountPence: fee.amountPence,
      why: due.why,
    });
    return fee;
  });
}

const PROVIDER_FAILED =
  'We could not reach the card payment service. Try again in a moment: a retry never charges the card twice.';

/**
 * A spa manager approves a proposed fee: it is charged to the kept card off-session under
 * the fee's own key (a double submit or a retry is the same charge at the provider), then,
 * in one transaction, the fee is marked, the ledger gets the saved-card payment of what was owed,
 * the audit row and the guest's receipt e-mail are written. A decline is kept with the
 * bank's words. Asked again once settled, it changes nothing.
 */
export async function approveFee(
  deps: FeesDeps,
  by: DeskActor,
  bookingId: string,
  feeId: string,
): Promise<FeeRow> {
  const claimed = await deps.db.transaction(async (tx) => {
    const booking = await lockedBooking(tx, bookingId);
    const fee = await lockFee(tx, booking.id, feeId);
    if (!fee) throw notFound('This booking has no such fee.');
    if (fee.status === 'charged') return null;
    if (fee.status === 'declined' || fee.status === 'withdrawn')
      throw conflict(`This fee was ${fee.status}: propose it again to charge it.`);
    if (!booking.savedCardId) throw conflict(NO_KEPT_CARD);
    // The guest may have paid since it was proposed: never take more than the policy still leaves unpaid.
    const due = (await feesDueOf(tx, booking)).find((d) => d.kind === fee.kind);
    if (fee.status === 'proposed' && (due?.amountPence ?? 0) < fee.amountPence) {
      await updateFee(tx, fee.id, { status: 'withdrawn', decidedAt: new Date() });
      return { withdrawn: true as const };
    }
    await updateFee(tx, fee.id, { status: 'charging', approvedBy: by.id });
    return { fee, savedCardId: booking.savedCardId };
  });
  if (!claimed) return (await feesOf(deps.db, bookingId)).find((f) => f.id === feeId)!;
  if ('withdrawn' in claimed)
    throw conflict(
      'What the booking owes has changed since this fee was proposed: it is withdrawn. Propose it again.',
    );
  const { fee, savedCardId } = claimed;
  const charge = await deps.cardProvider
    // Stripe takes keys of letters, digits, - and _ only.
    .chargeSavedCard({ key: `fee-${fee.id}`, savedCardId, amountPence: fee.amountPence })
    .catch(async () => {
      await updateFee(deps.db, fee.id, { status: 'proposed' });
      throw new HttpError(502, PROVIDER_FAILED);
    });
  await deps.db.transaction(async (tx) => {
    const booking = await lockedBooking(tx, bookingId);
    const now = await lockFee(tx, booking.id, fee.id);
    if (now?.status !== 'charging') return; // another request of the same charge settled it
    const name = POLICY_FEE_NAMES[fee.kind];
    if (charge.outcome === 'declined') {
      await updateFee(tx, fee.id, {
        status: 'declined',
        declineReason: charge.reason,
        decidedAt: new Date(),
      });
      await by.audit(
        tx,
        'booking.fee-declined',
        { fee: fee.id },
        { kind: fee.kind, amountPence: fee.amountPence, reason: charge.reason },
      );
      return;
    }
    const account = { kind: 'spa', id: booking.id } as const;
    const masked = (await keptCardMasked(tx, booking)) ?? 'kept card';
    await updateFee(tx, fee.id, { status: 'charged', reference: charge.reference, decidedAt: new Date() });
    // The policy's amount is owed already (the booking, or its cancellation charge): the fee only pays it.
    await recordPayment(tx, account, {
      key: `fee:${fee.id}:paid`,
      tender: 'saved-card',
      amountPence: fee.amountPence,
      description: `Kept card ${masked}`,
      reference: charge.reference,
      staffId: by.id,
    });
    await by.audit(
      tx,
      'booking.fee-charge',
      { fee: fee.id },
      { kind: fee.kind, amountPence: fee.amountPence, reference: charge.reference },
    );
    await sendSpaMoney(mailInTransaction(deps, tx), booking.leadEmail, {
      confirmationId: booking.confirmationId ?? booking.id,
      heading: `A ${name.toLowerCase()} was charged`,
      explanation: `As our cancellation policy says, and as you agreed when you booked, we have charged the card you let us keep ${formatPrice(fee.amountPence)}: what the booking still owed under the policy, which never keeps more than its full cost.`,
      rows: [
        ['Charge', name],
        ['Amount', formatPrice(fee.amountPence)],
        ['Card', masked],
        ['Reference', charge.reference],
      ],
    });
  });
  deliverSoon(deps);
  return (await feesOf(deps.db, bookingId)).find((f) => f.id === feeId)!;
}

/**
 * A spa manager's goodwill refund, with the reason: at most what the card payment holds of
 * the booking (the ledger refuses more), once per RequestId. One transaction writes the
 * credit, the refund owed to the card, the audit row and the guest's e-mail; the provider is
 * asked afterwards (a pending refund the sweep retries).
 */
export async function goodwillRefund(
  deps: FeesDeps,
  by: DeskActor,
  bookingId: string,
  request: StaffGoodwillRefundRequest,
): Promise<void> {
  const key = `goodwill:${bookingId}:${request.RequestId}`;
  const sessionId = await deps.db.transaction(async (tx) => {
    const booking = await lockedBooking(tx, bookingId);
    const account = { kind: 'spa', id: booking.id } as const;
    const { entries, byTender } = await statementOf(tx, account);
    if (entries.some((e) => e.entryKey === key)) return booking.sessionId; // the same request again
    const held = byTender['online-card'] ?? 0;
    if (request.AmountPence > held)
      throw badRequest(
        'AmountPence',
        held > 0
          ? `At most ${formatPrice(held)} can be refunded to the card`
          : 'Nothing paid by card is left to refund',
      );
    const reason = `Goodwill: ${request.Reason}`;
    await recordCredit(tx, account, {
      key: `${key}:credit`,
      category: 'booking',
      amountPence: request.AmountPence,
      description: reason,
      staffId: by.id,
    });
    await recordRefund(tx, account, {
      key,
      tender: 'online-card',
      amountPence: request.AmountPence,
      description: reason,
      staffId: by.id,
    });
    const owed = await owePendingRefund(tx, booking.sessionId, {
      key,
      amountPence: request.AmountPence,
      reason,
    });
    if (owed !== request.AmountPence) throw conflict('This booking has no card payment to refund.');
    await by.audit(tx, 'booking.goodwill-refund', null, {
      amountPence: request.AmountPence,
      reason: request.Reason,
    });
    await sendSpaMoney(mailInTransaction(deps, tx), booking.leadEmail, {
      confirmationId: booking.confirmationId ?? booking.id,
      heading: 'A refund is on its way',
      explanation: `We are refunding ${formatPrice(request.AmountPence)} to the card you paid with, as a gesture of goodwill. It usually reaches your account within 5 working days.`,
      rows: [
        ['Refund', formatPrice(request.AmountPence)],
        ['Why', request.Reason],
      ],
    });
    return booking.sessionId;
  });
  deliverSoon(deps);
  await settleSessionRefunds(deps, sessionId).catch(() => 0); // pending: the refund sweep asks again
}
