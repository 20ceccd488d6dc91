import { useEffect, useId, useState, type FormEvent } from 'react';
import { loadStripe, type Appearance, type Stripe } from '@stripe/stripe-js';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { StepActions } from './step-actions';
import { Button } from '../ui/button';
import { Alert } from '../ui/feedback';
import { formatPrice } from '../../lib/format';

/** Stripe.js for a publishable key, loaded once per page (from Stripe's own host, as Stripe requires). */
const loaded = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    // A failed load is not kept: "Try again" loads afresh.
    stripe = loadStripe(publishableKey).catch(() => null);
    void stripe.then((ready) => ready ?? loaded.delete(publishableKey));
    loaded.set(publishableKey, stripe);
  }
  return stripe;
}

/** The Payment Element in the resort's colours (styles.css). */
const appearance: Appearance = {
  theme: 'stripe',
  variables: { colorPrimary: '#24514a', colorDanger: '#a4262c', borderRadius: '6px', fontSizeBase: '16px' },
};

interface StripeCardFormProps {
  page: { clientSecret: string; publishableKey: string; amount: number };
  backTo?: string;
  /** The booking is being confirmed after the payment. */
  busy: boolean;
  /** Stripe has authorised the card (after any 3-D Secure challenge): the server settles. */
  onAuthorised: () => Promise<void>;
  /** Why the card was not taken, in Stripe's words for the guest. */
  onDeclined: (reason: string) => void;
}

/**
 * Stripe's Payment Element for the booking's PaymentIntent (decision 0310): the card is
 * typed into Stripe's frames only, and a bank's 3-D Secure challenge is shown by Stripe.js
 * over the page. Its own chunk: guests paying through the sandbox never download it.
 */
export default function StripeCardForm({ page, ...rest }: StripeCardFormProps) {
  const [stripe, setStripe] = useState(() => stripeFor(page.publishableKey));
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    let current = true;
    void stripe.then((ready) => current && setUnavailable(ready === null));
    return () => {
      current = false;
    };
  }, [stripe]);
  if (unavailable)
    // Stripe.js did not load (no connection, a blocker): never a form that cannot be paid.
    return (
      <>
        <Alert tone="error" title="We could not show the card payment form">
          <p>Your card has not been charged. Please check your connection and try again.</p>
          <Button
            variant="secondary"
            className="mt-3"
            onClick={() => {
              setUnavailable(false);
              setStripe(stripeFor(page.publishableKey));
            }}
          >
            Try again
          </Button>
        </Alert>
        <StepActions backTo={rest.backTo} />
      </>
    );
  return (
    <Elements stripe={stripe} options={{ clientSecret: page.clientSecret, appearance }}>
      <CardForm amount={page.amount} {...rest} />
    </Elements>
  );
}

function CardForm({
  amount,
  backTo,
  busy,
  onAuthorised,
  onDeclined,
}: Omit<StripeCardFormProps, 'page'> & { amount: number }) {
  const stripe = useStripe();
  const elements = useElements();
  const formId = useId();
  const [paying, setPaying] = useState(false);

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || paying) return;
    setPaying(true);
    try {
      // Cards only need no redirect: a 3-D Secure challenge opens over this page.
      // Amount 0: a card guarantee (a SetupIntent, decision 0391): the card is kept, nothing charged.
      const { error, status } =
        amount === 0
          ? await stripe
              .confirmSetup({ elements, redirect: 'if_required' })
              .then((r) => ({ error: r.error, status: r.setupIntent?.status }))
          : await stripe
              .confirmPayment({ elements, redirect: 'if_required' })
              .then((r) => ({ error: r.error, status: r.paymentIntent?.status }));
      if (error) {
        // The element shows what is missing in a field itself; a refusal is said above the form.
        if (error.type !== 'validation_error')
          onDeclined(error.message ?? 'Your payment was not taken. Please try again.');
        return;
      }
      if (status === 'requires_capture' || status === 'succeeded') await onAuthorised();
    } finally {
      setPaying(false);
    }
  };

  return (
    <form id={formId} onSubmit={(event) => void pay(event)} aria-label="Card payment" className="max-w-xl">
      <PaymentElement options={{ layout: 'tabs' }} />
      <StepActions
        backTo={backTo}
        nextType="submit"
        nextForm={formId}
        nextLabel={amount === 0 ? 'Keep my card' : `Pay ${formatPrice(amount)}`}
        nextDisabled={!stripe || !elements}
        busy={paying || busy}
      />
    </form>
  );
}
