import { useState } from 'react';
import { formatAccountDateTime, formatPrice } from '@spa/domain';
import { Button } from '../../../components/ui/button';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { useCancelSpaBooking, useSpaCancellationTerms } from './spa-bookings-api';

/** The member cancels their spa booking, told first what the policy refunds. */
export function CancelSpaBooking({ confirmationId, timeZone }: { confirmationId: string; timeZone: string }) {
  const terms = useSpaCancellationTerms(confirmationId);
  const cancel = useCancelSpaBooking(confirmationId);
  const [open, setOpen] = useState(false);
  // A cancelled booking says so, with its refund, in the booking screen's CancelledNotice.
  if (!terms.data || terms.data.RefundPence !== null) return null;
  const refund = terms.data.RefundIfCancelledNow;
  return (
    <div className="no-print">
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Cancel booking
      </Button>
      <ConfirmModal
        open={open}
        title="Cancel this booking?"
        confirmLabel="Cancel booking"
        danger
        busy={cancel.isPending}
        error={cancel.isError ? cancel.error.message : null}
        onConfirm={() => cancel.mutate(undefined, { onSuccess: () => setOpen(false) })}
        onClose={() => setOpen(false)}
      >
        <p>
          {refund > 0
            ? `If you cancel now, ${formatPrice(refund)} (50% of what you paid) ${terms.data.RefundTo}. From ${formatAccountDateTime(terms.data.FullCostFrom, timeZone)}, 48 hours before your booking date, nothing is refunded.`
            : 'Your booking is within 48 hours of its date: the full cost is incurred and nothing is refunded if you cancel.'}
        </p>
      </ConfirmModal>
    </div>
  );
}
