import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import type Stripe from 'stripe';
import { createStripeClient, stripePaymentProvider } from '../../src/modules/payment/stripe-client';

type Json = Record<string, unknown>;

/** Stripe's answers as its API reference records them (test/fixtures/stripe), copied per use. */
const recorded = (name: string): Json =>
  JSON.parse(
    readFileSync(resolve(import.meta.dirname, '../fixtures/stripe', `${name}.json`), 'utf8'),
  ) as Json;

/** One request the SDK made: what Stripe would have received. */
export interface StripeRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  params: URLSearchParams;
}

export const STRIPE_TEST_SETTINGS = {
  secretKey: 'sk_test_51FakeSecretKeyForOfflineTests000',
  publishableKey: 'pk_test_51FakePublishableKeyForOfflineTests000',
  webhookSecret: 'whsec_FakeWebhookSigningSecretForTests000',
};

/** Environment variables that select Stripe with the test keys. */
export const STRIPE_TEST_ENV = {
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: STRIPE_TEST_SETTINGS.secretKey,
  STRIPE_PUBLISHABLE_KEY: STRIPE_TEST_SETTINGS.publishableKey,
  STRIPE_WEBHOOK_SECRET: STRIPE_TEST_SETTINGS.webhookSecret,
};

const readBody = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

/**
 * A local stand-in for api.stripe.com that the real SDK is pointed at: it answers with
 * Stripe's recorded JSON shapes, keeps the intents it made (so a read follows a write),
 * replays the answer to a repeated idempotency key as Stripe does, and records every
 * request. What the guest's browser does at Stripe (the Payment Element, a 3-D Secure
 * challenge) is played by `authorise` and `requireAction`.
 */
export class FakeStripe {
  readonly requests: StripeRequest[] = [];
  private readonly intents = new Map<string, Json>();
  /** Card guarantees' SetupIntents (decision 0391). */
  private readonly setups = new Map<string, Json>();

