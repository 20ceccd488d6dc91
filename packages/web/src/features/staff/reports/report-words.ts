import {
  formatShortDate,
  reportCellText,
  type ReportColumn,
  type ReportName,
  type ReportRow,
} from '@spa/domain';

/** The reports in the order the screen offers them, with their names. */
export const REPORT_TITLES: Record<ReportName, string> = {
  utilisation: 'Utilisation',
  revenue: 'Revenue',
  bookings: 'Bookings made',
  cancellations: 'Cancellations and no-shows',
  takings: 'Takings',
  vouchers: 'Vouchers',
};

/**
 * A cell as the table shows it: the CSV's text (pounds with two decimals under a "(£)"
 * heading), except a day, which reads as the spa's short date.
 */
export function cellText(column: ReportColumn, row: ReportRow): string {
  const value = row[column.Key];
  if (typeof value === 'string' && column.Unit === 'date') return formatShortDate(value);
  return reportCellText(column.Unit, value);
}

/** Which numbers a table's chart draws (the others stay in the table), and whether as stacked bars. */
export function chartSeries(table: { Key: string; Columns: ReportColumn[] }, report: ReportName) {
  const numeric = table.Columns.slice(1).filter((c) => c.Unit !== 'text' && c.Unit !== 'date');
  // Takings by day: the tenders stacked to the day's total; room charges are not takings (decision 0540).
  if (report === 'takings' && table.Key === 'by-day')
    return { series: numeric.filter((c) => c.Key !== 'total' && c.Key !== 'roomBills'), stacked: true };
  if (report === 'takings') return { series: numeric.filter((c) => c.Key === 'net'), stacked: false };
  // Vouchers by month: what was sold, what was redeemed, and what is still owed at the end.
  if (report === 'vouchers' && table.Key === 'by-period')
    return {
      series: numeric.filter((c) => ['sold', 'redeemed', 'outstanding'].includes(c.Key)),
      stacked: false,
    };
  if (report === 'cancellations')
    return { series: numeric.filter((c) => c.Key === 'cancelled' || c.Key === 'noShows'), stacked: false };
  // Treatments: how many were booked (most included in a package, at £0); elsewhere the money.
  if (table.Key === 'by-treatment')
    return { series: numeric.filter((c) => c.Key === 'booked'), stacked: false };
  const first = numeric.find((c) => c.Unit === 'pence') ?? numeric[0];
  return { series: first ? [first] : [], stacked: false };
}
