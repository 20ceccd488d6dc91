import Stripe from 'stripe';
import type { LedgerState, PaymentProvider, ProviderRecord, ProviderSession } from './payment-provider';

/** The resort takes pounds only; an intent in another currency is never ours to capture. */
const CURRENCY = 'gbp';

/** Stripe's hosts that Stripe.js and the Payment Element use, as its security guide lists them (decision 0310). */
export const STRIPE_CONTENT_SOURCES = {
  scriptSrc: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frameSrc: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connectSrc: ['https://api.stripe.com'],
} as const;

/** The events that may settle a payment: each only prompts a read of the intent (decision 0203). */
const SETTLING_EVENTS: ReadonlySet<string> = new Set([
  'payment_intent.amount_capturable_updated',
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
  // A card guarantee's card set up (decision 0391).
  'setup_intent.succeeded',
]);

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
}

/** A Stripe client as the adapter uses it: retries connection failures, rate limits and 5xx under the same key. */
export function createStripeClient(secretKey: string, connection: Stripe.StripeConfig = {}): Stripe {
  return new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 10_000, ...connection });
}

/** A card kept at Stripe for the policy's fees: the customer and the payment method it saved. */
export interface KeptCard {
  customerId: string;
  paymentMethodId: string;
}

/**
 * A kept card as the interface names it (`savedCardId`): Stripe charges a saved payment method
 * off session only with its customer, so the id carries both, `cus_…/pm_…`.
 */
const savedCardIdOf = (card: KeptCard) => `${card.customerId}/${card.paymentMethodId}`;

function keptCardOf(savedCardId: string): KeptCard {
  const [customerId, paymentMethodId] = savedCardId.split('/');
  if (!customerId?.startsWith('cus_') || !paymentMethodId?.startsWith('pm_'))
    throw new Error('payment provider: not a card kept at Stripe');
  return { customerId, paymentMethodId };
}

/** The card an intent saved (asked with `keepCard`), once its payment was authorised; else null. */
function keptCardOfIntent(intent: Stripe.PaymentIntent): KeptCard | null {
  const customerId = idOf(intent.customer);
  const paymentMethodId = idOf(intent.payment_method);
  const saved = intent.setup_future_usage === 'off_session';
  const authorised = intent.status === 'requires_capture' || intent.status === 'succeeded';
  return saved && authorised && customerId && paymentMethodId ? { customerId, paymentMethodId } : null;
}

/** The Stripe adapter: the provider interface, and what only Stripe offers (a card kept for later). */
export interface StripePaymentProvider extends PaymentProvider {
  /** The card a session saved (with `keepCard`), once its payment was authorised; else null. */
  keptCard(sessionId: string): Promise<KeptCard | null>;
  chargeKeptCard(request: OffSessionChargeRequest): Promise<OffSessionCharge>;
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** Where an intent stands, in the interface's words. */
function stateOf(intent: Stripe.PaymentIntent): ProviderSession['state'] {
  switch (intent.status) {
    case 'requires_action':
      return 'requires_action';
    case 'requires_capture':
      return 'authorised';
    case 'canceled':
      return 'voided';
    case 'succeeded': {
      const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
      return charge?.refunded ? 'refunded' : 'captured';
    }
    case 'requires_payment_method': // also after a decline
    case 'requires_confirmation':
    case 'processing':
    default:
      return 'open';
  }
}

/** A PaymentIntent (its latest charge expanded) as the interface's session. */
function sessionOf(intent: Stripe.PaymentIntent): ProviderSession {
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  const last4 = charge?.payment_method_details?.card?.last4;
  return {
    id: intent.id,
    merchantReference: intent.metadata.merchant_reference ?? '',
    // Another currency is never the server's total: the amount check refuses it.
    amountPence: intent.currency === CURRENCY ? intent.amount : -1,
    state: stateOf(intent),
    cardMasked: last4 ? `**** ${last4}` : null,
    lastError: intent.last_payment_error?.message ?? null,
    savedCardId: ((card) => (card ? savedCardIdOf(card) : null))(keptCardOfIntent(intent)),
  };
}

/**
 * A SetupIntent (a card guarantee, decision 0391; its payment method expanded) as the
 * interface's session: amount 0, `authorised` once the card is set up, with the kept card.
 */
function guaranteeSessionOf(intent: Stripe.SetupIntent): ProviderSession {
  const method = typeof intent.payment_method === 'object' ? intent.payment_method : null;
  const customerId = idOf(intent.customer);
  const paymentMethodId = idOf(intent.payment_method);
  const last4 = method?.card?.last4;
  const setUp = intent.status === 'succeeded';
  return {
    id: intent.id,
    merchantReference: intent.metadata?.merchant_reference ?? '',
    amountPence: 0,
    state: setUp
      ? 'authorised'
      : intent.status === 'requires_action'
        ? 'requires_action'
        : intent.status === 'canceled'
          ? 'voided'
          : 'open',
    cardMasked: last4 ? `**** ${last4}` : null,
    lastError: intent.last_setup_error?.message ?? null,
    savedCardId:
      setUp && customerId && paymentMethodId ? savedCardIdOf({ customerId, paymentMethodId }) : null,
  };
}

/** A card guarantee's session id (a SetupIntent's), apart from a payment's (a PaymentIntent's). */
const isGuarantee = (sessionId: string) => sessionId.startsWith('seti_');

/** Our keys are our payments' ids; anything else never reaches Stripe's search language. */
const SAFE_KEY = /^[A-Za-z0-9_-]{1,100}$/;

function assertSafeKey(key: string) {
  if (!SAFE_KEY.test(key)) throw new Error('payment provider: a payment key must be letters, digits, - or _');
}

/**
 * The intent made for our key, settled or gone: the stored one read at once, else (never
 * stored) found by its metadata; null while the guest is still paying.
 */
async function lookupIntent(stripe: Stripe, key: string, sessionId?: string): Promise<ProviderRecord | null> {
  assertSafeKey(key);
  let intent: Stripe.PaymentIntent | undefined;
  if (sessionId?.startsWith('pi_')) {
    // The intent we stored for this key: read at once (search lags by up to a minute).
    const found = await stripe.paymentIntents.retrieve(sessionId, { expand: ['latest_charge'] });
    intent = found.metadata.merchant_reference === key ? found : undefined;
  } else {
    // Never stored (a crash before the intent's id was saved): search, eventually consistent,
    // well within the sweep's grace period.
    const found = await stripe.paymentIntents.search({
      query: `metadata['merchant_reference']:'${key}'`,
      limit: 1,
      expand: ['data.latest_charge'],
    });
    intent = found.data[0];
  }
  if (!intent) return null;
  const state = stateOf(intent);
  return state === 'open' || state === 'requires_action'
    ? null
    : { authorisationId: intent.id, state: state satisfies LedgerState };
}

/**
 * A Stripe event checked against its signature: null when it is not Stripe's; the intent's id
 * for an event that settles one, else no session.
 */
function verifyStripeEvent(
  stripe: Stripe,
  webhookSecret: string,
  rawBody: string,
  signature: string | undefined,
) {
  if (!signature) return null;
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
  } catch {
    return null;
  }
  if (!SETTLING_EVENTS.has(event.type)) return { sessionId: null };
  const id = (event.data.object as { id?: unknown }).id;
  return { sessionId: typeof id === 'string' && id.length <= 100 ? id : null };
}

