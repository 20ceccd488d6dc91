import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/lib/sql';
import { createTestApp, heldAt, providerSession, type TestApp } from './helpers/test-app';
import { TEST_DB } from './helpers/test-database';
import { typeCard } from './helpers/spa-journey';

/**
 * A payment whose process ended mid-way (a crash, a deploy) is taken up by the guest's
 * next attempt at once, from what the provider holds of it: never charged twice, and
 * no 15 minutes' wait for the sweep.
 */
describe(`an interrupted payment, resumed at once (${TEST_DB})`, () => {
  let t: TestApp;
  /** While set, the provider's call of that name never answers: the process "dies" there. */
  let dieAt: 'capture' | null = null;
  const pendingTotals = new Map<string, number>();
  beforeAll(async () => {
    t = await createTestApp({
      deps: (_db, sandbox) => {
        const dies = (step: 'capture') => dieAt === step;
        return {
          pendingTotal: async (_db, sessionId) => pendingTotals.get(sessionId) ?? null,
          holdForPayment: async (_db, sessionId) => heldAt(pendingTotals.get(sessionId)),
          cardProvider: {
            ...sandbox,
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
  /** The browser's prompt to settle, as the card page's message makes it. */
  const complete = async (page: string) => {
    const [row] = await queryRows<{ session_id: string }>(
      db(),
      sql`SELECT session_id FROM payments WHERE ipage_session_id = ${page}`,
    );
    return t.app.inject({ method: 'POST', url: `/api/payment/${row!.session_id}/complete/` });
  };
  /**
   * What a process that died mid-payment leaves: the attempt untouched for a minute, and
   * its booking's completion lease no longer renewed, so run out (decision 315).
   */
  const dieNow = async (page: string) => {
    await db().execute(
      sql`UPDATE payments SET updated_at = now() - interval '1 minute' WHERE ipage_session_id = ${page}`,
    );
    await db().execute(sql`DELETE FROM payment_completion_locks`);
  };
  const providerRecord = async (page: string) => {
    const { state, cardMasked } = await providerSession(t, page);
    return { state, cardMasked };
  };

  it('authorised, then the process died before the capture: the next prompt captures that authorisation once', async () => {
    const page = await pageFor(9_500);
    expect((await typeCard(t.app, page, '4242 4242 4242 4242')).status).toBe(200);
    dieAt = 'capture';
    void complete(page);
    await expect
      .poll(
        async () => {
          const [row] = await queryRows<{ status: string; authorisation_id: string | null }>(
            db(),
            sql`SELECT status, authorisation_id FROM payments WHERE ipage_session_id = ${page}`,
          );
          return row?.status === 'authorising' && row.authorisation_id === page;
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    dieAt = null;
    await dieNow(page);

    const started = Date.now();
    const retry = await complete(page);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(Date.now() - started).toBeLessThan(5_000); // at once, not after the sweep's 15 minutes
    expect(retry.json()).toMatchObject({ status: 'approved', cardMasked: '**** 4242' });
    expect(await providerRecord(page)).toEqual({ state: 'captured', cardMasked: '**** 4242' });
    const again = await complete(page);
    expect(again.json()).toMatchObject({ status: 'approved', reference: retry.json().reference });
  });

  it("the provider's notification and the browser's prompt at once: one capture, one answer", async () => {
    const page = await pageFor(4_500);
    const prompts = await Promise.all([
      typeCard(t.app, page, '5555 5555 5555 4444').then(() => complete(page)),
      typeCard(t.app, page, '5555 5555 5555 4444').then(() => complete(page)),
    ]);
    for (const prompt of prompts)
      expect(prompt.json()).toMatchObject({ status: 'approved', cardMasked: '**** 4444' });
    expect(prompts[0].json().reference).toBe(prompts[1].json().reference);
    expect(await providerRecord(page)).toEqual({ state: 'captured', cardMasked: '**** 4444' });
  });
});
