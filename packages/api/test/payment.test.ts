import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { logOptions } from '../src/lib/log-options';
import { checkCard, passesLuhn, TEST_CARDS } from '../src/sandbox-provider/card-rules';
import { payByCard, typeCard } from './helpers/spa-journey';
import { createTestApp, heldAt, type TestApp } from './helpers/test-app';
import { TEST_DB, type TestDatabase } from './helpers/test-database';

/** A stand-in for the engine's pending bookings: session id → total in pence. */
const pendingTotals = new Map<string, number>();
let logged = '';
let counter = 0;
let insertSession: (id: string) => Promise<void> = async () => undefined;
/** A session of its own (payments refer to spa_sessions) with a pending total. */
const newSession = async (total: number) => {
  const id = `test-session-${++counter}-${Math.random().toString(36).slice(2)}`;
  await insertSession(id);
  pendingTotals.set(id, total);
  return id;
};

const card = (cardNumber: string, extra: Partial<Record<string, string>> = {}) => ({
  cardNumber,
  expiry: '12/39',
  cvc: '123',
  nameOnCard: 'Ada Lovelace',
  ...extra,
});

describe(`payment through the sandbox provider (${TEST_DB})`, () => {
  let t: TestApp;
  let app: App;
  let db: TestDatabase;

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logged += chunk.toString();
        done();
      },
    });
    t = await createTestApp({
      env: { PUBLIC_ORIGIN: 'https://spa.example' },
      // Everything, at the most talkative level: the card must still never appear.
      logger: { ...(logOptions('trace') as object), stream },
      deps: {
        pendingTotal: async (_db, sessionId) => pendingTotals.get(sessionId) ?? null,
        // No bookings here: every session with a total counts as held (payment-holds.test.ts has the real thing).
        holdForPayment: async (_db, sessionId) => heldAt(pendingTotals.get(sessionId)),
      },
    });
    ({ app, db } = t);
    insertSession = async (id) => {
      await db.database.withConnection((c) =>
        c.query("INSERT INTO spa_sessions (id, kind) VALUES ($1, 'spa')", [id]),
      );
    };
  });
  afterAll(() => t.close());
  beforeEach(() => {
    logged = '';
  });

  const initialise = (sessionId: string, amount: number) =>
    app.inject({
      method: 'POST',
      url: `/api/payment/${sessionId}/initialise-spa-payment/`,
      payload: { amount },
    });
  /** How many approved payments the session has (a charge taken twice shows as two). */
  const approvedPayments = async (sessionId: string) => {
    const rows = await db.database.withConnection((c) =>
      c.query<{ status: string }>('SELECT status FROM payments WHERE session_id = $1', [sessionId]),
    );
    return rows.filter((r) => r.status === 'approved').length;
  };
  /** The card typed into the provider's page (its origin: the card goes there only), then our API prompted to settle. */
  const pay = async (pageSession: string, payload: Record<string, unknown>) => {
    const typed = await typeCard(app, pageSession, payload);
    if (typed.status === 400) {
      const body = (await typed.json()) as object;
      return { statusCode: 400, json: () => body as { errors: unknown } };
    }
    const [row] = await db.database.withConnection((c) =>
      c.query<{ session_id: string }>('SELECT session_id FROM payments WHERE ipage_session_id = $1', [
        pageSession,
      ]),
    );
    return app.inject({ method: 'POST', url: `/api/payment/${row!.session_id}/complete/` });
  };
  const pageSessionFor = async (sessionId: string, amount: number) => {
    const response = await initialise(sessionId, amount);
    expect(response.statusCode).toBe(200);
    return response.json().iPageSessionId as string;
  };

  it('initialises a card page session for the server total', async () => {
    const session = await newSession(28_500);
    const response = await initialise(session, 28_500);
    expect(response.statusCode).toBe(200);
    expect(response.json().iPageSessionId).toMatch(/^ps_[A-Za-z0-9_-]{20,}$/);
    // The card page is the provider's, on its own origin, framed by ours.
    const url = new URL(response.json().cardPageUrl);
    expect(url.origin).toBe(app.deps.env.PAYMENT_SANDBOX_ORIGIN);
    expect(url.searchParams.get('parent')).toBe('https://spa.example');
  });

  it('refuses an amount that differs from the server total', async () => {
    const session = await newSession(28_500);
    const response = await initialise(session, 100);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/does not match the booking total/);
  });

  it('refuses a session with no booking to pay for', async () => {
    const response = await initialise('no-such-session', 100);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/no booking to pay for/);
  });

  it('initialise without a body uses the server total and reuses the open page session', async () => {
    const session = await newSession(9_500);
    const first = await app.inject({ method: 'POST', url: `/api/payment/${session}/initialise/` });
    expect(first.statusCode).toBe(200);
    const again = await initialise(session, 9_500);
    expect(again.json().iPageSessionId).toBe(first.json().iPageSessionId);
  });

  it('approves the approved test card and shows only the masked number and a reference', async () => {
    const session = await newSession(19_000);
    const page = await pageSessionFor(session, 19_000);
    const response = await pay(page, card('4242 4242 4242 4242'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'approved',
      cardMasked: '**** 4242',
      reference: expect.stringMatching(/^SBX-[0-9A-F]{12}$/),
    });
    const seen = await app.inject({ method: 'GET', url: `/api/payment/${session}` });
    expect(seen.json()).toMatchObject({ Status: 'approved', Amount: 19_000, CardMaskedNo: '**** 4242' });
  });

  it('never stores or logs the card number or security code in full', async () => {
    const session = await newSession(19_000);
    const page = await pageSessionFor(session, 19_000);
    await pay(page, card(TEST_CARDS.approved, { cvc: '987' }));
    const rows = await db.database.withConnection((c) =>
      c.query<Record<string, unknown>>('SELECT * FROM payments WHERE session_id = $1', [session]),
    );
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(TEST_CARDS.approved);
    for (const row of rows) expect(Object.values(row)).not.toContain('987'); // no security code anywhere
    expect(logged).toContain('/api/payment/:sessionId/complete/'); // the prompt was logged, by its route…
    expect(logged).not.toContain(session); // …not by the session it named
    expect(logged).not.toContain(TEST_CARDS.approved); // …and no card ever reached us
    expect(t.bodies.join('\n')).not.toMatch(/\d{12,19}|4242 4242|cardNumber|"cvc"/);
    expect(logged).not.toContain('4242 4242');
    // No body at all: none of its fields (the digits '987' alone may occur in timings).
    for (const field of ['cardNumber', 'cvc', 'nameOnCard', 'Ada Lovelace', '"987"'])
      expect(logged).not.toContain(field);
  });

  it('declines the declined test card with a reason, and lets the guest try again', async () => {
    const session = await newSession(19_000);
    const page = await pageSessionFor(session, 19_000);
    const declined = await pay(page, card(TEST_CARDS.declined));
    expect(declined.json()).toEqual({ status: 'declined', reason: expect.stringMatching(/declined/) });
    // The payment screen is reloaded: the same page session comes back.
    expect(await pageSessionFor(session, 19_000)).toBe(page);
    const approved = await pay(page, card(TEST_CARDS.approved));
    expect(approved.json().status).toBe('approved');
  });

  it('answers the processing-error test card with an error and takes nothing', async () => {
    const session = await newSession(19_000);
    const page = await pageSessionFor(session, 19_000);
    const response = await pay(page, card(TEST_CARDS.processingError));
    // Not authorised at the provider: our server says so in the provider's words, and charges nothing.
    expect(response.json()).toMatchObject({ reason: expect.stringMatching(/No money was taken/) });
    expect(response.json().status).not.toBe('approved');
    const seen = await app.inject({ method: 'GET', url: `/api/payment/${session}` });
    expect(seen.json().Status).toBe('pending');
  });

  it('names each bad field in a 400', async () => {
    const session = await newSession(19_000);
    const page = await pageSessionFor(session, 19_000);
    const response = await pay(page, {
      cardNumber: '4242 4242 4242 4241',
      expiry: '01/20',
      cvc: '1',
      nameOnCard: ' ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'cardNumber', message: 'Enter a valid card number' },
      { field: 'expiry', message: 'The expiry date must be in the future' },
      { field: 'cvc', message: 'Enter the 3 or 4 digit security code' },
      { field: 'nameOnCard', message: 'Enter the name on the card' },
    ]);
  });

  it('charges a session once even when two page sessions pay at the same moment', async () => {
    const session = await newSession(42_000);
    const first = await pageSessionFor(session, 42_000);
    // A second page session for the same booking (say, a second tab), made directly.
    const [row] = await db.database.withConnection((c) =>
      c.query<{ id: string }>(
        "INSERT INTO payments (session_id, ipage_session_id, amount_pence) VALUES ($1, 'unsent-second', 42000) RETURNING id",
        [session],
      ),
    );
    const second = (await app.deps.cardProvider.createSession({ key: row!.id, amountPence: 42_000 })).id;
    await db.database.withConnection((c) =>
      c.query('UPDATE payments SET ipage_session_id = $1 WHERE id = $2', [second, row!.id]),
    );
    const [a, b] = await Promise.all([
      pay(first, card(TEST_CARDS.approved)),
      pay(second, card(TEST_CARDS.approved)),
    ]);
    expect(b.json()).toEqual(a.json());
    expect(await approvedPayments(session)).toBe(1);
  });

  it('charges once for a double click, a replay, or a second page session', async () => {
    const session = await newSession(42_000);
    const page = await pageSessionFor(session, 42_000);
    const [a, b] = await Promise.all([
      pay(page, card(TEST_CARDS.approved)),
      pay(page, card(TEST_CARDS.approved)),
    ]);
    expect(a.json().status).toBe('approved');
    expect(b.json()).toEqual(a.json()); // the same reference: one charge
    const replay = await pay(page, card('5555 5555 5555 4444'));
    expect(replay.json()).toEqual(a.json());
    // The payment screen is reloaded after approval: the paid page session comes back, not a new one.
    expect(await pageSessionFor(session, 42_000)).toBe(page);
    expect(await approvedPayments(session)).toBe(1);
  });

  it('refuses to take a payment when the booking total changed after initialising', async () => {
    const session = await newSession(10_000);
    const page = await pageSessionFor(session, 10_000);
    pendingTotals.set(session, 12_000);
    const response = await pay(page, card(TEST_CARDS.approved));
    expect(response.statusCode).toBe(409);
  });

  it("serves the provider's card page on its own origin, framed only by ours, under a strict CSP", async () => {
    const session = await newSession(10_000);
    const { cardPageUrl } = (await initialise(session, 10_000)).json();
    const response = await fetch(cardPageUrl);
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain('frame-ancestors https://spa.example');
    const html = await response.text();
    expect(html).toContain('data-parent-origin="https://spa.example"');
    expect(html).not.toMatch(/<script(?![^>]*src=)/);
    expect(html).not.toMatch(/style=/);
    // A parent that is not ours is never told anything.
    const other = await fetch(cardPageUrl.replace(/parent=[^&]+/, 'parent=https%3A%2F%2Fevil.example'));
    expect(await other.text()).toContain('data-parent-origin="https://spa.example"');
    // Our own API no longer serves any card page or card endpoint.
    expect((await app.inject({ method: 'GET', url: '/payment/card' })).statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'POST', url: `/payment/api/x/pay`, payload: card(TEST_CARDS.approved) }))
        .statusCode,
    ).toBe(404);
    // Our pages frame and reach that provider's origin only.
    const ours = await app.inject({ method: 'GET', url: '/healthz' });
    expect(ours.headers['content-security-policy']).toContain(
      `frame-src ${app.deps.env.PAYMENT_SANDBOX_ORIGIN}`,
    );
  });
});

