import type { DiaryAbsence, DiaryEntry, StaffDiary } from '@spa/domain';
import { wallPlus } from './diary-times';

/**
 * The diary's empty cells (issue 22, decision 0440): a therapist's half-hours that are free
 * from their start, which the desk taps to book a treatment with them then.
 */

/** A cell's length in minutes: 48 px at the grid's 96 px an hour, a touch target. */
export const CELL_MINUTES = 30;

/** An empty cell: free from `start` (offset date-times on the resort's clock); `end` bounds the cell drawn. */
export interface FreeCell {
  start: string;
  end: string;
}

const covers = (span: { Start: string; End: string }, at: number) =>
  Date.parse(span.Start) <= at && at < Date.parse(span.End);

/**
 * A therapist's empty cells: every half-hour from opening at whose start they are on shift,
 * with no booking, hold or absence, and (`from`, today) later than now. Breaks and time off
 * shift are no cells: nothing can be booked there. The server re-checks all of it, and what
 * fits is its answer (a cell just before a booking may fit no treatment).
 *
 * @example freeCells({ OpensAt: '…T09:00:00+00:00', ClosesAt: '…T10:00:00+00:00' }, { working: [whole hour], entries: [], absences: [] }, null) // 09:00 and 09:30
 */
export function freeCells(
  diary: Pick<StaffDiary, 'OpensAt' | 'ClosesAt'>,
  row: {
    working: readonly { Start: string; End: string }[];
    entries: readonly Pick<DiaryEntry, 'Start' | 'End'>[];
    absences: readonly Pick<DiaryAbsence, 'Start' | 'End'>[];
  },
  from: string | null,
): FreeCell[] {
  const closes = Date.parse(diary.ClosesAt);
  const after = from === null ? -Infinity : Date.parse(from);
  const cells: FreeCell[] = [];
  for (let k = 0; ; k++) {
    const start = wallPlus(diary.OpensAt, k * CELL_MINUTES);
    const at = Date.parse(start);
    if (!(at < closes) || k > 48) break;
    const free =
      at > after &&
      row.working.some((w) => covers(w, at)) &&
      !row.entries.some((e) => covers(e, at)) &&
      !row.absences.some((a) => covers(a, at));
    if (free) {
      const end = wallPlus(start, CELL_MINUTES);
      cells.push({ start, end: Date.parse(end) > closes ? diary.ClosesAt : end });
    }
  }
  return cells;
}

/**
 * Where a tapped cell opens: the treatment flow's search at the desk, on the cell's date for
 * one guest (the therapist and time go with the tab's desk mode, lib/desk-mode.ts).
 *
 * @example slotBookingPath('2026-12-01') // '/booking/#/spa/treatment/search?d=2026-12-01&guests=1'
 */
export const slotBookingPath = (date: string) => `/booking/#/spa/treatment/search?d=${date}&guests=1`;
