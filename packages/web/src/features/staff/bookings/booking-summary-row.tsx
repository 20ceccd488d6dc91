import { GuestRecordLink } from '../../../components/staff/guest-record-link';
import { Link } from 'react-router';
import { formatShortDate, formatTime, type StaffBookingSummary } from '@spa/domain';
import { TableHead } from '../../../components/staff/table-head';
import { balanceWords } from '../../../lib/diary-status';
import { useResortTimeZone } from '../../../lib/resort-clock';

/** A booking's lead guest, opening the booking, over its confirmation number and the guest's record. */
export function LeadGuest({
  booking,
}: {
  booking: Pick<StaffBookingSummary, 'Id' | 'LeadName' | 'ConfirmationId'>;
}) {
  return (
    <>
      <Link
        className="font-semibold text-teal-800 underline underline-offset-4"
        to={`/bookings/${booking.Id}`}
      >
        {booking.LeadName}
      </Link>
      <span className="block text-sm">
        {booking.ConfirmationId} <GuestRecordLink bookingId={booking.Id} />
      </span>
    </>
  );
}

/** When the booking's day starts, in the resort's zone; a dash where nothing is timed. */
export function FirstTime({ booking }: { booking: Pick<StaffBookingSummary, 'FirstStart'> }) {
  const timeZone = useResortTimeZone();
  return booking.FirstStart ? formatTime(booking.FirstStart, timeZone) : '—';
}

export const ARRIVAL_WORDS = { checked_in: 'Checked in', no_show: 'No-show' } as const;

/** One booking in a list: time, lead guest, party, contact, state; opens the booking. */
export function BookingSummaryRow({
  booking,
  showDate = false,
}: {
  booking: StaffBookingSummary;
  showDate?: boolean;
}) {
  return (
    <tr className="border-b border-sage-200">
      <td className="py-2 pr-3">
        {showDate && `${formatShortDate(booking.Date)} `}
        <FirstTime booking={booking} />
      </td>
      <td className="py-2 pr-3">
        <LeadGuest booking={booking} />
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
      <TableHead
        headings={[showDate ? 'Date and time' : 'Time', 'Lead guest', 'Guests', 'Contact', 'Status']}
      />
      <tbody>
        {bookings.map((booking) => (
          <BookingSummaryRow key={booking.Id} booking={booking} showDate={showDate} />
        ))}
      </tbody>
    </table>
  );
}
