/** Pure: a therapist's day from the diary, in order, as their run sheet lists it. */
import type { DiaryEntry, StaffDiary } from '@spa/domain';
import { entryConflict, entryStatus, STATUS_WORDS } from '../../../lib/diary-status';

export interface RunSheetLine {
  key: number;
  start: string;
  end: string;
  guest: string;
  treatment: string;
  room: string;
  confirmationId: string | null;
  bookingId: string | null;
  status: string;
  /** What needs the therapist's eye: a conflict, health answers, the guest's note. */
  flags: string[];
}

export interface RunSheet {
  staffId: string;
  name: string;
  working: { Start: string; End: string }[];
  lines: RunSheetLine[];
}

function lineOf(diary: StaffDiary, entry: DiaryEntry, sheet: Omit<RunSheet, 'lines'>): RunSheetLine {
  const absences = diary.Absences.filter((a) => a.StaffId === sheet.staffId);
  const conflict = entryConflict(entry, absences, sheet.working);
  return {
    key: entry.ClaimId,
    start: entry.Start,
    end: entry.End,
    guest: entry.GuestName ?? (entry.Status === 'held' ? 'Being booked' : 'Guest'),
    treatment: entry.Label,
    room: diary.Rooms.find((r) => r.Id === entry.RoomId)?.Name ?? '—',
    confirmationId: entry.ConfirmationId,
    bookingId: entry.BookingId,
    status: STATUS_WORDS[entryStatus(entry)],
    flags: [
      ...(conflict === 'away' ? ['⚠ During an absence: to move'] : []),
      ...(conflict === 'off shift' ? ['⚠ Outside the shift: to move'] : []),
      ...entry.HealthFlags.map((flag) => `⚕ ${flag}`),
      ...(entry.GuestNote ? [`✎ ${entry.GuestNote}`] : []),
    ],
  };
}

/** Each therapist's sheet (or one therapist's, by id), their treatments by time; rooms from the diary. */
export function runSheets(diary: StaffDiary, staffId: string | null): RunSheet[] {
  return diary.Therapists.filter((t) => staffId === null || t.Id === staffId).map((t) => {
    const sheet = {
      staffId: t.Id,
      name: t.Name,
      working: diary.Working.filter((w) => w.StaffId === t.Id),
    };
    const lines = diary.Entries.filter((e) => e.StaffId === t.Id)
      .sort((a, b) => Date.parse(a.Start) - Date.parse(b.Start))
      .map((entry) => lineOf(diary, entry, sheet));
    return { ...sheet, lines };
  });
}
