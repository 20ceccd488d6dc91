import { formatShortDateTime, type StaffNote } from '@spa/domain';
import { useResortTimeZone } from '../../lib/resort-clock';

/**
 * The staff's notes on the guest (their guest record), newest first, wherever the booking is
 * (issue 22): marked as the staff's, with who wrote each and when, apart from the guest's own note.
 */
export function StaffNotes({ notes, className }: { notes: StaffNote[]; className?: string }) {
  const timeZone = useResortTimeZone();
  if (notes.length === 0) return null;
  return (
    <ul className={className} aria-label="Staff notes">
      {notes.map((note) => (
        <li key={note.Id} className="mb-1">
          <span aria-hidden="true">✍ </span>
          <span className="font-semibold">Staff note: </span>
          <span className="whitespace-pre-line">{note.Text}</span>{' '}
          <span className="text-sm text-sage-800">
            ({note.StaffName}, {formatShortDateTime(note.At, timeZone)})
          </span>
        </li>
      ))}
    </ul>
  );
}