/** A SetupIntent keeping the guest's card for the policy, charging nothing (decision 0391). */
async function createStripeGuarantee(stripe: Stripe, key: string) {
  assertSafeKey(key);
  const customer = await stripe.customers.create(
    { metadata: { merchant_reference: key } },
    { idempotencyKey: `customer-${key}` },
  );
  const intent = await stripe.setupIntents.create(
    {
      customer: customer.id,
      usage: 'off_session',
      automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
      metadata: { merchant_reference: key },
    },
    { idempotencyKey: `setup-${key}` },
  );
  return guaranteeSessionOf(intent);
}

/** What the Payment Element needs for an intent (a payment) or a setup intent (a guarantee). */
async function stripePaymentPage(stripe: Stripe, settings: StripeSettings, sessionId: string) {
  const intent = isGuarantee(sessionId)
    ? await stripe.setupIntents.retrieve(sessionId)
    : await stripe.paymentIntents.retrieve(sessionId);
  if (!intent.client_secret) throw new Error('payment provider: the intent has no client secret');
  return {
    provider: 'stripe' as const,
    publishableKey: settings.publishableKey,
    clientSecret: intent.client_secret,
    amount: 'amount' in intent ? intent.amount : 0,
  };
}

/**
 * Stripe as the payment provider (PAYMENT_PROVIDER=stripe, decision 0310): a session is a
 * PaymentIntent for the server's amount in pounds with manual capture; the guest's card goes
 * to Stripe's Payment Element only (3-D Secure is handled there); our server reads the
 * intent back before it captures, voids (cancels) or refunds. Every write carries an
 * idempotency key derived from our key or the intent's id, so a retry never moves money twice.
 */
