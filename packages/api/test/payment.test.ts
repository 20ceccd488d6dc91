import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { loadEnv } from '../src/config/env';
import { checkCard, passesLuhn, TEST_CARDS } from '../src/modules/payment/card-rules';
import { demoResort } from './helpers/test-app';
import { createTestDatabase, TEST_DB, type TestDatabase } from './helpers/test-database';

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

describe(`payment sandbox (${TEST_DB})`, () => {
  let app: App;
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase();
    insertSession = async (id) => {
      await db.database.withConnection((c) =>
        c.query("INSERT INTO spa_sessions (id, kind) VALUES ($1, 'spa')", [id]),
      );
    };
    const env = loadEnv({
      NODE_ENV: 'test',
      WEB_DIST_DIR: '/nonexistent',
      PUBLIC_ORIGIN: 'https://spa.example',
    });
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logged += chunk.toString();
        done();
      },
    });
    app = await buildApp(
      { env, catalogue: demoResort(), database: db.database },
      {
        // Everything, at the most talkative level: the card must still never appear.
        logger: { level: 'trace', stream },
        deps: {
          pendingTotal: async (_db, sessionId) => pendingTotals.get(sessionId) ?? null,
          // No bookings here: every session counts as held (payment-holds.test.ts has the real thing).
          holdForPayment: async () => null,
        },
      },
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });
  beforeEach(() => {
    logged = '';
  });

  const initialise = (sessionId: string, amount: number) =>
    app.inject({
      method: 'POST',
      url: `/api/payment/${sessionId}/initialise-spa-payment/`,
      payload: { amount },
    });
  const pay = (pageSession: string, payload: object) =>
    app.inject({ method: 'POST', url: `/payment/api/${pageSession}/pay`, payload });
  const pageSessionFor = async (sessionId: string, amount: number) => {
    const response = await initialise(sessionId, amount);
    expect(response.statusCode).toBe(200);
    return response.json().iPageSessionId as string;
  };

  it('initialises a card page session for the server total', async () => {
    const session = await newSession(28_500);
    const response = await initialise(session, 28_500);
    expect(response.statusCode).toBe(200);
    expect(response.json().iPageSessionId).toMatch(/^[A-Za-z0-9_-]{20,}$/);
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
    expect(logged).toContain(`/payment/api/${page}/pay`); // the request was logged…
    expect(logged).not.toContain(TEST_CARDS.approved); // …but not its body
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
    expect(response.json()).toEqual({ status: 'error', reason: expect.stringMatching(/No money was taken/) });
    const seen = await app.inject({ method: 'GET', url: `/api/payment/${session}` });
    expect(seen.json().Status).toBe('error');
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
    const second = 'second-page-session-' + counter;
    await db.database.withConnection((c) =>
      c.query('INSERT INTO payments (session_id, ipage_session_id, amount_pence) VALUES ($1, $2, 42000)', [
        session,
        second,
      ]),
    );
    const [a, b] = await Promise.all([
      pay(first, card(TEST_CARDS.approved)),
      pay(second, card(TEST_CARDS.approved)),
    ]);
    expect(b.json()).toEqual(a.json());
    const rows = await db.database.withConnection((c) =>
      c.query<{ status: string }>('SELECT status FROM payments WHERE session_id = $1', [session]),
    );
    expect(rows.filter((r) => r.status === 'approved')).toHaveLength(1);
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
    const rows = await db.database.withConnection((c) =>
      c.query<{ status: string }>('SELECT status FROM payments WHERE session_id = $1', [session]),
    );
    expect(rows.filter((r) => r.status === 'approved')).toHaveLength(1);
  });

  it('refuses to take a payment when the booking total changed after initialising', async () => {
    const session = await newSession(10_000);
    const page = await pageSessionFor(session, 10_000);
    pendingTotals.set(session, 12_000);
    const response = await pay(page, card(TEST_CARDS.approved));
    expect(response.statusCode).toBe(409);
  });

  it('serves the card page under the strict CSP, with its script and styles as files', async () => {
    const session = await newSession(10_000);
    const page = await pageSessionFor(session, 10_000);
    const s = Buffer.from(page).toString('base64');
    const response = await app.inject({
      method: 'GET',
      url: `/payment/card?s=${s}&session=${session}&type=spa`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(response.body).toContain(`data-page-session="${page}"`);
    expect(response.body).toContain('data-parent-origin="https://spa.example"');
    expect(response.body).not.toMatch(/<script(?![^>]*src=)/);
    expect(response.body).not.toMatch(/style=/);
    const script = await app.inject({ method: 'GET', url: '/payment/card.js' });
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.body).toContain('postMessage');
    const css = await app.inject({ method: 'GET', url: '/payment/card.css' });
    expect(css.headers['content-type']).toMatch(/text\/css/);
  });

  it('tells the card page the amount and whether it is already paid', async () => {
    const session = await newSession(10_050);
    const page = await pageSessionFor(session, 10_050);
    const before = await app.inject({ method: 'GET', url: `/payment/api/${page}/status` });
    expect(before.json()).toEqual({ amount: 10_050, status: 'pending', cardMasked: null, reference: null });
    await pay(page, card(TEST_CARDS.approved));
    const after = await app.inject({ method: 'GET', url: `/payment/api/${page}/status` });
    expect(after.json()).toMatchObject({ status: 'approved', cardMasked: '**** 4242' });
    const unknown = await app.inject({ method: 'GET', url: '/payment/api/unknownpagesession/status' });
    expect(unknown.statusCode).toBe(404);
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
  let app: App;
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
    const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST_DIR: '/nonexistent' });
    app = await buildApp({ env, catalogue: demoResort(), database: db.database });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

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
    const paid = await app.inject({
      method: 'POST',
      url: `/payment/api/${right.json().iPageSessionId}/pay`,
      payload: card(TEST_CARDS.approved),
    });
    expect(paid.json()).toMatchObject({ status: 'approved', cardMasked: '**** 4242' });
  });
});
