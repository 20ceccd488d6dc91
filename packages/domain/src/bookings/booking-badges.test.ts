import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysBetween } from '../format/dates';
import { bookingBadge, isUpcoming, splitUpcomingPrevious } from './booking-badges';

describe('daysBetween', () => {
  it('counts calendar days either way', () => {
    expect(daysBetween('2026-03-01', '2026-03-01')).toBe(0);
    expect(daysBetween('2026-03-01', '2026-03-04')).toBe(3);
    expect(daysBetween('2026-03-04', '2026-03-01')).toBe(-3);
  });

  it('is not thrown by a clock change or a leap day', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
  });
});

describe('bookingBadge', () => {
  it('says Cancelled whatever the date', () => {
    expect(bookingBadge({ daysToGo: 0, isCancelled: true })).toBe('Cancelled');
    expect(bookingBadge({ daysToGo: -4, isCancelled: true })).toBe('Cancelled');
  });

  it('says Today on the day', () => {
    expect(bookingBadge({ daysToGo: 0, isCancelled: false })).toBe('Today');
  });

  it('counts days to go and days ago, singular for one', () => {
    expect(bookingBadge({ daysToGo: 1, isCancelled: false })).toBe('1 day to go');
    expect(bookingBadge({ daysToGo: 12, isCancelled: false })).toBe('12 days to go');
    expect(bookingBadge({ daysToGo: -1, isCancelled: false })).toBe('1 day ago');
    expect(bookingBadge({ daysToGo: -30, isCancelled: false })).toBe('30 days ago');
  });
});

describe('splitUpcomingPrevious', () => {
  it('puts today with the upcoming bookings, soonest first, and the previous most recent first', () => {
    const bookings = [{ DaysToGo: -10 }, { DaysToGo: 5 }, { DaysToGo: 0 }, { DaysToGo: -1 }];
    expect(splitUpcomingPrevious(bookings)).toEqual({
      upcoming: [{ DaysToGo: 0 }, { DaysToGo: 5 }],
      previous: [{ DaysToGo: -1 }, { DaysToGo: -10 }],
      cancelled: [],
    });
    expect(isUpcoming(0)).toBe(true);
    expect(isUpcoming(-1)).toBe(false);
  });
});

describe('cancelled bookings', () => {
  it('are listed apart, never as upcoming or previous, latest date first', () => {
    const bookings = [
      { DaysToGo: 9, IsCancelled: true },
      { DaysToGo: 3, IsCancelled: false },
      { DaysToGo: -4, IsCancelled: true },
    ];
    expect(splitUpcomingPrevious(bookings)).toEqual({
      upcoming: [{ DaysToGo: 3, IsCancelled: false }],
      previous: [],
      cancelled: [
        { DaysToGo: 9, IsCancelled: true },
        { DaysToGo: -4, IsCancelled: true },
      ],
    });
  });

  it('puts every booking in exactly one section, the cancelled in none but their own', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ DaysToGo: fc.integer({ min: -400, max: 400 }), IsCancelled: fc.boolean() })),
        (bookings) => {
          const { upcoming, previous, cancelled } = splitUpcomingPrevious(bookings);
          expect(upcoming.length + previous.length + cancelled.length).toBe(bookings.length);
          expect([...upcoming, ...previous].every((b) => !b.IsCancelled)).toBe(true);
          expect(cancelled.every((b) => b.IsCancelled)).toBe(true);
          expect(upcoming.every((b) => b.DaysToGo >= 0) && previous.every((b) => b.DaysToGo < 0)).toBe(true);
        },
      ),
    );
  });
});
