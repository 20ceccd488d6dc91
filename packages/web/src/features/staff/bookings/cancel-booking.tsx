import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  formatPrice,
  formatShortDateTime,
  StaffBookingDetailSchema,
  type StaffBookingDetail,
} from '@spa/domain';
import { Button } from '../../../components/ui/button';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { apiRequest } from '../../../lib/api-client';
import { useResortTimeZone } from '../../../lib/resort-clock';
import { useOverrideReason } from './override-reason';
import { refreshAfterBookingChange } from './staff-bookings-api';

/** What the policy gives back, in the words shown before confirming (times in the resort's zone). */
export function refundSentence(booking: StaffBookingDetail, timeZone: string): string {
  const from = formatShortDateTime(booking.Cancellation.FullCostFrom, timeZone);
  return booking.Cancellation.RefundIfCancelledNow > 0
    ? `Cancelling now refunds ${formatPrice(booking.Cancellation.RefundIfCancelledNow)} (50% of ${formatPrice(booking.TotalPence)}) to the guest's card. From ${from} nothing is refunded.`
    : `This booking is within 48 hours of its date: the full cost is incurred and nothing is refunded.`;
}

/**
 * Cancel the whole booking on the guest's behalf, with the refund shown before confirming.
 * Once the guests have checked in only a spa manager may, giving the reason (decision 0301).
 */
export function CancelBooking({
  booking,
  onDone,
}: {
  booking: StaffBookingDetail;
  onDone: (message: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const timeZone = useResortTimeZone();
  const override = useOverrideReason(booking, 'The guests have checked in. Why cancel?');
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: async (body: { OverrideReason?: string }) =>
      StaffBookingDetailSchema.parse(
        await apiRequest(`/api/staff/bookings/${encodeURIComponent(booking.Id)}/cancel`, { body }),
      ),
    onSuccess: (detail) => {
      void refreshAfterBookingChange(queryClient, booking.Id, detail);
      setOpen(false);
      onDone(
        `The booking is cancelled and the guest e-mailed. Refund: ${formatPrice(detail.Cancellation.RefundPence ?? 0)}.`,
      );
    },
  });
  const confirm = () => {
    const body = override.body();
    if (body) cancel.mutate(body);
  };
  if (override.refused)
    return (
      <p className="max-w-md">The guests have checked in: only a spa manager can cancel this booking.</p>
    );
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
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      >
        <p>{refundSentence(booking, timeZone)}</p>
        <p>The guest is e-mailed, and the times are freed for others.</p>
        {override.field}
      </ConfirmModal>
    </>
  );
}
