import { useState } from 'react';
import { HoldError } from '../../components/booking/hold-error';
import { TimeSlots } from '../../components/booking/time-slots';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/choice';
import { Alert, Loader } from '../../components/ui/feedback';
import { Modal } from '../../components/ui/modal';
import { mudRoomPrice, mudRoomProblem, type Extra } from '../../lib/add-ons/chosen-add-ons';
import { formatPrice, formatTime } from '../../lib/format';
import { useExtras } from './add-ons-api';
import { useAddOnHold, type AddOnsBooking } from './add-ons-booking';

/** MUDROOM (booking-flow §2): tick the guests (at least 2), choose a start time; one price for the group. */
export function MudRoomModal({
  booking,
  extra,
  open,
  onClose,
}: {
  booking: AddOnsBooking;
  extra: Extra;
  open: boolean;
  onClose: () => void;
}) {
  const party = booking.guestNames.length;
  const [ticked, setTicked] = useState<number[]>(() => booking.guestNames.map((_, i) => i));
  const [start, setStart] = useState<string | null>(null);
  const problem = mudRoomProblem(party, ticked.length);
  const code = extra.Codes.find((c) => c.Guests === ticked.length)?.Code ?? extra.Codes[0]?.Code ?? '';
  const times = useExtras(
    {
      date: booking.frame.Date,
      appointmentExtras: [code],
      groupExtras: [],
      guestIndexes: ticked,
      SessionId: booking.sessionId,
    },
    open && !problem,
  );
  const items = times.data?.AddonAppointments.find((a) => a.Key === code)?.Items ?? [];
  const { hold, holdAddOn } = useAddOnHold(booking, 'mud');
  const price = mudRoomPrice(extra, ticked.length);

  const done = async () => {
    if (!start || problem) return;
    if (await holdAddOn({ StartDateTime: start, GuestIndexes: ticked })) onClose();
  };

  return (
    <Modal
      open={open}
      title={extra.content.DisplayName}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void done()} disabled={!start || Boolean(problem)} busy={hold.isPending}>
            Done
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <p>{extra.content.Description}</p>
        {party < 2 ? (
          <Alert tone="info">A minimum of 2 guests must be in the mud room.</Alert>
        ) : (
          <>
            <fieldset>
              <legend className="mb-1 font-semibold">Who is going in the mud room?</legend>
              {booking.guestNames.map((name, i) => (
                <Checkbox
                  key={i}
                  name={`mud-guest-${i}`}
                  label={name}
                  checked={ticked.includes(i)}
                  onChange={(event) => {
                    setStart(null);
                    setTicked(
                      event.target.checked
                        ? [...ticked, i].sort((a, b) => a - b)
                        : ticked.filter((g) => g !== i),
                    );
                  }}
                />
              ))}
            </fieldset>
            {problem ? (
              <Alert tone="error">{problem}</Alert>
            ) : times.isPending ? (
              <Loader label="Finding mud room times" />
            ) : items.length === 0 ? (
              <Alert tone="info">Sorry, we have no availability.</Alert>
            ) : (
              <>
                {price !== null && (
                  <p className="font-semibold">
                    {formatPrice(price)} for the group of {ticked.length}
                  </p>
                )}
                <TimeSlots
                  label="Mud room start time"
                  options={items.map((item) => ({
                    key: item.StartDateTime,
                    label: formatTime(item.StartDateTime, booking.timeZone),
                  }))}
                  selected={start}
                  onSelect={setStart}
                />
              </>
            )}
          </>
        )}
        <HoldError error={hold.error} />
      </div>
    </Modal>
  );
}
