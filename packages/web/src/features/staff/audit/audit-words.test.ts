import { describe, expect, it } from 'vitest';
import { actionWords, changeLines } from './audit-words';

describe('the audit words', () => {
  it('names known actions in plain words and shows unknown ones as stored', () => {
    expect(actionWords('booking.check-in')).toBe('Checked in');
    expect(actionWords('something.new')).toBe('something.new');
  });

  it('shows each changed field once, what it was and what it became; unchanged fields are left out', () => {
    expect(
      changeLines(
        { arrival: null, cancelled: false, totalPence: 100 },
        { arrival: 'checked_in', cancelled: false, overrideReason: 'Taken ill' },
      ),
    ).toEqual(['arrival: none → checked_in', 'totalPence: 100', 'overrideReason: Taken ill']);
  });

  it('copes with no record before or after, and with nested values', () => {
    expect(changeLines(null, { address: '10.0.0.1', knownBrowser: false })).toEqual([
      'address: 10.0.0.1',
      'knownBrowser: false',
    ]);
    expect(changeLines({ pending: [{ amountPence: 5 }] }, null)).toEqual(['pending: [{"amountPence":5}]']);
    expect(changeLines(undefined, undefined)).toEqual([]);
  });

  it('shows a catalogue change field by field, with the date it is in force from', () => {
    expect(
      changeLines(
        { EffectiveFrom: '2026-12-07', Entry: { Code: 'ZEN-75', StandardPrice: 11000 } },
        { EffectiveFrom: '2026-12-07', Entry: { Code: 'ZEN-75', StandardPrice: 13000 } },
      ),
    ).toEqual(['In force from 2026-12-07', 'StandardPrice: 11000 → 13000']);
  });
});
