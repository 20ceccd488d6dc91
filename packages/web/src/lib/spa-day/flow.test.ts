import { describe, expect, it } from 'vitest';
import { nextStep, previousStep, progressStep, progressStepApplies, showsSummaryBar } from './flow';

const full = { HasDining: true, HasSpaGarden: true, HasTreatments: true, HasExtras: true };
const treatmentsOnly = { HasDining: false, HasSpaGarden: false, HasTreatments: true, HasExtras: false };
const gardenOnly = { HasDining: false, HasSpaGarden: true, HasTreatments: false, HasExtras: true };

describe('the Spa Day order (booking-flow §4)', () => {
  it('goes through every step of a full package', () => {
    const steps = ['guest'] as const;
    let step: ReturnType<typeof nextStep> = steps[0];
    const seen: string[] = [step];
    while (step !== 'summary') {
      step = nextStep(step, full);
      seen.push(step);
    }
    expect(seen).toEqual([
      'guest',
      'arrival',
      'dining',
      'garden',
      'treatments',
      'treatment-times',
      'add-ons',
      'details',
      'summary',
    ]);
  });

  it('skips dining, garden and add-ons when the package has none', () => {
    expect(nextStep('arrival', treatmentsOnly)).toBe('treatments');
    expect(nextStep('treatment-times', treatmentsOnly)).toBe('details');
  });

  it('goes from arrival to garden, then to add-ons, without treatments', () => {
    expect(nextStep('arrival', gardenOnly)).toBe('garden');
    expect(nextStep('garden', gardenOnly)).toBe('add-ons');
  });

  it('goes on from "Plan our day for us" as from the treatment times, and back to the treatments', () => {
    expect(nextStep('plan', full)).toBe('add-ons');
    expect(nextStep('plan', treatmentsOnly)).toBe('details');
    expect(previousStep('plan', full)).toBe('treatments');
    expect(progressStep('plan')).toBe(2);
  });

  it('takes Back to the spec targets', () => {
    expect(previousStep('guest', full)).toBe('search');
    expect(previousStep('garden', full)).toBe('dining');
    expect(previousStep('garden', gardenOnly)).toBe('arrival');
    expect(previousStep('treatments', full)).toBe('guest');
    expect(previousStep('treatment-times', full)).toBe('treatments');
    expect(previousStep('add-ons', full)).toBe('treatments');
    expect(previousStep('details', full)).toBe('add-ons');
    expect(previousStep('details', treatmentsOnly)).toBe('treatment-times');
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
