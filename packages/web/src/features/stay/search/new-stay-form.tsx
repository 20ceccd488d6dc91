import { useWatch } from 'react-hook-form';
import { StayDatesAndGuestsFormSchema, type StayNewSearchRequest } from '@spa/domain';
import { ZodForm } from '../../../components/forms/zod-form';
import { FormSelectField, FormTextField } from '../../../components/forms/form-fields';
import { Button } from '../../../components/ui/button';
import { useZodForm } from '../../../lib/use-zod-form';
import type { RoomCapacity } from './stay-screen-parts';

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ value: String(from + i), label: String(from + i) }));

/** One room's adults, children and dogs (`occupancy.<room>.<0 adults | 1 children | 2 dogs>`). */
function RoomGuests({ room, capacity }: { room: number; capacity: RoomCapacity }) {
  const adults = useWatch<StayNewSearchRequest>({ name: `occupancy.${room}.0` }) as number;
  return (
    <>
      <FormSelectField
        name={`occupancy.${room}.0`}
        numeric
        label="Adults"
        options={range(1, Math.max(capacity.maxAdults, Math.min(adults, 8)))}
        hint={`Up to ${capacity.maxAdults} in a room`}
      />
      <FormSelectField name={`occupancy.${room}.1`} numeric label="Children" options={range(0, 8)} />
      <FormSelectField name={`occupancy.${room}.2`} numeric label="Dogs" options={range(0, 4)} />
    </>
  );
}

/**
 * Dates and guests of a stay (an amended room, every room of a stay amended together, or a new
 * stay): arrival and nights, and each room's adults, children and dogs ("Room 2" when more than
 * one), checked by the stay search form's schema before it is asked.
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
  const form = useZodForm(StayDatesAndGuestsFormSchema, {
    arrivalDate: request.arrivalDate,
    numberOfNights: request.numberOfNights,
    occupancy: request.occupancy,
  });
  const rooms = request.occupancy.length;
  return (
    <ZodForm
      form={form}
      onValid={(values) => onSearch({ ...request, ...values })}
      label={label}
      className="grid gap-3 sm:grid-cols-3 lg:grid-cols-6 lg:items-end"
    >
      <FormTextField name="arrivalDate" label="Arrival" type="date" required />
      <FormSelectField name="numberOfNights" numeric label="Nights" options={range(1, 28)} />
      {rooms === 1 ? (
        <RoomGuests room={0} capacity={capacity} />
      ) : (
        request.occupancy.map((_, room) => (
          <fieldset key={room} className="grid gap-3 sm:col-span-3 sm:grid-cols-3 lg:col-span-6">
            <legend className="font-semibold">Room {room + 1}</legend>
            <RoomGuests room={room} capacity={capacity} />
          </fieldset>
        ))
      )}
      <Button type="submit">Search</Button>
    </ZodForm>
  );
}
