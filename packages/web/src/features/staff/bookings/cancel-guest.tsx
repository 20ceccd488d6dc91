import { formatPrice } from '@spa/domain';
import { AskFirstForm } from './ask-first';
import { useDeskCancel } from './override-reason';
import type { BookingPartProps } from './booking-part';

/** Cancel one guest's part on their behalf, with their refund shown before confirming (decision 175). */
export function CancelGuest({ booking, guestIndex, onDone }: BookingPartProps & { guestIndex: number }) {
  const guest = booking.Guests[guestIndex]!;
  const refund = guest.PartRefundIfCancelledNow ?? 0;
  const cancel = useDeskCancel(
    { booking, onDone },
    `/api/staff/bookings/${encodeURIComponent(booking.Id)}/guests/${encodeURIComponent(guest.Id ?? '')}/cancel`,
    `The guests have checked in. Why cancel ${guest.Name}’s part?`,
  );
  if (cancel.refused)
    return <span className="text-sm">Checked in: only a spa manager can cancel {guest.Name}’s part.</span>;
  return (
    <AskFirstForm
      button={`Cancel ${guest.Name}’s part`}
      buttonClassName="min-h-11 py-1"
      title={`Cancel ${guest.Name}’s part of ${booking.ConfirmationId}?`}
      confirmLabel={`Cancel ${guest.Name}’s part`}
      keepLabel="Keep it"
      danger
      call={cancel.call}
      form={cancel.form}
      onValid={cancel.onValid(
        (after) =>
          `${guest.Name}’s part is cancelled and the lead booker e-mailed. Refund: ${formatPrice(after.CancelledParts.at(-1)?.RefundPence ?? 0)}.`,
      )}
    >
      <p>
        {refund > 0
          ? `If cancelled now, ${formatPrice(refund)} (50% of their share) ${guest.PartRefundTo ?? 'is refunded to the card that paid'}.`
          : 'Within 48 hours of the booking date the full cost is incurred: nothing is refunded.'}
      </p>
      <p>Their times are freed; the other guests’ stay as booked.</p>
      {cancel.field}
    </AskFirstForm>
  );
}
