import { useSearchParams } from 'react-router';
import { StaffBookingSearchQuerySchema } from '@spa/domain';
import { FormTextField } from '../../../components/forms/form-fields';
import { ZodForm } from '../../../components/forms/zod-form';
import { Button } from '../../../components/ui/button';
import { Alert, Loader } from '../../../components/ui/feedback';
import { useZodForm } from '../../../lib/use-zod-form';
import { useBookingSearch } from './staff-bookings-api';
import { BookingTable } from './booking-summary-row';

/** staff_find_booking: by confirmation number, guest name, e-mail or phone (the server's query schema checks it first). */
export function FindBookingScreen() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const form = useZodForm(StaffBookingSearchQuerySchema, { q });
  const found = useBookingSearch(q);

  return (
    <>
      <h1 className="mb-4 text-3xl">Find a booking</h1>
      <div role="search">
        <ZodForm
          form={form}
          onValid={(query) => setParams(query, { replace: true })}
          className="mb-6 flex flex-wrap items-end gap-3"
        >
          <FormTextField
            name="q"
            label="Confirmation number, guest name, e-mail or phone"
            containerClassName="min-w-72 flex-1"
          />
          <Button type="submit">Search</Button>
        </ZodForm>
      </div>
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
