import { Link } from 'react-router';
import { formatAccountDate, type SpaMemberBooking } from '@spa/domain';
import { BookingBadge } from '../../components/account/booking-badge';
import { BookingsList } from '../../components/account/bookings-layout';
import { WaitingEntries } from '../../components/account/waiting-entries';
import { useSpaBookings } from './spa-bookings-api';

/** A spa booking is a Spa Day if it has a package, else a treatment booking (account-area §4). */
export const spaBookingTitle = (booking: SpaMemberBooking) =>
  booking.Item.Package ? booking.Item.Package.DisplayName : 'Spa treatments';

function SpaBookingCard({ booking }: { booking: SpaMemberBooking }) {
  const guests = booking.Item.Clients.length;
  return (
    <article className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-sage-200 p-4">
      <div>
        <h4 className="font-sans text-lg font-bold">
          <Link
            to={`/bookings/spa/${booking.Id}`}
            className="text-teal-800 underline underline-offset-4"
            aria-label={`${spaBookingTitle(booking)}, ${formatAccountDate(booking.Date)}`}
          >
            {spaBookingTitle(booking)}
          </Link>
        </h4>
        <p>
          {formatAccountDate(booking.Date)} · {guests} {guests === 1 ? 'guest' : 'guests'}
        </p>
        <p className="text-sm text-sage-700">Confirmation number {booking.Id}</p>
      </div>
      <BookingBadge daysToGo={booking.DaysToGo} isCancelled={booking.IsCancelled} />
    </article>
  );
}

/** account_spa_bookings: the member's spa bookings, upcoming and previous. */
export function SpaBookingsScreen() {
  const bookings = useSpaBookings();
  return (
    <>
      <BookingsList kind="spa" query={bookings} renderBooking={(b) => <SpaBookingCard booking={b} />} />
      <WaitingEntries />
    </>
  );
}
