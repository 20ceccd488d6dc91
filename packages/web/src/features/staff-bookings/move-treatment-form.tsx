import { useState, type FormEvent } from 'react';
import type { StaffBookingItem } from '@spa/domain';
import { SelectField, TextField } from '../../components/ui/field';
import { Button } from '../../components/ui/button';
import { Alert } from '../../components/ui/feedback';
import { useDiary } from '../../lib/staff-diary';
import { useMoveTreatment } from './staff-bookings-api';

/** The offset date-time of a new wall time on the item's day, keeping its offset. */
const atTime = (item: StaffBookingItem, time: string) =>
  `${item.Start.slice(0, 11)}${time}:00${item.Start.slice(19)}`;

/**
 * Move one treatment: a new time, and a therapist or room (any free qualified one when
 * left as is). The server decides, through the same engine as a guest's choice.
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
  const [time, setTime] = useState(item.Start.slice(11, 16));
  const [staffId, setStaffId] = useState('');
  const [roomId, setRoomId] = useState('');
  const prefix = `move-${item.ClaimId}`;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
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
  };

  return (
    <form
      onSubmit={onSubmit}
      className="mt-3 flex flex-wrap items-end gap-3 rounded-md bg-sand-100 p-3"
      noValidate
    >
      <TextField
        id={`${prefix}-time`}
        label="New time"
        type="time"
        step={900}
        value={time}
        required
        onChange={(event) => setTime(event.target.value)}
      />
      <SelectField
        id={`${prefix}-therapist`}
        label="Therapist"
        value={staffId}
        onChange={(event) => setStaffId(event.target.value)}
        placeholder="Any free, qualified therapist"
        options={(diary.data?.Therapists ?? []).map((t) => ({
          value: t.Id,
          label: t.Id === item.StaffId ? `${t.Name} (now)` : t.Name,
        }))}
      />
      <SelectField
        id={`${prefix}-room`}
        label="Room"
        value={roomId}
        onChange={(event) => setRoomId(event.target.value)}
        placeholder="Any suitable free room"
        options={(diary.data?.Rooms ?? []).map((r) => ({
          value: r.Id,
          label: r.Id === item.RoomId ? `${r.Name} (now)` : r.Name,
        }))}
      />
      <Button type="submit" busy={move.isPending}>
        Move treatment
      </Button>
      {move.isError && (
        <Alert tone="error" title="Not moved" className="basis-full">
          {move.error.message}
        </Alert>
      )}
    </form>
  );
}
