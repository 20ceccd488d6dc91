import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  addDays,
  buildResortDay,
  formatLongDate,
  formatOffsetDateTime,
  toEpochMinute,
  wallClockTime,
  type DiaryEntry,
} from '@spa/domain';
import { DateInput } from '../../../components/staff/date-input';
import { useShownDay } from '../../../components/staff/day-heading';
import { Button } from '../../../components/ui/button';
import { Alert, Loader } from '../../../components/ui/feedback';
import { useResortTimeZone, useResortToday } from '../../../lib/resort-clock';
import { moveChoicesQuery, useDiary, useDiaryMove } from '../../../lib/staff-diary';
import { CapacityBand } from './capacity-band';
import { DiaryGrid, diaryRows, type DiaryDrop } from './diary-grid';
import { DiaryLegend } from './diary-legend';
import { dragChoicesWords, type DragChoices } from './drop-targets';
import { NewBookingButton, bookTappedCell } from './new-booking-button';

/** staff_diary: the day's grid per therapist and per room, for any date; refreshes itself; printable. */
export function DiaryScreen() {
  const timeZone = useResortTimeZone();
  const today = useResortToday();
  const now = useMinute();
  const { date, show } = useShownDay();
  const diary = useDiary(date);
  const nowLine =
    date === today ? formatOffsetDateTime(buildResortDay(date, timeZone), toEpochMinute(now)) : null;
  const move = useDiaryMove();
  const [moved, setMoved] = useState('');
  const [dragged, setDragged] = useState<DiaryEntry | null>(null);
  const drag = useDragChoices(dragged);
  // A treatment dragged to a therapist and time: the same move, the same server check, as the booking's.
  const moveDropped = (drop: DiaryDrop) => {
    setMoved('');
    move.mutate(
      {
        bookingId: drop.bookingId,
        ClaimId: drop.claimId,
        StartTime: drop.startTime,
        StaffId: drop.staffId,
        RoomId: drop.roomId,
      },
      {
        onSuccess: () =>
          setMoved(
            `${drop.label} moved to ${wallClockTime(drop.startTime)} with ${drop.staffName}. The guest has been e-mailed.`,
          ),
      },
    );
  };

  return (
    <>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <h1 className="mr-auto text-3xl">
          Diary <span className="block text-xl">{formatLongDate(date)}</span>
        </h1>
        <div className="no-print flex flex-wrap items-end gap-2">
          <Button variant="secondary" onClick={() => show(addDays(date, -1))}>
            Previous day
          </Button>
          <Button variant="secondary" onClick={() => show(today)} disabled={date === today}>
            Today
          </Button>
          <Button variant="secondary" onClick={() => show(addDays(date, 1))}>
            Next day
          </Button>
          <DateInput label="Date" value={date} onChange={show} />
          <Button variant="secondary" onClick={() => window.print()}>
            Print
          </Button>
          <NewBookingButton />
        </div>
      </div>
      <DiaryLegend />
      <p role="status" className={moved ? 'mb-4 font-semibold' : 'sr-only'}>
        {moved}
      </p>
      <p role="status" className="sr-only">
        {dragChoicesWords(drag)}
      </p>
      {move.isError && (
        <Alert tone="error" title="Not moved" className="mb-4">
          {move.error.message} Open the booking for the free times to move it to.
        </Alert>
      )}
      {diary.isError && (
        <Alert tone="error" title="The diary could not be loaded">
          Please check the connection; it will try again.
        </Alert>
      )}
      {diary.data ? (
        <>
          <p className="mb-4 text-sm">
            Hours {wallClockTime(diary.data.OpensAt)}–{wallClockTime(diary.data.ClosesAt)}:{' '}
            {diary.data.Entries.length} booked or held times.
          </p>
          <DiaryGrid
            diary={diary.data}
            title="Therapists"
            rows={diaryRows(diary.data).therapists}
            onDrop={(drop) => {
              setDragged(null);
              moveDropped(drop);
            }}
            dragging={{ drag, onDrag: setDragged }}
            now={nowLine}
            booking={
              date < today ? undefined : { from: nowLine, onBook: (cell) => bookTappedCell(date, cell) }
            }
          />
          <DiaryGrid diary={diary.data} title="Rooms" rows={diaryRows(diary.data).rooms} now={null} />
          <CapacityBand capacity={diary.data.Capacity} />
        </>
      ) : (
        !diary.isError && <Loader label="Loading the diary" />
      )}
    </>
  );
}

/**
 * While a booked treatment is dragged (decision 0395): the free, qualified places the engine
 * offers for it (the booking's own Move list), its length on the grid, and what it is.
 */
function useDragChoices(entry: DiaryEntry | null): DragChoices | null {
  const choices = useQuery({
    ...moveChoicesQuery(entry?.BookingId ?? '', entry?.ClaimId ?? 0),
    enabled: entry?.BookingId != null,
  });
  if (!entry?.BookingId) return null;
  return {
    dragged: { bookingId: entry.BookingId, claimId: entry.ClaimId, label: entry.Label },
    minutes: Math.round((Date.parse(entry.End) - Date.parse(entry.Start)) / 60_000),
    choices: choices.data?.Choices ?? (choices.isError ? [] : null),
  };
}

/** The present moment, renewed every half minute (the now-line). */
function useMinute(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
