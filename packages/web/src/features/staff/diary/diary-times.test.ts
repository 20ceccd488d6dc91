import { describe, expect, it } from 'vitest';
import { hoursBetween, percentAlong, timeAlong, wallPlus } from './diary-times';

describe('diary times', () => {
  const opens = '2026-12-01T09:00:00+00:00';
  const closes = '2026-12-01T19:00:00+00:00';

  it('adds minutes on the wall clock, keeping the offset', () => {
    expect(wallPlus('2026-07-01T14:30:00+01:00', 75)).toBe('2026-07-01T15:45:00+01:00');
  });

  it('places an instant along the day, clamped to the grid', () => {
    expect(percentAlong('2026-12-01T14:00:00+00:00', opens, closes)).toBe(50);
    expect(percentAlong('2026-12-01T08:00:00+00:00', opens, closes)).toBe(0);
    expect(percentAlong('2026-12-01T20:00:00+00:00', opens, closes)).toBe(100);
  });

  it('labels every whole hour from opening to closing', () => {
    const hours = hoursBetween(opens, closes);
    expect(hours).toHaveLength(11);
    expect(hours[0]).toEqual({ percent: 0, label: '09:00' });
    expect(hours.at(-1)).toEqual({ percent: 100, label: '19:00' });
  });

  it('gives the start a drop lands on, on the quarter-hour grid, within the day and with its offset', () => {
    const opens = '2026-07-01T09:00:00+01:00';
    const closes = '2026-07-01T21:00:00+01:00';
    expect(timeAlong(0.5, opens, closes)).toBe('2026-07-01T15:00:00+01:00');
    expect(timeAlong(0.1, opens, closes)).toBe('2026-07-01T10:15:00+01:00'); // 72 minutes: the nearest quarter
    expect(timeAlong(-0.2, opens, closes)).toBe(opens);
    expect(timeAlong(1.5, opens, closes)).toBe(closes);
  });
});
