import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatPrice, formatPriceDifference } from './money';

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
