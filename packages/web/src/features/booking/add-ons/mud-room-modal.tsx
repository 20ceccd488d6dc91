import { useState } from 'react';
import { AddOnModal, AddOnTimes } from '../../../components/booking/add-on-modal';
import { GuestTicks } from '../../../components/booking/guest-ticks';
import { HoldError } from '../../../components/booking/hold-error';
import { Alert } from '../../../components/ui/feedback';
import { mudRoomPrice, mudRoomProblem } from '../../../lib/add-ons/chosen-add-ons';
import { formatPrice } from '../../../lib/format';
import { AddOnStartTimes } from './add-on-start-times';
import { useExtras } from './add-ons-api';
import { useAddOnHold, type AddOnModalProps } from './add-ons-booking';

/** MUDROOM (booking-flow §2): tick the guests (at least 2), choose a start time; one price for the group. */
export function MudRoomModal({ booking, extra, open, onClose }: AddOnModalProps) {
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
    <AddOnModal
      open={open}
      title={extra.content.DisplayName}
      description={extra.content.Description}
      onClose={onClose}
      action={{
        label: 'Done',
        onClick: () => void done(),
        disabled: !start || Boolean(problem),
        busy: hold.isPending,
      }}
      problem={<HoldError error={hold.error} />}
    >
      {party < 2 ? (
        <Alert tone="info">A minimum of 2 guests must be in the mud room.</Alert>
      ) : (
        <>
          <GuestTicks
            legend="Who is going in the mud room?"
            name="mud-guest"
            guests={booking.guestNames.map((name, index) => ({ index, name }))}
            ticked={ticked}
            onChange={(next) => {
              setStart(null);
              setTicked(next);
            }}
            problem={problem}
          />
          {!problem && (
            <AddOnTimes loading={times.isPending} loadingLabel="Finding mud room times" count={items.length}>
              <AddOnStartTimes
                price={price !== null && `${formatPrice(price)} for the group of ${ticked.length}`}
                label="Mud room start time"
                starts={items.map((item) => item.StartDateTime)}
                timeZone={booking.timeZone}
                selected={start}
                onSelect={setStart}
              />
            </AddOnTimes>
          )}
        </>
      )}
    </AddOnModal>
  );
}
