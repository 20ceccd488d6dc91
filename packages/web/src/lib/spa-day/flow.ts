/**
 * The Spa Day order of screens and its skip rules (booking-flow §4): dining if the
 * package HasDining, garden if HasSpaGarden, treatments (then their times) if
 * HasTreatments, add-ons if HasExtras, then details, summary, payment.
 */

import { stepAfter, stepBefore } from './step-order';

export interface PackageFlags {
  HasDining: boolean;
  HasSpaGarden: boolean;
  HasTreatments: boolean;
  HasExtras: boolean;
}

export type SpaDayStep =
  | 'guest'
  | 'arrival'
  | 'dining'
  | 'garden'
  | 'treatments'
  | 'treatment-times'
  | 'plan'
  | 'add-ons'
  | 'details'
  | 'summary'
  | 'payment';

/** Every Spa Day screen in order ("Plan our day for us" stands in for the treatment times). */
export const SPA_DAY_ORDER: readonly SpaDayStep[] = [
  'guest',
  'arrival',
  'dining',
  'garden',
  'treatments',
  'treatment-times',
  'add-ons',
  'details',
  'summary',
  'payment',
];

/** Whether a screen applies to the package. */
export function applies(step: SpaDayStep, flags: PackageFlags): boolean {
  switch (step) {
    case 'dining':
      return flags.HasDining;
    case 'garden':
      return flags.HasSpaGarden;
    case 'treatments':
    case 'treatment-times':
    case 'plan':
      return flags.HasTreatments;
    case 'add-ons':
      return flags.HasExtras;
    case 'guest':
    case 'arrival':
    case 'details':
    case 'summary':
    case 'payment':
      return true;
  }
}

/** The next applicable screen after `step`. */
export function nextStep(step: SpaDayStep, flags: PackageFlags): SpaDayStep {
  if (step === 'plan') return nextStep('treatment-times', flags); // "Plan our day for us" (decision 280)
  return stepAfter(SPA_DAY_ORDER, step, (s) => applies(s, flags)) ?? 'summary';
}

/**
 * The screen Back goes to. The spec's own targets: garden goes back to dining or
 * arrival; treatments back to guests (§2, Treatments); add-ons back to treatments;
 * details back to add-ons (stay_addons in the original, a carry-over: we use the
 * Spa Day add-ons, or the last applicable screen before it).
 */
export function previousStep(step: SpaDayStep, flags: PackageFlags): SpaDayStep | 'search' {
  if (step === 'guest') return 'search';
  if (step === 'treatments') return 'guest';
  if (step === 'plan') return 'treatments';
  if (step === 'add-ons' && flags.HasTreatments) return 'treatments';
  return stepBefore(SPA_DAY_ORDER, step, (s) => applies(s, flags)) ?? 'search';
}

/** Progress bar step (1-5) of a screen (§2, Spa Day flow frame). */
export function progressStep(step: SpaDayStep | 'search'): 1 | 2 | 3 | 4 | 5 {
  switch (step) {
    case 'search':
    case 'guest':
    case 'arrival':
    case 'dining':
      return 1;
    case 'garden':
    case 'treatments':
    case 'treatment-times':
    case 'plan':
      return 2;
    case 'add-ons':
      return 3;
    case 'details':
      return 4;
    case 'summary':
    case 'payment':
      return 5;
  }
}

/** Whether any screen of a progress step applies to the package (Add ons may not). */
export function progressStepApplies(progress: number, flags: PackageFlags): boolean {
  return progress !== 2 || flags.HasSpaGarden || flags.HasTreatments
    ? progress !== 3 || flags.HasExtras
    : false;
}

/** The first screen of a progress step, for its Edit link. */
export function firstScreenOf(progress: number, flags: PackageFlags): SpaDayStep {
  const candidates: Record<number, SpaDayStep[]> = {
    1: ['guest'],
    2: ['garden', 'treatments'],
    3: ['add-ons'],
    4: ['details'],
    5: ['summary'],
  };
  return (candidates[progress] ?? ['guest']).find((s) => applies(s, flags)) ?? 'guest';
}

/** Summary bar hidden on search, guests, arrival time, details, summary and payment (§2). */
export const showsSummaryBar = (step: SpaDayStep | 'search') =>
  ['dining', 'garden', 'treatments', 'treatment-times', 'add-ons'].includes(step);

export const spaDayPath = (sessionId: string, step: SpaDayStep | 'search') =>
  step === 'search' ? '/spa/day/search' : `/spa/day/${sessionId}/${step}`;
