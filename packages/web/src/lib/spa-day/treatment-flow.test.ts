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
import { stepPath } from '../../test/step-path';

const withExtras = { hasExtras: true };
const noExtras = { hasExtras: false };

type Flags = typeof withExtras;
const next = (flags: Flags) =>
  stepPath<TreatmentStep | 'search'>('search', (s) => nextTreatmentStep(s, flags), 'summary');
const back = (from: TreatmentStep, flags: Flags) =>
  stepPath<TreatmentStep | 'search'>(
    from,
    (s) => (s === 'search' ? s : previousTreatmentStep(s, flags)),
    'search',
  );

describe('the Spa Treatment order (booking-flow §4)', () => {
  it('goes search, guests, treatments, treatment times, add-ons, details, summary', () => {
    expect(next(withExtras)).toBe(
      'search → guest → treatments → treatment-times → add-ons → details → summary',
    );
    expect(nextTreatmentStep('summary', withExtras)).toBe('payment');
  });

  it('goes straight from treatment times to details when the configuration has no spa extras', () => {
    expect(next(noExtras)).toBe('search → guest → treatments → treatment-times → details → summary');
  });

  it('takes Back to the spec targets', () => {
    // §2 Add-ons: Back goes to treatments, not to the times.
    expect(back('payment', withExtras)).toBe(
      'payment → summary → details → add-ons → treatments → guest → search',
    );
    expect(back('details', noExtras)).toBe('details → treatment-times → treatments → guest → search');
  });

  it('numbers the progress: search and guests 1, treatments and times 2, add-ons 3, details 4, summary and payment 5', () => {
    const steps = [...next(withExtras).split(' → '), 'payment'] as (TreatmentStep | 'search')[];
    expect(steps.map((step) => `${step} ${treatmentProgressStep(step)}`).join(', ')).toBe(
      'search 1, guest 1, treatments 2, treatment-times 2, add-ons 3, details 4, summary 5, payment 5',
    );
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
