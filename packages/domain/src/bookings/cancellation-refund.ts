import { buildResortDay } from '../engine/resort-day';

/** The policy's share refunded on cancellation, in hundredths (50%). */
export const CANCELLATION_REFUND_PERCENT = 50;
/** Within this many hours of the booking date, the full cost is incurred (nothing back). */
export const FULL_COST_WITHIN_HOURS = 48;

/** The spa's cancellation policy in the guest's words: the booking screens and every e-mail. */
export const SPA_CANCELLATION_POLICY = `Cancellation policy: we refund ${CANCELLATION_REFUND_PERCENT}% of the cost when you cancel, except within ${FULL_COST_WITHIN_HOURS} hours of your booking date, when the full cost is incurred.`;

/**
 * What a cancellation refunds under the policy: 50% of what was paid, except that
 * within 48 hours of the booking date (from local midnight starting that date, 48 hours
 * back) the full cost is incurred. Pence, rounded down.
 *
 * @example cancellationRefund({ totalPence: 12_900, bookingDate: '2026-12-10', timeZone: 'Europe/London', now: new Date('2026-12-07T23:59:00Z') }) // { refundPence: 6450, fullCostFrom: 2026-12-08T00:00Z }
 */
export function cancellationRefund(input: {
  totalPence: number;
  bookingDate: string;
  timeZone: string;
  now: Date;
}): { refundPence: number; fullCostFrom: Date } {
  const day = buildResortDay(input.bookingDate, input.timeZone);
  const fullCostFrom = new Date((day.start - FULL_COST_WITHIN_HOURS * 60) * 60_000);
  const refundPence =
    input.now < fullCostFrom ? Math.floor((input.totalPence * CANCELLATION_REFUND_PERCENT) / 100) : 0;
  return { refundPence, fullCostFrom };
}

/**
 * The money of cancelling `cancelledPence` of a booking (the whole, or one guest's share)
 * under the policy, given what the booking owes and has been paid so far (its ledger):
 * what the policy keeps of it (the cancellation charge: the cost less the policy's refund)
 * and what goes back, which is the policy's refund at most and only of what was paid
 * beyond what the booking then owes. A booking paid in full gets the policy's refund; one
 * not yet paid gets nothing back and owes what the policy keeps (decision 0390).
 *
 * @example cancellationSettlement({ cancelledPence: 12_000, owedPence: 12_000, paidPence: 0, bookingDate: '2026-12-10', timeZone: 'Europe/London', now: new Date('2026-12-01T09:00:00Z') }) // { keptPence: 6000, refundPence: 0, fullCost: false, … }
 */
export function cancellationSettlement(input: {
  cancelledPence: number;
  owedPence: number;
  paidPence: number;
  bookingDate: string;
  timeZone: string;
  now: Date;
}): { keptPence: number; refundPence: number; fullCost: boolean; fullCostFrom: Date } {
  const policy = cancellationRefund({ ...input, totalPence: input.cancelledPence });
  const keptPence = input.cancelledPence - policy.refundPence;
  const owedAfter = input.owedPence - input.cancelledPence + keptPence;
  const refundPence = Math.min(policy.refundPence, Math.max(0, input.paidPence - owedAfter));
  return {
    keptPence,
    refundPence,
    fullCost: input.now >= policy.fullCostFrom,
    fullCostFrom: policy.fullCostFrom,
  };
}
