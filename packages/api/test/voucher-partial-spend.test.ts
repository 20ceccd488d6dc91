import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payByCard } from './helpers/spa-journey';
import { createStaffTestApp, paidSpaDay, type StaffHeaders } from './helpers/staff';
import type { TestApp } from './helpers/test-app';
import { TEST_DB } from './helpers/test-database';
import {
  beginWithVoucher,
  giveMoneyVoucher,
  owedAtDesk,
  voucherBalance,
  voucherEntries,
} from './helpers/vouchers';

describe(`spending part of a gift voucher, the rest by card (${TEST_DB})`, () => {
  let t: TestApp;
  let manager: StaffHeaders;
  beforeAll(async () => ({ t, manager } = await createStaffTestApp(['manager'])));
  afterAll(() => t.close());
  const db = () => t.db.database.db;
  const balanceOf = (code: string) => voucherBalance(t.app, db(), code);

  const begin = (days: number, code: string, pence?: number) => beginWithVoucher(t.app, days, code, pence);

  it('takes the amount the guest chose, the card the rest; the voucher keeps what is left', async () => {
    const code = await giveMoneyVoucher(t.app, manager, 20_000);
    const { sessionId, begun } = await begin(60, code, 5_050);
    expect(begun.statusCode, begun.body).toBe(200);
    expect(begun.json()).toMatchObject({
      Total: 12_900,
      Voucher: { PaidPence: 5_050, MaxPence: 12_900 },
      ToPay: 7_850,
    });
    const page = await t.app.inject({ method: 'POST', url: `/api/payment/${sessionId}/initialise/` });
    expect((await payByCard(t.app, page.json().iPageSessionId as string)).statusCode).toBe(200);
    const processed = await t.app.inject({ method: 'POST', url: `/api/spa/${sessionId}/process-booking` });
    expect(processed.statusCode, processed.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/spa/${sessionId}` })).json()).toMatchObject({
      Voucher: { PaidPence: 5_050 },
      CardPence: 7_850,
    });
    expect(await balanceOf(code)).toBe(14_950);
  });

  it('an amount below £1, above what the voucher can pay, or of pence fractions: 400 naming the field', async () => {
    const code = await giveMoneyVoucher(t.app, manager, 10_000);
    for (const [days, pence] of [
      [62, 99],
      [63, 10_001],
      [64, 150.5],
    ] as const) {
      const { begun } = await begin(days, code, pence);
      expect(begun.statusCode, String(pence)).toBe(400);
      expect(JSON.stringify(begun.json())).toContain('body.voucherPence');
    }
    expect(await balanceOf(code)).toBe(10_000);
  });

  it('at the desk: part of a voucher on a booking, bounded and named', async () => {
    const code = await giveMoneyVoucher(t.app, manager, 20_000);
    const booking = await paidSpaDay(t, 66);
    await owedAtDesk(db(), booking.id, 6_000);
    const redeem = (AmountPence: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/staff/vouchers/${code}/redeem`,
        headers: manager,
        payload: { Booking: booking.confirmationId, AmountPence },
      });
    for (const pence of [50, 6_001]) {
      const refused = await redeem(pence);
      expect(refused.statusCode, String(pence)).toBe(400);
      expect(JSON.stringify(refused.json())).toContain('body.AmountPence');
    }
    const spent = await redeem(2_500);
    expect(spent.statusCode, spent.body).toBe(200);
    expect(spent.json()).toMatchObject({ BalancePence: 17_500 });
    expect(await voucherEntries(db(), booking.id)).toEqual([{ kind: 'payment', amount_pence: 2_500 }]);
  });
});
