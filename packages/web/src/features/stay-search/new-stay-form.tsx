import { useState, type FormEvent } from 'react';
import type { StayNewSearchRequest } from '@spa/domain';
import { Button } from '../../components/ui/button';
import { SelectField, TextField } from '../../components/ui/field';
import type { RoomCapacity } from './stay-screen-parts';

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ value: String(from + i), label: String(from + i) }));

type Guests = StayNewSearchRequest['occupancy'][number];

/** One room's adults, children and dogs. */
function RoomGuests({
  guests,
  onChange,
  capacity,
}: {
  guests: Guests;
  onChange: (guests: Guests) => void;
  capacity: RoomCapacity;
}) {
  const [adults, children, dogs] = guests;
  return (
    <>
      <SelectField
        label="Adults"
        value={String(adults)}
        onChange={(e) => onChange([Number(e.target.value), children, dogs])}
        options={range(1, Math.max(capacity.maxAdults, Math.min(adults, 8)))}
        hint={`Up to ${capacity.maxAdults} in a room`}
      />
      <SelectField
        label="Children"
        value={String(children)}
        onChange={(e) => onChange([adults, Number(e.target.value), dogs])}
        options={range(0, 8)}
      />
      <SelectField
        label="Dogs"
        value={String(dogs)}
        onChange={(e) => onChange([adults, children, Number(e.target.value)])}
        options={range(0, 4)}
      />
    </>
  );
}

/**
 * Dates and guests of a stay (an amended room, every room of a stay amended together, or a new
 * stay): arrival and nights, and each room's adults, children and dogs ("Room 2" when more than one).
 */
export function NewStayForm<T extends StayNewSearchRequest>({
  request,
  onSearch,
  capacity,
  label = 'Your new stay',
}: {
  request: T;
  onSearch: (request: T) => void;
  /** The hotel's largest room: the most adults offered, said before the search. */
  capacity: RoomCapacity;
  label?: string;
}) {
  const [arrivalDate, setArrival] = useState(request.arrivalDate);
  const [nights, setNights] = useState(request.numberOfNights);
  const [rooms, setRooms] = useState<Guests[]>(request.occupancy);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ ...request, arrivalDate, numberOfNights: nights, occupancy: rooms });
  };
  const guestsOf = (index: number) => (guests: Guests) =>
    setRooms((all) => all.map((room, i) => (i === index ? guests : room)));
  return (
    <form
      onSubmit={submit}
      className="grid gap-3 sm:grid-cols-3 lg:grid-cols-6 lg:items-end"
      aria-label={label}
    >
      <TextField
        label="Arrival"
        type="date"
        required
        value={arrivalDate}
        onChange={(e) => setArrival(e.target.value)}
      />
      <SelectField
        label="Nights"
        value={String(nights)}
        onChange={(e) => setNights(Number(e.target.value))}
        options={range(1, 28)}
      />
      {rooms.length === 1 ? (
        <RoomGuests guests={rooms[0] ?? [2, 0, 0]} onChange={guestsOf(0)} capacity={capacity} />
      ) : (
        rooms.map((guests, index) => (
          <fieldset key={index} className="grid gap-3 sm:col-span-3 sm:grid-cols-3 lg:col-span-6">
            <legend className="font-semibold">Room {index + 1}</legend>
            <RoomGuests guests={guests} onChange={guestsOf(index)} capacity={capacity} />
          </fieldset>
        ))
      )}
      <Button type="submit">Search</Button>
    </form>
  );
}
