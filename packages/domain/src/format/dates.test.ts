import { describe, expect, it } from 'vitest';
import {
  calendarDay,
  formatAccountDate,
  formatLongDate,
  formatShortDate,
  formatShortDateTime,
  formatAccountDateTime,
  formatTime,
  nextDay,
  wallClockTime,
} from './dates';

describe('date formats', () => {
  it("formats 'ddd Do MMM YY'", () => {
    expect(formatShortDate('2026-12-05')).toBe('Sat 5th Dec 26');
    expect(formatShortDate('2026-03-01')).toBe('Sun 1st Mar 26');
  });

  it("formats 'ddd Do MMMM YYYY' and the account area's 'Do MMMM YYYY'", () => {
    expect(formatLongDate('2026-12-22')).toBe('Tue 22nd December 2026');
    expect(formatAccountDate('2024-03-01')).toBe('1st March 2024');
  });

  it('shows times in the resort zone, not UTC, in summer time', () => {
    // 13:30 UTC on a BST day is 14:30 at the resort.
    expect(formatTime('2026-07-01T13:30:00Z', 'Europe/London')).toBe('14:30');
    expect(formatShortDateTime('2026-07-01T13:30:00Z', 'Europe/London')).toBe('Wed 1st Jul 26 - 2:30PM');
    expect(formatAccountDateTime('2026-07-01T13:30:00Z', 'Europe/London')).toBe('14:30 on 1st July 2026');
    expect(formatAccountDateTime('2026-12-31T23:30:00Z', 'Europe/London')).toBe(
      '23:30 on 31st December 2026',
    );
  });

  it('shows times in the resort zone in winter time', () => {
    expect(formatTime('2026-12-01T13:30:00Z', 'Europe/London')).toBe('13:30');
  });

  it('finds the calendar day in the resort zone near midnight', () => {
    expect(calendarDay('2026-07-01T23:30:00Z', 'Europe/London')).toBe('2026-07-02');
    expect(calendarDay('2026-12-01T23:30:00Z', 'Europe/London')).toBe('2026-12-01');
  });

  it('steps to the next day across month, year and clock-change boundaries', () => {
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2026-03-28')).toBe('2026-03-29');
    expect(nextDay('2026-10-25')).toBe('2026-10-26');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
  });

  it('reads the wall-clock time of an offset date-time as written, whatever its offset', () => {
    expect(wallClockTime('2026-07-01T14:30:00+01:00')).toBe('14:30');
    expect(wallClockTime('2026-12-01T09:05:00+00:00')).toBe('09:05');
    expect(wallClockTime('2026-03-29T00:15:00-05:00')).toBe('00:15');
    expect(() => wallClockTime('14:30')).toThrow(RangeError);
    expect(() => wallClockTime('2026-07-01')).toThrow(RangeError);
  });
});