export function stripePaymentProvider(settings: StripeSettings, stripe: Stripe): StripePaymentProvider {
  const retrieve = async (sessionId: string) =>
    stripe.paymentIntents.retrieve(sessionId, { expand: ['latest_charge'] });
  /**
   * A capture, void or refund Stripe refuses because the intent is already where it would put
   * it (done earlier under another key, or by Stripe: uncaptured intents lapse after 7 days) is
   * done; refused in any other state, it fails (a void of what another request captured must).
   */
  const alreadyDone = async <T>(write: () => Promise<T>, intentId: string, wanted: LedgerState) => {
    try {
      return await write();
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      const intent = await retrieve(intentId);
      if (stateOf(intent) !== wanted) throw error;
      return intent;
    }
  };
  return {
    contentSources: STRIPE_CONTENT_SOURCES,
    signatureHeader: 'stripe-signature',

    async createSession({ key, amountPence, keepCard = false }) {
      assertSafeKey(key);
      const customer = keepCard
        ? await stripe.customers.create(
            { metadata: { merchant_reference: key } },
            { idempotencyKey: `customer-${key}` },
          )
        : null;
      const intent = await stripe.paymentIntents.create(
        {
          amount: amountPence,
          currency: CURRENCY,
          capture_method: 'manual',
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          metadata: { merchant_reference: key },
          ...(customer ? { customer: customer.id, setup_future_usage: 'off_session' as const } : {}),
        },
        { idempotencyKey: `session-${key}` },
      );
      return sessionOf(intent);
    },

    createGuaranteeSession: ({ key }) => createStripeGuarantee(stripe, key),

    paymentPage: (sessionId) => stripePaymentPage(stripe, settings, sessionId),

    retrieve: async (sessionId) =>
      isGuarantee(sessionId)
        ? guaranteeSessionOf(await stripe.setupIntents.retrieve(sessionId, { expand: ['payment_method'] }))
        : sessionOf(await retrieve(sessionId)),

    verifyNotification: (rawBody, signature) =>
      verifyStripeEvent(stripe, settings.webhookSecret, rawBody, signature),

    async capture(authorisationId) {
      const intent = await alreadyDone(
        () =>
          stripe.paymentIntents.capture(
            authorisationId,
            {},
            { idempotencyKey: `capture-${authorisationId}` },
          ),
        authorisationId,
        'captured',
      );
      return { reference: intent.id };
    },

    async void(authorisationId) {
      await alreadyDone(
        () =>
          stripe.paymentIntents.cancel(authorisationId, {}, { idempotencyKey: `void-${authorisationId}` }),
        authorisationId,
        'voided',
      );
    },

    async refund(authorisationId) {
      // No amount: what is left of the capture after any part refunds.
      await alreadyDone(
        () =>
          stripe.refunds.create(
            { payment_intent: authorisationId },
            { idempotencyKey: `refund-${authorisationId}` },
          ),
        authorisationId,
        'refunded',
      );
    },

    async refundPart({ key, authorisationId, amountPence }) {
      await stripe.refunds.create(
        { payment_intent: authorisationId, amount: amountPence },
        { idempotencyKey: `refund-part-${key}` },
      );
    },

    lookup: (key, sessionId) => lookupIntent(stripe, key, sessionId),

    keptCard: async (sessionId) => keptCardOfIntent(await stripe.paymentIntents.retrieve(sessionId)),

    chargeKeptCard: (request) => chargeKeptCardOffSession(stripe, request),

    async chargeSavedCard({ key, savedCardId, amountPence }) {
      const charge = await chargeKeptCardOffSession(stripe, {
        key,
        ...keptCardOf(savedCardId),
        amountPence,
        description: 'Elmstead Hall Spa: cancellation policy fee',
      });
      // A bank that wants the guest present is, for the desk, a refusal: take it by a link or at the desk.
      return charge.outcome === 'charged' ? charge : { outcome: 'declined', reason: charge.reason };
    },
  };
}

export interface OffSessionChargeRequest extends KeptCard {
  /** Our key for this charge (a fee's id): its idempotency key, so a retry charges once. */
  key: string;
  amountPence: number;
  /** What the guest's statement and Stripe's dashboard say it is for (no personal data). */
  description: string;
}

export type OffSessionCharge =
  | { outcome: 'charged'; reference: string }
  /** The bank wants the guest present (3-D Secure): ask them to pay on a link instead. */
  | { outcome: 'authentication_required'; reference: string | null; reason: string }
  | { outcome: 'declined'; reason: string };

/**
 * Charges a card kept for the policy (a late-cancel or no-show fee), with the guest away:
 * a PaymentIntent confirmed at once, off session, on the saved payment method. A decline or
 * a bank asking for the guest is an answer, never a throw; other failures (network, keys) throw.
 */
export async function chargeKeptCardOffSession(
  stripe: Stripe,
  { key, customerId, paymentMethodId, amountPence, description }: OffSessionChargeRequest,
): Promise<OffSessionCharge> {
  assertSafeKey(key);
  try {
    const intent = await stripe.paymentIntents.create(
      {
        amount: amountPence,
        currency: CURRENCY,
        customer: customerId,
        payment_method: paymentMethodId,
        off_session: true,
        confirm: true,
        description,
        metadata: { merchant_reference: key },
      },
      { idempotencyKey: `off-session-${key}` },
    );
    if (intent.status === 'succeeded') return { outcome: 'charged', reference: intent.id };
    return {
      outcome: 'authentication_required',
      reference: intent.id,
      reason: 'The bank asks the guest to confirm this payment themselves.',
    };
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeCardError)) throw error;
    if (error.code === 'authentication_required')
      return {
        outcome: 'authentication_required',
        reference: idOf((error.raw as { payment_intent?: { id: string } }).payment_intent),
        reason: 'The bank asks the guest to confirm this payment themselves.',
      };
    return { outcome: 'declined', reason: error.message };
  }
}
