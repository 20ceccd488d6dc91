import { lazy, Suspense } from 'react';
import type { PageSessionResponse } from '@spa/domain';
import { Loader } from '../ui/feedback';
import { ProviderCardFrame } from './provider-card-frame';

/** Stripe's Payment Element, in a chunk of its own: fetched only when Stripe is the provider. */
const StripeCardForm = lazy(() => import('./stripe-card-form'));

/**
 * The payment provider's own card form for a payment session (decisions 0203, 0310): the
 * sandbox's card page in a frame, or Stripe's Payment Element. No card number reaches us;
 * the provider's word is only a prompt: the caller's server then reads the payment itself.
 * Used by the booking's payment step and a payment link.
 */
export function ProviderPayment({
  page,
  backTo,
  busy,
  onApproved,
  onDeclined,
  frameClassName,
}: {
  page: PageSessionResponse;
  /** Where Back goes (Stripe's form has its own actions bar). */
  backTo?: string;
  /** The payment is being settled or the booking confirmed. */
  busy: boolean;
  onApproved: () => Promise<void>;
  onDeclined: (reason: string) => void;
  /** The sandbox card page's frame size, where the default does not fit (a modal). */
  frameClassName?: string;
}) {
  if (page.provider === 'stripe')
    return (
      <Suspense fallback={<Loader label="Preparing the payment form" />}>
        <StripeCardForm
          page={page}
          backTo={backTo}
          busy={busy}
          onAuthorised={onApproved}
          onDeclined={onDeclined}
        />
      </Suspense>
    );
  return (
    <ProviderCardFrame
      cardPageUrl={page.cardPageUrl}
      iPageSessionId={page.iPageSessionId}
      onApproved={() => void onApproved()}
      onDeclined={onDeclined}
      className={frameClassName}
    />
  );
}
