import { useMutation, useQueryClient } from '@tanstack/react-query';
import { StaffBookingDetailSchema } from '@spa/domain';
import { Button } from '../../../components/ui/button';
import { apiRequest } from '../../../lib/api-client';

/** POST api/staff/bookings/{id}/resend: the confirmation again, to the lead booker. */
export function ResendButton({
  bookingId,
  onDone,
}: {
  bookingId: string;
  onDone: (message: string) => void;
}) {
  const queryClient = useQueryClient();
  const resend = useMutation({
    mutationFn: async () =>
      StaffBookingDetailSchema.parse(
        await apiRequest(`/api/staff/bookings/${encodeURIComponent(bookingId)}/resend`, { method: 'POST' }),
      ),
    onSuccess: (detail) => {
      queryClient.setQueryData(['staff', 'booking', bookingId], detail);
      onDone(`The confirmation has been sent again to ${detail.Email}.`);
    },
  });
  return (
    <>
      <Button variant="secondary" busy={resend.isPending} onClick={() => resend.mutate()}>
        Resend confirmation
      </Button>
      {resend.isError && (
        <span role="alert" className="font-semibold text-danger">
          Not sent: {resend.error.message}
        </span>
      )}
    </>
  );
}
