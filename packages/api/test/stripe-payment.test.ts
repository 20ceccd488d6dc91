import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/lib/sql';
import { FakeStripe, STRIPE_TEST_ENV, STRIPE_TEST_SETTINGS } from './helpers/fake-stripe';
import { daysAhead, pendingSpaDay } from './helpers/spa-journey';
import { createTestApp, type TestApp } from './helpers/test-app';
import { TEST_DB } from './helpers/test-database';

const STRIPE_HOSTS = ['https://js.stripe.com', 'https://api.stripe.com', 'https://hooks.stripe.com'];

describe(`a Spa Day paid through Stripe (recorded answers, ${TEST_DB})`, () => {
  const fake = new FakeStripe();
  let t: TestApp;
  beforeAll(async () => {
    await fake.start();
    t = await createTestApp({ env: STRIPE_TEST_ENV, deps: { cardProvider: fake.provider() } });
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });
  let day = 60;

  const webhook = (
    body: string,
    signature = Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: STRIPE_TEST_SETTINGS.webhookSecret,
    }),
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payment/notifications',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: body,
    });
  const paymentOf = async (sessionId: string) =>
    (
      await queryRows<{ status: string; reference: string | null; card_masked: string | null }>(
        t.db.database.db,
        sql`SELECT status, reference, card_masked FROM payments WHERE session_id = ${sessionId}`,
      )
    )[0]!;
  const captures = (intentId: string) =>
    fake.writes().filter((r) => r.path === `/v1/payment_intents/${intentId}/capture`).length;

  it('initialises a PaymentIntent for the server total with manual capture, and hands the screen its client secret', async () => {
    const { plan, pageSessionId, total } = await pendingSpaDay(t.app, daysAhead(day++));
    const intent = fake.intent(pageSessionId);
    expect(intent).toMatchObject({ amount: total, currency: 'gbp', capture_method: 'manual' });
    const again = await t.app.inject({ method: 'POST', url: `/api/payment/${plan.sessionId}/initialise/` });
    expect(again.json()).toEqual({
      provider: 'stripe',
      iPageSessionId: pageSessionId,
      publishableKey: STRIPE_TEST_SETTINGS.publishableKey,
      clientSecret: intent.client_secret,
      amount: total,
    });
    // A reload reuses the intent: one create, under the payment's id.
    const creates = fake.writes().filter((r) => r.path === '/v1/payment_intents');
    expect(creates).toHaveLength(1);
    expect(creates[0]!.idempotencyKey).toMatch(/^session-[0-9a-f-]{36}$/);
  });

  it('a 3-D Secure challenge under way takes nothing; once authorised, the webhook settles it: captured once, replay or not', async () => {
    const { plan, pageSessionId } = await pendingSpaDay(t.app, daysAhead(day++));
    fake.requireAction(pageSessionId);
    const early = await t.app.inject({ method: 'POST', url: `/api/payment/${plan.sessionId}/complete/` });
    expect(early.json()).toMatchObject({ status: 'declined' });
    expect((await paymentOf(plan.sessionId)).status).toBe('pending');
    expect(captures(pageSessionId)).toBe(0);

    fake.authorise(pageSessionId, '3184');
    const event = fake.event('payment_intent.amount_capturable_updated', pageSessionId);
    expect((await webhook(event)).statusCode).toBe(200);
    expect(await paymentOf(plan.sessionId)).toMatchObject({
      status: 'approved',
      reference: pageSessionId,
      card_masked: '**** 3184',
    });
    expect(fake.intent(pageSessionId).status).toBe('succeeded');
    // Stripe delivers an event more than once; the browser's prompt comes too.
    const replays = await Promise.all([
      webhook(event),
      webhook(event),
      t.app.inject({ method: 'POST', url: `/api/payment/${plan.sessionId}/complete/` }),
    ]);
    for (const replay of replays) expect(replay.statusCode).toBe(200);
    expect(captures(pageSessionId)).toBe(1);

    const processed = await t.app.inject({
      method: 'POST',
      url: `/api/spa/${plan.sessionId}/process-booking`,
    });
    expect(processed.statusCode, processed.body).toBe(200);
    expect(processed.json().ConfirmationId).toMatch(/^SPA-/);
  });

  it('refuses a webhook whose signature is bad, and moves nothing', async () => {
    const { plan, pageSessionId } = await pendingSpaDay(t.app, daysAhead(day++));
    fake.authorise(pageSessionId);
    const event = fake.event('payment_intent.amount_capturable_updated', pageSessionId);
    const forged = Stripe.webhooks.generateTestHeaderString({
      payload: event,
      secret: 'whsec_SomeoneElsesSecret0000',
    });
    const refused = await webhook(event, forged);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/signature/);
    expect((await webhook(event, 'garbage')).statusCode).toBe(400);
    expect((await paymentOf(plan.sessionId)).status).toBe('pending');
    expect(captures(pageSessionId)).toBe(0);
  });

  it('acknowledges an event it does not settle on, and one about an intent that is not ours', async () => {
    const { pageSessionId } = await pendingSpaDay(t.app, daysAhead(day++));
    expect((await webhook(fake.event('charge.refund.updated', pageSessionId))).statusCode).toBe(200);
    const stranger = await fake.provider().createSession({ key: 'not-one-of-ours', amountPence: 100 });
    fake.authorise(stranger.id);
    expect(
      (await webhook(fake.event('payment_intent.amount_capturable_updated', stranger.id))).statusCode,
    ).toBe(200);
    expect(captures(stranger.id)).toBe(0);
  });

  it('voids the authorisation when the booking can no longer be had', async () => {
    const { plan, pageSessionId } = await pendingSpaDay(t.app, daysAhead(day++));
    fake.authorise(pageSessionId);
    // The session ended (its holds are gone) while the guest was at Stripe.
    await t.app.inject({ method: 'POST', url: `/api/session/${plan.sessionId}/end` });
    const settled = await t.app.inject({ method: 'POST', url: `/api/payment/${plan.sessionId}/complete/` });
    expect(settled.json()).toMatchObject({ status: 'error', reason: expect.stringMatching(/not charged/) });
    expect(fake.intent(pageSessionId).status).toBe('canceled');
    expect(captures(pageSessionId)).toBe(0);
  });

  it('an attempt interrupted after Stripe authorised is resumed at once from the stored intent (no search lag)', async () => {
    const { plan, pageSessionId } = await pendingSpaDay(t.app, daysAhead(day++));
    fake.authorise(pageSessionId);
    // What a process that died mid-payment leaves: the attempt 'authorising', untouched for a minute.
    await t.db.database.db.execute(
      sql`UPDATE payments SET status = 'authorising', updated_at = now() - interval '1 minute'
          WHERE session_id = ${plan.sessionId}`,
    );
    const searchesBefore = fake.requests.filter((r) => r.path === '/v1/payment_intents/search').length;
    const started = Date.now();
    const resumed = await t.app.inject({ method: 'POST', url: `/api/payment/${plan.sessionId}/complete/` });
    expect(resumed.json()).toMatchObject({ status: 'approved', reference: pageSessionId });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(captures(pageSessionId)).toBe(1);
    expect(fake.requests.filter((r) => r.path === '/v1/payment_intents/search')).toHaveLength(searchesBefore);
  });

  it("names Stripe's hosts, and no sandbox, in the CSP of our pages", async () => {
    const csp = String(
      (await t.app.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy'],
    );
    const directive = (name: string) =>
      csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith(`${name} `));
    expect(directive('script-src')).toBe("script-src 'self' https://js.stripe.com https://*.js.stripe.com");
    expect(directive('frame-src')).toBe(
      'frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com',
    );
    expect(directive('connect-src')).toBe("connect-src 'self' https://api.stripe.com");
    expect(csp).not.toContain(t.app.deps.env.PAYMENT_SANDBOX_ORIGIN);
  });
});

describe(`the sandbox stays the default provider (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("names the sandbox's origin, and no Stripe host, in the CSP of our pages", async () => {
    const csp = String(
      (await t.app.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy'],
    );
    const origin = t.app.deps.env.PAYMENT_SANDBOX_ORIGIN;
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain(`frame-src ${origin};`);
    expect(csp).toContain(`connect-src 'self' ${origin};`);
    for (const host of STRIPE_HOSTS) expect(csp).not.toContain(host);
    expect(csp).not.toContain('stripe');
  });
});
