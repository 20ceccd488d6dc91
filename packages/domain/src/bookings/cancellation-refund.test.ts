import { describe, expect, it } from 'vitest';
import { cancellationRefund } from './cancellation-refund';

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
