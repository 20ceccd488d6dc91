import { Link } from 'react-router';

/**
 * The link to a guest record (issue 22 item 2): a booking's lead booker's, in a booking's row (the
 * row names the guest; the guest's name itself still opens the booking), or a party guest's
 * (`guestId`, decision 0395), named for screen readers by `guestName`.
 */
export function GuestRecordLink({
  bookingId,
  guestId,
  guestName,
}: {
  bookingId: string;
  guestId?: string;
  guestName?: string;
}) {
  return (
    <Link
      className="inline-flex min-h-11 items-center text-teal-800 underline underline-offset-4"
      to={guestId ? `/bookings/${bookingId}/guests/${guestId}` : `/bookings/${bookingId}/guest`}
    >
      Guest record{guestName && <span className="sr-only"> of {guestName}</span>}
    </Link>
  );
}
