import { useState, type FormEvent } from 'react';
import type { CardAttemptRequest } from '@spa/domain';
import { TextField } from '../../components/ui/field';

const EMPTY: CardAttemptRequest = { cardNumber: '', expiry: '', cvc: '', nameOnCard: '' };

/**
 * The card for a new stay: sent once to the server, which asks the card provider
 * (the number is never kept, only its last digits). Field errors are the server's.
 */
export function StayCardForm({
  id,
  errors,
  onPay,
}: {
  id: string;
  errors: Partial<Record<keyof CardAttemptRequest, string>>;
  onPay: (card: CardAttemptRequest) => void;
}) {
  const [card, setCard] = useState(EMPTY);
  const field = (name: keyof CardAttemptRequest) => ({
    name: `card-${name}`,
    value: card[name],
    error: errors[name],
    required: true,
    onChange: (e: { target: { value: string } }) => setCard({ ...card, [name]: e.target.value }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onPay(card);
  };
  return (
    <form id={id} onSubmit={submit} className="grid gap-3 sm:grid-cols-2" aria-label="Card details">
      <TextField
        label="Name on card"
        autoComplete="cc-name"
        containerClassName="sm:col-span-2"
        {...field('nameOnCard')}
      />
      <TextField
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        containerClassName="sm:col-span-2"
        {...field('cardNumber')}
      />
      <TextField label="Expiry date" hint="MM/YY" autoComplete="cc-exp" {...field('expiry')} />
      <TextField label="Security code" inputMode="numeric" autoComplete="cc-csc" {...field('cvc')} />
    </form>
  );
}
