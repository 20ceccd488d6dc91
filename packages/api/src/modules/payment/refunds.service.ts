import type { Executor } from '../../db/database';
import type { PaymentProvider } from './payment-provider';
import {
  addRefunded,
  bookedPaymentOf,
  insertRefundOwed,
  markRefunded,
  pendingRefundIds,
  refundsOfSession,
  releaseRefundLease,
  takeRefundLease,
} from './payment.repository';

type RefundDeps = { db: Executor; cardProvider: PaymentProvider };

/**
 * In the cancelling transaction (decision 174): the refund a confirmed booking's card
 * payment owes, recorded as pending under its idempotency key (`key`: the same
 * cancellation asked twice owes once). Nothing when nothing is owed or the booking
 * has no captured card payment.
 *
 * @returns the pence owed back to the card (0 when none).
 */
export async function owePendingRefund(
  tx: Executor,
  sessionId: string,
  refund: { key: string; amountPence: number; reason: string },
): Promise<number> {
  const payment = await bookedPaymentOf(tx, sessionId);
  const amountPence = Math.min(refund.amountPence, payment?.amountPence ?? 0);
  if (!payment?.authorisationId || amountPence <= 0) return 0;
  await insertRefundOwed(tx, {
    paymentId: payment.id,
    refundKey: refund.key,
    amountPence,
    reason: refund.reason,
  });
  return amountPence;
}

/**
 * Asks the provider for one pending refund (never inside one of our transactions). The
 * refund's lease is the lock: a process that did not take it leaves it. The provider is
 * asked with the refund's own key, so a second asking (a lease that ran out mid-call)
 * refunds nothing more; and the refund becomes 'refunded', adding to the payment's
 * refunded pence, only where it was still pending: once. A failure is kept on the
 * refund (its message, the attempts) and the lease let go, for the next sweep.
 *
 * @returns whether this call got the refund through.
 */
export async function attemptRefund(deps: RefundDeps, refundId: string): Promise<boolean> {
  const refund = await takeRefundLease(deps.db, refundId);
  if (!refund) return false;
  try {
    await deps.cardProvider.refundPart({
      key: refund.refundKey,
      authorisationId: refund.authorisationId,
      amountPence: refund.amountPence,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await releaseRefundLease(deps.db, refund.id, message.slice(0, 300));
    return false;
  }
  return deps.db.transaction(async (tx) => {
    if (!(await markRefunded(tx, refund.id))) return false;
    await addRefunded(tx, refund.paymentId, refund.amountPence);
    return true;
  });
}

/** Tries every pending refund of a booking's session now (after a cancellation, or "retry now"). */
export async function settleSessionRefunds(deps: RefundDeps, sessionId: string): Promise<number> {
  const pending = (await refundsOfSession(deps.db, sessionId)).filter((r) => r.status === 'pending');
  let refunded = 0;
  for (const refund of pending) if (await attemptRefund(deps, refund.id)) refunded++;
  return refunded;
}

/**
 * The refund sweep (every minute in each process): every pending refund whose lease is
 * free is asked for again. Safe from several processes at once (the leases).
 *
 * @returns how many refunds it got through.
 */
export async function sweepPendingRefunds(deps: RefundDeps): Promise<number> {
  let refunded = 0;
  for (const id of await pendingRefundIds(deps.db)) if (await attemptRefund(deps, id)) refunded++;
  return refunded;
}

export { refundsOfSession };
