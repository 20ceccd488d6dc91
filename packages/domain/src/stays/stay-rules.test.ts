import { describe, expect, it } from 'vitest';
import {
  amendDeadline,
  canCancelAllRooms,
  cancellationDeadline,
  cancellationPolicyText,
  isPackageAllowed,
  isStayCancelled,
  packageAmount,
  whyRoomCannotBeAmended,
  whyRoomCannotBeCancelled,
  type RoomState,
} from './stay-rules';

const ZONE = 'Europe/London';
const FLEXIBLE = { RequiresDeposit: false };
const ADVANCE = { RequiresDeposit: true };
const minute = 60_000;
const before = (d: Date) => new Date(d.getTime() - minute);
const after = (d: Date) => new Date(d.getTime() + minute);

function room(rate: { RequiresDeposit: boolean }, arrival: string, isCancelled = false): RoomState {
  return {
    isCancelled,
    cancellationDeadline: cancellationDeadline(rate, arrival, ZONE),
    amendDeadline: amendDeadline(rate, arrival, ZONE),
  };
}

describe('deadlines', () => {
  it('lets a flexible rate be cancelled until 15:00 local the day before arrival, in summer and winter', () => {
    expect(cancellationDeadline(FLEXIBLE, '2026-07-10', ZONE).toISOString()).toBe('2026-07-09T14:00:00.000Z');
    expect(cancellationDeadline(FLEXIBLE, '2026-12-10', ZONE).toISOString()).toBe('2026-12-09T15:00:00.000Z');
  });

  it('lets a flexible rate be amended until the day before arrival ends', () => {
    expect(amendDeadline(FLEXIBLE, '2026-12-10', ZONE).toISOString()).toBe('2026-12-10T00:00:00.000Z');
  });

  it('closes an advance purchase to changes 14 days before arrival', () => {
    expect(cancellationDeadline(ADVANCE, '2026-12-24', ZONE).toISOString()).toBe('2026-12-10T00:00:00.000Z');
    expect(amendDeadline(ADVANCE, '2026-12-24', ZONE).toISOString()).toBe('2026-12-10T00:00:00.000Z');
  });

  it('counts the day before across the clock change', () => {
    // Arrival Monday 30 March 2026; the clocks went forward on the Sunday.
    expect(cancellationDeadline(FLEXIBLE, '2026-03-30', ZONE).toISOString()).toBe('2026-03-29T14:00:00.000Z');
  });
});

describe('cancelling a room', () => {
  const flexible = room(FLEXIBLE, '2026-12-10');
  const deadline = flexible.cancellationDeadline;

  it('is allowed the minute before the deadline and refused the minute after', () => {
    expect(whyRoomCannotBeCancelled(flexible, false, before(deadline))).toBeNull();
    expect(whyRoomCannotBeCancelled(flexible, false, deadline)).toMatch(/deadline has passed/);
    expect(whyRoomCannotBeCancelled(flexible, false, after(deadline))).toMatch(/contact the hotel/);
  });

  it('is refused with a voucher, and for a cancelled room', () => {
    expect(whyRoomCannotBeCancelled(flexible, true, before(deadline))).toMatch(/voucher/);
    expect(whyRoomCannotBeCancelled(room(FLEXIBLE, '2026-12-10', true), false, before(deadline))).toBe(
      'This booking is cancelled.',
    );
  });

  it('refuses a non-refundable room past its cut-off, with the reason', () => {
    const advance = room(ADVANCE, '2026-12-24');
    expect(whyRoomCannotBeCancelled(advance, false, before(advance.cancellationDeadline))).toBeNull();
    expect(whyRoomCannotBeCancelled(advance, false, after(advance.cancellationDeadline))).toMatch(
      /cannot be cancelled online, please contact the hotel/,
    );
  });
});

describe('amending a room', () => {
  it('is allowed until the amend deadline, the minute before but not the minute after', () => {
    const advance = room(ADVANCE, '2026-12-24');
    expect(whyRoomCannotBeAmended(advance, false, before(advance.amendDeadline))).toBeNull();
    expect(whyRoomCannotBeAmended(advance, false, after(advance.amendDeadline))).toMatch(/cannot be amended/);
    expect(whyRoomCannotBeAmended(advance, true, before(advance.amendDeadline))).toMatch(/voucher/);
  });
});

describe('cancel-all', () => {
  const now = new Date('2026-12-01T10:00:00Z');
  it('needs more than one room, all cancellable', () => {
    const a = room(FLEXIBLE, '2026-12-10');
    expect(canCancelAllRooms([a], false, now)).toBe(false);
    expect(canCancelAllRooms([a, a], false, now)).toBe(true);
    expect(canCancelAllRooms([a, room(FLEXIBLE, '2026-12-10', true)], false, now)).toBe(false);
    expect(canCancelAllRooms([a, room(ADVANCE, '2026-12-10')], false, now)).toBe(false);
    expect(canCancelAllRooms([a, a], true, now)).toBe(false);
  });

  it('counts a booking cancelled only when every room is', () => {
    expect(isStayCancelled([{ isCancelled: true }, { isCancelled: false }])).toBe(false);
    expect(isStayCancelled([{ isCancelled: true }, { isCancelled: true }])).toBe(true);
  });
});

describe('packages', () => {
  const rates = [
    { PMSCode: 'FLEX', AllowedAddOnPackages: ['DINNER', 'FIZZ'] },
    { PMSCode: 'ADV', AllowedAddOnPackages: ['FIZZ'] },
  ];
  it('allows a package when one of the booking’s rates does', () => {
    expect(isPackageAllowed('DINNER', ['ADV', 'FLEX'], rates)).toBe(true);
    expect(isPackageAllowed('DINNER', ['ADV'], rates)).toBe(false);
    expect(isPackageAllowed('SPA', ['FLEX'], rates)).toBe(false);
  });
});

describe('policy text', () => {
  it('names the deadline in the hotel’s time', () => {
    const deadline = cancellationDeadline(FLEXIBLE, '2026-07-10', ZONE);
    expect(cancellationPolicyText(FLEXIBLE, deadline, ZONE)).toBe(
      'Flexible rate: free cancellation until 15:00 on 9th July 2026. After that the first night is charged.',
    );
  });
});

describe('packageAmount', () => {
  it('counts items, adults, children, people or the room', () => {
    const guests = { adults: 2, children: 1 };
    expect(packageAmount({ Price: 100, PriceCalculationMode: 0 }, guests, 3)).toBe(300);
    expect(packageAmount({ Price: 100, PriceCalculationMode: 1 }, guests, 1)).toBe(200);
    expect(packageAmount({ Price: 100, PriceCalculationMode: 2 }, guests, 1)).toBe(100);
    expect(packageAmount({ Price: 100, PriceCalculationMode: 3 }, guests, 2)).toBe(600);
    expect(packageAmount({ Price: 100, PriceCalculationMode: 4 }, guests, 1)).toBe(100);
  });
});
