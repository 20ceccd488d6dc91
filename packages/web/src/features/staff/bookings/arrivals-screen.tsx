import { DayHeading, useShownDay } from '../../../components/staff/day-heading';
import { GuestNote } from '../../../components/staff/guest-note';
import { HealthFlags } from '../../../components/staff/health-flags';
import { StaffNotes } from '../../../components/staff/staff-notes';
import { TableHead } from '../../../components/staff/table-head';
import { QueryView } from '../../../components/ui/query-view';
import { useArrivals } from './staff-bookings-api';
import { ArrivalActions } from './arrival-actions';
import { FirstTime, LeadGuest } from './booking-summary-row';

/** staff_arrivals: today's bookings by their first time; check in, or mark a no-show. */
export function ArrivalsScreen() {
  const day = useShownDay();
  const arrivals = useArrivals(day.date);
  return (
    <>
      <DayHeading title="Arrivals" day={day} />
      <QueryView query={arrivals} loading="Loading the arrivals">
        {({ Bookings }) =>
          Bookings.length === 0 ? (
            <p>No bookings on this day.</p>
          ) : (
            <table className="w-full border-collapse text-left">
              <caption className="sr-only">Arrivals by time</caption>
              <TableHead headings={['Time', 'Lead guest', 'Guests', 'Arrival']} />
              <tbody>
                {Bookings.map((booking) => (
                  <tr key={booking.Id} className="border-b border-sage-200">
                    <td className="py-2 pr-3 font-semibold">
                      <FirstTime booking={booking} />
                    </td>
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
          )
        }
      </QueryView>
    </>
  );
}
