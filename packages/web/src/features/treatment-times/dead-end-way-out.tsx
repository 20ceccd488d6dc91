import { Link } from 'react-router';
import type { HoldKind } from '@spa/domain';
import { buttonClass } from '../../components/ui/button';
import type { BookingFlow } from '../../lib/spa-day/booking-flow';
import type { SpaDayStep } from '../../lib/spa-day/flow';
import { HOLD_LABELS } from '../../lib/spa-day/holds-api';

const STEP_OF: Partial<Record<HoldKind, SpaDayStep>> = {
  arrival: 'arrival',
  dining: 'dining',
  garden: 'garden',
};

/**
 * The way out of 'no availability': the server names the earlier choice that leaves no
 * time (BlockedBy), and the guest goes straight back to change it; another date always.
 */
export function DeadEndWayOut({
  blockedBy,
  flow,
  searchAgain,
}: {
  blockedBy: HoldKind | undefined;
  flow: BookingFlow;
  searchAgain: string;
}) {
  const step = blockedBy && STEP_OF[blockedBy];
  return (
    <div className="mt-3 flex flex-col gap-3">
      {step && blockedBy && (
        <p>
          Your {HOLD_LABELS[blockedBy]} leaves no time for these treatments. Another {HOLD_LABELS[blockedBy]}{' '}
          may free one.
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        {step && blockedBy && (
          <Link to={flow.path(step)} className={buttonClass('primary')}>
            Choose another {HOLD_LABELS[blockedBy]}
          </Link>
        )}
        <Link to={searchAgain} className={buttonClass('secondary')}>
          Choose another date
        </Link>
      </div>
    </div>
  );
}
