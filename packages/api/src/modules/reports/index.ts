/** The spa manager's reports (issue 24, decision 0360): read-only aggregates over bookings, claims and the ledger. */
export { report, reportTableCsv, type ReportsDeps } from './reports.service';
export { noVouchersYet, type VoucherBalanceRow, type VoucherBalanceSource } from './voucher-source';
