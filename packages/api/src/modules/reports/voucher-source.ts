import type { Executor } from '../../db/database';

/**
 * Gift vouchers still to spend, as on a resort day (issue 23 builds the vouchers): the
 * vouchers module provides a function of this shape through its index.ts, and the
 * reports use it in place of `noVouchersYet` (decision 0360).
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

/** Until the vouchers are sold: none, and the report says "No vouchers sold yet". */
export const noVouchersYet: VoucherBalanceSource = () => Promise.resolve([]);
