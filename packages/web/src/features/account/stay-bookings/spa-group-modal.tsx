import { useState } from 'react';
import { addDays, calendarDay, formatPrice, type StayPackageOffer, type StayRoom } from '@spa/domain';
import { AddOnModal, AddOnTimes } from '../../../components/booking/add-on-modal';
import { GuestTicks } from '../../../components/booking/guest-ticks';
import { RadioGroup } from '../../../components/ui/choice';
import { SpaAddOnCost } from './package-cost';
import { SelectField } from '../../../components/ui/field';
import { Alert } from '../../../components/ui/feedback';
import { formatTime } from '../../../lib/format';
import { useAddSpaGroup, useStaySpaGroupTimes } from './stay-addons-api';
import { packageRef } from './stay-bookings-api';
import { dayOption, daysOfStay, spaGuestsOf } from './stay-addon-values';

const MUD_MINIMUM = 2;

/** What a stay's spa modal is given: the package offered, the room and its stay, whether it is open. */
export interface StaySpaModalProps {
  open: boolean;
  offer: StayPackageOffer;
  room: StayRoom;
  confirmation: string;
  timeZone: string;
  onClose: () => void;
}

/**
 * The mud room and spa garden modals (account-area §2, §5): a day of the stay and a
 * time. The mud room is for the guests ticked, at least two, its price the product
 * for that many; the spa garden is for every guest of the room together, the first
 * the primary. Done with no time chosen just closes (§2).
 */
export function SpaGroupModal({
  kind,
  open,
  offer,
  room,
  confirmation,
  timeZone,
  onClose,
}: StaySpaModalProps & { kind: 'mud' | 'garden' }) {
  const guests = spaGuestsOf(room);
  const [ticked, setTicked] = useState<number[]>(guests.map((g) => g.index));
  const days = daysOfStay(room, addDays(calendarDay(new Date(), timeZone), 1));
  const [date, setDate] = useState(days[0] ?? '');
  const [choice, setChoice] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const add = useAddSpaGroup(confirmation, kind);
  const ref = packageRef(room, offer.Code);
  const party = kind === 'mud' ? ticked : guests.map((g) => g.index);
  const enough = kind === 'garden' || party.length >= MUD_MINIMUM;
  const times = useStaySpaGroupTimes(
    confirmation,
    open && enough && date ? { ...ref, date, guestIndexes: party } : null,
  );
  const items =
    kind === 'mud'
      ? (times.data?.AddonAppointments[0]?.Items ?? []).map((i) => ({
          ...i,
          code: times.data!.AddonAppointments[0]!.Key,
          name: '',
        }))
      : (times.data?.Groups ?? []).flatMap((g) =>
          g.Items.map((i) => ({
            ...i,
            code: g.Key,
            name: offer.content.SpaGardens.find((s) => s.Code === g.Key)?.DisplayName ?? g.Key,
          })),
        );
  const key = (i: { code: string; StartDateTime: string }) => `${i.code}@${i.StartDateTime}`;
  const chosen = items.find((i) => key(i) === choice);
  const mudPrice = offer.content.MudTreatments.find((m) => m.Occupancy === party.length)?.Price;
  const close = () => {
    add.reset();
    setChoice(null);
    setTried(false);
    onClose();
  };
  const done = () => {
    setTried(true);
    if (!enough) return;
    if (!chosen) return close();
    add.mutate(
      {
        ...ref,
        code: chosen.code,
        start: chosen.StartDateTime,
        guestIndexes: party,
        price: chosen.ActualPrice,
      },
      { onSuccess: close },
    );
  };
  const mudMessage =
    guests.length < MUD_MINIMUM
      ? 'A minimum of 2 guests must be in the mud room'
      : tried && !enough
        ? 'Please select a minimum of 2 guests'
        : undefined;

  return (
    <AddOnModal
      open={open}
      title={offer.content.DisplayName}
      description={offer.content.LongDescription}
      onClose={close}
      closeLabel="Close"
      action={{
        label: 'Done',
        onClick: done,
        busy: add.isPending,
        disabled: kind === 'mud' && guests.length < MUD_MINIMUM,
      }}
      problem={add.isError && <Alert tone="error">{add.error.message}</Alert>}
    >
      {kind === 'mud' ? (
        <GuestTicks
          legend="Guests in the mud room"
          name="mud-guest"
          guests={guests}
          ticked={ticked}
          onChange={(next) => {
            setChoice(null);
            setTicked(next);
          }}
          problem={mudMessage}
        />
      ) : (
        <p>
          Every guest of room {room.Leg} goes together: {guests.map((g) => g.name).join(', ')} (
          {guests[0]?.name} is the primary guest).
        </p>
      )}
      <SelectField
        label="Date"
        value={date}
        onChange={(e) => {
          setDate(e.target.value);
          setChoice(null);
        }}
        options={days.map(dayOption)}
      />
      {enough && (
        <AddOnTimes
          loading={times.isFetching}
          loadingLabel="Finding times"
          error={times.isError ? times.error.message : null}
          count={items.length}
          empty={<p>Sorry, we have no availability.</p>}
        >
          <RadioGroup
            legend="Time"
            name={`${kind}-time`}
            tiles
            value={choice}
            options={items.map((i) => ({
              value: key(i),
              label: `${i.name ? `${i.name}, ` : ''}${formatTime(i.StartDateTime, timeZone)}`,
              disabled: kind === 'garden' && (i.NumberOfSpacesAvailable ?? party.length) < party.length,
            }))}
            onChange={setChoice}
          />
        </AddOnTimes>
      )}
      {kind === 'mud' && enough && mudPrice !== undefined && (
        <>
          <p>
            {formatPrice(mudPrice)} for {party.length} guests.
          </p>
          <SpaAddOnCost offer={offer} room={room} totalPence={mudPrice} />
        </>
      )}
      {kind === 'garden' && chosen && (
        <>
          <p>
            {formatPrice(chosen.ActualPrice * party.length)} for {party.length}{' '}
            {party.length === 1 ? 'guest' : 'guests'}.
          </p>
          <SpaAddOnCost offer={offer} room={room} totalPence={chosen.ActualPrice * party.length} />
        </>
      )}
    </AddOnModal>
  );
}
