import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/lib/sql';
import { startApiProcess, type ApiProcess } from './helpers/api-process';
import { recordApprovedPayment } from './helpers/spa-journey';
import { newStaff, staffHeaders } from './helpers/staff';
import { createTestApp, type TestApp } from './helpers/test-app';
import { TEST_DB } from './helpers/test-database';
import { beginWithCodes, promotionBody } from './helpers/promotions';

describe.skipIf(TEST_DB !== 'postgres')('two server processes confirming the last use of a promotion', () => {
  let t: TestApp;
  let other: ApiProcess;
  let manager: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    other = await startApiProcess(t.db.url!);
    manager = await staffHeaders(t.app, await newStaff(t, 'spa_manager'));
  });
  afterAll(async () => {
    await other?.stop();
    await t?.close();
  });

  /** A booking begun with `code` by `email`, its card payment approved: ready to confirm. */
  async function paidWith(days: number, code: string, email: string) {
    const { sessionId, begun } = await beginWithCodes(t.app, days, { voucherCode: code }, email);
    expect(begun.json().Promotion, begun.body).toMatchObject({ Code: code });
    await recordApprovedPayment(t.db.database, sessionId, begun.json().ToPay as number);
    return sessionId;
  }

  it('of two bookings confirming its last use at once, exactly one succeeds, every round', async () => {
    for (let round = 0; round < 4; round++) {
      const code = `RACE${round}`;
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/staff/promotions',
        headers: manager,
        payload: promotionBody({ Code: code, TotalCap: 1 }),
      });
      expect(created.statusCode, created.body).toBe(200);
      const a = await paidWith(30 + 2 * round, code, `a${round}@example.com`);
      const b = await paidWith(31 + 2 * round, code, `b${round}@example.com`);
      const [here, there] = await Promise.all([
        t.app.inject({ method: 'POST', url: `/api/spa/${a}/process-booking` }),
        fetch(`${other.url}/api/spa/${b}/process-booking`, { method: 'POST' }),
      ]);
      const statuses = [here.statusCode, there.status].sort();
      expect(statuses, `round ${round}: ${here.body} / ${await there.text()}`).toEqual([200, 409]);
      const uses = await queryRows<{ n: number }>(
        t.db.database.db,
        sql`SELECT count(*)::int AS n FROM promotion_uses u JOIN promotions p ON p.id = u.promotion_id WHERE p.code = ${code}`,
      );
      expect(uses[0]!.n).toBe(1);
      const credits = await queryRows<{ n: number }>(
        t.db.database.db,
        sql`SELECT count(*)::int AS n FROM ledger_entries e JOIN spa_bookings b ON b.id = e.booking_id
            WHERE e.category = 'discount' AND b.session_id IN (${a}, ${b})`,
      );
      expect(credits[0]!.n).toBe(1);
    }
  });
});
