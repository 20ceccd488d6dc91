import { describe, expect, it } from 'vitest';
import {
  buildResortDay,
  ceilToGrid,
  formatLocalTime,
  formatOffsetDateTime,
  localTimeToMinute,
  slotGrid,
  toEpochMinute,
} from './resort-day';

const LONDON = 'Europe/London';

describe('buildResortDay', () => {
  it('has 24 hours on an ordinary day', () => {
    const day = buildResortDay('2026-07-01', LONDON);
    expect(day.end - day.start).toBe(1440);
    expect(day.change).toBe(day.end);
    expect(day.weekday).toBe(3);
  });

  it('has 23 hours when the clocks go forward on the last Sunday of March', () => {
    const day = buildResortDay('2026-03-29', LONDON);
    expect(day.end - day.start).toBe(1380);
    expect(day.weekday).toBe(7);
    expect(day.change).toBe(toEpochMinute('2026-03-29T01:00:00Z'));
    expect([day.offsetBefore, day.offsetAfter]).toEqual([0, 60]);
  });

  it('has 25 hours when the clocks go back on the last Sunday of October', () => {
    const day = buildResortDay('2026-10-25', LONDON);
    expect(day.end - day.start).toBe(1500);
    expect(day.start).toBe(toEpochMinute('2026-10-24T23:00:00Z'));
    expect(day.change).toBe(toEpochMinute('2026-10-25T01:00:00Z'));
  });

  it('works in other zones, e.g. New York', () => {
    const day = buildResortDay('2026-03-08', 'America/New_York');
    expect(day.end - day.start).toBe(1380);
    expect(formatOffsetDateTime(day, localTimeToMinute(day, '09:00'))).toBe('2026-03-08T09:00:00-04:00');
  });
});

describe('localTimeToMinute', () => {
  it('resolves morning times in summer time after the spring change', () => {
    const day = buildResortDay('2026-03-29', LONDON);
    expect(formatOffsetDateTime(day, localTimeToMinute(day, '00:30'))).toBe('2026-03-29T00:30:00+00:00');
    expect(formatOffsetDateTime(day, localTimeToMinute(day, '09:00'))).toBe('2026-03-29T09:00:00+01:00');
  });

  it('moves a skipped time forward by the skipped hour', () => {
    const day = buildResortDay('2026-03-29', LONDON);
    expect(formatOffsetDateTime(day, localTimeToMinute(day, '01:30'))).toBe('2026-03-29T02:30:00+01:00');
  });

  it('takes the first of a repeated time when the clocks go back', () => {
    const day = buildResortDay('2026-10-25', LONDON);
    expect(formatOffsetDateTime(day, localTimeToMinute(day, '01:30'))).toBe('2026-10-25T01:30:00+01:00');
    expect(formatOffsetDateTime(day, localTimeToMinute(day, '09:00'))).toBe('2026-10-25T09:00:00+00:00');
  });
});

describe('slotGrid', () => {
  it('has 92 slots of 15 minutes on the 23-hour day, none in the skipped hour, none twice', () => {
    const day = buildResortDay('2026-03-29', LONDON);
    const grid = slotGrid(day, 15);
    expect(grid).toHaveLength(92);
    const times = grid.map((m) => formatLocalTime(day, m));
    expect(new Set(times).size).toBe(92);
    expect(times.filter((t) => t.startsWith('01:'))).toEqual([]);
    expect(times.slice(3, 6)).toEqual(['00:45', '02:00', '02:15']);
    expect(times.at(-1)).toBe('23:45');
  });

  it('has 100 slots on the 25-hour day: the repeated hour twice, at distinct instants and offsets', () => {
    const day = buildResortDay('2026-10-25', LONDON);
    const grid = slotGrid(day, 15);
    expect(grid).toHaveLength(100);
    const stamps = grid.map((m) => formatOffsetDateTime(day, m));
    expect(new Set(stamps).size).toBe(100);
    expect(stamps.filter((s) => s.includes('T01:15'))).toEqual([
      '2026-10-25T01:15:00+01:00',
      '2026-10-25T01:15:00+00:00',
    ]);
    const times = grid.map((m) => formatLocalTime(day, m));
    expect(times.filter((t) => t >= '02:00')).toHaveLength(88);
    expect(times.at(-1)).toBe('23:45');
  });

  it('every local quarter hour of the working day is on the grid exactly once on both change days', () => {
    for (const date of ['2026-03-29', '2026-10-25']) {
      const day = buildResortDay(date, LONDON);
      const times = slotGrid(day, 15)
        .map((m) => formatLocalTime(day, m))
        .filter((t) => t >= '06:00');
      const expected = Array.from({ length: 72 }, (_, i) => {
        const minutes = 360 + i * 15;
        return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      });
      expect(times).toEqual(expected);
    }
  });

  it('rounds up to the grid', () => {
    const day = buildResortDay('2026-07-01', LONDON);
    expect(ceilToGrid(day, day.start + 50, 15)).toBe(day.start + 60);
    expect(ceilToGrid(day, day.start + 45, 15)).toBe(day.start + 45);
  });
});
