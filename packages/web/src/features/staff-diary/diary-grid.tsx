import { Link } from 'react-router';
import { clsx } from 'clsx';
import type { DiaryAbsence, DiaryEntry, StaffDiary } from '@spa/domain';
import { hoursBetween, percentAlong, wallTime } from './diary-times';

const REASONS: Record<DiaryAbsence['Reason'], string> = {
  holiday: 'holiday',
  sickness: 'sickness',
  training: 'training',
  other: 'away',
};

interface Row {
  id: string;
  name: string;
  entries: DiaryEntry[];
  absences: DiaryAbsence[];
}

/** Left and width of a span on the grid, as CSS percentages. */
function placed(diary: StaffDiary, start: string, end: string) {
  const left = percentAlong(start, diary.OpensAt, diary.ClosesAt);
  const right = percentAlong(end, diary.OpensAt, diary.ClosesAt);
  return { left: `${left}%`, width: `${Math.max(right - left, 0.8)}%` };
}

function EntryBlock({ diary, entry }: { diary: StaffDiary; entry: DiaryEntry }) {
  const time = `${wallTime(entry.Start)}–${wallTime(entry.End)}`;
  const who = entry.GuestName ?? (entry.Status === 'held' ? 'being booked' : 'existing booking');
  const text = `${time} ${entry.Label}, ${who}${entry.ConfirmationId ? `, ${entry.ConfirmationId}` : ''}`;
  const className = clsx(
    'absolute inset-y-1 overflow-hidden rounded border px-1 text-xs leading-tight',
    entry.Status === 'held'
      ? 'border-dashed border-sage-700 bg-sage-100 text-ink'
      : 'border-teal-900 bg-white text-teal-900',
  );
  const content = (
    <>
      <span className="block font-semibold">
        {wallTime(entry.Start)}
        {entry.Status === 'held' && ' (held)'}
      </span>
      <span className="block truncate">{entry.GuestName ?? entry.Label}</span>
      <span className="sr-only">{text}</span>
    </>
  );
  return entry.BookingId ? (
    <Link
      to={`/bookings/${entry.BookingId}`}
      className={clsx(className, 'hover:bg-sand-100 focus:z-10')}
      style={placed(diary, entry.Start, entry.End)}
      title={text}
    >
      {content}
    </Link>
  ) : (
    <div className={className} style={placed(diary, entry.Start, entry.End)} title={text} role="note">
      {content}
    </div>
  );
}

function DiaryRow({ diary, row }: { diary: StaffDiary; row: Row }) {
  return (
    <li className="flex border-b border-sage-200 break-inside-avoid">
      <span className="w-36 shrink-0 py-2 pr-2 text-sm font-semibold">{row.name}</span>
      <div className="relative h-14 flex-1">
        {row.absences.map((absence) => (
          <div
            key={absence.Id}
            role="note"
            className="absolute inset-y-0 bg-[repeating-linear-gradient(45deg,var(--color-sand-100),var(--color-sand-100)_6px,var(--color-sand-300)_6px,var(--color-sand-300)_8px)] px-1 text-xs text-ink"
            style={placed(diary, absence.Start, absence.End)}
          >
            Away ({REASONS[absence.Reason]}) {wallTime(absence.Start)}–{wallTime(absence.End)}
          </div>
        ))}
        {row.entries.map((entry) => (
          <EntryBlock key={entry.ClaimId} diary={diary} entry={entry} />
        ))}
      </div>
    </li>
  );
}

/** One grid: a row per therapist or room, a column per hour; bookings, holds (greyed) and absences placed on it. */
export function DiaryGrid({ diary, title, rows }: { diary: StaffDiary; title: string; rows: Row[] }) {
  const id = `diary-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="mb-8">
      <h2 id={id} className="mb-2 text-2xl">
        {title}
      </h2>
      <div className="flex border-b-2 border-teal-900" aria-hidden="true">
        <span className="w-36 shrink-0" />
        <div className="relative h-6 flex-1">
          {hoursBetween(diary.OpensAt, diary.ClosesAt).map((hour, i, all) => (
            <span
              key={hour.label}
              className={clsx(
                'absolute text-xs',
                i === 0 ? '' : i === all.length - 1 ? '-translate-x-full' : '-translate-x-1/2',
              )}
              style={{ left: `${hour.percent}%` }}
            >
              {hour.label}
            </span>
          ))}
        </div>
      </div>
      <ul>
        {rows.map((row) => (
          <DiaryRow key={row.id} diary={diary} row={row} />
        ))}
      </ul>
    </section>
  );
}

/** The therapists' rows and the rooms' rows of a diary. */
export function diaryRows(diary: StaffDiary) {
  const therapists: Row[] = diary.Therapists.map((t) => ({
    id: t.Id,
    name: t.Name,
    entries: diary.Entries.filter((e) => e.StaffId === t.Id),
    absences: diary.Absences.filter((a) => a.StaffId === t.Id),
  }));
  const rooms: Row[] = diary.Rooms.map((r) => ({
    id: r.Id,
    name: r.Name,
    entries: diary.Entries.filter((e) => e.RoomId === r.Id),
    absences: [],
  }));
  return { therapists, rooms };
}
