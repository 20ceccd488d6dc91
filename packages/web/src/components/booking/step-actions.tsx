import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../ui/button';

/** The actions bar of a step: Back on the left, the next step on the right. */
export function StepActions({
  backTo,
  nextLabel = 'Next',
  onNext,
  nextDisabled = false,
  busy = false,
  nextType = 'button',
  middle,
  nextForm,
}: {
  backTo?: string;
  nextLabel?: ReactNode;
  onNext?: () => void;
  nextDisabled?: boolean;
  busy?: boolean;
  nextType?: 'button' | 'submit';
  middle?: ReactNode;
  nextForm?: string;
}) {
  return (
    <div className="no-print mt-8 flex flex-wrap items-center justify-between gap-4 border-t border-sage-200 pt-6">
      {backTo ? (
        <Link to={backTo} className={buttonClass('secondary')}>
          Back
        </Link>
      ) : (
        <span />
      )}
      {middle}
      {(onNext || nextType === 'submit') && (
        <Button type={nextType} form={nextForm} onClick={onNext} disabled={nextDisabled} busy={busy}>
          {nextLabel}
        </Button>
      )}
    </div>
  );
}
