import { useState } from 'react';
import { HoldError } from '../../components/booking/hold-error';
import { TimeSlots } from '../../components/booking/time-slots';
import { Button } from '../../components/ui/button';
import { Alert, Loader } from '../../components/ui/feedback';
import { Modal } from '../../components/ui/modal';
import { MIN_GROUP_GUESTS, type Extra } from '../../lib/add-ons/chosen-add-ons';
import { formatPrice, formatTime } from '../../lib/format';
import { useExtras } from './add-ons-api';
import { useAddOnHold, type AddOnsBooking } from './add-ons-booking';

/** SPAGARDEN (booking-flow §2): all guests together (at least 2), an arrival time, then Add; price per guest. */
export function GardenModal({
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
  const everyone = booking.guestNames.map((_, i) => i);
  const code = extra.Codes[0];
  const [start, setStart] = useState<string | null>(null);
  const enough = party >= MIN_GROUP_GUESTS;
  const times = useExtras(
    {
      date: booking.frame.Date,
      appointmentExtras: [],
      groupExtras: [code?.PremierId ?? ''],
      guestIndexes: everyone,
      SessionId: booking.sessionId,
    },
    open && enough && Boolean(code),
  );
  const items = times.data?.Groups.find((g) => g.Key === code?.PremierId)?.Items ?? [];
  const { hold, holdAddOn } = useAddOnHold(booking, 'garden-extra');

  const add = async () => {
    if (!start || !code) return;
    if (await holdAddOn({ Code: code.Code, StartDateTime: start, GuestIndexes: everyone })) onClose();
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
          <Button onClick={() => void add()} disabled={!start || !enough} busy={hold.isPending}>
            Add
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <p>{extra.content.Description}</p>
        <Alert tone="info">All guests must attend the Spa Garden together.</Alert>
        {!enough ? (
          <Alert tone="error">A minimum of 2 guests must attend the Spa Garden.</Alert>
        ) : times.isPending ? (
          <Loader label="Finding spa garden times" />
        ) : items.length === 0 ? (
          <Alert tone="info">Sorry, we have no availability.</Alert>
        ) : (
          <>
            <p className="font-semibold">
              {formatPrice((code?.DisplayPrice ?? 0) * party)} for {party} guests (
              {formatPrice(code?.DisplayPrice ?? 0)} per guest)
            </p>
            <TimeSlots
              label="Spa garden arrival time"
              options={items.map((item) => ({
                key: item.StartDateTime,
                label: formatTime(item.StartDateTime, booking.timeZone),
              }))}
              selected={start}
              onSelect={setStart}
            />
          </>
        )}
        <HoldError error={hold.error} />
      </div>
    </Modal>
  );
}
