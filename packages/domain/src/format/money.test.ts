import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatPrice, formatPriceDifference, parsePounds } from './money';

describe('formatPrice', () => {
  it('shows whole pounds without decimals', () => {
    expect(formatPrice(9500)).toBe('£95');
    expect(formatPrice(0)).toBe('£0');
    expect(formatPrice(123400)).toBe('£1,234');
  });

  it('shows two decimals when there are pence', () => {
    expect(formatPrice(1250)).toBe('£12.50');
    expect(formatPrice(1)).toBe('£0.01');
  });

  it('never loses pence', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (pence) => {
        const shown = Number(formatPrice(pence).replace(/[£,]/g, ''));
        expect(Math.round(shown * 100)).toBe(pence);
      }),
    );
  });

  it('prefixes a plus sign for a difference', () => {
    expect(formatPriceDifference(2000)).toBe('+£20');
  });
});

describe('parsePounds', () => {
  it('reads pounds with or without the sign, pence and thousands separators', () => {
    expect(parsePounds('15')).toBe(1500);
    expect(parsePounds('£15.50')).toBe(1550);
    expect(parsePounds(' 15.5 ')).toBe(1550);
    expect(parsePounds('1,250.05')).toBe(125005);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', 'ten', '15.505', '-5', '£', '1e3']) expect(parsePounds(text)).toBeNull();
  });
});
