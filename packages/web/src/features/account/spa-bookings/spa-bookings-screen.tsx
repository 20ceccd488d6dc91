import { formatAccountDate, type SpaMemberBooking } from '@spa/domain';
import { BookingCard } from '../../../components/account/booking-card';
import { BookingsList } from '../../../components/account/bookings-layout';
import { WaitingEntries } from '../../../components/account/waiting-entries';
import { useSpaBookings } from './spa-bookings-api';

/** A spa booking is a Spa Day if it has a package, else a treatment booking (account-area §4). */
export const spaBookingTitle = (booking: SpaMemberBooking) =>
  booking.Item.Package ? booking.Item.Package.DisplayName : 'Spa treatments';

function SpaBookingCard({ booking }: { booking: SpaMemberBooking }) {
  const guests = booking.Item.Clients.length;
  return (
    <BookingCard
      to={`/bookings/spa/${booking.Id}`}
      title={spaBookingTitle(booking)}
      linkLabel={`${spaBookingTitle(booking)}, ${formatAccountDate(booking.Date)}`}
      confirmation={booking.Id}
      daysToGo={booking.DaysToGo}
      isCancelled={booking.IsCancelled}
    >
      {formatAccountDate(booking.Date)} · {guests} {guests === 1 ? 'guest' : 'guests'}
    </BookingCard>
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
