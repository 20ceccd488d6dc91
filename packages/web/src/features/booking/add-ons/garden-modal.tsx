import { useState } from 'react';
import { AddOnModal, AddOnTimes } from '../../../components/booking/add-on-modal';
import { HoldError } from '../../../components/booking/hold-error';
import { Alert } from '../../../components/ui/feedback';
import { MIN_GROUP_GUESTS } from '../../../lib/add-ons/chosen-add-ons';
import { formatPrice } from '../../../lib/format';
import { AddOnStartTimes } from './add-on-start-times';
import { useExtras } from './add-ons-api';
import { useAddOnHold, type AddOnModalProps } from './add-ons-booking';
import { GardenUnavailable } from './garden-unavailable';

/** SPAGARDEN (booking-flow §2): all guests together (at least 2), an arrival time, then Add; price per guest. */
export function GardenModal({ booking, extra, open, onClose }: AddOnModalProps) {
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
    <AddOnModal
      open={open}
      title={extra.content.DisplayName}
      description={extra.content.Description}
      onClose={onClose}
      action={{ label: 'Add', onClick: () => void add(), disabled: !start || !enough, busy: hold.isPending }}
      problem={<HoldError error={hold.error} />}
    >
      <Alert tone="info">All guests must attend the Spa Garden together.</Alert>
      {!enough ? (
        <Alert tone="error">A minimum of 2 guests must attend the Spa Garden.</Alert>
      ) : (
        <AddOnTimes
          loading={times.isPending}
          loadingLabel="Finding spa garden times"
          count={items.length}
          empty={<GardenUnavailable booking={booking} premierId={code?.PremierId ?? ''} />}
        >
          <AddOnStartTimes
            price={`${formatPrice((code?.DisplayPrice ?? 0) * party)} for ${party} guests (${formatPrice(code?.DisplayPrice ?? 0)} per guest)`}
            label="Spa garden arrival time"
            starts={items.map((item) => item.StartDateTime)}
            timeZone={booking.timeZone}
            selected={start}
            onSelect={setStart}
          />
        </AddOnTimes>
      )}
    </AddOnModal>
  );
}
