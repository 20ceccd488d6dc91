import { useState } from 'react';
import { formatPrice, type StaffBookingDetail } from '@spa/domain';
import { Button } from '../../../components/ui/button';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { apiRequest } from '../../../lib/api-client';
import { useOverrideReason } from './override-reason';
import { useBookingChange } from './staff-bookings-api';

/** Cancel one guest's part on their behalf, with their refund shown before confirming (decision 175). */
export function CancelGuest({
  booking,
  guestIndex,
  onDone,
}: {
  booking: StaffBookingDetail;
  guestIndex: number;
  onDone: (message: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const guest = booking.Guests[guestIndex]!;
  const refund = guest.PartRefundIfCancelledNow ?? 0;
  const override = useOverrideReason(booking, `The guests have checked in. Why cancel ${guest.Name}’s part?`);
  const cancel = useBookingChange(booking.Id, (body: { OverrideReason?: string }) =>
    apiRequest(
      `/api/staff/bookings/${encodeURIComponent(booking.Id)}/guests/${encodeURIComponent(guest.Id ?? '')}/cancel`,
      { body },
    ),
  );
  if (override.refused)
    return <span className="text-sm">Checked in: only a spa manager can cancel {guest.Name}’s part.</span>;
  const confirm = () => {
    const body = override.body();
    if (body)
      cancel.mutate(body, {
        onSuccess: (detail) => {
          setOpen(false);
          const part = detail.CancelledParts.at(-1);
          onDone(
            `${guest.Name}’s part is cancelled and the lead booker e-mailed. Refund: ${formatPrice(part?.RefundPence ?? 0)}.`,
          );
        },
      });
  };
  return (
    <>
      <Button variant="secondary" className="min-h-11 py-1" onClick={() => setOpen(true)}>
        Cancel {guest.Name}’s part
      </Button>
      <ConfirmModal
        open={open}
        title={`Cancel ${guest.Name}’s part of ${booking.ConfirmationId}?`}
        confirmLabel={`Cancel ${guest.Name}’s part`}
        keepLabel="Keep it"
        danger
        busy={cancel.isPending}
        error={cancel.isError ? cancel.error.message : null}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      >
        <p>
          {refund > 0
            ? `Cancelling now refunds ${formatPrice(refund)} (50% of their share) to the card that paid.`
            : 'Within 48 hours of the booking date the full cost is incurred: nothing is refunded.'}
        </p>
        <p>Their times are freed; the other guests’ stay as booked.</p>
        {override.field}
      </ConfirmModal>
    </>
  );
}
