import { useState } from 'react';
import { addDays, calendarDay, formatPrice, type StayPackageOffer, type StayRoom } from '@spa/domain';
import { Button } from '../../components/ui/button';
import { Checkbox, RadioGroup } from '../../components/ui/choice';
import { SelectField } from '../../components/ui/field';
import { Alert, Loader } from '../../components/ui/feedback';
import { Modal } from '../../components/ui/modal';
import { formatTime } from '../../lib/format';
import { useAddSpaGroup, useStaySpaGroupTimes } from './stay-addons-api';
import { dayOption, daysOfStay, spaGuestsOf } from './stay-addon-values';

const MUD_MINIMUM = 2;

/**
 * The mud room and spa garden modals (account-area §2, §5): a day of the stay and a
 * time. The mud room is for the guests ticked, at least two, its price the product
 * for that many; the spa garden is for every guest of the room together, the first
 * the primary. Done with no time chosen just closes (§2).
 */
export function SpaGroupModal({
  open,
  kind,
  offer,
  room,
  confirmation,
  timeZone,
  onClose,
}: {
  open: boolean;
  kind: 'mud' | 'garden';
  offer: StayPackageOffer;
  room: StayRoom;
  confirmation: string;
  timeZone: string;
  onClose: () => void;
}) {
  const guests = spaGuestsOf(room);
  const [ticked, setTicked] = useState<number[]>(guests.map((g) => g.index));
  const days = daysOfStay(room, addDays(calendarDay(new Date(), timeZone), 1));
  const [date, setDate] = useState(days[0] ?? '');
  const [choice, setChoice] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const add = useAddSpaGroup(confirmation, kind);
  const ref = { internalIdentifier: room.InternalIdentifier, leg: room.Leg, productCode: offer.Code };
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
    <Modal
      open={open}
      title={offer.content.DisplayName}
      onClose={close}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Close
          </Button>
          <Button
            onClick={done}
            busy={add.isPending}
            disabled={kind === 'mud' && guests.length < MUD_MINIMUM}
          >
            Done
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <p className="text-sm">{offer.content.LongDescription}</p>
        {kind === 'mud' ? (
          <fieldset
            className="flex flex-col gap-1"
            aria-describedby={mudMessage ? 'mud-guests-error' : undefined}
          >
            <legend className="mb-2 font-semibold">Guests in the mud room</legend>
            {mudMessage && (
              <p id="mud-guests-error" className="text-sm font-semibold text-danger">
                {mudMessage}
              </p>
            )}
            {guests.map((g) => (
              <Checkbox
                key={g.index}
                name={`mud-guest-${g.index}`}
                label={g.name}
                checked={ticked.includes(g.index)}
                onChange={(e) => {
                  setChoice(null);
                  setTicked(
                    e.target.checked ? [...ticked, g.index].sort() : ticked.filter((i) => i !== g.index),
                  );
                }}
              />
            ))}
          </fieldset>
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
        {enough &&
          (times.isFetching ? (
            <Loader label="Finding times" />
          ) : times.isError ? (
            <Alert tone="error">{times.error.message}</Alert>
          ) : items.length === 0 ? (
            <p>Sorry, we have no availability.</p>
          ) : (
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
          ))}
        {kind === 'mud' && enough && mudPrice !== undefined && (
          <p>
            {formatPrice(mudPrice)} for {party.length} guests.
          </p>
        )}
        {kind === 'garden' && chosen && (
          <p>
            {formatPrice(chosen.ActualPrice * party.length)} for {party.length}{' '}
            {party.length === 1 ? 'guest' : 'guests'}.
          </p>
        )}
        {add.isError && <Alert tone="error">{add.error.message}</Alert>}
      </div>
    </Modal>
  );
}
