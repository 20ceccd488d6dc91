import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildBusyCalendar, freeStretchAround, freeUntil, isFreeBetween, mergeRanges } from './busy-calendar';

describe('busy calendar', () => {
  const shift = buildBusyCalendar(1440, [[540, 1020]], [[600, 660]]);

  it('is free inside the shift between appointments', () => {
    expect(isFreeBetween(shift, 540, 600)).toBe(true);
    expect(isFreeBetween(shift, 660, 1020)).toBe(true);
  });

  it('returns false when the range overlaps an appointment by a minute', () => {
    expect(isFreeBetween(shift, 541, 601)).toBe(false);
    expect(isFreeBetween(shift, 659, 700)).toBe(false);
  });

  it('ends a free stretch at the next appointment or the end of the shift, and has none where it is blocked', () => {
    expect(freeUntil(shift, 570)).toBe(600);
    expect(freeUntil(shift, 660)).toBe(1020);
    expect(freeUntil(shift, 600)).toBeNull();
    expect(freeUntil(shift, 500)).toBeNull();
  });

  it('returns false outside the shift and outside the day', () => {
    expect(isFreeBetween(shift, 500, 560)).toBe(false);
    expect(isFreeBetween(shift, 1000, 1030)).toBe(false);
    expect(isFreeBetween(buildBusyCalendar(1440, null, []), 1400, 1450)).toBe(false);
  });

  it('merges overlapping and touching ranges', () => {
    expect(
      mergeRanges([
        [10, 20],
        [0, 5],
        [5, 8],
        [15, 30],
      ]),
    ).toEqual([
      [0, 8],
      [10, 30],
    ]);
  });

  it('agrees with a minute-by-minute reference', () => {
    const range = fc
      .tuple(fc.integer({ min: -60, max: 1500 }), fc.integer({ min: 0, max: 240 }))
      .map(([a, l]) => [a, a + l] as const);
    fc.assert(
      fc.property(
        fc.option(fc.array(range, { maxLength: 3 }), { nil: null }),
        fc.array(range, { maxLength: 8 }),
        range,
        (open, busy, [a, b]) => {
          const day = 1440;
          const blocked = (m: number) =>
            m < 0 ||
            m >= day ||
            (open !== null && !open.some(([x, y]) => m >= x && m < y)) ||
            busy.some(([x, y]) => m >= x && m < y);
          let free = a < b && a >= 0 && b <= day;
          for (let m = a; free && m < b; m++) if (blocked(m)) free = false;
          expect(isFreeBetween(buildBusyCalendar(day, open, busy), a, b)).toBe(free);
        },
      ),
    );
  });

  it('measures the free stretch around a free minute (best fit for a treatment)', () => {
    const calendar = buildBusyCalendar(1440, [[540, 1020]], [[600, 660]]);
    expect(freeStretchAround(calendar, 540)).toBe(60);
    expect(freeStretchAround(calendar, 700)).toBe(1020 - 660);
    expect(freeStretchAround(buildBusyCalendar(1440, null, []), 0)).toBe(1440);
  });
});
