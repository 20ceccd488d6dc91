import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  StaffMoveRequestSchema,
  WallTimeSchema,
  type StaffBookingItem,
  type StaffMoveChoices,
} from '@spa/domain';
import { FormSelectField, FormTextField } from '../../../components/forms/form-fields';
import { ZodForm } from '../../../components/forms/zod-form';
import { Button } from '../../../components/ui/button';
import { Alert, Loader } from '../../../components/ui/feedback';
import { formatTime } from '../../../lib/format';
import { useResortTimeZone } from '../../../lib/resort-clock';
import { useZodForm } from '../../../lib/use-zod-form';
import { useDiary } from '../../../lib/staff-diary';
import { moveChoicesQuery } from '../../../lib/staff-diary';
import { useMoveTreatment } from './staff-bookings-api';

type Choice = StaffMoveChoices['Choices'][number];

/** The move request's therapist or room, or '' for any free one (the request then names none). */
const anyOr = (code: typeof StaffMoveRequestSchema.shape.StaffId) => code.unwrap().or(z.literal(''));

/** The form of a move: a wall time on the item's day, and the therapist and room wanted. */
const MoveFormSchema = z.object({
  Time: WallTimeSchema,
  StaffId: anyOr(StaffMoveRequestSchema.shape.StaffId),
  RoomId: anyOr(StaffMoveRequestSchema.shape.RoomId),
});

/** The offset date-time of a new wall time on the item's day, keeping its offset. */
const atTime = (item: StaffBookingItem, time: string) =>
  `${item.Start.slice(0, 11)}${time}:00${item.Start.slice(19)}`;

/**
 * Move one treatment: first the free, qualified choices the engine finds, nearest first
 * (one press moves it, decision 0372); or a new time, and a therapist or room (any free
 * qualified one when left as is). The server decides, through the same engine as a guest's choice.
 */
export function MoveTreatmentForm({
  bookingId,
  date,
  item,
  onDone,
}: {
  bookingId: string;
  date: string;
  item: StaffBookingItem;
  onDone: (message: string) => void;
}) {
  const diary = useDiary(date);
  const move = useMoveTreatment(bookingId);
  const timeZone = useResortTimeZone();
  const form = useZodForm(MoveFormSchema, {
    Time: formatTime(item.Start, timeZone),
    StaffId: '',
    RoomId: '',
  });
  const prefix = `move-${item.ClaimId}`;
  const choices = useQuery(moveChoicesQuery(bookingId, item.ClaimId));
  const moveTo = (choice: Choice) =>
    move.mutate(
      { ClaimId: item.ClaimId, StartTime: choice.StartTime, StaffId: choice.StaffId, RoomId: choice.RoomId },
      {
        onSuccess: () =>
          onDone(
            `${item.DisplayName} moved to ${formatTime(choice.StartTime, timeZone)} with ${choice.StaffName}. The guest has been e-mailed.`,
          ),
      },
    );

  const onValid = ({ Time: time, StaffId: staffId, RoomId: roomId }: z.infer<typeof MoveFormSchema>) =>
    move.mutate(
      {
        ClaimId: item.ClaimId,
        StartTime: atTime(item, time),
        ...(staffId ? { StaffId: staffId } : {}),
        ...(roomId ? { RoomId: roomId } : {}),
      },
      {
        onSuccess: (detail) => {
          const moved = detail.Items.find(
            (i) => i.DisplayName === item.DisplayName && i.Start === atTime(item, time),
          );
          onDone(
            `${item.DisplayName} moved to ${time}${moved?.StaffName ? ` with ${moved.StaffName}` : ''}. The guest has been e-mailed.`,
          );
        },
      },
    );

  return (
    <div className="mt-3 flex flex-col gap-3 rounded-md bg-sand-100 p-3">
      <section aria-labelledby={`${prefix}-choices`}>
        <h3 id={`${prefix}-choices`} className="mb-2 font-sans text-base font-bold">
          Free to move to, nearest first
        </h3>
        {choices.isPending ? (
          <Loader label="Finding free times" />
        ) : choices.isError ? (
          <Alert tone="error">Sorry, the free times could not be found. Choose a time below.</Alert>
        ) : choices.data.Choices.length === 0 ? (
          <p>
            No qualified therapist is free for this treatment on this day. Choose a time below, or cancel it.
          </p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {choices.data.Choices.map((choice) => (
              <li key={`${choice.StartTime}-${choice.StaffId}`}>
                <Button variant="secondary" disabled={move.isPending} onClick={() => moveTo(choice)}>
                  {formatTime(choice.StartTime, timeZone)} · {choice.StaffName} · {choice.RoomName}
                  <span className="sr-only">: move {item.DisplayName} here</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <ZodForm
        form={form}
        onValid={onValid}
        label="Or choose the time yourself"
        className="flex flex-wrap items-end gap-3"
      >
        <FormTextField name="Time" label="New time" type="time" step={900} required />
        <FormSelectField
          name="StaffId"
          label="Therapist"
          placeholder="Any free, qualified therapist"
          options={optionsNowMarked(diary.data?.Therapists, item.StaffId)}
        />
        <FormSelectField
          name="RoomId"
          label="Room"
          placeholder="Any suitable free room"
          options={optionsNowMarked(diary.data?.Rooms, item.RoomId)}
        />
        <Button type="submit" busy={move.isPending}>
          Move treatment
        </Button>
        {move.isError && (
          <Alert tone="error" title="Not moved" className="basis-full">
            {move.error.message}
          </Alert>
        )}
      </ZodForm>
    </div>
  );
}

/** A select's options from the diary's therapists or rooms, the treatment's current one marked "(now)". */
function optionsNowMarked(
  entries: readonly { Id: string; Name: string }[] | undefined,
  currentId: string | null,
) {
  return (entries ?? []).map(({ Id, Name }) => ({
    value: Id,
    label: Id === currentId ? `${Name} (now)` : Name,
  }));
}
