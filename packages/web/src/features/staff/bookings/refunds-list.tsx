import { formatPrice, formatShortDateTime } from '@spa/domain';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/feedback';
import { apiRequest } from '../../../lib/api-client';
import { useResortTimeZone } from '../../../lib/resort-clock';
import { useStaff } from '../../../lib/staff-auth';
import { useBookingChange } from './staff-bookings-api';
import { StaffPanel } from '../../../components/staff/staff-panel';
import type { BookingPartProps } from './booking-part';

/**
 * The booking's refunds: refunded, or pending while the payment provider has not taken
 * them (retried every minute); a spa manager may retry now (decision 174).
 */
export function RefundsList({ booking, onDone }: BookingPartProps) {
  const isManager = useStaff()?.Role === 'spa_manager';
  const timeZone = useResortTimeZone();
  const when = (at: string) => formatShortDateTime(at, timeZone);
  const retry = useBookingChange(booking.Id, () =>
    apiRequest(`/api/staff/bookings/${encodeURIComponent(booking.Id)}/refunds/retry`, { method: 'POST' }),
  );
  const pending = booking.Refunds.filter((r) => r.Status === 'pending').length;
  if (booking.Refunds.length === 0 && booking.CancelledParts.length === 0) return null;
  return (
    <StaffPanel title="Cancellations and refunds" className="mb-6">
      <ul className="mb-2 flex flex-col gap-1">
        {booking.CancelledParts.map((part, i) => (
          <li key={`part-${i}`}>
            {part.Name}’s part cancelled {when(part.At)}: refund {formatPrice(part.RefundPence)}
          </li>
        ))}
        {booking.Refunds.map((refund, i) => (
          <li key={`refund-${i}`}>
            {refund.Reason}: {formatPrice(refund.AmountPence)},{' '}
            {refund.Status === 'refunded' && refund.RefundedAt ? (
              <>refunded {when(refund.RefundedAt)}</>
            ) : (
              <strong>
                pending (tried {refund.Attempts} {refund.Attempts === 1 ? 'time' : 'times'}
                {refund.LastError && `; the provider said: ${refund.LastError}`}; retried every minute)
              </strong>
            )}
          </li>
        ))}
      </ul>
      {pending > 0 && isManager && (
        <Button
          variant="secondary"
          busy={retry.isPending}
          onClick={() =>
            retry.mutate(undefined, {
              onSuccess: (detail) => {
                const left = detail.Refunds.filter((r) => r.Status === 'pending').length;
                onDone(
                  left === 0
                    ? 'The refund went through.'
                    : 'The provider still refused; it is retried every minute.',
                );
              },
            })
          }
        >
          Retry the refund now
        </Button>
      )}
      {retry.isError && (
        <Alert tone="error" title="Not retried" className="mt-2">
          {retry.error.message}
        </Alert>
      )}
    </StaffPanel>
  );
}
