import { useRef, useState } from 'react';
import { z } from 'zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { DeskBookResponseSchema, formatPrice, type DeskBookResponse, type DeskTender } from '@spa/domain';
import { FormTextField } from '../../../components/forms/form-fields';
import { ZodForm } from '../../../components/forms/zod-form';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/feedback';
import { apiRequest } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/use-zod-form';
import { deskAmountField } from './desk-amount';
import { refreshAfterBookingChange, useDeskPayment } from './staff-bookings-api';
import { RoomCharge } from './room-charge';
import type { BookingPartProps } from './booking-part';

type LinkKind = 'payment-link' | 'guarantee-link';

const TAKEN_BY: Record<DeskTender, string> = {
  'desk-card': 'taken on the card terminal',
  cash: 'taken in cash',
  'room-charge': 'charged to the room',
};

/** What a desk payment's answer says: what was taken and how, and what is left. */
function takenWords(pence: number, method: DeskTender, answer: DeskBookResponse, stay?: string) {
  const how = stay ? `charged to stay ${stay}` : TAKEN_BY[method];
  const left =
    answer.BalancePence > 0
      ? `${formatPrice(answer.BalancePence)} is left to pay`
      : 'The booking is paid in full';
  return `${formatPrice(pence)} ${how}. ${left}. The receipt has been e-mailed.`;
}

/** The balance as the amount field shows it at first ('85.00'). */
const poundsOf = (pence: number) => (pence / 100).toFixed(2);

/**
 * What is left to pay on a booking, and how the desk takes it (issue 22, decision 0445): the
 * whole balance or part of it on the card terminal, in cash or charged to the room of a guest in
 * house today; or a payment link e-mailed to the lead booker, or a gift voucher (the vouchers
 * screen). Until it is paid, a card guarantee link keeps the guest's card for the policy,
 * charging nothing (decision 0391). One request id per attempt: a double click takes once.
 */
export function BalanceActions({ booking, onDone }: BookingPartProps) {
  const balance = booking.Money.BalancePence;
  if (booking.Cancelled || balance <= 0) return null;
  // Keyed by the balance: once a payment is in, the amount is checked against what is left.
  return <TakeBalance key={balance} booking={booking} onDone={onDone} />;
}

function TakeBalance({ booking, onDone }: BookingPartProps) {
  const client = useQueryClient();
  const id = encodeURIComponent(booking.Id);
  const balance = booking.Money.BalancePence;
  const form = useZodForm(z.object({ PayAmount: deskAmountField(balance, ': what is left to pay') }), {
    PayAmount: poundsOf(balance),
  });
  // How the amount is taken, set by the button pressed (Enter in the field only checks it).
  const method = useRef<DeskTender | null>(null);
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [roomFor, setRoomFor] = useState<number | null>(null);
  const pay = useDeskPayment(booking.Id);
  const link = useMutation({
    mutationFn: async (which: LinkKind) =>
      DeskBookResponseSchema.parse(
        await apiRequest(`/api/staff/bookings/${id}/${which}`, { method: 'POST' }),
      ),
    onSuccess: async (answer, which) => {
      await refreshAfterBookingChange(client, booking.Id);
      onDone(
        which === 'guarantee-link'
          ? `A card guarantee link has been e-mailed to ${booking.Email}: nothing is charged.`
          : `A payment link for ${formatPrice(answer.BalancePence)} has been e-mailed to ${booking.Email}.`,
      );
    },
  });
  const settled = (pence: number, how: DeskTender, answer: DeskBookResponse, stay?: string) => {
    setRequestId(crypto.randomUUID());
    setRoomFor(null);
    form.reset({ PayAmount: poundsOf(answer.BalancePence) });
    onDone(takenWords(pence, how, answer, stay));
  };
  const onValid = ({ PayAmount: pence }: { PayAmount: number }) => {
    const Method = method.current;
    method.current = null;
    if (Method === 'room-charge') setRoomFor(pence);
    else if (Method)
      pay.mutate(
        { Method, AmountPence: pence, RequestId: requestId },
        { onSuccess: (answer) => settled(pence, Method, answer) },
      );
  };
  const take = (how: DeskTender) => {
    method.current = how;
    void form.handleSubmit(onValid)();
  };
  const busy = pay.isPending || link.isPending;
  return (
    <section
      aria-labelledby="balance-title"
      className="mb-6 rounded-lg border-2 border-amber-600 bg-amber-50 p-4"
    >
      <h2 id="balance-title" className="mb-2 text-xl">
        {formatPrice(balance)} due
      </h2>
      <ZodForm form={form} onValid={onValid}>
        <FormTextField
          name="PayAmount"
          label="Amount to take (£)"
          hint={`The whole balance, or part of it: up to ${formatPrice(balance)}.`}
          inputMode="decimal"
          autoComplete="off"
          className="max-w-48"
        />
        <div className="mt-3 flex flex-wrap gap-3">
          <Button busy={busy} onClick={() => take('desk-card')}>
            Paid by card on the terminal
          </Button>
          <Button variant="secondary" busy={busy} onClick={() => take('cash')}>
            Paid in cash
          </Button>
          <Button variant="secondary" busy={busy} onClick={() => take('room-charge')}>
            Charge to a room
          </Button>
          <Button variant="secondary" busy={busy} onClick={() => link.mutate('payment-link')}>
            E-mail a payment link
          </Button>
          {!booking.Desk.KeptCard && (
            <Button variant="secondary" busy={busy} onClick={() => link.mutate('guarantee-link')}>
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
      </ZodForm>
      {(pay.isError || link.isError) && roomFor === null && (
        <Alert tone="error" title="Not taken" className="mt-3">
          {(pay.error ?? link.error)?.message}
        </Alert>
      )}
      {roomFor !== null && (
        <RoomCharge
          booking={booking}
          amountPence={roomFor}
          busy={pay.isPending}
          error={pay.isError ? pay.error.message : null}
          onCharge={(stay) =>
            pay.mutate(
              { Method: 'room-charge', AmountPence: roomFor, RequestId: requestId, StayConfirmation: stay },
              { onSuccess: (answer) => settled(roomFor, 'room-charge', answer, stay) },
            )
          }
          onClose={() => {
            pay.reset();
            setRoomFor(null);
          }}
        />
      )}
    </section>
  );
}