describe('card rules', () => {
  const today = { year: 2026, month: 11 };
  it('passes Luhn for the test cards and fails a changed digit', () => {
    for (const number of Object.values(TEST_CARDS)) expect(passesLuhn(number)).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
  });
  it('accepts an expiry in the current month and refuses last month', () => {
    expect(checkCard(card(TEST_CARDS.approved, { expiry: '11/26' }), today).ok).toBe(true);
    expect(checkCard(card(TEST_CARDS.approved, { expiry: '10/26' }), today)).toMatchObject({
      ok: false,
      errors: [{ field: 'expiry' }],
    });
  });
  it('accepts the number spaced as typed', () => {
    expect(checkCard(card('4242 4242 4242 4242'), today)).toEqual({
      ok: true,
      card: { digits: '4242424242424242', masked: '**** 4242' },
    });
  });
});

describe(`payment against the engine's pending booking (${TEST_DB})`, () => {
  let t: TestApp;
  let app: App;
  let db: TestDatabase;
  beforeAll(async () => {
    t = await createTestApp();
    ({ app, db } = t);
  });
  afterAll(() => t.close());

  it('takes the total from the pending booking row', async () => {
    await db.database.withConnection(async (c) => {
      await c.query("INSERT INTO spa_sessions (id, kind) VALUES ('s-pending', 'spa')");
      await c.query(
        `INSERT INTO spa_bookings (session_id, status, booking_date, is_spa_day, lead_email, request, line_items, total_pence)
         VALUES ('s-pending', 'pending', '2030-01-02', true, 'a@example.com', '{}', '[]', 43800)`,
      );
    });
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/payment/s-pending/initialise-spa-payment/',
      payload: { amount: 43_700 },
    });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().Total).toBe(43_800);
    const right = await app.inject({
      method: 'POST',
      url: '/api/payment/s-pending/initialise-spa-payment/',
      payload: { amount: 43_800 },
    });
    expect(right.statusCode).toBe(200);
    const none = await app.inject({ method: 'POST', url: '/api/payment/nobody/initialise/' });
    expect(none.statusCode).toBe(409);
    // The card attempt reads the total inside its own transaction (one connection on PGlite).
    const paid = await payByCard(app, right.json().iPageSessionId, TEST_CARDS.approved);
    expect(paid.json()).toMatchObject({ status: 'approved', cardMasked: '**** 4242' });
  });
});
