import type { Env } from '../../config/env';
import type { PaymentProvider } from './payment-provider';
import { sandboxPaymentProvider } from './sandbox-client';
import { createStripeClient, stripePaymentProvider } from './stripe-client';

/** The provider PAYMENT_PROVIDER names (loadEnv has checked that Stripe's keys are all there). */
export function paymentProviderFor(env: Env): PaymentProvider {
  if (env.PAYMENT_PROVIDER === 'sandbox') return sandboxPaymentProvider(env);
  const { STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET } = env;
  if (!STRIPE_SECRET_KEY || !STRIPE_PUBLISHABLE_KEY || !STRIPE_WEBHOOK_SECRET)
    throw new Error(
      'PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET',
    );
  return stripePaymentProvider(
    {
      secretKey: STRIPE_SECRET_KEY,
      publishableKey: STRIPE_PUBLISHABLE_KEY,
      webhookSecret: STRIPE_WEBHOOK_SECRET,
    },
    createStripeClient(STRIPE_SECRET_KEY),
  );
}
