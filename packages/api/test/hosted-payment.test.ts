import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../src/sandbox-provider/card-rules';
import { SIGNATURE_HEADER, signNotification } from '../src/lib/signed-notification';
import { queryRows } from '../src/lib/sql';
import { holdsCardData } from './helpers/card-data';
import { daysAhead, payByCard, pendingSpaDay, typeCard } from './helpers/spa-journey';
import { createTestApp, providerSession, SANDBOX_SECRET, type TestApp } from './helpers/test-app';
import { TEST_DB } from './helpers/test-database';

describe(`a hosted payment session: no card number reaches our API (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const db = () => t.db.database.db;
  let day = 40;

  const notify = (
    body: string,
    signature = signNotification(SANDBOX_SECRET, body, Math.floor(Date.now() / 1000)),
  ) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payment/notifications',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
      payload: body,
    });
  const paymentOf = async (sessionId: string) =>
    (
      await queryRows<{ status: string; reference: string | null; ipage_session_id: string }>(
        db(),
        sql`SELECT status, reference, ipage_session_id FROM payments WHERE session_id = ${sessionId}`,
      )
    )[0]!;
  const ledgerAndMail = async (sessionId: string) =>
    (
      await queryRows<{ entries: number; mails: number }>(
        db(),
        sql`SELECT (SELECT count(*)::int FROM ledger_entries) AS entries, (SELECT count(*)::int FROM mail_outbox) AS mails`,
      )
    ).map((row) => ({ ...row, payment: sessionId }))[0]!;

  it('books a whole Spa Day paid in the provider, and no request body our API received holds card data', async () => {
    t.bodies.length = 0;
    const { plan, pageSessionId, total } = await pendingSpaDay(t.app, daysAhead(day++));
    const paid = await payByCard(t.app, pageSessionId, TEST_CARDS.approved);
    expect(paid.json()).toMatchObject({ status: 'approved', cardMasked: '**** 4242' });
    const processed = await t.app.inject({
      method: 'POST',
      url: `/api/spa/${plan.sessionId}/process-booking`,
    });
    expect(processed.statusCode, processed.body).toBe(200);
    expect(processed.json().ConfirmationId).toMatch(/^SPA-/);
    // The provider holds the capture of the server's total; we hold the masked number only.
    const remote = await providerSession(t, pageSessionId);
    expect(remote).toMatchObject({ state: 'captured', cardMasked: '**** 4242' });
    expect((await paymentOf(plan.sessionId)).status).toBe('approved');
    expect(t.bodies.length).toBeGreaterThan(3);
    for (const body of t.bodies) expect(holdsCardData(body), body).toBe(false);
    expect(holdsCardData(JSON.stringify({ cardNumber: '4242 4242 4242 4242' }))).toBe(true); // the check can fail
    // Nor anything we stored.
    const stored = JSON.stringify(await queryRows(db(), sql`SELECT * FROM payments`));
    expect(stored).not.toContain(TEST_CARDS.approved);
    expect(total).toBeGreaterThan(0);
  });

  it("settles on the provider's notification alone (the guest closed the page after paying)", async () => {
    const { plan, pageSessionId } = await pendingSpaDay(t.app, daysAhead(day++));
    // Typed at the provider only: its notification reaches our API, which asks the provider and captures.
    const typed = await typeCard(t.app, pageSessionId, TEST_CARDS.approved);
    expect(((await typed.json()) as { status: string }).status).toBe('approved');
    await expect
      .poll(async () => (await paymentOf(plan.sessionId)).status, { timeout: 10_000 })
      .toBe('approved');
    expect((await providerSession(t, pageSessionId)).state).toBe('captured');
  });

  it('refuses a notification with a bad, tampered or stale signature (400), and moves nothing', async () => {
    const { plan, pageSessionId } = await pendingSpaDay(t.app, daysAhead(day++));
    const body = JSON.stringify({ type: 'session.authorised', session: { id: pageSessionId } });
    const now = Math.floor(Date.now() / 1000);
    const wrongSecret = await notify(body, signNotification('not-the-shared-secret-at-all', body, now));
    expect(wrongSecret.statusCode).toBe(400);
    expect(wrongSecret.json().message).toMatch(/signature/);
    const tampered = await notify(
      body.replace('authorised', 'captured'),
      signNotification(SANDBOX_SECRET, body, now),
    );
    expect(tampered.statusCode).toBe(400);
    const stale = await notify(body, signNotification(SANDBOX_SECRET, body, now - 3600));
    expect(stale.statusCode).toBe(400);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/payment/notifications',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await paymentOf(plan.sessionId)).status).toBe('pending');
    expect((await providerSession(t, pageSessionId)).state).toBe('open');
  });

  it('a signed notification claiming a payment the provider has not authorised changes nothing', async () => {
    const { plan, pageSessionId } = await pendingSpaDay(t.app, daysAhead(day++));
    const forged = JSON.stringify({
      type: 'session.authorised',
      session: { id: pageSessionId, state: 'authorised' },
    });
    expect((await notify(forged)).statusCode).toBe(200);
    expect((await paymentOf(plan.sessionId)).status).toBe('pending');
    expect((await providerSession(t, pageSessionId)).state).toBe('open');
  });

  it('a replayed notification has no second effect: one capture, one ledger entry, one e-mail', async () => {
    const { plan, pageSessionId } = await pendingSpaDay(t.app, daysAhead(day++));
    const paid = await payByCard(t.app, pageSessionId);
    expect(paid.json().status).toBe('approved');
    const processed = await t.app.inject({
      method: 'POST',
      url: `/api/spa/${plan.sessionId}/process-booking`,
    });
    expect(processed.statusCode).toBe(200);
    const before = await paymentOf(plan.sessionId);
    const counts = await ledgerAndMail(plan.sessionId);
    const body = JSON.stringify({ type: 'session.authorised', session: { id: pageSessionId } });
    const replays = await Promise.all([notify(body), notify(body), notify(body)]);
    for (const replay of replays) expect(replay.statusCode).toBe(200);
    expect(await paymentOf(plan.sessionId)).toEqual(before);
    expect(await ledgerAndMail(plan.sessionId)).toEqual(counts);
    expect((await providerSession(t, pageSessionId)).state).toBe('captured');
  });

  it('a declined card at the provider takes nothing and the guest may try again on the same session', async () => {
    const { plan, pageSessionId } = await pendingSpaDay(t.app, daysAhead(day++));
    const declined = await payByCard(t.app, pageSessionId, TEST_CARDS.declined);
    expect(declined.json()).toMatchObject({ status: 'declined', reason: expect.stringMatching(/declined/) });
    expect((await paymentOf(plan.sessionId)).status).toBe('pending');
    const approved = await payByCard(t.app, pageSessionId, TEST_CARDS.approved);
    expect(approved.json().status).toBe('approved');
  });
});
