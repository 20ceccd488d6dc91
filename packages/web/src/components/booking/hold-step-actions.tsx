import type { ReactNode } from 'react';
import { HoldError } from './hold-error';
import { StepActions } from './step-actions';

/**
 * The end of a step that holds its choice (arrival, dining, garden, treatment times):
 * what the server refused, if anything, then Back and Next, busy while the hold is made.
 */
export function HoldStepActions({
  hold,
  backTo,
  onNext,
  ready,
  nextLabel,
}: {
  hold: { error: unknown; isPending: boolean };
  backTo: string;
  onNext: () => Promise<void>;
  /** Whether every choice of the step is made. */
  ready: boolean;
  nextLabel?: ReactNode;
}) {
  return (
    <>
      <HoldError error={hold.error} />
      <StepActions
        backTo={backTo}
        onNext={() => void onNext()}
        nextDisabled={!ready}
        busy={hold.isPending}
        nextLabel={nextLabel}
      />
    </>
  );
}
