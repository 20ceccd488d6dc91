import type { Executor } from '../../db/database';
import type { CardProvider } from './card-provider';
import { bookedPaymentOf, recordRefund } from './payment.repository';

/**
 * A cancelled booking's refund through the provider (decision 173), after the
 * cancelling transaction committed (the provider is another system). Idempotent: the
 * provider's key is the booking's, and a payment that already gave it back is left.
 * Returns the pence refunded on this payment so far.
 */
export async function refundCancelledBooking(
  deps: { db: Executor; cardProvider: CardProvider },
  booking: { id: string; sessionId: string },
  refundPence: number,
): Promise<number> {
  const payment = await bookedPaymentOf(deps.db, booking.sessionId);
  if (!payment?.authorisationId || refundPence <= 0) return payment?.refundedPence ?? 0;
  if (payment.refundedPence >= refundPence) return payment.refundedPence;
  const amount = Math.min(refundPence, payment.amountPence);
  if (amount === payment.amountPence) await deps.cardProvider.refund(payment.authorisationId);
  else
    await deps.cardProvider.refundPart({
      key: `cancel:${booking.id}`,
      authorisationId: payment.authorisationId,
      amountPence: amount,
    });
  await recordRefund(deps.db, payment.id, amount);
  return amount;
}
