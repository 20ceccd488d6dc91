import { describe, expect, it } from 'vitest';
import { reportCellText, reportColumnHeading, reportDays, ReportRangeSchema } from './reports.schemas';

const issuesOf = (range: { from: string; to: string }) =>
  ReportRangeSchema.safeParse(range).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ??
  [];

describe('a report range', () => {
  it('accepts one day, and a whole leap year (366 days, both included)', () => {
    expect(issuesOf({ from: '2026-11-26', to: '2026-11-26' })).toEqual([]);
    expect(issuesOf({ from: '2028-01-01', to: '2028-12-31' })).toEqual([]);
  });

  it('names `to` when it is before `from` or more than 366 days on', () => {
    expect(issuesOf({ from: '2026-11-26', to: '2026-11-25' })).toEqual([['to', 'must not be before from']]);
    expect(issuesOf({ from: '2028-01-01', to: '2029-01-01' })).toEqual([
      ['to', 'must be at most 366 days after from, both included'],
    ]);
  });

  it('counts its days with both ends, across a clock change', () => {
    expect(reportDays({ from: '2026-11-26', to: '2026-11-26' })).toBe(1);
    expect(reportDays({ from: '2026-03-28', to: '2026-03-30' })).toBe(3);
  });

  it('names the field that is not a date', () => {
    expect(issuesOf({ from: '2026-02-30', to: '2026-03-01' }).map(([field]) => field)).toEqual(['from']);
  });
});

describe('a report cell as the table and the CSV hold it', () => {
  it('writes pence as pounds with two decimals, negative too', () => {
    expect(reportCellText('pence', 12_950)).toBe('129.50');
    expect(reportCellText('pence', -650)).toBe('-6.50');
  });

  it('writes hours on the clock, shares to one decimal, and leaves text and days as they are', () => {
    expect(reportCellText('hour', 9)).toBe('09:00');
    expect(reportCellText('percent', 12.345)).toBe('12.3');
    expect(reportCellText('date', '2026-11-26')).toBe('2026-11-26');
    expect(reportCellText('count', undefined)).toBe('');
  });

  it('names the unit in the heading where the cells do not', () => {
    expect(reportColumnHeading({ Key: 'net', Label: 'Net', Unit: 'pence' })).toBe('Net (£)');
    expect(reportColumnHeading({ Key: 'day', Label: 'Day', Unit: 'date' })).toBe('Day');
  });
});
