import { describe, expect, it } from 'vitest';
import { parseRange, rangeLiteral } from '../src/db/columns';

describe('the tstzrange column', () => {
  it('writes a half-open range of UTC instants', () => {
    const start = new Date('2026-03-29T09:00:00Z');
    const end = new Date('2026-03-29T10:15:00Z');
    expect(rangeLiteral({ start, end })).toBe('[2026-03-29T09:00:00.000Z,2026-03-29T10:15:00.000Z)');
  });

  it('reads a range as PostgreSQL prints it, in any TimeZone of the connection', () => {
    expect(parseRange('["2026-03-29 10:00:00+01","2026-03-29 11:30:00+01")')).toEqual({
      start: new Date('2026-03-29T09:00:00Z'),
      end: new Date('2026-03-29T10:30:00Z'),
    });
    expect(parseRange('["2026-03-29 09:00:00.5+00","2026-03-29 09:45:00+05:30")')).toEqual({
      start: new Date('2026-03-29T09:00:00.500Z'),
      end: new Date('2026-03-29T04:15:00Z'),
    });
  });

  it('refuses an empty or unbounded range', () => {
    expect(() => parseRange('empty')).toThrow(/tstzrange/);
    expect(() => parseRange('["2026-03-29 09:00:00+00",)')).toThrow(/tstzrange/);
  });
});
