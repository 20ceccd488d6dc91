import {
  firstScreenOf,
  nextStep,
  previousStep,
  progressStep,
  progressStepApplies,
  showsSummaryBar,
  spaDayPath,
  type PackageFlags,
  type SpaDayStep,
} from './flow';
import {
  firstTreatmentScreenOf,
  isTreatmentStep,
  nextTreatmentStep,
  previousTreatmentStep,
  treatmentConfirmationPath,
  treatmentPath,
  treatmentProgressStep,
  treatmentShowsSummaryBar,
  type TreatmentFlags,
} from './treatment-flow';

export type BookingKind = 'day' | 'treatment';

/**
 * The order of a booking's screens, for the screens both flows share: each asks its
 * flow where Next and Back go instead of knowing which flow it is in. Built from
 * flow.ts (Spa Day) or treatment-flow.ts (Spa Treatment).
 */
export interface BookingFlow {
  kind: BookingKind;
  path: (step: SpaDayStep | 'search') => string;
  next: (step: SpaDayStep) => SpaDayStep;
  previous: (step: SpaDayStep) => SpaDayStep | 'search';
  progress: (step: SpaDayStep | 'search') => 1 | 2 | 3 | 4 | 5;
  /** The screen an Edit link of a completed progress step opens, or null when none applies. */
  editTarget: (progress: number) => SpaDayStep | null;
  showsSummaryBar: (step: SpaDayStep | 'search') => boolean;
  confirmationPath: string;
}

export function spaDayFlow(sessionId: string, flags: PackageFlags): BookingFlow {
  return {
    kind: 'day',
    path: (step) => spaDayPath(sessionId, step),
    next: (step) => nextStep(step, flags),
    previous: (step) => previousStep(step, flags),
    progress: progressStep,
    editTarget: (n) => (progressStepApplies(n, flags) ? firstScreenOf(n, flags) : null),
    showsSummaryBar,
    confirmationPath: `/spa/${sessionId}/day/confirmation`,
  };
}

/** A Spa Day screen that is not in the treatment flow continues from its nearest treatment-flow step. */
const asTreatmentStep = (step: SpaDayStep) => (isTreatmentStep(step) ? step : 'guest');

export function treatmentFlow(sessionId: string, flags: TreatmentFlags): BookingFlow {
  return {
    kind: 'treatment',
    path: (step) => treatmentPath(sessionId, isTreatmentStep(step) ? step : 'guest'),
    next: (step) => nextTreatmentStep(asTreatmentStep(step), flags),
    previous: (step) => previousTreatmentStep(asTreatmentStep(step), flags),
    progress: (step) => treatmentProgressStep(isTreatmentStep(step) ? step : 'guest'),
    editTarget: (n) => firstTreatmentScreenOf(n, flags),
    showsSummaryBar: (step) => isTreatmentStep(step) && treatmentShowsSummaryBar(step),
    confirmationPath: treatmentConfirmationPath(sessionId),
  };
}
