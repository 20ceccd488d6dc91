import { wallClockTime } from '@spa/domain';
import { isDeskMode, leaveDeskMode, useStoredSlot } from '../../lib/desk-mode';

/**
 * Shown above the booking screens when the spa team books for a guest at the desk
 * (issue 22): who the screens are for (a therapist's slot tapped on the diary: whose and
 * when, decision 0440), and the way back to the diary (which ends desk mode).
 */
export function DeskBanner() {
  const slot = useStoredSlot();
  if (!isDeskMode()) return null;
  return (
    <div className="no-print border-b-4 border-amber-600 bg-amber-50 text-ink">
      <p className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 px-4 py-2">
        <strong>
          Booking for a guest at the desk
          {slot ? `: a treatment with ${slot.staffName} at ${wallClockTime(slot.startTime)}.` : '.'}
        </strong>
        <span>Type the guest&apos;s details; payment is taken on the next step.</span>
        <a
          href="/staff/#/diary"
          className="ml-auto inline-flex min-h-11 items-center font-semibold text-teal-800 underline underline-offset-4"
          onClick={() => leaveDeskMode()}
        >
          Cancel and go back to the diary
        </a>
      </p>
    </div>
  );
}
