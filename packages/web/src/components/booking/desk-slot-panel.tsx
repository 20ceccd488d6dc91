import { useRef, type ReactNode } from 'react';
import { wallClockTime, type DeskSlot } from '@spa/domain';
import { setTappedSlot, type TappedSlot } from '../../lib/desk-mode';
import { Button } from '../ui/button';
import { Alert, Loader } from '../ui/feedback';

/**
 * Above the treatments at the desk, for a therapist's slot tapped on the diary (decision
 * 0440): the treatments listed are those that fit it; where none do, why, and the nearest
 * ways on (the same therapist later or earlier, another therapist then, or any therapist),
 * each a tap that asks again. Never a dead end.
 */
export function DeskSlotPanel({
  slot,
  fit,
  failed,
}: {
  slot: TappedSlot;
  fit: DeskSlot | undefined;
  failed: boolean;
}) {
  const panel = useRef<HTMLDivElement>(null);
  // The tapped choice is replaced by the new answer: focus stays on the panel that says it.
  const choose = (next: TappedSlot | null) => {
    setTappedSlot(next);
    panel.current?.focus();
  };
  return (
    <div ref={panel} tabIndex={-1} className="focus:outline-none">
      <SlotAnswer slot={slot} fit={fit} failed={failed} choose={choose} />
    </div>
  );
}

function SlotAnswer({
  slot,
  fit,
  failed,
  choose,
}: {
  slot: TappedSlot;
  fit: DeskSlot | undefined;
  failed: boolean;
  choose: (next: TappedSlot | null) => void;
}): ReactNode {
  const who = `${slot.staffName} at ${wallClockTime(slot.startTime)}`;
  const anyTherapist = (
    <Button variant="link" onClick={() => choose(null)}>
      Any therapist instead
    </Button>
  );
  if (failed)
    return (
      <Alert tone="error" title={`What fits ${who} could not be checked`} className="mb-6">
        <p>Please try again, or book with any therapist.</p>
        {anyTherapist}
      </Alert>
    );
  if (!fit) return <Loader label={`Checking what fits ${who}`} />;
  if (fit.Fits.length > 0)
    return (
      <Alert tone="info" title={`Booking ${who}`} className="mb-6">
        <p>
          Only the treatments {slot.staffName} gives that fit
          {fit.FreeUntil ? ` before ${fit.FreeUntil.DisplayTime}` : ''} are listed.
        </p>
        {anyTherapist}
      </Alert>
    );
  return (
    <Alert tone="warning" title={`No treatment fits ${who}`} className="mb-6">
      <p>{fit.Reason}</p>
      {fit.OtherTimes.length > 0 && (
        <>
          <h3 className="mt-3 font-semibold">{slot.staffName}&apos;s nearest times</h3>
          <ul className="mt-1 flex flex-wrap gap-2">
            {fit.OtherTimes.map((time) => (
              <li key={time.StartTime}>
                <Button variant="secondary" onClick={() => choose({ ...slot, startTime: time.StartTime })}>
                  {slot.staffName} at {time.DisplayTime}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
      {fit.OtherTherapists.length > 0 && (
        <>
          <h3 className="mt-3 font-semibold">Free at {fit.DisplayTime}</h3>
          <ul className="mt-1 flex flex-wrap gap-2">
            {fit.OtherTherapists.map((other) => (
              <li key={other.StaffId}>
                <Button
                  variant="secondary"
                  onClick={() => choose({ ...slot, staffId: other.StaffId, staffName: other.Name })}
                >
                  {other.Name} at {fit.DisplayTime}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="mt-3">{anyTherapist}</div>
    </Alert>
  );
}
