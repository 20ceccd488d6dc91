import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { keptCardConsent, lateCancelledGuests, policyFee, POLICY_FEE_PENCE } from './policy-fees';

const at = (iso: string) => new Date(iso);
const fullCostFrom = at('2026-12-08T00:00:00Z');

describe('policyFee', () => {
  it('charges the per-guest amount for each guest', () => {
    expect(policyFee('no-show', 2)).toBe(8000);
    expect(policyFee('late-cancel', 1)).toBe(2500);
  });

  it('is nothing when no guest is concerned, and refuses a part of a guest', () => {
    expect(policyFee('no-show', 0)).toBe(0);
    expect(() => policyFee('no-show', 1.5)).toThrow(RangeError);
  });

  it('grows with the guests, never below zero', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4 }),
        fc.constantFrom('no-show' as const, 'late-cancel' as const),
        (n, kind) => {
          expect(policyFee(kind, n)).toBe(n * POLICY_FEE_PENCE[kind]);
        },
      ),
    );
  });
});

describe('lateCancelledGuests', () => {
  it('counts every guest of a booking cancelled within the full-cost window', () => {
    expect(
      lateCancelledGuests({
        fullCostFrom,
        cancelledAt: at('2026-12-09T10:00:00Z'),
        guestsAtCancel: 2,
        partsCancelledAt: [],
      }),
    ).toBe(2);
  });

  it('leaves out parts and bookings cancelled before the window', () => {
    expect(
      lateCancelledGuests({
        fullCostFrom,
        cancelledAt: at('2026-12-07T23:59:00Z'),
        guestsAtCancel: 2,
        partsCancelledAt: [at('2026-12-01T09:00:00Z'), at('2026-12-08T00:00:00Z')],
      }),
    ).toBe(1);
  });

  it('counts nothing for a booking not cancelled', () => {
    expect(
      lateCancelledGuests({ fullCostFrom, cancelledAt: null, guestsAtCancel: 3, partsCancelledAt: [] }),
    ).toBe(0);
  });
});

describe('keptCardConsent', () => {
  it('names both fees with their amounts and who approves', () => {
    const words = keptCardConsent('Elmstead Hall');
    expect(words).toContain('no-show fee of £40');
    expect(words).toContain('late-cancellation fee of £25');
    expect(words).toContain('48 hours');
    expect(words).toContain('spa manager approves');
  });
});
