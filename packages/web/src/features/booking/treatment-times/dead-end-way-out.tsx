import { Link } from 'react-router';
import type { ChoiceChange, TreatmentAvailabilityResponse } from '@spa/domain';
import { HoldError } from '../../../components/booking/hold-error';
import { Button, buttonClass } from '../../../components/ui/button';
import { formatLongDate } from '../../../lib/format';
import type { BookingFlow } from '../../../lib/spa-day/booking-flow';
import type { SpaDayStep } from '../../../lib/spa-day/flow';
import { HOLD_LABELS, useTakeWayOut } from '../../../lib/spa-day/holds-api';

const STEP_OF: Record<ChoiceChange['Kind'], SpaDayStep> = {
  arrival: 'arrival',
  dining: 'dining',
  garden: 'garden',
};

/** 'your spa garden session to 13:00', 'your dining to 12:00 at The Garden Brasserie'. */
function describe(change: ChoiceChange): string {
  switch (change.Kind) {
    case 'garden':
      return `your spa garden session to ${change.DisplayTime}`;
    case 'dining':
      return `your dining to ${change.DisplayTime} at ${change.DisplayName}`;
    case 'arrival':
      return `your arrival to ${change.DisplayTime}`;
  }
}

/**
 * The way out of 'no availability' (decision 162): the server names the earlier choice
 * that leaves no time (BlockedBy) and the changes that really free one (Instead); one
 * button takes them (held again on the server, one transaction) and the times then
 * show on this screen. Else the step to change, the nearest other date that has a
 * time, and another date always.
 */
export function DeadEndWayOut({
  blockedBy,
  sessionId,
  flow,
  searchAgain,
  onTaken,
}: {
  blockedBy: TreatmentAvailabilityResponse['BlockedBy'];
  sessionId: string;
  flow: BookingFlow;
  /** The search path, on the booking's date or on another. */
  searchAgain: (date?: string) => string;
  /** After the way out is held: the screen shows the freed times. */
  onTaken: () => void;
}) {
  const take = useTakeWayOut(sessionId);
  const blocker = blockedBy?.Kind;
  const instead = blockedBy?.Instead;
  const step = blocker && blocker in STEP_OF ? STEP_OF[blocker as ChoiceChange['Kind']] : undefined;
  const changes = instead?.map(describe).join(' and ');
  const otherDate = blockedBy?.OtherDate;
  return (
    <div className="mt-3 flex flex-col gap-3">
      {instead && changes ? (
        <p>
          Your {instead.map((c) => HOLD_LABELS[c.Kind]).join(' and ')}{' '}
          {instead.length > 1 ? 'leave' : 'leaves'} no time for these treatments. Moving {changes} frees one.
        </p>
      ) : (
        blocker && (
          <p>
            Your {HOLD_LABELS[blocker]} leaves no time for these treatments
            {otherDate ? ' on this date.' : '.'}
          </p>
        )
      )}
      {!instead && otherDate && <p>{formatLongDate(otherDate)} has times for them.</p>}
      <div className="flex flex-wrap gap-3">
        {instead && changes && (
          <Button
            type="button"
            busy={take.isPending}
            // The promise, not mutate's onSuccess: the freed times replace this box (it
            // unmounts) before a callback of its own would run, and the screen must hear.
            onClick={() => void take.mutateAsync(instead).then(onTaken, () => undefined)}
          >
            Move {changes} and see treatment times
          </Button>
        )}
        {!instead && otherDate && (
          <Link to={searchAgain(otherDate)} className={buttonClass('primary')}>
            Search {formatLongDate(otherDate)}
          </Link>
        )}
        {!instead && step && (
          <Link to={flow.path(step)} className={buttonClass('secondary')}>
            Choose another {HOLD_LABELS[blocker as ChoiceChange['Kind']]}
          </Link>
        )}
        <Link to={searchAgain()} className={buttonClass('secondary')}>
          Choose another date
        </Link>
      </div>
      <HoldError error={take.error} />
    </div>
  );
}
