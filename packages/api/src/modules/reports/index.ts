/** The spa manager's reports (issue 24, decision 0360): read-only aggregates over bookings, claims and the ledger. */
export { report, type ReportsDeps } from './reports.service';
// The vouchers module provides a VoucherBalanceSource (./voucher-source) in app-deps in place of this one.
export { noVouchersYet } from './voucher-source';
