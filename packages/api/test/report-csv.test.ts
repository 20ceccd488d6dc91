import { describe, expect, it } from 'vitest';
import type { ReportTable } from '@spa/domain';
import { reportCsv } from '../src/modules/reports/report-csv';

const table = (rows: ReportTable['Rows']): ReportTable => ({
  Key: 'by-package',
  Title: 'Revenue by package',
  Description: '',
  Columns: [
    { Key: 'package', Label: 'Package', Unit: 'text' },
    { Key: 'revenue', Label: 'Revenue', Unit: 'pence' },
  ],
  Rows: rows,
  Empty: '',
});

describe('a report table as CSV', () => {
  it('writes the headings with their units, then each row as the table shows it, lines ended by CRLF', () => {
    expect(
      reportCsv(
        table([
          { package: 'Spa Day', revenue: 12_900 },
          { package: 'Refunds', revenue: -650 },
        ]),
      ),
    ).toBe('Package,Revenue (£)\r\nSpa Day,129.00\r\nRefunds,-6.50\r\n');
  });

  it('quotes a comma or a quote, and defuses a cell a spreadsheet would run as a formula', () => {
    expect(reportCsv(table([{ package: 'Back, Neck & "Shoulder"', revenue: 1 }]))).toContain(
      '"Back, Neck & ""Shoulder""",0.01',
    );
    expect(reportCsv(table([{ package: '=HYPERLINK("x")', revenue: 1 }]))).toContain(
      `"'=HYPERLINK(""x"")",0.01`,
    );
  });
});
