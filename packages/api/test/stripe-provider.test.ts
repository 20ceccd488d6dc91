import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../src/config/env';
import { chargeKeptCardOffSession } from '../src/modules/payment/stripe-client';
import { FakeStripe, STRIPE_TEST_ENV, STRIPE_TEST_SETTINGS } from './helpers/fake-stripe';

/** Signs a webhook body as Stripe does (the SDK's own test helper). */
const signed = (payload: string, secret = STRIPE_TEST_SETTINGS.webhookSecret, timestamp?: number) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });

describe('the Stripe adapter, against recorded answers of Stripe (no network)', () => {
  const fake = new FakeStripe();
  const provider = () => fake.provider();
  let n = 0;
  const key = () => `00000000-0000-4000-8000-${String((n += 1)).padStart(12, '0')}`;
  beforeAll(() => fake.start());
  afterAll(() => fake.stop());

  it('creates a PaymentIntent for our amount in pounds, with manual capture, under our key', async () => {
    const ours = key();
    const session = await provider().createSession({ key: ours, amountPence: 18_500 });
    const [created] = fake
      .writes()
      .filter((r) => r.path === '/v1/payment_intents')
      .slice(-1);
    expect(created!.params.get('amount')).toBe('18500');
    expect(created!.params.get('currency')).toBe('gbp');
    expect(created!.params.get('capture_method')).toBe('manual');
    expect(created!.params.get('metadata[merchant_reference]')).toBe(ours);
    expect(created!.params.has('setup_future_usage')).toBe(false);
    expect(created!.idempotencyKey).toBe(`session-${ours}`);
    expect(session).toMatchObject({
      state: 'open',
      amountPence: 18_500,
      merchantReference: ours,
      cardMasked: null,
    });
    // A retry after a crash gets the same intent, never a second one.
    const again = await provider().createSession({ key: ours, amountPence: 18_500 });
    expect(again.id).toBe(session.id);
  });

  it('keeps a card for a guarantee with a SetupIntent for off-session use, charging nothing (decision 0391)', async () => {
    const ours = key();
    const session = await provider().createGuaranteeSession({ key: ours });
    const [created] = fake
      .writes()
      .filter((r) => r.path === '/v1/setup_intents')
      .slice(-1);
    expect(created!.params.get('usage')).toBe('off_session');
    expect(created!.params.get('customer')).toMatch(/^cus_/);
    expect(created!.idempotencyKey).toBe(`setup-${ours}`);
    expect(
      fake
        .writes()
        .filter(
          (r) => r.path === '/v1/payment_intents' && r.params.get('metadata[merchant_reference]') === ours,
        ),
    ).toEqual([]);
    expect(session).toMatchObject({ state: 'open', amountPence: 0, savedCardId: null });
    expect(await provider().paymentPage(session.id)).toMatchObject({
      provider: 'stripe',
      amount: 0,
      clientSecret: expect.stringContaining(session.id),
    });
    fake.setUpCard(session.id);
    expect(await provider().retrieve(session.id)).toMatchObject({
      state: 'authorised',
      amountPence: 0,
      cardMasked: '**** 4242',
      savedCardId: expect.stringMatching(/^cus_\w+\/pm_\w+$/),
    });
  });

  it('gives the payment screen the publishable key, the client secret and the amount, never the secret key', async () => {
    const session = await provider().createSession({ key: key(), amountPence: 9_000 });
    const page = await provider().paymentPage(session.id);
    expect(page).toEqual({
      provider: 'stripe',
      publishableKey: STRIPE_TEST_SETTINGS.publishableKey,
      clientSecret: fake.intent(session.id).client_secret,
      amount: 9_000,
    });
    expect(JSON.stringify(page)).not.toContain(STRIPE_TEST_SETTINGS.secretKey);
  });

  it('reads a 3-D Secure challenge (requires_action) as not authorised yet, then the authorisation after it', async () => {
    const session = await provider().createSession({ key: key(), amountPence: 12_000 });
    fake.requireAction(session.id);
    expect(await provider().retrieve(session.id)).toMatchObject({
      state: 'requires_action',
      cardMasked: null,
    });
    fake.authorise(session.id, '3184');
    expect(await provider().retrieve(session.id)).toMatchObject({
      state: 'authorised',
      amountPence: 12_000,
      cardMasked: '**** 3184',
    });
  });

  it('captures an authorisation, then refunds part of it once per key, then the rest', async () => {
    const ours = key();
    const session = await provider().createSession({ key: ours, amountPence: 20_000 });
    fake.authorise(session.id);
    expect(await provider().capture(session.id)).toEqual({ reference: session.id });
    expect(await provider().retrieve(session.id)).toMatchObject({ state: 'captured' });
    expect(await provider().lookup(ours)).toEqual({ authorisationId: session.id, state: 'captured' });

    const part = { key: 'cancel-guest-2', authorisationId: session.id, amountPence: 7_500 };
    await provider().refundPart(part);
    await provider().refundPart(part); // a retry: Stripe replays the first answer
    const refunds = fake.writes().filter((r) => r.path === '/v1/refunds');
    expect(
      refunds.map((r) => [r.params.get('payment_intent'), r.params.get('amount'), r.idempotencyKey]),
    ).toEqual([
      [session.id, '7500', 'refund-part-cancel-guest-2'],
      [session.id, '7500', 'refund-part-cancel-guest-2'],
    ]);
    expect(await provider().retrieve(session.id)).toMatchObject({ state: 'captured' });

    await provider().refund(session.id);
    const last = fake.writes().at(-1)!;
    expect(last.params.has('amount')).toBe(false);
    expect(await provider().retrieve(session.id)).toMatchObject({ state: 'refunded' });
  });

  it('voids an authorisation nothing used (cancels the intent) and finds it voided by our key', async () => {
    const ours = key();
    const session = await provider().createSession({ key: ours, amountPence: 5_000 });
    expect(await provider().lookup(ours)).toBeNull(); // open: no money moved
    fake.authorise(session.id);
    await provider().void(session.id);
    expect(fake.writes().at(-1)).toMatchObject({
      path: `/v1/payment_intents/${session.id}/cancel`,
      idempotencyKey: `void-${session.id}`,
    });
    expect(await provider().retrieve(session.id)).toMatchObject({ state: 'voided' });
    expect(await provider().lookup(ours)).toEqual({ authorisationId: session.id, state: 'voided' });
    // Read directly by the intent we stored for the key (search lags), and only when it is the key's.
    const searches = () => fake.requests.filter((r) => r.path === '/v1/payment_intents/search').length;
    const before = searches();
    expect(await provider().lookup(ours, session.id)).toEqual({
      authorisationId: session.id,
      state: 'voided',
    });
    expect(await provider().lookup(key(), session.id)).toBeNull();
    expect(searches()).toBe(before);
    // Capturing what was voided is refused by Stripe, and the adapter says so (it never claims money).
    await expect(provider().capture(session.id)).rejects.toThrow(/status/);
  });

  it('takes a capture, void or refund already done (under another key, or by Stripe) as done, and refuses a void of a capture', async () => {
    const captured = await provider().createSession({ key: key(), amountPence: 6_000 });
    fake.authorise(captured.id);
    Object.assign(fake.intent(captured.id), { status: 'succeeded' }); // captured from the Dashboard, say
    expect(await provider().capture(captured.id)).toEqual({ reference: captured.id });
    // A void of what is captured must fail: the caller then finds the capture and settles it.
    await expect(provider().void(captured.id)).rejects.toThrow(/status/);

    const lapsed = await provider().createSession({ key: key(), amountPence: 6_000 });
    fake.authorise(lapsed.id);
    Object.assign(fake.intent(lapsed.id), { status: 'canceled' }); // Stripe cancels after 7 days uncaptured
    await expect(provider().void(lapsed.id)).resolves.toBeUndefined();
  });

  it('never reads an intent in another currency as our amount', async () => {
    const session = await provider().createSession({ key: key(), amountPence: 5_000 });
    fake.authorise(session.id);
    fake.intent(session.id).currency = 'usd';
    expect((await provider().retrieve(session.id)).amountPence).not.toBe(5_000);
  });

  it('keeps the card for the policy when asked: a customer, setup_future_usage off_session, then charges it off session', async () => {
    const ours = key();
    const session = await provider().createSession({ key: ours, amountPence: 15_000, keepCard: true });
    const customer = fake
      .writes()
      .find((r) => r.path === '/v1/customers' && r.idempotencyKey === `customer-${ours}`);
    expect(customer).toBeDefined();
    const created = fake
      .writes()
      .filter((r) => r.path === '/v1/payment_intents')
      .at(-1)!;
    expect(created.params.get('setup_future_usage')).toBe('off_session');
    expect(created.params.get('customer')).toMatch(/^cus_/);
    expect(created.params.get('capture_method')).toBe('manual');
    expect(await provider().keptCard(session.id)).toBeNull(); // not authorised yet
    fake.authorise(session.id);
    const kept = await provider().keptCard(session.id);
    expect(kept).toEqual({
      customerId: created.params.get('customer'),
      paymentMethodId: expect.stringMatching(/^pm_/),
    });

    const fee = {
      key: 'fee-late-cancel-1',
      amountPence: 4_000,
      description: 'Late cancellation fee',
      ...kept!,
    };
    const charged = await chargeKeptCardOffSession(fake.client(), fee);
    expect(charged).toEqual({ outcome: 'charged', reference: expect.stringMatching(/^pi_/) });
    const charge = fake.writes().at(-1)!;
    expect(Object.fromEntries(charge.params)).toMatchObject({
      amount: '4000',
      currency: 'gbp',
      customer: kept!.customerId,
      payment_method: kept!.paymentMethodId,
      off_session: 'true',
      confirm: 'true',
    });
    expect(charge.idempotencyKey).toBe('off-session-fee-late-cancel-1');
  });

  it('says when the bank wants the guest present for an off-session charge, or declines it, without throwing', async () => {
    const card = {
      customerId: 'cus_kept',
      paymentMethodId: 'pm_kept',
      amountPence: 2_500,
      description: 'No-show fee',
    };
    fake.offSession = 'authenticationRequired';
    expect(await provider().chargeKeptCard({ ...card, key: 'fee-no-show-1' })).toMatchObject({
      outcome: 'authentication_required',
      reference: expect.stringMatching(/^pi_/),
    });
    fake.offSession = 'cardDeclined';
    expect(await provider().chargeKeptCard({ ...card, key: 'fee-no-show-2' })).toEqual({
      outcome: 'declined',
      reason: 'Your card has insufficient funds.',
    });
    fake.offSession = 'succeeded';
  });

  it('puts an idempotency key on every write it made', () => {
    const writes = fake.writes();
    expect(writes.length).toBeGreaterThan(15);
    for (const write of writes)
      expect(write.idempotencyKey, `${write.method} ${write.path}`).toMatch(/^[a-z-]+-\S+$/);
  });

  it('verifies a webhook with the SDK on the raw body: good, bad, tampered, stale, and events it does not settle', async () => {
    const session = await provider().createSession({ key: key(), amountPence: 3_000 });
    const body = fake.event('payment_intent.amount_capturable_updated', session.id);
    expect(provider().verifyNotification(body, signed(body))).toEqual({ sessionId: session.id });
    expect(provider().verifyNotification(body, signed(body, 'whsec_NotOurSigningSecret000'))).toBeNull();
    expect(provider().verifyNotification(body.replace('3000', '1'), signed(body))).toBeNull();
    expect(provider().verifyNotification(body, undefined)).toBeNull();
    const anHourAgo = Math.floor(Date.now() / 1000) - 3600;
    expect(provider().verifyNotification(body, signed(body, undefined, anHourAgo))).toBeNull();
    // A re-serialised body (what a JSON parser would hand over) no longer matches the signature.
    expect(provider().verifyNotification(JSON.stringify(JSON.parse(body)), signed(body))).toBeNull();
    const other = fake.event('customer.created', session.id);
    expect(provider().verifyNotification(other, signed(other))).toEqual({ sessionId: null });
  });
});

