import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  DeskBookResponseSchema,
  formatPrice,
  parsePounds,
  type DeskBookResponse,
  type DeskTender,
} from '@spa/domain';
import { Button } from '../../../components/ui/button';
import { Alert, ErrorSummary, type SummaryError } from '../../../components/ui/feedback';
import { TextField } from '../../../components/ui/field';
import { apiRequest } from '../../../lib/api-client';
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

/** The amount typed, in pence, or the error to show: 1p up to the balance. */
function amountOf(text: string, balance: number): number | SummaryError {
  const pence = parsePounds(text);
  if (pence === null || pence <= 0)
    return { field: 'pay-amount', message: 'Enter the amount in pounds, like 15.50' };
  if (pence > balance)
    return { field: 'pay-amount', message: `Enter at most ${formatPrice(balance)}: what is left to pay` };
  return pence;
}

/**
 * What is left to pay on a booking, and how the desk takes it (issue 22, decision 0445): the
 * whole balance or part of it on the card terminal, in cash or charged to the room of a guest in
 * house today; or a payment link e-mailed to the lead booker, or a gift voucher (the vouchers
 * screen). Until it is paid, a card guarantee link keeps the guest's card for the policy,
 * charging nothing (decision 0391). One request id per attempt: a double click takes once.
 */
export function BalanceActions({ booking, onDone }: BookingPartProps) {
  const client = useQueryClient();
  const id = encodeURIComponent(booking.Id);
  const balance = booking.Money.BalancePence;
  const [amount, setAmount] = useState(() => (balance / 100).toFixed(2));
  const [errors, setErrors] = useState<SummaryError[]>([]);
  const [attempt, setAttempt] = useState(0);
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
  if (booking.Cancelled || balance <= 0) return null;

  /** The amount checked (the error summary shown otherwise), or null. */
  const checkedAmount = () => {
    const pence = amountOf(amount, balance);
    setErrors(typeof pence === 'number' ? [] : [pence]);
    setAttempt((n) => n + 1);
    return typeof pence === 'number' ? pence : null;
  };
  const settled = (pence: number, method: DeskTender, answer: DeskBookResponse, stay?: string) => {
    setRequestId(crypto.randomUUID());
    setRoomFor(null);
    setAmount((answer.BalancePence / 100).toFixed(2));
    onDone(takenWords(pence, method, answer, stay));
  };
  const take = (Method: 'desk-card' | 'cash') => {
    const pence = checkedAmount();
    if (pence === null) return;
    pay.mutate(
      { Method, AmountPence: pence, RequestId: requestId },
      { onSuccess: (answer) => settled(pence, Method, answer) },
    );
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
      <ErrorSummary errors={errors} attempt={attempt} />
      <TextField
        id="pay-amount"
        name="pay-amount"
        label="Amount to take (£)"
        hint={`The whole balance, or part of it: up to ${formatPrice(balance)}.`}
        inputMode="decimal"
        autoComplete="off"
        className="max-w-48"
        value={amount}
        error={errors[0]?.message}
        onChange={(event) => setAmount(event.target.value)}
      />
      <div className="mt-3 flex flex-wrap gap-3">
        <Button busy={busy} onClick={() => take('desk-card')}>
          Paid by card on the terminal
        </Button>
        <Button variant="secondary" busy={busy} onClick={() => take('cash')}>
          Paid in cash
        </Button>
        <Button variant="secondary" busy={busy} onClick={() => setRoomFor(checkedAmount())}>
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
