import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normaliseVoucherCode } from '@spa/domain';
import { queryRows } from '../src/lib/sql';
import { payByCard } from './helpers/spa-journey';
import { createStaffTestApp, paidSpaDay, type StaffHeaders } from './helpers/staff';
import type { TestApp } from './helpers/test-app';
import { TEST_DB } from './helpers/test-database';
import {
  beginWithVoucher,
  giveMoneyVoucher,
  owedAtDesk,
  voucherBalance as balanceOf,
  voucherEntries,
} from './helpers/vouchers';

describe(`a gift voucher in the online booking flow (${TEST_DB})`, () => {
  let t: TestApp;
  let manager: StaffHeaders;
  beforeAll(async () => ({ t, manager } = await createStaffTestApp(['manager'])));
  afterAll(() => t.close());
  const db = () => t.db.database.db;

  /** A one-guest Treatment Escape (£129) `days` ahead, held and begun with `voucherCode`. */
  async function begin(days: number, voucherCode: string) {
    const { sessionId, begun } = await beginWithVoucher(t.app, days, voucherCode);
    expect(begun.statusCode, begun.body).toBe(200);
    return { sessionId, bill: begun.json() };
  }
  const voucherBalance = (code: string) => balanceOf(t.app, db(), code);
  const bookingOf = async (sessionId: string) =>
    (
      await queryRows<{ id: string }>(db(), sql`SELECT id FROM spa_bookings WHERE session_id = ${sessionId}`)
    )[0]!.id;

  it('pays part, the card the rest: the bill, the card page, the ledger, the confirmation and its e-mail say so', async () => {
    const code = await giveMoneyVoucher(t.app, manager, 10_000);
    const { sessionId, bill } = await begin(30, code.toLowerCase());
    expect(bill).toMatchObject({
      Total: 12_900,
      Voucher: { CodeEnding: normaliseVoucherCode(code).slice(-4), PaidPence: 10_000 },
      VoucherProblem: null,
      ToPay: 2_900,
    });
    const page = await t.app.inject({ method: 'POST', url: `/api/payment/${sessionId}/initialise/` });
    const [payment] = await queryRows<{ amount_pence: number }>(
      db(),
      sql`SELECT amount_pence FROM payments WHERE session_id = ${sessionId}`,
    );
    expect(payment!.amount_pence).toBe(2_900);
    expect((await payByCard(t.app, page.json().iPageSessionId as string)).statusCode).toBe(200);
    const processed = await t.app.inject({ method: 'POST', url: `/api/spa/${sessionId}/process-booking` });
    expect(processed.statusCode, processed.body).toBe(200);

    const confirmed = (await t.app.inject({ method: 'GET', url: `/api/spa/${sessionId}` })).json();
    expect(confirmed).toMatchObject({ Total: 12_900, Voucher: { PaidPence: 10_000 }, CardPence: 2_900 });
    expect(await voucherBalance(code)).toBe(0);
    const id = await bookingOf(sessionId);
    const ledger = await queryRows<{ kind: string; tender: string | null; amount_pence: number }>(
      db(),
      sql`SELECT kind, tender, amount_pence FROM ledger_entries WHERE booking_id = ${id} ORDER BY created_at, kind`,
    );
    expect(ledger).toEqual(
      expect.arrayContaining([
        { kind: 'charge', tender: null, amount_pence: 12_900 },
        { kind: 'payment', tender: 'online-card', amount_pence: 2_900 },
        { kind: 'payment', tender: 'voucher', amount_pence: 10_000 },
      ]),
    );
    expect(ledger).toHaveLength(3);
    const [mail] = await queryRows<{ text_body: string }>(
      db(),
      sql`SELECT text_body FROM mail_outbox WHERE subject = ${`Your spa booking ${processed.json().ConfirmationId}`}`,
    );
    expect(mail!.text_body).toMatch(/Paid by gift voucher ending \w{4}\W+£100/);
    expect(mail!.text_body).toMatch(/Paid by card\W+£29/);
  });

  it('a voucher covering everything needs no card, and keeps what is left', async () => {
    const code = await giveMoneyVoucher(t.app, manager, 20_000);
    const { sessionId, bill } = await begin(32, code);
    expect(bill).toMatchObject({ Voucher: { PaidPence: 12_900 }, ToPay: 0 });
    const page = await t.app.inject({ method: 'POST', url: `/api/payment/${sessionId}/initialise/` });
    expect(page.statusCode).toBe(409);
    expect(page.json().message).toMatch(/no card is needed: please go back to the summary/);
    const processed = await t.app.inject({ method: 'POST', url: `/api/spa/${sessionId}/process-booking` });
    expect(processed.statusCode, processed.body).toBe(200);
    expect(await voucherBalance(code)).toBe(7_100);
    const payments = await queryRows(db(), sql`SELECT 1 FROM payments WHERE session_id = ${sessionId}`);
    expect(payments).toEqual([]);
    const statement = await queryRows<{ balance: number }>(
      db(),
      sql`SELECT sum(CASE kind WHEN 'charge' THEN amount_pence WHEN 'payment' THEN -amount_pence ELSE 0 END)::int AS balance FROM ledger_entries WHERE booking_id = ${await bookingOf(sessionId)}`,
    );
    expect(statement[0]!.balance).toBe(0);
  });

  it('a code that cannot pay says why and what would work, and the card pays the whole', async () => {
    const experience = await t.app.inject({
      method: 'POST',
      url: '/api/staff/vouchers',
      headers: manager,
      payload: { Kind: 'experience', PackageId: 'ELM-LUNCH', Guests: 1, Reason: 'Competition prize' },
    });
    const { bill } = await begin(34, experience.json().Code as string);
    expect(bill).toMatchObject({
      Voucher: null,
      VoucherProblem: 'This voucher is for Spa Day with Lunch: choose that Spa Day to use it.',
      ToPay: 12_900,
    });
    const typo = await begin(36, 'ABCD-EFGH-JKMN-PQRA');
    expect(typo.bill.VoucherProblem).toMatch(/typing mistake|No voucher has this code/);
  });

  it('spent elsewhere between the bill and the confirmation: not confirmed, nothing taken twice', async () => {
    const code = await giveMoneyVoucher(t.app, manager, 20_000);
    const { sessionId } = await begin(38, code);
    const other = await paidSpaDay(t, 40);
    await owedAtDesk(db(), other.id, 20_000);
    const desk = await t.app.inject({
      method: 'POST',
      url: `/api/staff/vouchers/${code}/redeem`,
      headers: manager,
      payload: { Booking: other.confirmationId },
    });
    expect(desk.statusCode).toBe(200);
    const processed = await t.app.inject({ method: 'POST', url: `/api/spa/${sessionId}/process-booking` });
    expect(processed.statusCode).toBe(409);
    expect(processed.json().message).toMatch(/used in full/);
    expect(await voucherEntries(db(), await bookingOf(sessionId))).toEqual([]);
    expect(await voucherBalance(code)).toBe(0);
  });
});
