import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { keptCardConsent, policyFeesDue } from './policy-fees';

const money = { noShow: false, owedPence: 12_000, paidPence: 0, cancellationKeptPence: 0 };

describe('policyFeesDue', () => {
  it('asks nothing of a prepaid no-show, and says why', () => {
    const [fee] = policyFeesDue({ ...money, noShow: true, paidPence: 12_000 });
    expect(fee).toMatchObject({ kind: 'no-show', amountPence: 0 });
    expect(fee?.why).toMatch(/^Nothing to take: the full cost \(£120(\.00)?\) is paid/);
  });

  it('takes the unpaid full cost of a no-show paid on arrival, and the rest of a part-paid one', () => {
    expect(policyFeesDue({ ...money, noShow: true })[0]?.amountPence).toBe(12_000);
    expect(policyFeesDue({ ...money, noShow: true, paidPence: 5_000 })[0]?.amountPence).toBe(7_000);
  });

  it('takes what the policy kept of a cancellation less what was paid, never below nothing', () => {
    const cancelled = { ...money, owedPence: 6_000, cancellationKeptPence: 6_000 };
    expect(policyFeesDue(cancelled)).toEqual([
      expect.objectContaining({ kind: 'late-cancel', amountPence: 6_000 }),
    ]);
    expect(policyFeesDue({ ...cancelled, paidPence: 2_000 })[0]?.amountPence).toBe(4_000);
    expect(policyFeesDue({ ...cancelled, paidPence: 6_000 })[0]?.amountPence).toBe(0);
  });

  it('counts payments first against what a cancelled part kept, not the rest of the booking', () => {
    // Two guests at £60, one cancelled within 48 hours (£60 kept), £60 paid: nothing more to take now.
    const part = { ...money, owedPence: 12_000, paidPence: 6_000, cancellationKeptPence: 6_000 };
    expect(policyFeesDue(part)[0]?.amountPence).toBe(0);
  });

  it('proposes no fee for a booking neither a no-show nor cancelled', () => {
    expect(policyFeesDue(money)).toEqual([]);
  });

  it('never asks more than the booking still owes, nor less than nothing', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 0, max: 50_000 }),
        (noShow, owedPence, paidPence, kept) => {
          for (const fee of policyFeesDue({ noShow, owedPence, paidPence, cancellationKeptPence: kept })) {
            expect(fee.amountPence).toBeGreaterThanOrEqual(0);
            expect(fee.amountPence).toBeLessThanOrEqual(Math.max(0, owedPence - paidPence));
          }
        },
      ),
    );
  });
});

describe('keptCardConsent', () => {
  it('names the policy, not a fee on top', () => {
    expect(keptCardConsent('Elmstead Hall')).toContain('less what I have already paid');
  });
});
