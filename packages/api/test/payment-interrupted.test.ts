import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/lib/sql';
import { sandboxCardProvider } from '../src/modules/payment';
import { createTestApp, type TestApp } from './helpers/test-app';
import { TEST_DB } from './helpers/test-database';

/**
 * A payment whose process ended mid-way (a crash, a deploy) is taken up by the guest's
 * next attempt at once, from what the provider holds of it: never charged twice, and
 * no 15 minutes' wait for the sweep.
 */
describe(`an interrupted payment, resumed at once (${TEST_DB})`, () => {
  let t: TestApp;
  /** While set, the provider's call of that name never answers: the process "dies" there. */
  let dieAt: 'authorise' | 'capture' | null = null;
  const pendingTotals = new Map<string, number>();
  beforeAll(async () => {
    t = await createTestApp({
      deps: (db) => {
        const sandbox = sandboxCardProvider(db);
        const dies = (step: 'authorise' | 'capture') => dieAt === step;
        return {
          pendingTotal: async (_db, sessionId) => pendingTotals.get(sessionId) ?? null,
          holdForPayment: async () => null,
          cardProvider: {
            ...sandbox,
            authorise: (request) =>
              dies('authorise') ? new Promise(() => undefined) : sandbox.authorise(request),
            async capture(id) {
              if (dies('capture')) return new Promise(() => undefined);
              return sandbox.capture(id);
            },
          },
        };
      },
    });
  });
  afterAll(() => t.close());
  const db = () => t.db.database.db;

  const pageFor = async (total: number) => {
    const sessionId = `interrupted-${crypto.randomUUID()}`;
    await db().execute(sql`INSERT INTO spa_sessions (id, kind) VALUES (${sessionId}, 'spa')`);
    pendingTotals.set(sessionId, total);
    const page = await t.app.inject({ method: 'POST', url: `/api/payment/${sessionId}/initialise/` });
    return page.json().iPageSessionId as string;
  };
  const pay = (page: string, cardNumber: string) =>
    t.app.inject({
      method: 'POST',
      url: `/payment/api/${page}/pay`,
      payload: { cardNumber, expiry: '12/39', cvc: '123', nameOnCard: 'Ada Lovelace' },
    });
  /** What a process that died mid-payment leaves: the attempt untouched for a minute. */
  const dieNow = (page: string) =>
    db().execute(
      sql`UPDATE payments SET updated_at = now() - interval '1 minute' WHERE ipage_session_id = ${page}`,
    );
  const providerRecords = (page: string) =>
    queryRows<{ state: string; card_masked: string }>(
      db(),
      sql`SELECT l.state, l.card_masked FROM sandbox_card_ledger l
          JOIN payments p ON l.payment_key = p.id::text WHERE p.ipage_session_id = ${page}`,
    );

  it('authorised, then the process died before the capture: the next attempt captures that authorisation once', async () => {
    const page = await pageFor(9_500);
    dieAt = 'capture';
    void pay(page, '4242 4242 4242 4242');
    await expect.poll(async () => (await providerRecords(page)).length, { timeout: 10_000 }).toBe(1);
    dieAt = null;
    await dieNow(page);

    const started = Date.now();
    const retry = await pay(page, '5555 5555 5555 4444');
    expect(retry.statusCode, retry.body).toBe(200);
    expect(Date.now() - started).toBeLessThan(5_000); // at once, not after the sweep's 15 minutes
    // Finished on the card the interrupted attempt authorised; nothing taken from the second.
    expect(retry.json()).toMatchObject({ status: 'approved', cardMasked: '**** 4242' });
    expect(await providerRecords(page)).toEqual([{ state: 'captured', card_masked: '**** 4242' }]);
    const again = await pay(page, '4242 4242 4242 4242');
    expect(again.json()).toMatchObject({ status: 'approved', reference: retry.json().reference });
  });

  it('died before the provider answered: the attempt is closed and the new card is charged', async () => {
    const page = await pageFor(4_500);
    dieAt = 'authorise';
    void pay(page, '4242 4242 4242 4242');
    await expect
      .poll(
        async () =>
          (
            await queryRows<{ status: string }>(
              db(),
              sql`SELECT status FROM payments WHERE ipage_session_id = ${page}`,
            )
          )[0]?.status,
        { timeout: 10_000 },
      )
      .toBe('authorising');
    dieAt = null;
    await dieNow(page);
    const retry = await pay(page, '5555 5555 5555 4444');
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json()).toMatchObject({ status: 'approved', cardMasked: '**** 4444' });
    expect(await providerRecords(page)).toEqual([{ state: 'captured', card_masked: '**** 4444' }]);
  });
});
