import { describe, expect, it } from 'vitest';
import { menuForSlot, slotFor } from './desk-slot';
import type { TreatmentMenu } from './spa-day/treatment-menu';

const duration = (Code: string, Duration: number) => ({
  Id: Code,
  Code,
  Duration,
  Price: Duration * 100,
  IsIncluded: false,
  PriceDifference: Duration * 100,
});
const treatment = (Id: string, durations: ReturnType<typeof duration>[]) => ({
  Id,
  DisplayName: Id,
  Description: '',
  Images: [],
  Durations: durations,
});
const menu = {
  name: 'Spa treatments',
  intro: '',
  groups: [
    {
      DisplayName: 'Spa treatments',
      Treatments: [
        treatment('swedish', [duration('SWED-30', 30), duration('SWED-60', 60), duration('SWED-90', 90)]),
        treatment('manicure', [duration('MANI-45', 45)]),
      ],
    },
  ],
  allowed: 4,
  extras: [],
} as unknown as TreatmentMenu;
const slot = {
  staffId: 'TH-01',
  staffName: 'Amelia Hart',
  startTime: '2026-12-01T14:30:00+00:00',
  date: '2026-12-01',
};

describe('a tapped slot on the booking pages', () => {
  it('lists only the durations that fit it, leaving out treatments with none, one treatment for the guest', () => {
    const shown = menuForSlot(menu, ['SWED-30', 'SWED-60']);
    expect(shown.groups[0]!.Treatments.map((t) => [t.Id, t.Durations.map((d) => d.Code)])).toEqual([
      ['swedish', ['SWED-30', 'SWED-60']],
    ]);
    expect(shown.allowed).toBe(1);
  });

  it('lists nothing when nothing fits', () => {
    expect(menuForSlot(menu, []).groups).toEqual([]);
  });

  it('applies to a booking on its date for one guest only', () => {
    expect(slotFor(slot, { date: '2026-12-01', guestCount: 1 })).toBe(slot);
    expect(slotFor(slot, { date: '2026-12-02', guestCount: 1 })).toBeNull();
    expect(slotFor(slot, { date: '2026-12-01', guestCount: 2 })).toBeNull();
    expect(slotFor(null, { date: '2026-12-01', guestCount: 1 })).toBeNull();
  });
});
