import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { TextField } from '../../../components/ui/field';
import { Button } from '../../../components/ui/button';
import { Alert, Loader } from '../../../components/ui/feedback';
import { useBookingSearch } from './staff-bookings-api';
import { BookingTable } from './booking-summary-row';

/** staff_find_booking: by confirmation number, guest name, e-mail or phone. */
export function FindBookingScreen() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const [error, setError] = useState<string | undefined>();
  const found = useBookingSearch(q);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim().length < 2) {
      setError('Enter at least 2 characters');
      document.getElementById('q')?.focus();
      return;
    }
    setError(undefined);
    setParams({ q: text.trim() }, { replace: true });
  };

  return (
    <>
      <h1 className="mb-4 text-3xl">Find a booking</h1>
      <form role="search" noValidate onSubmit={onSubmit} className="mb-6 flex flex-wrap items-end gap-3">
        <TextField
          id="q"
          name="q"
          label="Confirmation number, guest name, e-mail or phone"
          value={text}
          error={error}
          onChange={(event) => setText(event.target.value)}
          containerClassName="min-w-72 flex-1"
        />
        <Button type="submit">Search</Button>
      </form>
      {found.isFetching && <Loader label="Searching" />}
      {found.isError && <Alert tone="error">Sorry, the search failed. Please try again.</Alert>}
      {found.data &&
        (found.data.Bookings.length === 0 ? (
          <p role="status">No booking matches “{q}”.</p>
        ) : (
          <BookingTable caption={`Bookings matching “${q}”`} bookings={found.data.Bookings} showDate />
        ))}
    </>
  );
}
