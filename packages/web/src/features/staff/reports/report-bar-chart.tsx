import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ReportColumn, ReportName, ReportTable } from '@spa/domain';
import { cellText, chartSeries } from './report-words';

/** Bar colours in the spa's palette, each distinct from its neighbours and from the page. */
const COLOURS = ['#1b3d38', '#4a7466', '#b07d2b', '#6b5a8e', '#2f6f8f', '#a4262c'];

/** Chart values: money in pounds, so that the axis reads as the table's "(£)" column. */
const valueOf = (column: ReportColumn, value: unknown) =>
  typeof value === 'number' && column.Unit === 'pence' ? value / 100 : Number(value ?? 0);

/**
 * A report's table as bars (recharts, SVG; decision 0360): its first column along the
 * bottom, the chosen numbers up. An image to assistive technology, named and described;
 * the table beside it holds every number.
 */
export function ReportBarChart({ table, report }: { table: ReportTable; report: ReportName }) {
  const { series, stacked } = chartSeries(table, report);
  const category = table.Columns[0];
  if (!category || series.length === 0) return null;
  const data = table.Rows.map((row) => ({
    label: cellText(category, row),
    ...Object.fromEntries(series.map((column) => [column.Key, valueOf(column, row[column.Key])])),
  }));
  const money = series.every((c) => c.Unit === 'pence');
  const words = series.map((c) => c.Label.toLowerCase()).join(', ');
  return (
    <figure
      role="img"
      aria-label={`${table.Title}: a bar chart of ${words} by ${category.Label.toLowerCase()}. The table below gives every number.`}
      className="mb-4 h-72 w-full"
      data-chart={table.Key}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#c6d8ce" />
          <XAxis dataKey="label" tick={{ fill: '#1f2a28', fontSize: 12 }} />
          <YAxis
            allowDecimals={money}
            tick={{ fill: '#1f2a28', fontSize: 12 }}
            tickFormatter={(value: number) => (money ? `£${value.toLocaleString('en-GB')}` : String(value))}
          />
          <Tooltip />
          {series.length > 1 && <Legend />}
          {series.map((column, i) => (
            <Bar
              key={column.Key}
              dataKey={column.Key}
              name={column.Label}
              fill={COLOURS[i % COLOURS.length]}
              stackId={stacked ? 'all' : undefined}
              maxBarSize={64}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
