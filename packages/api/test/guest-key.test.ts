import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseEmail, normalisePhone } from '../src/modules/guests/guest-key';

describe('how a guest is known across bookings', () => {
  it('reads a UK phone the same in any format', () => {
    for (const phone of [
      '07700 900123',
      '+44 7700 900123',
      '(0)7700-900-123',
      '447700900123',
      '+44 (0)7700 900123',
      '0044 7700 900123',
    ])
      expect(normalisePhone(phone)).toBe('7700900123');
  });

  it('has no phone when there are too few digits to tell guests apart', () => {
    expect(normalisePhone('012 34')).toBeNull();
    expect(normalisePhone(null)).toBeNull();
  });

  // UK national numbers start 1, 2, 3, 5, 7, 8 or 9 after the trunk 0 (never 44, read as the country code).
  it('ignores spaces, dashes and brackets between the digits', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[12357-9]\d{9}$/),
        fc.array(fc.constantFrom(' ', '-', '(', ')')),
        (digits, marks) => {
          const spaced = [...digits].map((d, i) => d + (marks[i] ?? '')).join('');
          expect(normalisePhone(`0${spaced}`)).toBe(normalisePhone(digits));
        },
      ),
    );
  });

  it('reads an e-mail in any case, spaces around it dropped', () => {
    expect(normaliseEmail(' Ada@Example.COM ')).toBe('ada@example.com');
  });
});
