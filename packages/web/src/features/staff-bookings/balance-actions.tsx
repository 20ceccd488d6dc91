import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { DeskBookResponseSchema, formatPrice, type StaffBookingDetail } from '@spa/domain';
import { Button } from '../../components/ui/button';
import { Alert } from '../../components/ui/feedback';
import { apiRequest } from '../../lib/api-client';

type Take = { Method: 'desk-card' | 'cash' } | { link: 'payment-link' | 'guarantee-link' };

/**
 * What is left to pay on a booking, and how the desk takes it (issue 22): the card
 * terminal, cash, a payment link e-mailed to the lead booker, or a gift voucher (the vouchers
 * screen). A room charge is taken when the booking is made (it needs the guest's stay). Until
 * it is paid, a card guarantee link keeps the guest's card for the policy, charging nothing
 * (decision 0391).
 */
export function BalanceActions({
  booking,
  onDone,
}: {
  booking: StaffBookingDetail;
  onDone: (message: string) => void;
}) {
  const client = useQueryClient();
  const id = encodeURIComponent(booking.Id);
  const take = useMutation({
    mutationFn: async (how: Take) =>
      DeskBookResponseSchema.parse(
        'link' in how
          ? await apiRequest(`/api/staff/bookings/${id}/${how.link}`, { method: 'POST' })
          : await apiRequest(`/api/staff/bookings/${id}/payments`, { body: how }),
      ),
    onSuccess: async (answer, how) => {
      await Promise.all(
        [
          ['staff', 'booking', booking.Id],
          ['staff', 'arrivals'],
          ['staff', 'diary'],
        ].map((queryKey) => client.invalidateQueries({ queryKey })),
      );
      onDone(
        'link' in how
          ? how.link === 'guarantee-link'
            ? `A card guarantee link has been e-mailed to ${booking.Email}: nothing is charged.`
            : `A payment link for ${formatPrice(answer.BalancePence)} has been e-mailed to ${booking.Email}.`
          : `${formatPrice(booking.Money.BalancePence)} taken by ${how.Method === 'cash' ? 'cash' : 'card'}. The receipt has been e-mailed.`,
      );
    },
  });
  const balance = booking.Money.BalancePence;
  if (booking.Cancelled || balance <= 0) return null;
  return (
    <section
      aria-labelledby="balance-title"
      className="mb-6 rounded-lg border-2 border-amber-600 bg-amber-50 p-4"
    >
      <h2 id="balance-title" className="mb-2 text-xl">
        {formatPrice(balance)} due
      </h2>
      <div className="flex flex-wrap gap-3">
        <Button busy={take.isPending} onClick={() => take.mutate({ Method: 'desk-card' })}>
          Paid by card on the terminal
        </Button>
        <Button variant="secondary" busy={take.isPending} onClick={() => take.mutate({ Method: 'cash' })}>
          Paid in cash
        </Button>
        <Button
          variant="secondary"
          busy={take.isPending}
          onClick={() => take.mutate({ link: 'payment-link' })}
        >
          E-mail a payment link
        </Button>
        {!booking.Desk.KeptCard && (
          <Button
            variant="secondary"
            busy={take.isPending}
            onClick={() => take.mutate({ link: 'guarantee-link' })}
          >
            E-mail a card guarantee link
          </Button>
        )}
        <Link
          to={`/vouchers?booking=${encodeURIComponent(booking.ConfirmationId)}`}
          className="inline-flex min-h-11 items-center font-semibold text-teal-800 underline underline-offset-4"
        >
          Pay with a gift voucher
        </Link>
      </div>
      {take.isError && (
        <Alert tone="error" title="Not taken" className="mt-3">
          {take.error.message}
        </Alert>
      )}
    </section>
  );
}
