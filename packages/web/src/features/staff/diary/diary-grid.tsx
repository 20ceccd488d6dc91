import { clsx } from 'clsx';
import { wallClockTime, type DiaryAbsence, type DiaryEntry, type StaffDiary } from '@spa/domain';
import { entryConflict, notWorking } from '../../../lib/diary-status';
import { hoursBetween, percentAlong, timeAlong } from './diary-times';
import { DropTargets, type DragChoices } from './drop-targets';
import { DRAGGED_ENTRY, EntryBlock, type DraggedEntry } from './entry-block';
import { FreeCellButtons, type TappedCell } from './free-cell-buttons';
import { freeCells } from './free-slots';

/** A treatment dropped on a therapist's row: where it is asked to go (decision 0372). */
export interface DiaryDrop {
  bookingId: string;
  claimId: number;
  label: string;
  staffId: string;
  staffName: string;
  startTime: string;
  /** Dropped on one of the engine's choices: its room too. */
  roomId?: string;
}

/** Dragging on the diary (decision 0372, 0395): where the dragged treatment may go, and the drag's start and end. */
export interface DiaryDragging {
  drag: DragChoices | null;
  onDrag: (entry: DiaryEntry | null) => void;
}

const REASONS: Record<DiaryAbsence['Reason'], string> = {
  holiday: 'holiday',
  sickness: 'sickness',
  training: 'training',
  other: 'away',
};

/** The therapists' empty cells as buttons (decision 0440): bookable after `from` (today: now), and what a tap does. */
export interface DiaryBooking {
  from: string | null;
  onBook: (cell: TappedCell) => void;
}

/** Width of an hour on the grid, so that a 30-minute treatment still shows its guest (1024 px: scrolls). */
const HOUR_PX = 96;

interface Row {
  id: string;
  name: string;
  entries: DiaryEntry[];
  absences: DiaryAbsence[];
  /** A therapist's working spans; null for a room (always open while the spa is). */
  working: { Start: string; End: string }[] | null;
}

/** Left and width of a span on the grid, as CSS percentages. */
function placed(diary: StaffDiary, start: string, end: string) {
  const left = percentAlong(start, diary.OpensAt, diary.ClosesAt);
  const right = percentAlong(end, diary.OpensAt, diary.ClosesAt);
  return { left: `${left}%`, width: `${Math.max(right - left, 0.8)}%` };
}

const SHADE = {
  'off shift':
    'bg-[repeating-linear-gradient(90deg,var(--color-sage-200),var(--color-sage-200)_2px,var(--color-sage-100)_2px,var(--color-sage-100)_10px)]',
  break: 'bg-sage-200',
} as const;

function DiaryRow({
  diary,
  row,
  onDrop,
  dragging,
  booking,
}: {
  diary: StaffDiary;
  row: Row;
  onDrop?: (drop: DiaryDrop) => void;
  dragging?: DiaryDragging;
  booking?: DiaryBooking;
}) {
  // A therapist's row takes a dragged treatment: its start where the block's left edge lands.
  const dropping = onDrop && row.working;
  return (
    <li className="flex border-b border-sage-200 break-inside-avoid">
      <span className="sticky left-0 z-20 w-36 shrink-0 bg-sand-50 py-2 pr-2 text-sm font-semibold">
        {row.name}
      </span>
      <div
        className="relative h-20 flex-1"
        data-testid={dropping ? `diary-row-${row.id}` : undefined}
        onDragOver={
          dropping
            ? (event) => {
                if (event.dataTransfer.types.includes(DRAGGED_ENTRY)) event.preventDefault();
              }
            : undefined
        }
        onDrop={
          dropping
            ? (event) => {
                const raw = event.dataTransfer.getData(DRAGGED_ENTRY);
                if (!raw) return;
                event.preventDefault();
                const dragged = JSON.parse(raw) as DraggedEntry;
                const box = event.currentTarget.getBoundingClientRect();
                const fraction = (event.clientX - dragged.grabPx - box.left) / box.width;
                onDrop({
                  bookingId: dragged.bookingId,
                  claimId: dragged.claimId,
                  label: dragged.label,
                  staffId: row.id,
                  staffName: row.name,
                  startTime: timeAlong(fraction, diary.OpensAt, diary.ClosesAt),
                });
              }
            : undefined
        }
      >
        {row.working &&
          notWorking(diary, row.working).map((gap) => (
            <div
              key={gap.Start}
              className={clsx('absolute inset-y-0 text-xs text-ink', SHADE[gap.kind])}
              style={placed(diary, gap.Start, gap.End)}
              title={`${gap.kind === 'break' ? 'Break' : 'Off shift'} ${wallClockTime(gap.Start)}–${wallClockTime(gap.End)}`}
            >
              <span className="sr-only">
                {gap.kind === 'break' ? 'Break' : 'Off shift'} {wallClockTime(gap.Start)}–
                {wallClockTime(gap.End)}
              </span>
            </div>
          ))}
        {row.absences.map((absence) => (
          <div
            key={absence.Id}
            role="note"
            className="absolute inset-y-0 bg-[repeating-linear-gradient(45deg,var(--color-sand-100),var(--color-sand-100)_6px,var(--color-sand-300)_6px,var(--color-sand-300)_8px)] px-1 text-xs text-ink"
            style={placed(diary, absence.Start, absence.End)}
          >
            Away ({REASONS[absence.Reason]}) {wallClockTime(absence.Start)}–{wallClockTime(absence.End)}
          </div>
        ))}
        {booking && row.working && (
          <FreeCellButtons
            cells={freeCells(diary, { ...row, working: row.working }, booking.from)}
            staffId={row.id}
            staffName={row.name}
            place={(start, end) => placed(diary, start, end)}
            onBook={booking.onBook}
          />
        )}
        {row.entries.map((entry) => (
          <EntryBlock
            key={entry.ClaimId}
            entry={entry}
            style={placed(diary, entry.Start, entry.End)}
            conflict={row.working ? entryConflict(entry, row.absences, row.working) : null}
            draggable={!!dropping && !!entry.BookingId && entry.Status === 'confirmed'}
            onDrag={dragging?.onDrag}
          />
        ))}
        {dropping && dragging?.drag && (
          <DropTargets
            diary={diary}
            staffId={row.id}
            drag={dragging.drag}
            onDropChoice={(choice) =>
              onDrop({
                ...dragging.drag!.dragged,
                staffId: choice.StaffId,
                staffName: choice.StaffName,
                startTime: choice.StartTime,
                roomId: choice.RoomId,
              })
            }
          />
        )}
      </div>
    </li>
  );
}

