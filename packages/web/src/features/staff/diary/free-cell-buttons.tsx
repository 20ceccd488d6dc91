import { wallClockTime } from '@spa/domain';
import type { FreeCell } from './free-slots';

/** A therapist's empty cell tapped: book a treatment with them then (decision 0440). */
export interface TappedCell {
  staffId: string;
  staffName: string;
  startTime: string;
}

/**
 * A therapist's empty cells as buttons under their bookings: each names the therapist and
 * time ("Book Amelia Hart at 14:30"), 48 px wide and the row's height, a "+" when pointed
 * at or focused. Not printed.
 */
export function FreeCellButtons({
  cells,
  staffId,
  staffName,
  place,
  onBook,
}: {
  cells: FreeCell[];
  staffId: string;
  staffName: string;
  place: (start: string, end: string) => { left: string; width: string };
  onBook: (cell: TappedCell) => void;
}) {
  return cells.map((cell) => {
    const name = `Book ${staffName} at ${wallClockTime(cell.start)}`;
    return (
      <button
        key={cell.start}
        type="button"
        className="group no-print absolute inset-y-0 min-w-11 rounded text-xl font-semibold text-teal-800 hover:bg-teal-50 focus:z-10 focus:bg-teal-50 focus:outline-3 focus:outline-offset-[-3px] focus:outline-teal-800"
        style={place(cell.start, cell.end)}
        aria-label={name}
        title={name}
        onClick={() => onBook({ staffId, staffName, startTime: cell.start })}
      >
        <span className="opacity-0 group-hover:opacity-100 group-focus:opacity-100" aria-hidden="true">
          +
        </span>
      </button>
    );
  });
}
