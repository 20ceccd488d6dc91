import { useState, type FormEvent } from 'react';
import type { StayNewSearchRequest } from '@spa/domain';
import { Button } from '../../components/ui/button';
import { SelectField, TextField } from '../../components/ui/field';
import type { RoomCapacity } from './stay-screen-parts';

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ value: String(from + i), label: String(from + i) }));

/** Dates and guests of a stay (an amended room or a new stay): arrival, nights, adults, children and dogs. */
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
  const [[adults0, children0, dogs0] = [2, 0, 0]] = request.occupancy;
  const [arrivalDate, setArrival] = useState(request.arrivalDate);
  const [nights, setNights] = useState(request.numberOfNights);
  const [adults, setAdults] = useState(adults0);
  const [children, setChildren] = useState(children0);
  const [dogs, setDogs] = useState(dogs0);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ ...request, arrivalDate, numberOfNights: nights, occupancy: [[adults, children, dogs]] });
  };
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
      <SelectField
        label="Adults"
        value={String(adults)}
        onChange={(e) => setAdults(Number(e.target.value))}
        options={range(1, Math.max(capacity.maxAdults, Math.min(adults0, 8)))}
        hint={`Up to ${capacity.maxAdults} in a room`}
      />
      <SelectField
        label="Children"
        value={String(children)}
        onChange={(e) => setChildren(Number(e.target.value))}
        options={range(0, 8)}
      />
      <SelectField
        label="Dogs"
        value={String(dogs)}
        onChange={(e) => setDogs(Number(e.target.value))}
        options={range(0, 4)}
      />
      <Button type="submit">Search</Button>
    </form>
  );
}
