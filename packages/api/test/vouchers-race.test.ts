import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess } from './helpers/api-process';
import { newStaff, paidSpaDay, STAFF_PASSWORD, staffHeaders } from './helpers/staff';
import { createTestApp, type TestApp } from './helpers/test-app';
import { TEST_DB } from './helpers/test-database';
import { giveMoneyVoucher, owedAtDesk, voucherBalance, voucherEntries } from './helpers/vouchers';

describe.skipIf(TEST_DB !== 'postgres')('two server processes spending one voucher at once', () => {
  let t: TestApp;
  let other: ApiProcess;
  let manager: Record<string, string>;
  let reception: Record<string, string>;
  /** The same reception member, signed in through the other process (a token names the origin it was given for). */
  let receptionThere: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    other = await startApiProcess(t.db.url!);
    manager = await staffHeaders(t.app, await newStaff(t, 'spa_manager'));
    const receptionist = await newStaff(t, 'reception');
    reception = await staffHeaders(t.app, receptionist);
    const signIn = await fetch(`${other.url}/api/staff/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: receptionist, password: STAFF_PASSWORD }),
    });
    receptionThere = {
      authorization: `Bearer ${((await signIn.json()) as { AccessToken: string }).AccessToken}`,
    };
  });
  afterAll(async () => {
    await other?.stop();
    await t?.close();
  });

  it('of two bookings spending its whole balance, exactly one succeeds, every round', async () => {
    const db = t.db.database.db;
    for (let round = 0; round < 4; round++) {
      const [a, b] = [await paidSpaDay(t, 30 + 2 * round), await paidSpaDay(t, 31 + 2 * round)];
      await owedAtDesk(db, a.id, 20_000);
      await owedAtDesk(db, b.id, 20_000);
      const code = await giveMoneyVoucher(t.app, manager, 20_000);
      const redeem = `/api/staff/vouchers/${code}/redeem`;
      const [here, there] = await Promise.all([
        t.app.inject({
          method: 'POST',
          url: redeem,
          headers: reception,
          payload: { Booking: a.confirmationId },
        }),
        fetch(`${other.url}${redeem}`, {
          method: 'POST',
          headers: { ...receptionThere, 'content-type': 'application/json' },
          body: JSON.stringify({ Booking: b.confirmationId }),
        }),
      ]);
      const statuses = [here.statusCode, there.status].sort();
      expect(statuses, `round ${round}: ${here.body} / ${await there.text()}`).toEqual([200, 409]);
      const paid = [...(await voucherEntries(db, a.id)), ...(await voucherEntries(db, b.id))];
      expect(paid).toEqual([{ kind: 'payment', amount_pence: 20_000 }]);
      expect(await voucherBalance(t.app, db, code)).toBe(0);
    }
  });
});
