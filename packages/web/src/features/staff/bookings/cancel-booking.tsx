import { formatPrice, formatShortDateTime, type StaffBookingDetail } from '@spa/domain';
import { useResortTimeZone } from '../../../lib/resort-clock';
import { AskFirstForm } from './ask-first';
import { useDeskCancel } from './override-reason';
import type { BookingPartProps } from './booking-part';

/** What the policy gives back, in the words shown before confirming (times in the resort's zone). */
export function refundSentence(booking: StaffBookingDetail, timeZone: string): string {
  const from = formatShortDateTime(booking.Cancellation.FullCostFrom, timeZone);
  return booking.Cancellation.RefundIfCancelledNow > 0
    ? `If cancelled now, ${formatPrice(booking.Cancellation.RefundIfCancelledNow)} (50% of ${formatPrice(booking.TotalPence)}) ${booking.Cancellation.RefundTo}. From ${from} nothing is refunded.`
    : `This booking is within 48 hours of its date: the full cost is incurred and nothing is refunded.`;
}

/**
 * Cancel the whole booking on the guest's behalf, with the refund shown before confirming.
 * Once the guests have checked in only a spa manager may, giving the reason (decision 0301).
 */
export function CancelBooking({ booking, onDone }: BookingPartProps) {
  const timeZone = useResortTimeZone();
  const cancel = useDeskCancel(
    { booking, onDone },
    `/api/staff/bookings/${encodeURIComponent(booking.Id)}/cancel`,
    'The guests have checked in. Why cancel?',
  );
  if (cancel.refused)
    return (
      <p className="max-w-md">The guests have checked in: only a spa manager can cancel this booking.</p>
    );
  return (
    <AskFirstForm
      button="Cancel booking"
      variant="danger"
      title={`Cancel ${booking.ConfirmationId}?`}
      confirmLabel="Cancel the booking"
      keepLabel="Keep the booking"
      danger
      call={cancel.call}
      form={cancel.form}
      onValid={cancel.onValid(
        (after) =>
          `The booking is cancelled and the guest e-mailed. Refund: ${formatPrice(after.Cancellation.RefundPence ?? 0)}.`,
      )}
    >
      <p>{refundSentence(booking, timeZone)}</p>
      <p>The guest is e-mailed, and the times are freed for others.</p>
      {cancel.field}
    </AskFirstForm>
  );
}
