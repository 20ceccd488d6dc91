import { describe, expect, it } from 'vitest';
import { canPlanDay } from './plan-entry';

const full = { HasDining: true, HasSpaGarden: true, HasTreatments: true, HasExtras: true };
const treatment = { Code: 'SWED-60' } as never;

describe('canPlanDay', () => {
  it('offers the plan once every guest has treatments and arrival, dining and garden are held', () => {
    expect(
      canPlanDay(
        {
          guests: [{ treatments: [treatment] }, { treatments: [treatment] }] as never,
          heldKinds: ['arrival', 'dining', 'garden'],
        },
        full,
      ),
    ).toBe(true);
  });

  it('does not offer it before treatments are chosen, or while a choice it replans is not held', () => {
    const guests = [{ treatments: [treatment] }, { treatments: [] }] as never;
    expect(canPlanDay({ guests, heldKinds: ['arrival', 'dining', 'garden'] }, full)).toBe(false);
    const chosen = [{ treatments: [treatment] }] as never;
    expect(canPlanDay({ guests: chosen, heldKinds: ['arrival', 'dining'] }, full)).toBe(false);
    expect(
      canPlanDay(
        { guests: chosen, heldKinds: ['arrival'] },
        { ...full, HasDining: false, HasSpaGarden: false },
      ),
    ).toBe(true);
  });
});
