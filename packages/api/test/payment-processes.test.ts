import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../src/lib/sql';
import { startApiProcess, type ApiProcess } from './helpers/api-process';
import { daysAhead, pendingSpaDay, typeCard } from './helpers/spa-journey';
import { createTestApp, providerSession, SANDBOX_SECRET, type TestApp } from './helpers/test-app';
import { TEST_DB } from './helpers/test-database';

/**
 * Two server processes on one PostgreSQL database settling the same booking's payment at
 * once (decision 315): the completions of a booking are serialised by a lease in the
 * database, not in a process, so exactly one captures and the other answers the same outcome.
 */
describe.skipIf(TEST_DB !== 'postgres')('a payment completed by two server processes at once', () => {
  let t: TestApp;
  let other: ApiProcess;

  beforeAll(async () => {
    t = await createTestApp();
    // A second server on the same database and the same provider (its own sandbox, on a free port, stays unused).
    other = await startApiProcess(t.db.url!, {
      PAYMENT_SANDBOX_ORIGIN: t.app.deps.env.PAYMENT_SANDBOX_ORIGIN,
      PAYMENT_SANDBOX_SECRET: SANDBOX_SECRET,
    });
  });
  afterAll(async () => {
    await other?.stop();
    await t?.close();
  });

  it('two page sessions of one booking, paid and settled in two processes at once: one capture, one answer', async () => {
    for (let round = 0; round < 3; round++) {
      const { plan, pageSessionId: first, total } = await pendingSpaDay(t.app, daysAhead(20 + round));
      // A second page session for the same booking (a second tab), as payment.test.ts makes one.
      const [row] = await queryRows<{ id: string }>(
        t.app.deps.db,
        sql`INSERT INTO payments (session_id, ipage_session_id, amount_pence)
            VALUES (${plan.sessionId}, ${`unsent-${crypto.randomUUID()}`}, ${total}) RETURNING id`,
      );
      const second = (await t.app.deps.cardProvider.createSession({ key: row!.id, amountPence: total })).id;
      await t.app.deps.db.execute(
        sql`UPDATE payments SET ipage_session_id = ${second} WHERE id = ${row!.id}`,
      );
      // Both cards typed (each notifies the in-test server), then each server prompted at once.
      expect(
        (await Promise.all([typeCard(t.app, first), typeCard(t.app, second)])).map((r) => r.status),
      ).toEqual([200, 200]);
      const complete = `/api/payment/${plan.sessionId}/complete/`;
      const [here, there] = await Promise.all([
        t.app.inject({ method: 'POST', url: complete }),
        fetch(`${other.url}${complete}`, { method: 'POST' }),
      ]);
      const answers = [here.json(), await there.json()] as { status: string; reference?: string }[];
      expect([here.statusCode, there.status]).toEqual([200, 200]);
      expect(answers[0]!.status).toBe('approved');
      expect(answers[1]).toEqual(answers[0]);

      // Once the notifications are settled too: one payment approved, one capture at the provider.
      const states = await vi.waitFor(
        async () => {
          const now = await Promise.all(
            [first, second].map(async (id) => (await providerSession(t, id)).state),
          );
          const rows = await queryRows<{ status: string }>(
            t.app.deps.db,
            sql`SELECT status FROM payments WHERE session_id = ${plan.sessionId}`,
          );
          expect(now).not.toContain('authorised');
          expect(rows.map((r) => r.status)).not.toContain('authorising');
          expect(rows.filter((r) => r.status === 'approved')).toHaveLength(1);
          return now;
        },
        { timeout: 60_000, interval: 100 },
      );
      expect(states.filter((s) => s === 'captured')).toHaveLength(1);
      expect(states.filter((s) => s === 'voided')).toHaveLength(1);
      const booked = await fetch(`${other.url}/api/spa/${plan.sessionId}/process-booking`, {
        method: 'POST',
      });
      expect(booked.status).toBe(200);
    }
  });
});
