import { describe, expect, it } from 'vitest';
import { stepPath } from '../../test/step-path';
import {
  nextStep,
  previousStep,
  progressStep,
  progressStepApplies,
  showsSummaryBar,
  type SpaDayStep,
} from './flow';

const full = { HasDining: true, HasSpaGarden: true, HasTreatments: true, HasExtras: true };
const treatmentsOnly = { HasDining: false, HasSpaGarden: false, HasTreatments: true, HasExtras: false };
const gardenOnly = { HasDining: false, HasSpaGarden: true, HasTreatments: false, HasExtras: true };

type Flags = typeof full;
const next = (from: SpaDayStep, flags: Flags) => stepPath(from, (s) => nextStep(s, flags), 'summary');
const back = (from: SpaDayStep, flags: Flags) =>
  stepPath<SpaDayStep | 'search'>(from, (s) => (s === 'search' ? s : previousStep(s, flags)), 'search');

describe('the Spa Day order (booking-flow §4)', () => {
  it('goes through every step of a full package', () => {
    expect(next('guest', full)).toBe(
      'guest → arrival → dining → garden → treatments → treatment-times → add-ons → details → summary',
    );
  });

  it('skips dining, garden and add-ons when the package has none', () => {
    expect(next('guest', treatmentsOnly)).toBe(
      'guest → arrival → treatments → treatment-times → details → summary',
    );
  });

  it('goes from arrival to garden, then to add-ons, without treatments', () => {
    expect(next('guest', gardenOnly)).toBe('guest → arrival → garden → add-ons → details → summary');
  });

  it('goes on from "Plan our day for us" as from the treatment times, and back to the treatments', () => {
    expect(nextStep('plan', full)).toBe('add-ons');
    expect(nextStep('plan', treatmentsOnly)).toBe('details');
    expect(previousStep('plan', full)).toBe('treatments');
    expect(progressStep('plan')).toBe(2);
  });

  it('takes Back to the spec targets', () => {
    expect(back('payment', full)).toBe('payment → summary → details → add-ons → treatments → guest → search');
    expect(back('garden', full)).toBe('garden → dining → arrival → guest → search');
    expect(back('treatment-times', full)).toBe('treatment-times → treatments → guest → search');
    expect(back('add-ons', gardenOnly)).toBe('add-ons → garden → arrival → guest → search');
    expect(back('details', treatmentsOnly)).toBe('details → treatment-times → treatments → guest → search');
  });

  it('numbers the progress steps and hides the summary bar where the spec says', () => {
    expect(['search', 'guest', 'arrival', 'dining'].map((s) => progressStep(s as 'guest'))).toEqual([
      1, 1, 1, 1,
    ]);
    expect(progressStep('treatment-times')).toBe(2);
    expect(progressStep('payment')).toBe(5);
    expect(
      ['search', 'guest', 'arrival', 'details', 'summary', 'payment'].some((s) =>
        showsSummaryBar(s as 'guest'),
      ),
    ).toBe(false);
    expect(
      ['dining', 'garden', 'treatments', 'treatment-times', 'add-ons'].every((s) =>
        showsSummaryBar(s as 'guest'),
      ),
    ).toBe(true);
  });

  it('offers no Edit for Add ons when the package has no extras', () => {
    expect(progressStepApplies(3, treatmentsOnly)).toBe(false);
    expect(progressStepApplies(3, full)).toBe(true);
  });
});
