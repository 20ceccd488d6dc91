import { reportCellText, reportColumnHeading, type ReportTable } from '@spa/domain';

/** A field of RFC 4180 CSV: quoted when it holds a comma, quote or line break; a leading = + - @ is defused for spreadsheets. */
function csvField(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) && !/^-?\d/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A report's table as CSV: its headings, then its rows, the cells as the table shows them (pence as pounds). */
export function reportCsv(table: ReportTable): string {
  const lines = [
    table.Columns.map((column) => csvField(reportColumnHeading(column))),
    ...table.Rows.map((row) =>
      table.Columns.map((column) => csvField(reportCellText(column.Unit, row[column.Key]))),
    ),
  ];
  return `${lines.map((fields) => fields.join(',')).join('\r\n')}\r\n`;
}