describe('PAYMENT_PROVIDER=stripe is checked at start', () => {
  it('defaults to the sandbox', () => {
    expect(loadEnv({}).PAYMENT_PROVIDER).toBe('sandbox');
  });

  it('needs all three Stripe keys, and names each one missing', () => {
    expect(() => loadEnv({ PAYMENT_PROVIDER: 'stripe' })).toThrow(
      /STRIPE_SECRET_KEY: required[\s\S]*STRIPE_PUBLISHABLE_KEY: required[\s\S]*STRIPE_WEBHOOK_SECRET: required/,
    );
    expect(loadEnv(STRIPE_TEST_ENV).PAYMENT_PROVIDER).toBe('stripe');
  });

  it('refuses keys that are not Stripe keys, or a live key beside a test key', () => {
    expect(() =>
      loadEnv({ ...STRIPE_TEST_ENV, STRIPE_SECRET_KEY: STRIPE_TEST_SETTINGS.publishableKey }),
    ).toThrow(/STRIPE_SECRET_KEY: must be a Stripe secret key/);
    expect(() => loadEnv({ ...STRIPE_TEST_ENV, STRIPE_WEBHOOK_SECRET: 'secret' })).toThrow(
      /STRIPE_WEBHOOK_SECRET/,
    );
    expect(() =>
      loadEnv({
        ...STRIPE_TEST_ENV,
        STRIPE_PUBLISHABLE_KEY: 'pk_live_51FakePublishableKeyForOfflineTests000',
      }),
    ).toThrow(/STRIPE_PUBLISHABLE_KEY: is not of the same mode/);
  });
});
