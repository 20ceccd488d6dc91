import { useState } from 'react';
import { formatAccountDate, formatPrice, type StayPackageOffer, type StayRoom } from '@spa/domain';
import { AddOnModal, AddOnTimes } from '../../../components/booking/add-on-modal';
import { PackageCost } from './package-cost';
import { Checkbox } from '../../../components/ui/choice';
import { SelectField } from '../../../components/ui/field';
import { Alert } from '../../../components/ui/feedback';
import { useAddDiningPackage, useRestaurantTimes } from './stay-addons-api';
import { packageRef } from './stay-bookings-api';
import { daysOfStay } from './stay-addon-values';

/** One evening's table times; 'No availability' when the restaurant has none. */
function Evening({
  day,
  restaurantId,
  guests,
  value,
  onChange,
}: {
  day: string;
  restaurantId: string;
  guests: number;
  value: string;
  onChange: (slot: string) => void;
}) {
  const times = useRestaurantTimes({ restaurantId, date: day, guests });
  const slots = times.data?.[0]?.RestaurantAvailabilities.flatMap((a) => a.Availability.TimeSlots) ?? [];
  return (
    <AddOnTimes
      loading={times.isPending}
      loadingLabel={`Finding tables on ${formatAccountDate(day)}`}
      error={times.isError ? times.error.message : null}
      count={slots.length}
      empty={<p>{formatAccountDate(day)}: No availability</p>}
    >
      <SelectField
        label={`Table time on ${formatAccountDate(day)}`}
        value={value}
        placeholder="Choose a time"
        onChange={(e) => onChange(e.target.value)}
        options={slots.map((s) => ({ value: s.TimeSlot, label: s.DisplayTime }))}
      />
    </AddOnTimes>
  );
}

/**
 * The dining modal (account-area §2, §5): the number of guests (1 to the room's
 * adults and children), the evenings of the stay ticked, and a table time on each
 * from the restaurant's availability. The package is priced by the server, per
 * person for each evening.
 */
export function DiningModal({
  open,
  offer,
  room,
  confirmation,
  today,
  onClose,
}: {
  open: boolean;
  offer: StayPackageOffer;
  room: StayRoom;
  confirmation: string;
  today: string;
  onClose: () => void;
}) {
  const restaurant = offer.content.Restaurant;
  const most = Math.max(1, Math.min(4, room.GuestQuota.Adults + room.GuestQuota.Children));
  const [guests, setGuests] = useState(most);
  const [times, setTimes] = useState<Record<string, string>>({});
  const [ticked, setTicked] = useState<string[]>([]);
  const [tried, setTried] = useState(false);
  const add = useAddDiningPackage(confirmation);
  const evenings = daysOfStay(room, today, { nightsOnly: true });
  const chosen = ticked.filter((d) => times[d]).sort();
  const missing =
    ticked.length === 0
      ? 'Tick at least one evening'
      : chosen.length < ticked.length
        ? 'Choose a table time for each evening ticked'
        : null;
  const close = () => {
    add.reset();
    setTried(false);
    onClose();
  };
  const confirm = () => {
    setTried(true);
    if (missing || !restaurant) return;
    add.mutate(
      {
        ...packageRef(room, offer.Code),
        quantity: chosen.length,
        startDate: chosen[0]!,
        endDate: chosen.at(-1)!,
        items: chosen.map((d) => ({ timeSLot: times[d]!, restaurant: restaurant.RestaurantId })),
      },
      { onSuccess: close },
    );
  };

  return (
    <AddOnModal
      open={open}
      title={offer.content.DisplayName}
      description={`${offer.content.LongDescription} ${formatPrice(offer.Amount)} ${offer.content.PerText} each evening.`}
      onClose={close}
      closeLabel="Keep my booking"
      action={{ label: 'Add to my stay', onClick: confirm, busy: add.isPending }}
      problem={add.isError && <Alert tone="error">{add.error.message}</Alert>}
    >
      <SelectField
        label="Guests"
        value={String(guests)}
        onChange={(e) => setGuests(Number(e.target.value))}
        options={Array.from({ length: most }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }))}
      />
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={tried && missing ? 'dining-error' : undefined}
      >
        <legend className="mb-2 font-semibold">Evenings</legend>
        {tried && missing && (
          <p id="dining-error" className="text-sm font-semibold text-danger">
            {missing}
          </p>
        )}
        {evenings.map((day) => (
          <div key={day} className="flex flex-col gap-2">
            <Checkbox
              name={`evening-${day}`}
              label={formatAccountDate(day)}
              checked={ticked.includes(day)}
              onChange={(e) =>
                setTicked(e.target.checked ? [...ticked, day] : ticked.filter((d) => d !== day))
              }
            />
            {ticked.includes(day) && restaurant && (
              <Evening
                day={day}
                restaurantId={restaurant.RestaurantId}
                guests={guests}
                value={times[day] ?? ''}
                onChange={(slot) => setTimes({ ...times, [day]: slot })}
              />
            )}
          </div>
        ))}
      </fieldset>
      {chosen.length > 0 && <PackageCost offer={offer} room={room} quantity={chosen.length} />}
    </AddOnModal>
  );
}
