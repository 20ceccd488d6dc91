import { Button } from '../../../components/ui/button';
import { apiRequest } from '../../../lib/api-client';
import { useBookingChange } from './staff-bookings-api';
import { CallFailed } from './call-failed';

/** POST api/staff/bookings/{id}/resend: the confirmation again, to the lead booker. */
export function ResendButton({
  bookingId,
  onDone,
}: {
  bookingId: string;
  onDone: (message: string) => void;
}) {
  const resend = useBookingChange(bookingId, () =>
    apiRequest(`/api/staff/bookings/${encodeURIComponent(bookingId)}/resend`, { method: 'POST' }),
  );
  return (
    <>
      <Button
        variant="secondary"
        busy={resend.isPending}
        onClick={() =>
          resend.mutate(undefined, {
            onSuccess: (detail) => onDone(`The confirmation has been sent again to ${detail.Email}.`),
          })
        }
      >
        Resend confirmation
      </Button>
      <CallFailed call={resend} what="Not sent" />
    </>
  );
}
