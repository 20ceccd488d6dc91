import { Link } from 'react-router';
import { clsx } from 'clsx';
import { wallClockTime, type DiaryEntry } from '@spa/domain';
import { STATUS_WORDS, balanceWords, entryStatus, type EntryStatus } from '../../../lib/diary-status';

/** The drag data of a diary entry: the treatment, and where in its block it was taken. */
export const DRAGGED_ENTRY = 'application/x-spa-diary-entry';
export interface DraggedEntry {
  bookingId: string;
  claimId: number;
  label: string;
  /** From the block's left edge to the pointer, so that its start lands where the block's edge is dropped. */
  grabPx: number;
}

const STATUS_STYLE: Record<EntryStatus, string> = {
  held: 'border-dashed border-sage-700 bg-sage-100 text-ink',
  booked: 'border-teal-900 bg-white text-teal-900',
  checked_in: 'border-teal-900 bg-teal-900 text-white',
  no_show: 'border-danger bg-sand-100 text-ink line-through decoration-2',
};

/**
 * One booked or held span on the grid: time and status in words, the guest and the
 * treatment; a guest note and a conflict are marked. Tapping a booking opens it (the rest).
 */
export function EntryBlock({
  entry,
  style,
  conflict,
  draggable = false,
  onDrag,
}: {
  entry: DiaryEntry;
  style: { left: string; width: string };
  conflict: string | null;
  /** Where there is a pointer, a booked treatment can be dragged to another therapist or time. */
  draggable?: boolean;
  /** The drag began (the entry) or ended (null): the diary shows where it can go. */
  onDrag?: (entry: DiaryEntry | null) => void;
}) {
  const status = entryStatus(entry);
  const due = balanceWords(entry.BalancePence);
  const time = `${wallClockTime(entry.Start)}–${wallClockTime(entry.End)}`;
  const who = entry.GuestName ?? (entry.Status === 'held' ? 'being booked' : 'existing booking');
  const text = [
    `${time} ${entry.Label}, ${who}`,
    entry.ConfirmationId,
    STATUS_WORDS[status],
    due,
    conflict && `conflict: therapist ${conflict}`,
    entry.HealthFlags.length > 0 && `health: ${entry.HealthFlags.join('; ')}`,
    entry.GuestNote && `guest note: ${entry.GuestNote}`,
  ]
    .filter(Boolean)
    .join(', ');
  const className = clsx(
    'absolute inset-y-1 overflow-hidden rounded border-2 px-1 text-xs leading-tight',
    STATUS_STYLE[status],
    conflict && 'outline-3 outline-offset-[-3px] outline-danger',
  );
  const content = (
    <>
      <span className="block truncate font-semibold no-underline" aria-hidden="true">
        {wallClockTime(entry.Start)} {STATUS_WORDS[status]}
      </span>
      <span className="block truncate" aria-hidden="true">
        {entry.HealthFlags.length > 0 && '⚕ '}
        {entry.GuestNote && '✎ '}
        {entry.GuestName ?? who}
      </span>
      <span className="block truncate" aria-hidden="true">
        {entry.Label}
      </span>
      {due && (
        <span
          className="block w-fit max-w-full truncate rounded-sm bg-amber-100 px-0.5 font-semibold text-ink"
          aria-hidden="true"
        >
          {due}
        </span>
      )}
      {conflict && (
        <span
          className="block w-fit max-w-full truncate rounded-sm bg-white px-0.5 font-semibold text-danger"
          aria-hidden="true"
        >
          ⚠ {conflict === 'away' ? 'Therapist away' : 'Off shift'}
        </span>
      )}
      <span className="sr-only">{text}</span>
    </>
  );
  return entry.BookingId ? (
    <Link
      to={`/bookings/${entry.BookingId}`}
      className={clsx(className, 'hover:ring-2 hover:ring-teal-800 focus:z-10')}
      style={style}
      title={text}
      draggable={draggable}
      onDragStart={
        draggable
          ? (event) => {
              const grab = event.clientX - event.currentTarget.getBoundingClientRect().left;
              const dragged: DraggedEntry = {
                bookingId: entry.BookingId!,
                claimId: entry.ClaimId,
                label: entry.Label,
                grabPx: grab,
              };
              event.dataTransfer.setData(DRAGGED_ENTRY, JSON.stringify(dragged));
              event.dataTransfer.effectAllowed = 'move';
              onDrag?.(entry);
            }
          : undefined
      }
      onDragEnd={draggable ? () => onDrag?.(null) : undefined}
    >
      {content}
    </Link>
  ) : (
    <div className={className} style={style} title={text} role="note">
      {content}
    </div>
  );
}
