import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, calendarDay, MONEY_TENDERS, type ReportAnswer, type StaffVoucher } from '@spa/domain';
import { queryRows } from '../src/lib/sql';
import { statementOf, type LedgerAccount } from '../src/modules/ledger';
import { auditRows, createStaffTestApp, paidSpaDay, signedInStaff, type StaffHeaders } from './helpers/staff';
import { providerSession, type TestApp } from './helpers/test-app';
import { TEST_DB } from './helpers/test-database';
import {
  buyVoucher,
  completeVoucherOrder,
  giveMoneyVoucher,
  notifyAuthorised,
  owedAtDesk,
} from './helpers/vouchers';

/**
 * Gift vouchers in the money ledger (decision 0435): a sale is money taken by card on the
 * voucher's own account, written once; a redemption is the booking's voucher tender, not
 * new takings; the reports' takings and voucher value equal what the ledger says.
 */
describe(`gift vouchers in the money ledger and the reports (${TEST_DB})`, () => {
  let t: TestApp;
  let manager: StaffHeaders;
  const today = calendarDay(new Date(), 'Europe/London');
  const db = () => t.db.database.db;
  /** Every account this file moved money on: the takings must be exactly theirs. */
  const accounts: LedgerAccount[] = [];
  /** The provider refuses refunds while set. */
  let providerDown = false;
  beforeAll(async () => {
    ({ t, manager } = await createStaffTestApp(['manager'], {
      deps: (_db, sandbox) => ({
        cardProvider: {
          ...sandbox,
          async refundPart(request) {
            if (providerDown) throw new Error('provider unreachable');
            return sandbox.refundPart(request);
          },
        },
      }),
    }));
  });
  afterAll(() => t.close());

  const orderOf = async (sessionId: string) => {
    const [row] = await queryRows<{ voucher_id: string; reference: string; refund_state: string | null }>(
      db(),
      sql`SELECT voucher_id, reference, refund_state FROM voucher_orders WHERE provider_session_id = ${sessionId}`,
    );
    return row!;
  };
  /** The voucher's code, from its e-mail (the only place it is written). */
  const codeSentTo = async (address: string) => {
    const [mail] = await queryRows<{ text_body: string }>(
      db(),
      sql`SELECT text_body FROM mail_outbox WHERE to_address = ${address} AND subject LIKE 'A gift voucher%'`,
    );
    return /\b([0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4})\b/.exec(mail!.text_body)![1]!;
  };
  const entriesOf = (account: LedgerAccount) =>
    statementOf(db(), account).then(({ entries }) =>
      entries.map((e) => ({
        kind: e.kind,
        category: e.category,
        tender: e.tender,
        amountPence: e.amountPence,
        reference: e.reference,
      })),
    );
  const reportOf = async (name: string, from: string, to = from) => {
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/staff/reports/${name}?from=${from}&to=${to}`,
      headers: manager,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<ReportAnswer>();
  };
  const tableOf = (answer: ReportAnswer, key: string) => answer.Tables.find((table) => table.Key === key)!;
  const refund = (code: string, headers = manager) =>
    t.app.inject({
      method: 'POST',
      url: `/api/staff/vouchers/${code}/refund`,
      headers,
      payload: { Reason: 'Bought by mistake' },
    });

  /** The ledger entries of a voucher sold online for `amountPence`: its charge, and the card payment (`reference`). */
  const soldOnlineEntries = (amountPence: number, reference: string) => [
    { kind: 'charge', category: 'voucher', tender: null, amountPence, reference: null },
    { kind: 'payment', category: null, tender: 'online-card', amountPence, reference },
  ];

  /** A voucher of `amountPence` bought online for `recipient` and paid: its order, ledger account (counted in `accounts`) and code. */
  const soldOnline = async (amountPence: number, recipient: string) => {
    const { token, sessionId } = await buyVoucher(t.app, {
      AmountPence: amountPence,
      RecipientEmail: recipient,
    });
    expect((await completeVoucherOrder(t.app, token)).statusCode).toBe(200);
    const order = await orderOf(sessionId);
    const account: LedgerAccount = { kind: 'voucher', id: order.voucher_id };
    accounts.push(account);
    return { sessionId, order, account, code: await codeSentTo(recipient) };
  };

  let sold: { code: string; voucherId: string };

  it('a voucher sold online is money taken by card, written once though the browser and the provider both settle it', async () => {
    const { token, sessionId } = await buyVoucher(t.app, { RecipientEmail: 'ledger-sale@example.com' });
    // The browser's return and the provider's notification, at once, and each again.
    const settled = await Promise.all([
      completeVoucherOrder(t.app, token),
      notifyAuthorised(t.app, sessionId),
      completeVoucherOrder(t.app, token),
      notifyAuthorised(t.app, sessionId),
    ]);
    expect(settled.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const order = await orderOf(sessionId);
    const account: LedgerAccount = { kind: 'voucher', id: order.voucher_id };
    accounts.push(account);
    expect(await entriesOf(account)).toEqual(soldOnlineEntries(20_000, order.reference));
    expect(order.reference).toBeTruthy();
    expect((await statementOf(db(), account)).balancePence).toBe(0);
    sold = { code: await codeSentTo('ledger-sale@example.com'), voucherId: order.voucher_id };
  });

  it('a complimentary voucher is no money: no ledger entry, its reason kept with it and audited', async () => {
    const code = await giveMoneyVoucher(t.app, manager, 5_000);
    const looked = await t.app.inject({
      method: 'GET',
      url: `/api/staff/vouchers/${code}`,
      headers: manager,
    });
    const voucher = looked.json<StaffVoucher>();
    expect(voucher).toMatchObject({
      Source: 'complimentary',
      Reason: 'Apology for a cold pool',
      RefundablePence: null,
    });
    expect(await entriesOf({ kind: 'voucher', id: voucher.Id })).toEqual([]);
    expect((await auditRows(t, `voucher:${voucher.Id}`)).map((a) => a.action)).toEqual(['voucher.issue']);
  });

  it('£150 of it pays a booking: the voucher tender, not new takings; takings and voucher value equal the ledger', async () => {
    const booked = await paidSpaDay(t, 30);
    accounts.push({ kind: 'spa', id: booked.id });
    await owedAtDesk(db(), booked.id, 15_000);
    const redeemed = await t.app.inject({
      method: 'POST',
      url: `/api/staff/vouchers/${sold.code}/redeem`,
      headers: manager,
      payload: { Booking: booked.confirmationId, AmountPence: 15_000 },
    });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    expect(redeemed.json<StaffVoucher>()).toMatchObject({ BalancePence: 5_000, RefundablePence: null });

    // The ledger's own word, account by account: money tenders, and the voucher tender apart.
    const statements = await Promise.all(accounts.map((a) => statementOf(db(), a)));
    const byTender = (tender: string) =>
      statements.reduce((sum, s) => sum + (s.byTender[tender as keyof typeof s.byTender] ?? 0), 0);
    const money = MONEY_TENDERS.reduce((sum, tender) => sum + byTender(tender), 0);
    expect(byTender('voucher')).toBe(15_000);
    expect(byTender('online-card')).toBe(20_000 + booked.total);

    const takings = await reportOf('takings', today);
    const day = tableOf(takings, 'by-day').Rows.find((r) => r.day === today)!;
    expect(day.total).toBe(money);
    expect(day).not.toHaveProperty('voucher');
    expect(tableOf(takings, 'by-tender').Rows).toEqual([
      { tender: 'Card online', taken: money, refunded: 0, net: money },
    ]);

    const [period] = tableOf(await reportOf('vouchers', today), 'by-period').Rows;
    expect(period).toEqual({
      from: today,
      to: today,
      sold: 20_000,
      given: 5_000,
      redeemed: byTender('voucher'),
      refunded: 0,
      voided: 0,
      expired: 0,
      outstanding: 5_000 + 5_000,
    });
  });

  it("a manager refunds an unspent voucher to the buyer's card: voided, in the ledger and the reports, audited, e-mailed, once", async () => {
    const { sessionId, order, account, code } = await soldOnline(10_000, 'ledger-refund@example.com');

    const reception = await signedInStaff(t, 'reception');
    expect((await refund(code, reception)).statusCode).toBe(403);
    // Spent in part, or given at the desk: refused, saying why and what can be done.
    const spent = await refund(sold.code);
    expect(spent.statusCode).toBe(409);
    expect(spent.body).toMatch(/spent in part/);

    const refunded = await refund(code);
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json<StaffVoucher>()).toMatchObject({ Status: 'void', RefundablePence: null });
    expect((await providerSession(t, sessionId)).refunds).toEqual([
      { key: `voucher-refund-${order.voucher_id}`, amountPence: 10_000 },
    ]);
    expect((await orderOf(sessionId)).refund_state).toBe('refunded');
    expect(await entriesOf(account)).toEqual([
      ...soldOnlineEntries(10_000, order.reference),
      { kind: 'credit', category: 'voucher', tender: null, amountPence: 10_000, reference: null },
      {
        kind: 'refund',
        category: null,
        tender: 'online-card',
        amountPence: 10_000,
        reference: order.reference,
      },
    ]);
    const audit = await auditRows(t, `voucher:${order.voucher_id}`);
    expect(audit.at(-1)).toMatchObject({ action: 'voucher.refund', after: { refundedPence: 10_000 } });
    const mails = await queryRows<{ subject: string }>(
      db(),
      sql`SELECT subject FROM mail_outbox WHERE to_address = 'ada.buyer@example.com' AND subject LIKE 'Refund:%'`,
    );
    expect(mails).toEqual([{ subject: 'Refund: gift voucher for Sam Friend' }]);
    // Asked again: nothing more is refunded or written.
    const again = await refund(code);
    expect(again.statusCode).toBe(409);
    expect(again.body).toMatch(/already been refunded/);
    expect((await providerSession(t, sessionId)).refunds).toHaveLength(1);

    const takings = tableOf(await reportOf('takings', today), 'by-tender').Rows;
    const card = takings.find((r) => r.tender === 'Card online')!;
    expect(card.refunded).toBe(10_000);
    expect(card.net).toBe(
      (await Promise.all(accounts.map((a) => statementOf(db(), a)))).reduce(
        (sum, s) => sum + (s.byTender['online-card'] ?? 0),
        0,
      ),
    );
    const [period] = tableOf(await reportOf('vouchers', today), 'by-period').Rows;
    expect(period).toMatchObject({ sold: 30_000, refunded: 10_000, voided: 0, outstanding: 10_000 });
  });

  it('a refund the provider did not take stays owed: the voucher void, the ledger written once; asked again, the card is refunded once', async () => {
    const { sessionId, order, account, code } = await soldOnline(5_000, 'ledger-owed@example.com');

    providerDown = true;
    const failed = await refund(code);
    expect(failed.statusCode).toBe(502);
    expect(failed.body).toMatch(/refund is owed.*refund again/);
    expect((await orderOf(sessionId)).refund_state).toBe('owed');
    expect((await providerSession(t, sessionId)).refunds).toEqual([]);
    const spend = await t.app.inject({ method: 'GET', url: `/api/staff/vouchers/${code}`, headers: manager });
    expect(spend.json<StaffVoucher>()).toMatchObject({ Status: 'void' });

    providerDown = false;
    const retried = await refund(code);
    expect(retried.statusCode, retried.body).toBe(200);
    expect((await orderOf(sessionId)).refund_state).toBe('refunded');
    expect((await providerSession(t, sessionId)).refunds).toEqual([
      { key: `voucher-refund-${order.voucher_id}`, amountPence: 5_000 },
    ]);
    expect((await entriesOf(account)).map((e) => e.kind)).toEqual(['charge', 'payment', 'credit', 'refund']);
    expect(
      (await auditRows(t, `voucher:${order.voucher_id}`)).filter((a) => a.action === 'voucher.refund'),
    ).toHaveLength(1);
  });

  it("each month's outstanding is the last one's plus sold and given, less redeemed, refunded, voided and expired", async () => {
    const from = addDays(today, -40);
    const rows = tableOf(await reportOf('vouchers', from, today), 'by-period').Rows;
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(rows[0]!.from).toBe(from);
    expect(rows.at(-1)!.to).toBe(today);
    let outstanding = 0;
    for (const row of rows) {
      const n = (key: string) => Number(row[key]);
      outstanding += n('sold') + n('given') - n('redeemed') - n('refunded') - n('voided') - n('expired');
      expect(n('outstanding')).toBe(outstanding);
    }
    expect(outstanding).toBe(10_000);
  });
});
