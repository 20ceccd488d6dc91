import { useState } from 'react';
import { formatPrice, type DeskRefundRequest, type StaffBookingDetail } from '@spa/domain';
import { useStaff } from '../../../lib/staff-auth';
import { AskFirst } from './ask-first';
import { useDeskRefund } from './staff-bookings-api';
import type { BookingPartProps } from './booking-part';

type Refundable = StaffBookingDetail['Desk']['DeskRefundable'][number];

const REFUND_WORDS: Record<DeskRefundRequest['Method'], { action: string; done: string }> = {
  cash: { action: 'in cash', done: 'given back in cash' },
  'desk-card': { action: 'to the card terminal', done: 'refunded on the card terminal' },
};

/** One tender's refund: the button, the prompt, once per request id. */
function RefundButton({ booking, refundable, onDone }: BookingPartProps & { refundable: Refundable }) {
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const refund = useDeskRefund(booking.Id);
  const words = REFUND_WORDS[refundable.Method];
  const amount = formatPrice(refundable.AmountPence);
  return (
    <AskFirst
      button={`Refund ${amount} ${words.action}`}
      title={`Refund ${amount} ${words.action}?`}
      confirmLabel={`Refund ${amount}`}
      keepLabel="Not now"
      call={refund}
      onConfirm={(close) =>
        refund.mutate(
          { Method: refundable.Method, AmountPence: refundable.AmountPence, RequestId: requestId },
          {
            onSuccess: () => {
              close();
              setRequestId(crypto.randomUUID());
              onDone(`${amount} ${words.done}. The guest is e-mailed; the balance is now nil.`);
            },
          },
        )
      }
    >
      <p>
        Give the guest {amount} {words.action} now. It is recorded in the booking’s account and the audit log,
        and the guest is e-mailed.
      </p>
    </AskFirst>
  );
}

/** The stays a booking's room charges went to that still hold money of it (payments less refunds). */
function roomChargedStays(booking: StaffBookingDetail): string[] {
  const held = new Map<string, number>();
  for (const e of booking.Money.Entries)
    if (e.Tender === 'room-charge' && e.Reference)
      held.set(e.Reference, (held.get(e.Reference) ?? 0) + (e.Kind === 'payment' ? 1 : -1) * e.AmountPence);
  return [...held].filter(([, pence]) => pence > 0).map(([stay]) => stay);
}

/**
 * A cancelled room-charged booking whose stay had left by then keeps its credit here: its bill
 * was closed and paid, so the hotel's reception gives it back with the stay's payment (decision 0535).
 */
function ClosedRoomBillCredit({ booking }: Pick<BookingPartProps, 'booking'>) {
  const stays = roomChargedStays(booking);
  if (booking.Money.BalancePence >= 0 || stays.length === 0) return null;
  return (
    <section
      aria-labelledby="room-credit-title"
      className="mb-6 rounded-lg border-2 border-amber-600 bg-amber-50 p-4"
    >
      <h2 id="room-credit-title" className="mb-2 text-xl">
        {formatPrice(-booking.Money.BalancePence)} owed back to the guest
      </h2>
      <p>
        It was charged to the room bill of stay {stays.join(', ')}, which had closed when the booking was
        cancelled: the hotel’s reception gives it back with the stay’s payment.
      </p>
    </section>
  );
}

/**
 * What the booking owes back to the guest that was paid at the desk (a cancelled booking paid
 * in cash or on the terminal keeps a credit): a spa manager gives it back by the same tender
 * (decision 0445, as a goodwill refund needs a manager); reception is told who can.
 */
export function DeskRefund({ booking, onDone }: BookingPartProps) {
  const isManager = useStaff()?.Role === 'spa_manager';
  const refundable = booking.Desk.DeskRefundable;
  if (refundable.length === 0) return <ClosedRoomBillCredit booking={booking} />;
  const owed = formatPrice(-booking.Money.BalancePence);
  return (
    <section
      aria-labelledby="desk-refund-title"
      className="mb-6 rounded-lg border-2 border-amber-600 bg-amber-50 p-4"
    >
      <h2 id="desk-refund-title" className="mb-2 text-xl">
        {owed} owed back to the guest
      </h2>
      <p className="mb-3">It was paid at the desk: give it back the way it was paid.</p>
      {isManager ? (
        <div className="flex flex-wrap gap-3">
          {refundable.map((r) => (
            <RefundButton key={r.Method} booking={booking} refundable={r} onDone={onDone} />
          ))}
        </div>
      ) : (
        <p>A spa manager gives it back: ask one to open this booking.</p>
      )}
    </section>
  );
}
