import { wallClockTime, type StaffDiary, type StaffMoveChoices } from '@spa/domain';
import { percentAlong, wallPlus } from './diary-times';

export type MoveChoice = StaffMoveChoices['Choices'][number];

/**
 * What a treatment being dragged may land on (decision 0395): the free, qualified places the
 * engine offers for it (null while they are asked), and how long it is on the grid.
 */
export interface DragChoices {
  /** The treatment dragged, as a drop names it. */
  dragged: { bookingId: string; claimId: number; label: string };
  minutes: number;
  choices: MoveChoice[] | null;
}

/** The words of a choice, as the booking's Move list says it. */
export const choiceWords = (choice: MoveChoice) =>
  `${wallClockTime(choice.StartTime)} with ${choice.StaffName}, ${choice.RoomName}`;

/**
 * A therapist's row while a treatment is dragged: the row looks unavailable, and each free place
 * the engine offers on it is a highlighted target (a drop there moves the treatment to exactly
 * that time, therapist and room).
 */
export function DropTargets({
  diary,
  staffId,
  drag,
  onDropChoice,
}: {
  diary: StaffDiary;
  staffId: string;
  drag: DragChoices;
  onDropChoice: (choice: MoveChoice) => void;
}) {
  const mine = (drag.choices ?? [])
    .filter((c) => c.StaffId === staffId)
    .sort((a, b) => Date.parse(a.StartTime) - Date.parse(b.StartTime));
  // Each target runs to the next one's start on the row (or the treatment's length): they never overlap.
  const untilOf = (i: number) => {
    const next = mine[i + 1];
    const end = wallPlus(mine[i]!.StartTime, drag.minutes);
    return next && Date.parse(next.StartTime) < Date.parse(end) ? next.StartTime : end;
  };
  return (
    <>
      <div
        className="pointer-events-none absolute inset-0 z-20 bg-[repeating-linear-gradient(135deg,rgb(0_0_0/0.12),rgb(0_0_0/0.12)_4px,transparent_4px,transparent_10px)]"
        aria-hidden="true"
        data-testid="drop-unavailable"
      />
      {mine.map((choice, i) => {
        const left = percentAlong(choice.StartTime, diary.OpensAt, diary.ClosesAt);
        const right = percentAlong(untilOf(i), diary.OpensAt, diary.ClosesAt);
        return (
          <div
            key={`${choice.StartTime}-${choice.RoomId}`}
            className="absolute inset-y-1 z-30 overflow-hidden rounded border-2 border-dashed border-teal-900 bg-teal-100 px-0.5 text-xs leading-tight font-semibold text-teal-900"
            style={{ left: `${left}%`, width: `${Math.max(right - left, 0.8)}%` }}
            data-testid="drop-target"
            data-start={choice.StartTime}
            data-staff={choice.StaffId}
            title={`Free: ${choiceWords(choice)}`}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => {
              event.preventDefault();
              event.stopPropagation();
              onDropChoice(choice);
            }}
          >
            <span className="block truncate">{wallClockTime(choice.StartTime)}</span>
            <span className="block truncate font-normal">free</span>
          </div>
        );
      })}
    </>
  );
}

/** The screen readers' words for the targets: what is offered, or that nothing is. */
export function dragChoicesWords(drag: DragChoices | null): string {
  if (!drag) return '';
  const { label } = drag.dragged;
  if (drag.choices === null) return `Moving ${label}: finding the free places.`;
  if (drag.choices.length === 0)
    return `Moving ${label}: no free place to move it to today. Open the booking for other days.`;
  return `Moving ${label}: free to move to, nearest first: ${drag.choices.map(choiceWords).join('; ')}.`;
}
