import { reportColumnHeading, type ReportTable as Table } from '@spa/domain';
import { TableHead } from '../../../components/staff/table-head';
import { cellText } from './report-words';

/** A report's table: the chart's numbers for every reader, and exactly what the CSV holds. */
export function ReportTable({ table, captionId }: { table: Table; captionId: string }) {
  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-labelledby={captionId}>
      <table className="w-full border-collapse text-left text-sm" data-report-table={table.Key}>
        <TableHead
          headings={table.Columns.map(reportColumnHeading)}
          numeric={table.Columns.map((c, i) => i > 0 && c.Unit !== 'text' && c.Unit !== 'date')}
        />
        <tbody>
          {table.Rows.map((row, i) => (
            <tr key={i} className="border-b border-sage-200">
              {table.Columns.map((column, c) =>
                c === 0 ? (
                  <th key={column.Key} scope="row" className="py-2 pr-3 font-semibold">
                    {cellText(column, row)}
                  </th>
                ) : (
                  <td key={column.Key} className="py-2 pr-3 text-right tabular-nums">
                    {cellText(column, row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
