import { describe, expect, it } from 'vitest';
import { canPlanDay, planHelps } from './plan-entry';

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
    const pair = [{ treatments: [treatment] }, { treatments: [treatment] }] as never;
    const treatmentsOnly = { ...full, HasDining: false, HasSpaGarden: false };
    expect(canPlanDay({ guests: pair, heldKinds: ['arrival'] }, treatmentsOnly)).toBe(true);
    expect(canPlanDay({ guests: chosen, heldKinds: ['arrival'] }, treatmentsOnly)).toBe(false);
  });
});

describe('planHelps', () => {
  it('offers planning to a party, or around lunch or a garden session, not to one guest with treatments only', () => {
    const treatmentsOnly = { HasDining: false, HasSpaGarden: false, HasTreatments: true, HasExtras: false };
    expect(planHelps(1, treatmentsOnly)).toBe(false);
    expect(planHelps(2, treatmentsOnly)).toBe(true);
    expect(planHelps(1, full)).toBe(true);
    expect(planHelps(3, { ...full, HasTreatments: false })).toBe(false);
  });
});
