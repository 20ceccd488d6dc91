import { Link } from 'react-router';

/**
 * The link to a booking's lead booker's guest record (issue 22 item 2), in a booking's row:
 * the row names the guest (the guest's name itself still opens the booking).
 */
export function GuestRecordLink({ bookingId }: { bookingId: string }) {
  return (
    <Link
      className="inline-flex min-h-11 items-center text-teal-800 underline underline-offset-4"
      to={`/bookings/${bookingId}/guest`}
    >
      Guest record
    </Link>
  );
}
