import type { Executor } from '../../db/database';
import type { VoucherPeriodRow } from '../vouchers';

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
 * Voucher value moved in each month of a range of resort days (the vouchers module's
 * `voucherValueByPeriod`, decision 0435), given at start-up as the balances are.
 */
export type VoucherPeriodSource = (
  db: Executor,
  range: { from: string; to: string },
) => Promise<VoucherPeriodRow[]>;
