import { GuestRecordLink } from '../../components/staff/guest-record-link';
import { Link } from 'react-router';
import { formatShortDate, type StaffBookingSummary } from '@spa/domain';
import { balanceWords } from '../../lib/diary-status';

export const ARRIVAL_WORDS = { checked_in: 'Checked in', no_show: 'No-show' } as const;

/** One booking in a list: time, lead guest, party, contact, state; opens the booking. */
export function BookingSummaryRow({
  booking,
  showDate = false,
}: {
  booking: StaffBookingSummary;
  showDate?: boolean;
}) {
  const time = booking.FirstStart?.slice(11, 16) ?? '—';
  return (
    <tr className="border-b border-sage-200">
      <td className="py-2 pr-3">{showDate ? `${formatShortDate(booking.Date)} ${time}` : time}</td>
      <td className="py-2 pr-3">
        <Link
          className="font-semibold text-teal-800 underline underline-offset-4"
          to={`/bookings/${booking.Id}`}
        >
          {booking.LeadName}
        </Link>
        <span className="block text-sm">
          {booking.ConfirmationId} <GuestRecordLink bookingId={booking.Id} />
        </span>
      </td>
      <td className="py-2 pr-3">{booking.GuestCount}</td>
      <td className="py-2 pr-3 text-sm">
        {booking.Email}
        {booking.Telephone && <span className="block">{booking.Telephone}</span>}
      </td>
      <td className="py-2">
        {booking.Cancelled ? 'Cancelled' : booking.Arrival ? ARRIVAL_WORDS[booking.Arrival] : 'Expected'}
        {!booking.Cancelled && balanceWords(booking.BalancePence) && (
          <span className="mt-1 block w-fit rounded-sm bg-amber-100 px-1 font-semibold">
            {balanceWords(booking.BalancePence)}
          </span>
        )}
      </td>
    </tr>
  );
}

/** A table of bookings with its caption. */
export function BookingTable({
  caption,
  bookings,
  showDate,
}: {
  caption: string;
  bookings: StaffBookingSummary[];
  showDate?: boolean;
}) {
  return (
    <table className="w-full border-collapse text-left">
      <caption className="mb-2 text-left text-lg font-semibold">{caption}</caption>
      <thead>
        <tr className="border-b-2 border-teal-900">
          <th scope="col" className="py-2 pr-3">
            {showDate ? 'Date and time' : 'Time'}
          </th>
          <th scope="col" className="py-2 pr-3">
            Lead guest
          </th>
          <th scope="col" className="py-2 pr-3">
            Guests
          </th>
          <th scope="col" className="py-2 pr-3">
            Contact
          </th>
          <th scope="col" className="py-2">
            Status
          </th>
        </tr>
      </thead>
      <tbody>
        {bookings.map((booking) => (
          <BookingSummaryRow key={booking.Id} booking={booking} showDate={showDate} />
        ))}
      </tbody>
    </table>
  );
}
