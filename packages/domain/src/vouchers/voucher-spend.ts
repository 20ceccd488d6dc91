import { formatPrice } from '../format/money';
import type { VoucherKind } from './voucher-rules';

/** The least a guest or the desk may take from a money voucher at once. */
export const MIN_VOUCHER_SPEND_PENCE = 100;

/**
 * Why `amountPence` cannot be taken from a voucher that could pay `canPayPence` of a
 * booking (issue 23: part of a money voucher, the rest by card), or null when it can:
 * whole pence from £1 up to what it can pay. An experience voucher pays its Spa Day
 * whole, so it takes no amount.
 *
 * @example voucherSpendProblem('money', 15_000, 20_000) // null
 * @example voucherSpendProblem('money', 50, 20_000) // 'Take at least £1 from the voucher'
 */
export function voucherSpendProblem(
  kind: VoucherKind,
  amountPence: number,
  canPayPence: number,
): string | null {
  if (kind === 'experience')
    return 'This voucher pays for its Spa Day and its guests whole: no amount can be chosen';
  if (!Number.isInteger(amountPence)) return 'Enter an amount in pounds and pence';
  if (amountPence < MIN_VOUCHER_SPEND_PENCE)
    return `Take at least ${formatPrice(MIN_VOUCHER_SPEND_PENCE)} from the voucher`;
  if (amountPence > canPayPence)
    return `Take at most ${formatPrice(canPayPence)} from this voucher: its balance or what this booking costs`;
  return null;
}
