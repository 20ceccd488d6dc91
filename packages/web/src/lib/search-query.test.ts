import { describe, expect, it } from 'vitest';
import { dateFromQuery, guestsFromQuery } from './search-query';

describe('the search query parameters (booking-flow §2)', () => {
  it('takes d when it is a date on or after the earliest, else the earliest date', () => {
    expect(dateFromQuery('2030-05-02', '2030-05-01')).toBe('2030-05-02');
    expect(dateFromQuery('2030-05-01', '2030-05-01')).toBe('2030-05-01');
    expect(dateFromQuery('2030-04-30', '2030-05-01')).toBe('2030-05-01');
    expect(dateFromQuery('tomorrow', '2030-05-01')).toBe('2030-05-01');
    expect(dateFromQuery(null, '2030-05-01')).toBe('2030-05-01');
  });

  it('takes guests 1 to 4, or 0 for 5+, and defaults to 2', () => {
    expect(['1', '4', '0', '5', 'x', null].map(guestsFromQuery)).toEqual([1, 4, 0, 2, 2, 2]);
  });
});