  /** The guest set up a card on a SetupIntent (the Payment Element's confirmSetup succeeded). */
  setUpCard(setupId: string) {
    Object.assign(this.setups.get(setupId)!, { status: 'succeeded', payment_method: `pm_${this.next()}` });
  }
  private readonly charges = new Map<string, Json>();
  private readonly byIdempotencyKey = new Map<string, { status: number; body: Json }>();
  private counter = 0;
  /** How an off-session charge (a kept card) answers next. */
  offSession: 'succeeded' | 'authenticationRequired' | 'cardDeclined' = 'succeeded';
  private server: Server | undefined;
  port = 0;

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      void this.handle(request).then(({ status, body }) => {
        response.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_${this.next()}`,
        });
        response.end(JSON.stringify(body));
      });
    });
    await new Promise<void>((done) => this.server!.listen(0, '127.0.0.1', done));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  async stop() {
    await new Promise((done) => this.server?.close(done));
  }

  /** The real SDK, talking to this server over plain HTTP. */
  client(): Stripe {
    return createStripeClient(STRIPE_TEST_SETTINGS.secretKey, {
      host: '127.0.0.1',
      port: this.port,
      protocol: 'http',
      maxNetworkRetries: 0,
    });
  }

  /** The adapter as the app builds it, on this server. */
  provider() {
    return stripePaymentProvider(STRIPE_TEST_SETTINGS, this.client());
  }

  /** The requests that would have moved or recorded something at Stripe. */
  writes() {
    return this.requests.filter((r) => r.method === 'POST');
  }

  intent(id: string): Json {
    const found = this.intents.get(id);
    if (!found) throw new Error(`no intent ${id}`);
    return found;
  }

  /** The guest's card authorised in the Payment Element (after any 3-D Secure): requires_capture. */
  authorise(id: string, last4 = '4242') {
    const intent = this.intent(id);
    const charge: Json & { id: string } = {
      ...recorded('charge'),
      id: `ch_${this.next()}`,
      amount: intent.amount,
      payment_intent: id,
      customer: intent.customer,
    };
    ((charge.payment_method_details as Json).card as Json).last4 = last4;
    this.charges.set(charge.id, charge);
    Object.assign(intent, {
      status: 'requires_capture',
      amount_capturable: intent.amount,
      latest_charge: charge.id,
      payment_method: charge.payment_method,
      next_action: null,
    });
  }

  /** The bank asked for a 3-D Secure challenge, which the Payment Element shows. */
  requireAction(id: string) {
    Object.assign(this.intent(id), { status: 'requires_action', next_action: recorded('next-action-3ds') });
  }

  /** A Stripe event about an intent, as its webhook body (signed by the test). */
  event(type: string, intentId: string, eventId = `evt_${this.next()}`): string {
    // Stripe sends its events pretty-printed: the signature covers those very bytes.
    return JSON.stringify(
      { ...recorded('event'), id: eventId, type, data: { object: this.intent(intentId) } },
      null,
      2,
    );
  }

  private next() {
    this.counter += 1;
    return `${String(this.counter).padStart(6, '0')}FakeStripe`;
  }

  private async handle(request: IncomingMessage): Promise<{ status: number; body: Json }> {
    const url = new URL(request.url ?? '/', 'http://stripe.test');
    const text = await readBody(request);
    const params = new URLSearchParams(request.method === 'GET' ? url.search : text);
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    this.requests.push({ method: request.method ?? '', path: url.pathname, idempotencyKey, params });
    if (request.method === 'POST' && idempotencyKey) {
      const replay = this.byIdempotencyKey.get(idempotencyKey);
      if (replay) return replay;
      const answer = this.route(request.method, url.pathname, params);
      this.byIdempotencyKey.set(idempotencyKey, answer);
      return answer;
    }
    return this.route(request.method ?? '', url.pathname, params);
  }

  private route(method: string, path: string, params: URLSearchParams): { status: number; body: Json } {
    const ok = (body: Json) => ({ status: 200, body });
    const [, , resource, id, action] = path.split('/');
    if (method === 'POST' && path === '/v1/customers')
      return ok({ ...recorded('customer'), id: `cus_${this.next()}` });
    if (method === 'POST' && path === '/v1/payment_intents') return this.createIntent(params);
    if (method === 'POST' && path === '/v1/setup_intents') {
      const id = `seti_${this.next()}`;
      const setup: Json = {
        id,
        object: 'setup_intent',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${this.next()}`,
        customer: params.get('customer'),
        usage: params.get('usage'),
        payment_method: null,
        last_setup_error: null,
        metadata: { merchant_reference: params.get('metadata[merchant_reference]') },
      };
      this.setups.set(id, setup);
      return ok(setup);
    }
    if (resource === 'setup_intents' && id && this.setups.has(id) && method === 'GET') {
      const setup = this.setups.get(id)!;
      const pm = setup.payment_method as string | null;
      return ok(
        pm && [...params.values()].includes('payment_method')
          ? { ...setup, payment_method: { id: pm, object: 'payment_method', card: { last4: '4242' } } }
          : setup,
      );
    }
    if (method === 'GET' && path === '/v1/payment_intents/search') {
      const key = /merchant_reference'\]:'([^']+)'/.exec(params.get('query') ?? '')?.[1];
      const data = [...this.intents.values()]
        .filter((intent) => (intent.metadata as Json).merchant_reference === key)
        .map((intent) => this.expanded(intent));
      return ok({ object: 'search_result', data, has_more: false, next_page: null, url: path });
    }
    if (resource === 'payment_intents' && id && this.intents.has(id)) {
      const intent = this.intent(id);
      if (method === 'GET' && !action)
        return ok([...params.values()].includes('latest_charge') ? this.expanded(intent) : intent);
      if (action === 'capture') {
        if (intent.status !== 'requires_capture')
          return { status: 400, body: recorded('errors').unexpectedState as Json };
        const charge = this.charges.get(intent.latest_charge as string)!;
        Object.assign(charge, { captured: true, amount_captured: intent.amount });
        Object.assign(intent, { status: 'succeeded', amount_capturable: 0, amount_received: intent.amount });
        return ok(intent);
      }
      if (action === 'cancel') {
        if (intent.status === 'succeeded' || intent.status === 'canceled')
          return { status: 400, body: recorded('errors').unexpectedState as Json };
        Object.assign(intent, {
          status: 'canceled',
          amount_capturable: 0,
          cancellation_reason: 'requested_by_customer',
        });
        return ok(intent);
      }
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = this.intent(params.get('payment_intent') ?? '');
      const charge = this.charges.get(intent.latest_charge as string)!;
      const left = (charge.amount_captured as number) - (charge.amount_refunded as number);
      const amount = params.has('amount') ? Number(params.get('amount')) : left;
      Object.assign(charge, {
        amount_refunded: (charge.amount_refunded as number) + amount,
        refunded: amount === left,
      });
      return ok({
        ...recorded('refund'),
        id: `re_${this.next()}`,
        amount,
        charge: charge.id,
        payment_intent: intent.id,
      });
    }
    return {
      status: 404,
      body: {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` },
      },
    };
  }

  private createIntent(params: URLSearchParams): { status: number; body: Json } {
    const id = `pi_${this.next()}`;
    const intent: Json = {
      ...recorded('payment-intent'),
      id,
      client_secret: `${id}_secret_${this.next()}`,
      amount: Number(params.get('amount')),
      currency: params.get('currency'),
      capture_method: params.get('capture_method') ?? 'automatic_async',
      customer: params.get('customer'),
      setup_future_usage: params.get('setup_future_usage'),
      payment_method: params.get('payment_method'),
      description: params.get('description'),
      metadata: { merchant_reference: params.get('metadata[merchant_reference]') },
    };
    this.intents.set(id, intent);
    if (params.get('confirm') !== 'true') return { status: 200, body: intent };
    // A kept card charged off session.
    if (this.offSession === 'succeeded') {
      this.authorise(id);
      const charge = this.charges.get(intent.latest_charge as string)!;
      Object.assign(charge, { captured: true, amount_captured: intent.amount });
      Object.assign(intent, { status: 'succeeded', amount_capturable: 0, amount_received: intent.amount });
      return { status: 200, body: intent };
    }
    const error = (recorded('errors')[this.offSession] as { error: Json }).error;
    Object.assign(intent, { status: 'requires_payment_method', last_payment_error: error });
    return { status: 402, body: { error: { ...error, payment_intent: intent } } };
  }

  private expanded(intent: Json): Json {
    const charge = intent.latest_charge ? this.charges.get(intent.latest_charge as string) : null;
    return { ...intent, latest_charge: charge ?? null };
  }
}
