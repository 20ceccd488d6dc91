import { describe, expect, it } from 'vitest';
import { treatmentFlow } from './booking-flow';
import {
  firstTreatmentScreenOf,
  nextTreatmentStep,
  previousTreatmentStep,
  treatmentProgressStep,
  treatmentShowsSummaryBar,
  type TreatmentStep,
} from './treatment-flow';

const withExtras = { hasExtras: true };
const noExtras = { hasExtras: false };

/** The screens Next visits from search to summary. */
function walk(flags: { hasExtras: boolean }): string[] {
  const seen: string[] = ['search'];
  let step: TreatmentStep | 'search' = 'search';
  while (step !== 'summary') {
    step = nextTreatmentStep(step, flags);
    seen.push(step);
  }
  return seen;
}

describe('the Spa Treatment order (booking-flow §4)', () => {
  it('goes search, guests, treatments, treatment times, add-ons, details, summary', () => {
    expect(walk(withExtras)).toEqual([
      'search',
      'guest',
      'treatments',
      'treatment-times',
      'add-ons',
      'details',
      'summary',
    ]);
    expect(nextTreatmentStep('summary', withExtras)).toBe('payment');
  });

  it('goes straight from treatment times to details when the configuration has no spa extras', () => {
    expect(walk(noExtras)).not.toContain('add-ons');
    expect(nextTreatmentStep('treatment-times', noExtras)).toBe('details');
  });

  it('takes Back to the spec targets', () => {
    expect(previousTreatmentStep('guest', withExtras)).toBe('search');
    expect(previousTreatmentStep('treatments', withExtras)).toBe('guest');
    expect(previousTreatmentStep('treatment-times', withExtras)).toBe('treatments');
    // §2 Add-ons: Back goes to treatments, not to the times.
    expect(previousTreatmentStep('add-ons', withExtras)).toBe('treatments');
    expect(previousTreatmentStep('details', withExtras)).toBe('add-ons');
    expect(previousTreatmentStep('details', noExtras)).toBe('treatment-times');
    expect(previousTreatmentStep('summary', withExtras)).toBe('details');
    expect(previousTreatmentStep('payment', withExtras)).toBe('summary');
  });

  it('numbers the progress: search and guests 1, treatments and times 2, add-ons 3, details 4, summary and payment 5', () => {
    const steps: (TreatmentStep | 'search')[] = [
      'search',
      'guest',
      'treatments',
      'treatment-times',
      'add-ons',
      'details',
      'summary',
      'payment',
    ];
    expect(steps.map(treatmentProgressStep)).toEqual([1, 1, 2, 2, 3, 4, 5, 5]);
  });

  it('hides the summary bar on search, guests, details and summary only', () => {
    expect(
      (['search', 'guest', 'details', 'summary'] as const).map((s) => treatmentShowsSummaryBar(s)),
    ).toEqual([false, false, false, false]);
    expect(
      (['treatments', 'treatment-times', 'add-ons', 'payment'] as const).map((s) =>
        treatmentShowsSummaryBar(s),
      ),
    ).toEqual([true, true, true, true]);
  });

  it('offers Edit for Add ons only when there are extras', () => {
    expect(firstTreatmentScreenOf(1, withExtras)).toBe('guest');
    expect(firstTreatmentScreenOf(2, withExtras)).toBe('treatments');
    expect(firstTreatmentScreenOf(3, withExtras)).toBe('add-ons');
    expect(firstTreatmentScreenOf(3, noExtras)).toBeNull();
    expect(firstTreatmentScreenOf(4, noExtras)).toBe('details');
  });

  it("gives the shared screens the treatment flow's paths and confirmation", () => {
    const flow = treatmentFlow('abc', withExtras);
    expect(flow.path('search')).toBe('/spa/treatment/search');
    expect(flow.path(flow.next('guest'))).toBe('/spa/treatment/abc/treatments');
    expect(flow.path(flow.previous('add-ons'))).toBe('/spa/treatment/abc/treatments');
    expect(flow.confirmationPath).toBe('/spa/abc/treatment/confirmation');
    // A Spa Day-only screen's name never leads out of the treatment flow.
    expect(flow.path('arrival')).toBe('/spa/treatment/abc/guest');
  });
});
