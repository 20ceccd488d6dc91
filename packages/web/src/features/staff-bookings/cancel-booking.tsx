import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatPrice, StaffBookingDetailSchema, type StaffBookingDetail } from '@spa/domain';
import { Button } from '../../components/ui/button';
import { ConfirmModal } from '../../components/ui/confirm-modal';
import { apiRequest } from '../../lib/api-client';

/** What the policy gives back, in the words shown before confirming. */
export function refundSentence(booking: StaffBookingDetail): string {
  const from = new Date(booking.Cancellation.FullCostFrom).toLocaleString('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/London',
  });
  return booking.Cancellation.RefundIfCancelledNow > 0
    ? `Cancelling now refunds ${formatPrice(booking.Cancellation.RefundIfCancelledNow)} (50% of ${formatPrice(booking.TotalPence)}) to the guest's card. From ${from} nothing is refunded.`
    : `This booking is within 48 hours of its date: the full cost is incurred and nothing is refunded.`;
}

/** Cancel the whole booking on the guest's behalf, with the refund shown before confirming. */
export function CancelBooking({
  booking,
  onDone,
}: {
  booking: StaffBookingDetail;
  onDone: (message: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: async () =>
      StaffBookingDetailSchema.parse(
        await apiRequest(`/api/staff/bookings/${encodeURIComponent(booking.Id)}/cancel`, { method: 'POST' }),
      ),
    onSuccess: (detail) => {
      queryClient.setQueryData(['staff', 'booking', booking.Id], detail);
      void queryClient.invalidateQueries({ queryKey: ['staff', 'diary'] });
      setOpen(false);
      onDone(
        `The booking is cancelled and the guest e-mailed. Refund: ${formatPrice(detail.Cancellation.RefundPence ?? 0)}.`,
      );
    },
  });
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Cancel booking
      </Button>
      <ConfirmModal
        open={open}
        title={`Cancel ${booking.ConfirmationId}?`}
        confirmLabel="Cancel the booking"
        keepLabel="Keep the booking"
        danger
        busy={cancel.isPending}
        error={cancel.isError ? cancel.error.message : null}
        onConfirm={() => cancel.mutate()}
        onClose={() => setOpen(false)}
      >
        <p>{refundSentence(booking)}</p>
        <p>The guest is e-mailed, and the times are freed for others.</p>
      </ConfirmModal>
    </>
  );
}
