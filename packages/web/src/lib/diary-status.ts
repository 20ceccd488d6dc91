/** Pure readings of the diary for the grid: each entry's status, conflicts, and when a therapist is not working. */
import { formatPrice, type DiaryAbsence, type DiaryEntry, type StaffDiary } from '@spa/domain';

export type EntryStatus = 'held' | 'booked' | 'checked_in' | 'no_show';

/** The words shown on every block (status is never told by colour alone). */
export const STATUS_WORDS: Record<EntryStatus, string> = {
  held: 'Held',
  booked: 'Booked',
  checked_in: 'Checked in',
  no_show: 'No-show',
};

/**
 * A block's status: a live hold, or a confirmed booking not yet arrived, checked in or a
 * no-show. What is left to pay is said beside it (balanceWords).
 */
export function entryStatus(entry: Pick<DiaryEntry, 'Status' | 'Arrival'>): EntryStatus {
  if (entry.Status === 'held') return 'held';
  return entry.Arrival ?? 'booked';
}

/**
 * What is still to pay on a booking, in words for the diary and arrivals (issue 22), or
 * null when nothing is.
 *
 * @example balanceWords(4500) // '£45 due'
 */
export function balanceWords(balancePence: number): string | null {
  return balancePence > 0 ? `${formatPrice(balancePence)} due` : null;
}

const overlaps = (a: { Start: string; End: string }, b: { Start: string; End: string }) =>
  Date.parse(a.Start) < Date.parse(b.End) && Date.parse(b.Start) < Date.parse(a.End);

/**
 * Why a therapist's block needs the desk's eye, or null: it falls in their absence
 * ('away'), or outside the hours the rota has them working ('off shift').
 */
export function entryConflict(
  entry: Pick<DiaryEntry, 'Start' | 'End' | 'StaffId'>,
  absences: readonly Pick<DiaryAbsence, 'Start' | 'End'>[],
  working: readonly { Start: string; End: string }[],
): 'away' | 'off shift' | null {
  if (entry.StaffId === null) return null;
  if (absences.some((a) => overlaps(entry, a))) return 'away';
  const start = Date.parse(entry.Start);
  const end = Date.parse(entry.End);
  const covered = working.some((w) => Date.parse(w.Start) <= start && end <= Date.parse(w.End));
  return covered ? null : 'off shift';
}

export interface NotWorking {
  Start: string;
  End: string;
  /** Before the first shift or after the last ('off shift'), or between two ('break'). */
  kind: 'off shift' | 'break';
}

/** The spans of the grid's hours in which a therapist is not working, in order. */
export function notWorking(
  diary: Pick<StaffDiary, 'OpensAt' | 'ClosesAt'>,
  working: readonly { Start: string; End: string }[],
): NotWorking[] {
  const spans = [...working].sort((a, b) => Date.parse(a.Start) - Date.parse(b.Start));
  if (spans.length === 0) return [{ Start: diary.OpensAt, End: diary.ClosesAt, kind: 'off shift' }];
  const gaps: NotWorking[] = [];
  let cursor = diary.OpensAt;
  spans.forEach((span, i) => {
    if (Date.parse(span.Start) > Date.parse(cursor))
      gaps.push({ Start: cursor, End: span.Start, kind: i === 0 ? 'off shift' : 'break' });
    if (Date.parse(span.End) > Date.parse(cursor)) cursor = span.End;
  });
  if (Date.parse(diary.ClosesAt) > Date.parse(cursor))
    gaps.push({ Start: cursor, End: diary.ClosesAt, kind: 'off shift' });
  return gaps;
}
