import { useSearchParams } from 'react-router';
import { formatLongDate } from '@spa/domain';
import { DATE, DateInput } from '../../../components/staff/date-input';
import { GuestNote } from '../../../components/staff/guest-note';
import { HealthFlags } from '../../../components/staff/health-flags';
import { StaffNotes } from '../../../components/staff/staff-notes';
import { TableHead } from '../../../components/staff/table-head';
import { Alert, Loader } from '../../../components/ui/feedback';
import { useResortToday } from '../../../lib/resort-clock';
import { useArrivals } from './staff-bookings-api';
import { ArrivalActions } from './arrival-actions';
import { LeadGuest } from './booking-summary-row';

/** staff_arrivals: today's bookings by their first time; check in, or mark a no-show. */
export function ArrivalsScreen() {
  const today = useResortToday();
  // Today's by default; ?date= for another day (tomorrow's, to prepare).
  const [params, setParams] = useSearchParams();
  const asked = params.get('date') ?? '';
  const date = DATE.test(asked) ? asked : today;
  const arrivals = useArrivals(date);
  return (
    <>
      <h1 className="mb-4 text-3xl">
        Arrivals <span className="block text-xl">{formatLongDate(date)}</span>
      </h1>
      <div className="no-print mb-4 w-fit">
        <DateInput
          label="Date"
          value={date}
          onChange={(day) => setParams({ date: day }, { replace: true })}
        />
      </div>
      {arrivals.isError && <Alert tone="error">Sorry, the arrivals could not be loaded.</Alert>}
      {!arrivals.data && !arrivals.isError && <Loader label="Loading the arrivals" />}
      {arrivals.data?.Bookings.length === 0 && <p>No bookings on this day.</p>}
      {arrivals.data && arrivals.data.Bookings.length > 0 && (
        <table className="w-full border-collapse text-left">
          <caption className="sr-only">Arrivals by time</caption>
          <TableHead headings={['Time', 'Lead guest', 'Guests', 'Arrival']} />
          <tbody>
            {arrivals.data.Bookings.map((booking) => (
              <tr key={booking.Id} className="border-b border-sage-200">
                <td className="py-2 pr-3 font-semibold">{booking.FirstStart?.slice(11, 16) ?? '—'}</td>
                <td className="py-2 pr-3">
                  <LeadGuest booking={booking} />
                  <HealthFlags flags={booking.Health.Flags} className="mt-1 max-w-md text-sm" />
                  <GuestNote note={booking.GuestNote} className="mt-1 max-w-md text-sm" />
                  <StaffNotes notes={booking.StaffNotes} className="mt-1 max-w-md text-sm" />
                </td>
                <td className="py-2 pr-3">{booking.GuestCount}</td>
                <td className="py-2">
                  <ArrivalActions booking={booking} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
