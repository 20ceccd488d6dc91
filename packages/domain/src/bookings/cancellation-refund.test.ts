import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cancellationRefund, cancellationSettlement } from './cancellation-refund';

describe('cancellationRefund', () => {
  const booking = { totalPence: 12_901, bookingDate: '2026-07-10', timeZone: 'Europe/London' };
  // Midnight starting 10 July in London is 23:00Z on the 9th (BST); 48 hours before: 23:00Z on the 7th.
  const fullCostFrom = new Date('2026-07-07T23:00:00Z');

  it('refunds half, rounded down to the penny, until 48 hours before the booking date', () => {
    const minuteBefore = new Date(fullCostFrom.getTime() - 60_000);
    expect(cancellationRefund({ ...booking, now: minuteBefore })).toEqual({
      refundPence: 6450,
      fullCostFrom,
    });
  });

  it('refunds nothing from 48 hours before the booking date', () => {
    expect(cancellationRefund({ ...booking, now: fullCostFrom }).refundPence).toBe(0);
    const minuteAfter = new Date(fullCostFrom.getTime() + 60_000);
    expect(cancellationRefund({ ...booking, now: minuteAfter }).refundPence).toBe(0);
  });

  it('counts from local midnight in winter too', () => {
    const winter = cancellationRefund({
      ...booking,
      bookingDate: '2026-12-10',
      now: new Date('2026-12-07T23:59:00Z'),
    });
    expect(winter).toEqual({ refundPence: 6450, fullCostFrom: new Date('2026-12-08T00:00:00Z') });
  });
});

describe('cancellationSettlement', () => {
  const base = { bookingDate: '2026-12-10', timeZone: 'Europe/London' };
  const early = new Date('2026-12-01T09:00:00Z');
  const late = new Date('2026-12-09T09:00:00Z');

  it('gives a prepaid booking the policy refund and keeps the rest', () => {
    const paid = { ...base, cancelledPence: 12_000, owedPence: 12_000, paidPence: 12_000 };
    expect(cancellationSettlement({ ...paid, now: early })).toMatchObject({
      keptPence: 6_000,
      refundPence: 6_000,
      fullCost: false,
    });
    expect(cancellationSettlement({ ...paid, now: late })).toMatchObject({
      keptPence: 12_000,
      refundPence: 0,
      fullCost: true,
    });
  });

  it('keeps 50% of an unpaid booking cancelled early, refunding nothing', () => {
    const unpaid = { ...base, cancelledPence: 12_000, owedPence: 12_000, paidPence: 0, now: early };
    expect(cancellationSettlement(unpaid)).toMatchObject({ keptPence: 6_000, refundPence: 0 });
  });

  it('refunds only what was paid beyond what the booking then owes', () => {
    // Two guests at £60, £90 paid, one cancelled early: £60 + £30 kept owed, £90 paid: nothing back.
    const part = { ...base, cancelledPence: 6_000, owedPence: 12_000, paidPence: 9_000, now: early };
    expect(cancellationSettlement(part)).toMatchObject({ keptPence: 3_000, refundPence: 0 });
    expect(cancellationSettlement({ ...part, paidPence: 10_000 }).refundPence).toBe(1_000);
  });

  it('uses the one policy: kept plus the policy refund is what was cancelled', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.boolean(), (cancelledPence, isLate) => {
        const now = isLate ? late : early;
        const { keptPence } = cancellationSettlement({
          ...base,
          cancelledPence,
          owedPence: cancelledPence,
          paidPence: 0,
          now,
        });
        expect(keptPence + cancellationRefund({ ...base, totalPence: cancelledPence, now }).refundPence).toBe(
          cancelledPence,
        );
      }),
    );
  });
});
