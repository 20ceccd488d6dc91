import type { ReactNode } from 'react';
import { Alert, Loader } from '../ui/feedback';

/**
 * What a payment on the provider's page has come to, above its card form: the card declined
 * (and why), the payment or booking being confirmed, or not confirmed (and who to call).
 * The Spa Day's payment, the desk's payment link and the voucher shop say it alike.
 */
export function PaymentOutcome({
  declined,
  confirming,
  of,
  help,
}: {
  declined: string | null;
  /** The confirming call (a mutation): pending, or failed with its message. */
  confirming: { isPending: boolean; isError: boolean; error: Error | null };
  /** What is being confirmed, in the words shown. */
  of: 'payment' | 'booking';
  /** What follows the failure's message: how to reach the spa. */
  help: ReactNode;
}) {
  return (
    <>
      {declined && (
        <Alert tone="error" title="Your payment was not taken" className="mb-4">
          {declined}
        </Alert>
      )}
      {confirming.isPending && <Loader label={`Confirming your ${of}`} />}
      {confirming.isError && (
        <Alert tone="error" title={`We could not confirm your ${of}`} className="mb-4">
          {confirming.error?.message}
          {help}
        </Alert>
      )}
    </>
  );
}
