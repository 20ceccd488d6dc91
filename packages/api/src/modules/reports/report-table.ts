import type { ReportRow, ReportTable, ReportUnit } from '@spa/domain';

/** A column of a report's table: its key in the rows, its heading and how its numbers read. */
export type ColumnSpec = readonly [key: string, label: string, unit: ReportUnit];

/** What a report's table says of itself: its key, title, the sentence under it, its columns, and what an empty table says. */
export interface TableSpec {
  key: string;
  title: string;
  description: string;
  columns: readonly ColumnSpec[];
  empty: string;
}

/**
 * A report's table (ReportTableSchema), the one shape every report's tables take: its
 * columns given as `[key, label, unit]` and a row made of each of the query's rows.
 *
 * @example reportTable({ key: 'by-day', title: 'Takings by day', description: '…', columns: [['day', 'Day', 'date']], empty: 'None.' }, rows, (r) => ({ day: r.day }))
 */
export function reportTable<T>(spec: TableSpec, rows: Iterable<T>, row: (item: T) => ReportRow): ReportTable {
  return {
    Key: spec.key,
    Title: spec.title,
    Description: spec.description,
    Columns: spec.columns.map(([Key, Label, Unit]) => ({ Key, Label, Unit })),
    Rows: [...rows].map(row),
    Empty: spec.empty,
  };
}
