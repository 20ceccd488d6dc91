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