/** The present moment across the grid, when the diary shows today. */
function NowLine({ diary, now }: { diary: StaffDiary; now: string }) {
  const along = percentAlong(now, diary.OpensAt, diary.ClosesAt);
  if (along <= 0 || along >= 100) return null;
  return (
    <div
      className="pointer-events-none absolute inset-y-0 z-10 w-0.5 bg-danger"
      style={{ left: `${along}%` }}
    >
      <span className="absolute -top-6 -translate-x-1/2 rounded bg-danger px-1 text-xs font-semibold whitespace-nowrap text-white">
        Now {wallClockTime(now)}
      </span>
    </div>
  );
}

/**
 * One grid: a row per therapist or room, a column per hour; bookings and holds by status,
 * absences striped, off-shift and breaks shaded, conflicts flagged, and the present moment.
 * Wider than a tablet: it scrolls sideways, the names staying in view.
 */
export function DiaryGrid({
  diary,
  title,
  rows,
  now,
  onDrop,
  dragging,
  booking,
}: {
  diary: StaffDiary;
  title: string;
  rows: Row[];
  /** The therapists' empty cells book a treatment with them then (not on a past day). */
  booking?: DiaryBooking;
  /** While a treatment is dragged, its drop targets on the therapists' rows. */
  dragging?: DiaryDragging;
  /** The resort's present moment as an offset date-time, when the diary is today's. */
  now: string | null;
  /** Therapists' rows take a treatment dragged onto them (where there is a pointer). */
  onDrop?: (drop: DiaryDrop) => void;
}) {
  const id = `diary-${title.toLowerCase().replace(/\W+/g, '-')}`;
  const hours = hoursBetween(diary.OpensAt, diary.ClosesAt);
  return (
    <section aria-labelledby={id} className="mb-8">
      <h2 id={id} className="mb-2 text-2xl">
        {title}
      </h2>
      <div className="overflow-x-auto print:overflow-visible" tabIndex={0} aria-label={`${title}, by hour`}>
        <div style={{ minWidth: `${(hours.length - 1) * HOUR_PX + 144}px` }} className="print:min-w-0!">
          <div className="flex border-b-2 border-teal-900 pt-6" aria-hidden="true">
            <span className="sticky left-0 z-20 w-36 shrink-0 bg-sand-50" />
            <div className="relative h-6 flex-1">
              {hours.map((hour, i, all) => (
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
          <div className="relative">
            <ul>
              {rows.map((row) => (
                <DiaryRow
                  key={row.id}
                  diary={diary}
                  row={row}
                  onDrop={onDrop}
                  dragging={dragging}
                  booking={booking}
                />
              ))}
            </ul>
            {now && (
              <div className="pointer-events-none absolute inset-y-0 right-0 left-36" aria-hidden="true">
                <NowLine diary={diary} now={now} />
              </div>
            )}
          </div>
        </div>
      </div>
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
    working: diary.Working.filter((w) => w.StaffId === t.Id),
  }));
  const rooms: Row[] = diary.Rooms.map((r) => ({
    id: r.Id,
    name: r.Name,
    entries: diary.Entries.filter((e) => e.RoomId === r.Id),
    absences: [],
    working: null,
  }));
  return { therapists, rooms };
}
