import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, formatPrice, formatVoucherCode, normaliseVoucherCode } from '@spa/domain';
import { databaseNow, queryRows } from '../src/lib/sql';
import { auditRows, fullCostFrom, newStaff, paidSpaDay, staffHeaders } from './helpers/staff';
import { createTestApp, type TestApp } from './helpers/test-app';
import { TEST_DB } from './helpers/test-database';
import { pdfText } from './helpers/pdf-text';
import { loadVoucherCodeKey } from '../src/modules/vouchers';
import { voucherCodeHash } from '../src/modules/vouchers/voucher-code-key';
import { checkCode, giveMoneyVoucher, guessedCode, owedAtDesk, voucherEntries } from './helpers/vouchers';

describe(`gift vouchers (${TEST_DB})`, () => {
  let t: TestApp;
  let manager: Record<string, string>;
  let reception: Record<string, string>;
  /** The booking clock, when a test sets it; the database's otherwise. */
  let clock: Date | null = null;

  beforeAll(async () => {
    t = await createTestApp({
      deps: { bookingNow: async (tx) => clock ?? databaseNow(tx) },
    });
    manager = await staffHeaders(t.app, await newStaff(t, 'spa_manager'));
    reception = await staffHeaders(t.app, await newStaff(t, 'reception'));
  });
  afterAll(() => t.close());
  const db = () => t.db.database.db;

  const check = (code: string, from: string) => checkCode(t.app, code, from);
  const staffCall = (headers: Record<string, string>, url: string, payload?: object) =>
    t.app.inject({ method: payload ? 'POST' : 'GET', url, headers, ...(payload ? { payload } : {}) });

  it('a complimentary voucher is valid for 24 months and reads back however its holder types it', async () => {
    const code = await giveMoneyVoucher(t.app, manager, 20_000);
    expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    const typed = code.toLowerCase().replace(/-/g, ' ');
    const answer = await check(typed, '203.0.113.1');
    expect(answer.statusCode, answer.body).toBe(200);
    const today = (await databaseNow(db())).toISOString().slice(0, 10);
    expect(answer.json()).toEqual({
      Code: code,
      Kind: 'money',
      Value: '£200',
      BalancePence: 20_000,
      ExpiresOn: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
      Problem: null,
    });
    const expiresOn = answer.json().ExpiresOn as string;
    expect(expiresOn >= addDays(today, 729) && expiresOn <= addDays(today, 732)).toBe(true);
  });

  it('a code is kept only as its keyed hash and its last four: nowhere in clear, not even on the booking', async () => {
    const code = normaliseVoucherCode(await giveMoneyVoucher(t.app, manager, 2_500));
    const rows = await queryRows<{ code: string | null; code_hash: string; code_ending: string }>(
      db(),
      sql`SELECT code, code_hash, code_ending FROM vouchers WHERE code_ending = ${code.slice(-4)}`,
    );
    expect(rows).toContainEqual({
      code: null,
      code_hash: voucherCodeHash(t.app.deps.voucherCodeKey, code),
      code_ending: code.slice(-4),
    });
    const dump = await queryRows<{ found: boolean }>(
      db(),
      sql`SELECT EXISTS (SELECT 1 FROM vouchers v WHERE v::text LIKE ${`%${code}%`})
          OR EXISTS (SELECT 1 FROM spa_bookings b WHERE b::text LIKE ${`%${code}%`}) AS found`,
    );
    expect(dump[0]!.found).toBe(false);
  });

  it('a voucher stored in clear before 0810 is re-keyed at start-up and still found by its code', async () => {
    const code = normaliseVoucherCode(guessedCode());
    await db().execute(
      sql`INSERT INTO vouchers (code, code_ending, kind, value_pence, balance_pence, source, expires_on)
          VALUES (${code}, ${code.slice(-4)}, 'money', 4000, 4000, 'sold', '2099-12-31')`,
    );
    expect(await loadVoucherCodeKey(db(), undefined)).toBe(t.app.deps.voucherCodeKey);
    const [row] = await queryRows<{ code: string | null; code_hash: string }>(
      db(),
      sql`SELECT code, code_hash FROM vouchers WHERE code_hash = ${voucherCodeHash(t.app.deps.voucherCodeKey, code)}`,
    );
    expect(row).toEqual({ code: null, code_hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const answer = await check(code, '203.0.113.9');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ BalancePence: 4_000, Code: formatVoucherCode(code) });
  });

  it('a code with a typing mistake is told so, naming the field, and never counted as a guess', async () => {
    const code = normaliseVoucherCode(await giveMoneyVoucher(t.app, manager, 1_000));
    const slip = code.slice(0, 5) + (code[5] === 'A' ? 'B' : 'A') + code.slice(6);
    for (let i = 0; i < 12; i++) {
      const answer = await check(slip, '203.0.113.2');
      expect(answer.statusCode).toBe(400);
      expect(answer.json().errors).toEqual([
        { field: 'body.Code', message: expect.stringMatching(/typing mistake/) },
      ]);
    }
    expect((await check(code, '203.0.113.2')).statusCode).toBe(200);
  });

  it('guessing is throttled per address, and a stranger guessing never locks a holder out', async () => {
    const code = await giveMoneyVoucher(t.app, manager, 5_000);
    for (let i = 0; i < 10; i++) expect((await check(guessedCode(), '198.51.100.7')).statusCode).toBe(404);
    const refused = await check(guessedCode(), '198.51.100.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/try again in 15 minutes, or call the spa team/);
    // Even the right code from the guessing address waits; the holder elsewhere is served.
    expect((await check(code, '198.51.100.7')).statusCode).toBe(429);
    expect((await check(code, '192.0.2.50')).statusCode).toBe(200);
  });

  it('only the spa team looks vouchers up, and only managers give, extend or void them', async () => {
    const code = await giveMoneyVoucher(t.app, manager, 3_000);
    expect((await t.app.inject({ method: 'GET', url: `/api/staff/vouchers/${code}` })).statusCode).toBe(401);
    expect((await staffCall(reception, `/api/staff/vouchers/${code}`)).statusCode).toBe(200);
    for (const [url, payload] of [
      ['/api/staff/vouchers', { Kind: 'money', AmountPence: 1_000, Reason: 'Birthday' }],
      [`/api/staff/vouchers/${code}/extend`, { ExpiresOn: '2030-01-01', Reason: 'Illness' }],
      [`/api/staff/vouchers/${code}/void`, { Reason: 'Lost' }],
    ] as const)
      expect((await staffCall(reception, url, payload)).statusCode).toBe(403);
    expect((await staffCall(reception, '/api/staff/vouchers/owed')).statusCode).toBe(403);
  });

  it('bad input is a 400 naming the field', async () => {
    const noReason = await staffCall(manager, '/api/staff/vouchers', { Kind: 'money', AmountPence: 1_000 });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors[0].field).toBe('body.Reason');
    const noAmount = await staffCall(manager, '/api/staff/vouchers', { Kind: 'money', Reason: 'Birthday' });
    expect(noAmount.json().errors[0].field).toBe('body.AmountPence');
    const unknownDay = await staffCall(manager, '/api/staff/vouchers', {
      Kind: 'experience',
      PackageId: 'NO-SUCH',
      Guests: 2,
      Reason: 'Birthday',
    });
    expect(unknownDay.statusCode).toBe(400);
    expect(unknownDay.json().errors[0].field).toBe('body.PackageId');
    expect((await check('x'.repeat(41), '192.0.2.70')).statusCode).toBe(400);
  });

  it('spent at the desk on a booking: a voucher tender in its ledger, the balance left, audited', async () => {
    const booked = await paidSpaDay(t, 30);
    const code = await giveMoneyVoucher(t.app, manager, 20_000);
    const paid = await staffCall(reception, `/api/staff/vouchers/${code}/redeem`, {
      Booking: booked.confirmationId,
    });
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toBe('There is nothing left to pay on this booking.');

    await owedAtDesk(db(), booked.id, 15_000);
    const tooMuch = await staffCall(reception, `/api/staff/vouchers/${code}/redeem`, {
      Booking: booked.confirmationId,
      AmountPence: 15_001,
    });
    // More than it can pay: a 400 naming the amount, with the most it can (issue 23, decision 0401).
    expect(tooMuch.json()).toMatchObject({
      statusCode: 400,
      errors: [{ field: 'body.AmountPence', message: expect.stringContaining('at most £150 ') }],
    });
    const redeemed = await staffCall(reception, `/api/staff/vouchers/${code}/redeem`, {
      Booking: booked.confirmationId.toLowerCase(),
    });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    expect(redeemed.json()).toMatchObject({ BalancePence: 5_000, ValuePence: 20_000 });
    expect(redeemed.json().History.map((h: { Kind: string }) => h.Kind)).toEqual(['issue', 'redeem']);
    expect(await voucherEntries(db(), booked.id)).toEqual([{ kind: 'payment', amount_pence: 15_000 }]);
    const audit = await auditRows(t, `booking:${booked.id}`);
    expect(audit.at(-1)).toMatchObject({
      action: 'voucher.redeem',
      after: { balancePence: 5_000, paidPence: 15_000 },
    });
    const unknown = await staffCall(reception, `/api/staff/vouchers/${code}/redeem`, { Booking: 'SPA-NOPE' });
    expect(unknown.json().errors).toEqual([
      { field: 'body.Booking', message: 'No confirmed booking has this confirmation number' },
    ]);
  });

  it('a refund of a voucher-paid booking goes back to that voucher first, the rest to the card', async () => {
    clock = null;
    const booked = await paidSpaDay(t, 25);
    const code = await giveMoneyVoucher(t.app, manager, 2_000);
    await owedAtDesk(db(), booked.id, 2_000);
    expect(
      (await staffCall(reception, `/api/staff/vouchers/${code}/redeem`, { Booking: booked.confirmationId }))
        .statusCode,
    ).toBe(200);
    clock = new Date(fullCostFrom(booked.date).getTime() - 60_000); // half refunded under the policy
    const cancelled = await staffCall(reception, `/api/staff/bookings/${booked.id}/cancel`, {});
    clock = null;
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const half = Math.floor(booked.total / 2);
    expect(await voucherEntries(db(), booked.id)).toEqual([
      { kind: 'payment', amount_pence: 2_000 },
      { kind: 'refund', amount_pence: 2_000 },
    ]);
    const voucher = (await staffCall(reception, `/api/staff/vouchers/${code}`)).json();
    expect(voucher).toMatchObject({ BalancePence: 2_000 });
    expect(voucher.History.map((h: { Kind: string }) => h.Kind)).toEqual(['issue', 'redeem', 'refund']);
    const [card] = await queryRows<{ amount_pence: number }>(
      db(),
      sql`SELECT amount_pence FROM ledger_entries WHERE booking_id = ${booked.id} AND kind = 'refund' AND tender = 'online-card'`,
    );
    expect(card!.amount_pence).toBe(half - 2_000);
    const [mail] = await queryRows<{ text_body: string }>(
      db(),
      sql`SELECT text_body FROM mail_outbox WHERE subject LIKE '%is cancelled' ORDER BY id DESC LIMIT 1`,
    );
    expect(mail!.text_body).toContain(
      `${formatPrice(half)} of what you paid is refunded: £20 to your gift voucher, ${formatPrice(half - 2_000)} to your card`,
    );
  });

  it('expiry is enforced and shown; a manager extends it (audited), or voids the voucher', async () => {
    const booked = await paidSpaDay(t, 40);
    await owedAtDesk(db(), booked.id, 1_000);
    const code = await giveMoneyVoucher(t.app, manager, 1_000);
    await queryRows(
      db(),
      sql`UPDATE vouchers SET expires_on = current_date - 1 WHERE code_hash = ${voucherCodeHash(t.app.deps.voucherCodeKey, normaliseVoucherCode(code))}`,
    );
    const checked = await check(code, '192.0.2.80');
    expect(checked.json().Problem).toMatch(
      /^This voucher expired on .* The spa team may be able to extend it/,
    );
    const refused = await staffCall(reception, `/api/staff/vouchers/${code}/redeem`, {
      Booking: booked.confirmationId,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/expired/);

    const later = addDays((await databaseNow(db())).toISOString().slice(0, 10), 90);
    const extended = await staffCall(manager, `/api/staff/vouchers/${code}/extend`, {
      ExpiresOn: later,
      Reason: 'Guest was ill',
    });
    expect(extended.json()).toMatchObject({ ExpiresOn: later, Problem: null });
    const voucherId = extended.json().Id as string;
    expect((await auditRows(t, `voucher:${voucherId}`)).map((a) => a.action)).toEqual([
      'voucher.issue',
      'voucher.extend',
    ]);

    const voided = await staffCall(manager, `/api/staff/vouchers/${code}/void`, {
      Reason: 'Reported stolen',
    });
    expect(voided.json()).toMatchObject({ Status: 'void', Problem: expect.stringMatching(/cancelled/) });
    const afterVoid = await staffCall(reception, `/api/staff/vouchers/${code}/redeem`, {
      Booking: booked.confirmationId,
    });
    expect(afterVoid.statusCode).toBe(409);
    expect((await auditRows(t, `voucher:${voucherId}`)).at(-1)).toMatchObject({
      action: 'voucher.void',
      after: { status: 'void', reason: 'Reported stolen' },
    });
  });

  it('prints as a PDF a reader opens, with the code, the value, the expiry and how to use it', async () => {
    const code = await giveMoneyVoucher(t.app, manager, 20_000);
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/staff/vouchers/${code}/pdf`,
      headers: reception,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="gift-voucher-${code.slice(-4)}.pdf"`,
    );
    const text = await pdfText(answer.rawPayload);
    expect(text).toContain(code);
    expect(text).toContain('£200');
    expect(text).toMatch(/Valid until \w{3} \d+\w\w \w+ \d{4}\./);
    expect(text).toContain('01632 960 123');
    expect((await t.app.inject({ method: 'GET', url: `/api/staff/vouchers/${code}/pdf` })).statusCode).toBe(
      401,
    );
  });

  it("the manager's table of what is owed adds up", async () => {
    const answer = await staffCall(manager, '/api/staff/vouchers/owed');
    expect(answer.statusCode).toBe(200);
    const owed = answer.json();
    const [row] = await queryRows<{ value: number; balance: number }>(
      db(),
      sql`SELECT coalesce(sum(value_pence), 0)::int AS value, coalesce(sum(balance_pence), 0)::int AS balance FROM vouchers`,
    );
    expect(owed.SoldPence + owed.ComplimentaryPence).toBe(row!.value);
    expect(owed.OutstandingPence + owed.ExpiredPence + owed.VoidedPence).toBe(row!.balance);
    expect(owed.SoldPence + owed.ComplimentaryPence - owed.RedeemedPence + owed.RefundedPence).toBe(
      row!.balance,
    );
  });
});

describe(`guessing from many addresses at once (${TEST_DB})`, () => {
  let t: TestApp;
  let manager: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ env: { VOUCHER_GUESSES_GLOBAL: '6' } });
    manager = await staffHeaders(t.app, await newStaff(t, 'spa_manager'));
  });
  afterAll(() => t.close());
  const check = (code: string, from: string) => checkCode(t.app, code, from);

  it('while many addresses guess, those that failed are refused and a holder is still looked up', async () => {
    const code = await giveMoneyVoucher(t.app, manager, 5_000);
    for (let i = 0; i < 6; i++)
      expect((await check(guessedCode(), `198.51.100.${20 + i}`)).statusCode).toBe(404);
    // Six failures from six addresses: the global limit (6 here) is reached.
    expect((await check(guessedCode(), '198.51.100.20')).statusCode).toBe(429);
    expect((await check(code, '192.0.2.60')).statusCode).toBe(200);
    // A first wrong code from a clean address is still looked up (and answered: no such voucher).
    expect((await check(guessedCode(), '192.0.2.61')).statusCode).toBe(404);
  });
});
