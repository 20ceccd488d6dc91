import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { searchFormSchema } from './booking-forms';
import { searchDateProblem } from './search-rules';

const dates = {
  earliest: '2026-07-02',
  last: '2027-07-02',
  earliestText: 'tomorrow',
  lastText: 'Friday 2 July 2027',
};

describe('searchDateProblem', () => {
  it('accepts the first and the last date offered', () => {
    expect(searchDateProblem('2026-07-02', dates)).toBeNull();
    expect(searchDateProblem('2027-07-02', dates)).toBeNull();
  });
  it('names the earliest date for a date before it, or one that does not exist', () => {
    expect(searchDateProblem('2026-07-01', dates)).toBe('Choose a date from tomorrow onwards');
    expect(searchDateProblem('2026-02-30', dates)).toBe('Choose a date from tomorrow onwards');
    expect(searchDateProblem('', dates)).toBe('Choose a date from tomorrow onwards');
  });
  it('names the last date for one beyond a year ahead', () => {
    expect(searchDateProblem('2027-07-03', dates)).toBe(
      'Bookings open a year ahead: choose a date up to Friday 2 July 2027',
    );
  });
  it('is the rule the search form schema applies, for any text', () => {
    const schema = searchFormSchema(dates);
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 10 }),
          fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
        ),
        (date) => {
          const parsed = schema.safeParse({ date, guests: 2, code: '' });
          const problem = searchDateProblem(date, dates);
          expect(parsed.success).toBe(problem === null);
          if (!parsed.success) expect(parsed.error.issues[0]?.message).toBe(problem);
        },
      ),
    );
  });
});
