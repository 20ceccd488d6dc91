import { z } from 'zod';
import { addDays, daysBetween } from '../format/dates';
import { LocalDateSchema } from './wire-formats';

/**
 * The spa manager's reports (issue 24, decision 0360). Each report is one or more tables;
 * the screen draws a chart from a table and shows the table beside it, and the CSV export
 * is the same table, so the three always hold the same numbers.
 */

/** The longest range a report covers: a year, leap day included. */
export const REPORT_MAX_DAYS = 366;

export const REPORT_NAMES = [
  'utilisation',
  'revenue',
  'bookings',
  'cancellations',
  'takings',
  'vouchers',
] as const;
export const ReportNameSchema = z.enum(REPORT_NAMES, { error: 'Not a report' });
export type ReportName = z.infer<typeof ReportNameSchema>;

/** The range's bound: a year at most, `to` not before `from` (the issue names `to`). */
function checkRange({ from, to }: { from: string; to: string }, context: z.RefinementCtx) {
  if (to < from) context.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
  else if (to > addDays(from, REPORT_MAX_DAYS - 1))
    context.addIssue({
      code: 'custom',
      path: ['to'],
      message: `must be at most ${REPORT_MAX_DAYS} days after from, both included`,
    });
}

/** The days a report covers, both included, in the resort's zone. */
export const ReportRangeSchema = z
  .object({ from: LocalDateSchema, to: LocalDateSchema })
  .superRefine(checkRange);
export type ReportRange = z.infer<typeof ReportRangeSchema>;

/** How many days a range covers, both ends included. */
export const reportDays = ({ from, to }: ReportRange): number => daysBetween(from, to) + 1;

export const ReportParamsSchema = z.object({ report: ReportNameSchema });

/** A CSV export: one table of a report. */
export const ReportCsvQuerySchema = z
  .object({
    from: LocalDateSchema,
    to: LocalDateSchema,
    table: z
      .string()
      .max(40)
      .regex(/^[a-z-]+$/, { error: 'Not a table of this report' }),
  })
  .superRefine(checkRange);

/** How a column's numbers read: pence are shown and exported as pounds. */
export const ReportUnitSchema = z.enum([
  'text',
  'date',
  'hour',
  'pence',
  'count',
  'minutes',
  'percent',
  'days',
]);
export type ReportUnit = z.infer<typeof ReportUnitSchema>;

export const ReportColumnSchema = z.object({
  Key: z.string(),
  Label: z.string(),
  Unit: ReportUnitSchema,
});
export type ReportColumn = z.infer<typeof ReportColumnSchema>;

export const ReportTableSchema = z.object({
  Key: z.string(),
  Title: z.string(),
  /** What the numbers count, in a sentence (shown under the title, the chart's description). */
  Description: z.string(),
  Columns: z.array(ReportColumnSchema),
  Rows: z.array(z.record(z.string(), z.union([z.string(), z.number()]))),
  /** Said instead of an empty table. */
  Empty: z.string(),
});
export type ReportTable = z.infer<typeof ReportTableSchema>;
export type ReportRow = ReportTable['Rows'][number];

export const ReportAnswerSchema = z.object({
  Report: ReportNameSchema,
  From: LocalDateSchema,
  To: LocalDateSchema,
  /** Days and hours are the resort's, in this zone. */
  TimeZone: z.string(),
  Tables: z.array(ReportTableSchema),
});
export type ReportAnswer = z.infer<typeof ReportAnswerSchema>;

/** A cell as the table shows it and the CSV holds it: pence as pounds with two decimals, hours as 'HH:00'. */
export function reportCellText(unit: ReportUnit, value: string | number | undefined): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  switch (unit) {
    case 'pence':
      return (value / 100).toFixed(2);
    case 'hour':
      return `${String(value).padStart(2, '0')}:00`;
    case 'percent':
      return value.toFixed(1);
    case 'text':
    case 'date':
    case 'count':
    case 'minutes':
    case 'days':
      return String(value);
  }
}

/** A column's heading with its unit, as the table and the CSV name it. */
export function reportColumnHeading(column: ReportColumn): string {
  const unit = { pence: ' (£)', percent: ' (%)', minutes: ' (minutes)', days: ' (days)' } as Partial<
    Record<ReportUnit, string>
  >;
  return `${column.Label}${unit[column.Unit] ?? ''}`;
}
