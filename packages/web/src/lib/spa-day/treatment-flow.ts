/**
 * The Spa Treatment order of screens and its skip rules (booking-flow §4): search,
 * guests, treatments, treatment times, add-ons (only when the configuration has spa
 * extras at all, §2 Add-ons), details, summary, payment. Its screens are a subset
 * of the Spa Day's, named alike.
 */

import { progressStep, SPA_DAY_ORDER, type SpaDayStep } from './flow';
import { stepAfter, stepBefore } from './step-order';

/** The Spa Day's screens of a package's own parts (and its planner), which the treatment flow has not. */
type SpaDayOnly = 'arrival' | 'dining' | 'garden' | 'plan';
const SPA_DAY_ONLY: readonly SpaDayStep[] = ['arrival', 'dining', 'garden', 'plan'] satisfies SpaDayOnly[];

export type TreatmentStep = Exclude<SpaDayStep, SpaDayOnly>;

export interface TreatmentFlags {
  /** The configuration offers spa extras to the treatment flow (SpaTreatments.Extras). */
  hasExtras: boolean;
}

const isTreatmentScreen = (step: SpaDayStep): step is TreatmentStep => !SPA_DAY_ONLY.includes(step);

/** The Spa Day's order without its package's screens, so that the two flows never disagree. */
const ORDER: readonly TreatmentStep[] = SPA_DAY_ORDER.filter(isTreatmentScreen);

/** Whether a screen is part of the treatment flow. */
export const isTreatmentStep = (step: SpaDayStep | 'search'): step is TreatmentStep | 'search' =>
  step === 'search' || isTreatmentScreen(step);

const applies = (step: TreatmentStep, flags: TreatmentFlags) => step !== 'add-ons' || flags.hasExtras;

/** The next screen after `step`: add-ons only with extras, else details. */
export function nextTreatmentStep(step: TreatmentStep | 'search', flags: TreatmentFlags): TreatmentStep {
  if (step === 'search') return 'guest';
  return stepAfter(ORDER, step, (s) => applies(s, flags)) ?? 'summary';
}

/**
 * The screen Back goes to (§2): guests to search, treatments to guests, times to
 * treatments, add-ons to treatments, details to add-ons (or times without extras),
 * summary to details, payment to summary.
 */
export function previousTreatmentStep(step: TreatmentStep, flags: TreatmentFlags): TreatmentStep | 'search' {
  if (step === 'guest') return 'search';
  if (step === 'add-ons') return 'treatments';
  return stepBefore(ORDER, step, (s) => applies(s, flags)) ?? 'search';
}

/**
 * Progress bar step (1-5): search and guests 1, treatments and times 2, add-ons 3,
 * details 4, summary and payment 5 (the Spa Day's numbers for the screens they share).
 */
export const treatmentProgressStep: (step: TreatmentStep | 'search') => 1 | 2 | 3 | 4 | 5 = progressStep;

/** The first screen of a progress step, for its Edit link; null for Add ons without extras. */
export function firstTreatmentScreenOf(progress: number, flags: TreatmentFlags): TreatmentStep | null {
  const first: Record<number, TreatmentStep> = {
    1: 'guest',
    2: 'treatments',
    3: 'add-ons',
    4: 'details',
    5: 'summary',
  };
  const step = first[progress] ?? null;
  return step && applies(step, flags) ? step : null;
}

/** Summary bar hidden on search, guests, details and summary (§2, treatment flow frame). */
export const treatmentShowsSummaryBar = (step: TreatmentStep | 'search') =>
  !['search', 'guest', 'details', 'summary'].includes(step);

export const treatmentPath = (sessionId: string, step: TreatmentStep | 'search') =>
  step === 'search' ? '/spa/treatment/search' : `/spa/treatment/${sessionId}/${step}`;

export const treatmentConfirmationPath = (sessionId: string) => `/spa/${sessionId}/treatment/confirmation`;
