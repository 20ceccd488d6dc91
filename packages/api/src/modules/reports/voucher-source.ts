import type { Executor } from '../../db/database';

/**
 * Gift vouchers still to spend, as on a resort day: the vouchers module's
 * `voucherBalancesOn`, given to the reports at start-up (decision 0360).
 */
export interface VoucherBalanceRow {
  /** The voucher's code as printed on it. */
  code: string;
  /** The resort day it was sold, 'YYYY-MM-DD'. */
  soldOn: string;
  valuePence: number;
  /** Spent (redeemed) by the end of the day asked for. */
  spentPence: number;
}

export type VoucherBalanceSource = (db: Executor, asOf: string) => Promise<VoucherBalanceRow[]>;

/**
 * Voucher value moved in each month of a range of resort days, in pence (the vouchers module's
 * `voucherValueByPeriod`, decision 0435): each period's outstanding is the one before it plus
 * sold and given, less redeemed, refunded, voided and expired.
 */
export interface VoucherPeriodRow {
  period_from: string;
  period_to: string;
  sold: number;
  given: number;
  redeemed: number;
  refunded: number;
  voided: number;
  expired: number;
  outstanding: number;
}

export type VoucherPeriodSource = (
  db: Executor,
  range: { from: string; to: string },
) => Promise<VoucherPeriodRow[]>;
