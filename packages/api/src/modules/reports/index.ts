/** The spa manager's reports (issue 24, decision 0360): read-only aggregates over bookings, claims and the ledger. */
export { report, type ReportsDeps } from './reports.service';
