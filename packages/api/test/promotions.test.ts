import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/lib/sql';
import { daysAhead, recordApprovedPayment } from './helpers/spa-journey';
import { auditRows, createStaffTestApp, type StaffHeaders } from './helpers/staff';
import type { TestApp } from './helpers/test-app';
import { TEST_DB } from './helpers/test-database';
import { beginWithCodes, promotionBody } from './helpers/promotions';
import { giveMoneyVoucher } from './helpers/vouchers';

describe(`promotion codes (${TEST_DB})`, () => {
  let t: TestApp;
  let manager: StaffHeaders;
  let reception: StaffHeaders;
  beforeAll(async () => ({ t, manager, reception } = await createStaffTestApp(['manager', 'reception'])));
  afterAll(() => t.close());
  const db = () => t.db.database.db;

  async function create(over: Record<string, unknown>) {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/staff/promotions',
      headers: manager,
      payload: promotionBody(over),
    });
    expect(created.statusCode, created.body).toBe(200);
    return created.json<{ Id: string; Code: string; Uses: number }>();
  }

  async function begin(days: number, codes: Record<string, string>, email = 'lead@example.com') {
    const { sessionId, begun } = await beginWithCodes(t.app, days, codes, email);
    expect(begun.statusCode, begun.body).toBe(200);
    return { sessionId, bill: begun.json() };
  }
  /** The card pays what the bill left, then the booking is confirmed. */
  async function confirm(sessionId: string, cardPence: number) {
    if (cardPence > 0) await recordApprovedPayment(t.db.database, sessionId, cardPence);
    return t.app.inject({ method: 'POST', url: `/api/spa/${sessionId}/process-booking` });
  }
  const bookingOf = async (sessionId: string) =>
    (
      await queryRows<{ id: string }>(db(), sql`SELECT id FROM spa_bookings WHERE session_id = ${sessionId}`)
    )[0]!.id;
  const ledgerOf = async (bookingId: string) =>
    queryRows<{ kind: string; category: string | null; tender: string | null; amount_pence: number }>(
      db(),
      sql`SELECT kind, category, tender, amount_pence FROM ledger_entries WHERE booking_id = ${bookingId} ORDER BY created_at`,
    );

  it('a manager creates one (audited); reception reads the list but may not change it', async () => {
    const created = await create({ Code: 'Audit-10', Percent: 10 });
    expect(created).toMatchObject({ Code: 'AUDIT10', Value: '10% off', AppliesTo: 'everything', Uses: 0 });
    expect(await auditRows(t, `promotion:${created.Id}`)).toEqual([
      expect.objectContaining({ action: 'promotion.create', before: null }),
    ]);
    const listed = await t.app.inject({ method: 'GET', url: '/api/staff/promotions', headers: reception });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().Promotions).toEqual(
      expect.arrayContaining([expect.objectContaining({ Code: 'AUDIT10' })]),
    );
    for (const [method, url] of [
      ['POST', '/api/staff/promotions'],
      ['PUT', `/api/staff/promotions/${created.Id}`],
    ] as const) {
      const refused = await t.app.inject({ method, url, headers: reception, payload: promotionBody() });
      expect(refused.statusCode).toBe(403);
    }
    const paused = await t.app.inject({
      method: 'POST',
      url: `/api/staff/promotions/${created.Id}/status`,
      headers: manager,
      payload: { Status: 'paused' },
    });
    expect(paused.json()).toMatchObject({ Status: 'paused' });
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/staff/promotions/${created.Id}`,
      headers: manager,
      payload: promotionBody({ Code: 'AUDIT10', Percent: 15 }),
    });
    expect(edited.json()).toMatchObject({ Percent: 15, Status: 'paused' });
    const audit = await auditRows(t, `promotion:${created.Id}`);
    expect(audit.map((a) => a.action)).toEqual(['promotion.create', 'promotion.status', 'promotion.edit']);
    expect(audit[2]).toMatchObject({ before: { percent: 10 }, after: { percent: 15 } });
    const unsigned = await t.app.inject({ method: 'GET', url: '/api/staff/promotions' });
    expect(unsigned.statusCode).toBe(401);
  });

  it('bad input is a 400 naming the field, never a 500', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ Code: 'x' }, 'body.Code'],
      [{ Percent: null }, 'body.Percent'],
      [{ Percent: 101 }, 'body.Percent'],
      [{ Kind: 'fixed', Percent: null, AmountPence: null }, 'body.AmountPence'],
      [{ VisitFrom: '2027-02-01', VisitTo: '2027-01-01' }, 'body.VisitTo'],
      [{ PackageIds: ['NO-SUCH-DAY'] }, 'body.PackageIds.0'],
      [{ TotalCap: 0 }, 'body.TotalCap'],
      [{ ValidUntil: '2027-02-30' }, 'body.ValidUntil'],
    ];
    for (const [over, field] of cases) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/staff/promotions',
        headers: manager,
        payload: promotionBody({ Code: 'BADINPUT', ...over }),
      });
      expect(answer.statusCode, JSON.stringify(over)).toBe(400);
      expect(answer.json().errors, JSON.stringify(over)).toEqual(
        expect.arrayContaining([expect.objectContaining({ field })]),
      );
    }
    await create({ Code: 'TAKEN1' });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/staff/promotions',
      headers: manager,
      payload: promotionBody({ Code: 'taken-1' }),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors[0]).toMatchObject({ field: 'body.Code' });
  });

  it('takes 20% off in the code field: the bill, the card, the ledger, the confirmation and its e-mail', async () => {
    await create({ Code: 'SPRING20', PackageIds: ['ELM-ESCAPE'] });
    const { sessionId, bill } = await begin(50, { voucherCode: ' spring20 ' }, 'first@example.com');
    expect(bill).toMatchObject({
      Total: 12_900,
      Promotion: { Code: 'SPRING20', DiscountPence: 2_580 },
      PromotionProblem: null,
      Voucher: null,
      ToPay: 10_320,
    });
    const processed = await confirm(sessionId, 10_320);
    expect(processed.statusCode, processed.body).toBe(200);
    const confirmed = (await t.app.inject({ method: 'GET', url: `/api/spa/${sessionId}` })).json();
    expect(confirmed).toMatchObject({
      Total: 12_900,
      Promotion: { Code: 'SPRING20', DiscountPence: 2_580 },
      CardPence: 10_320,
    });
    expect(await ledgerOf(await bookingOf(sessionId))).toEqual([
      { kind: 'charge', category: 'booking', tender: null, amount_pence: 12_900 },
      { kind: 'payment', category: null, tender: 'online-card', amount_pence: 10_320 },
      { kind: 'credit', category: 'discount', tender: null, amount_pence: 2_580 },
    ]);
    const [mail] = await queryRows<{ text_body: string }>(
      db(),
      sql`SELECT text_body FROM mail_outbox WHERE subject = ${`Your spa booking ${processed.json().ConfirmationId}`}`,
    );
    expect(mail!.text_body).toMatch(/Promotion SPRING20\W+−£25.80/);
    expect(mail!.text_body).toMatch(/Paid by card\W+£103.20/);

    // The manager's revenue report: net of the discount, and the discount by code.
    const day = daysAhead(50);
    const report = await t.app.inject({
      method: 'GET',
      url: `/api/staff/reports/revenue?from=${day}&to=${day}`,
      headers: manager,
    });
    const tables = report.json().Tables as { Key: string; Rows: Record<string, unknown>[] }[];
    expect(tables.find((table) => table.Key === 'by-promotion')!.Rows).toEqual([
      { code: 'SPRING20', bookings: 1, discount: 2_580 },
    ]);
    expect(tables.find((table) => table.Key === 'by-day')!.Rows).toEqual([
      { day, bookings: 1, revenue: 10_320 },
    ]);
  });

  it('stacks with a gift voucher: the discount first, the voucher pays part of the rest, the card the remainder', async () => {
    await create({ Code: 'STACK10', Kind: 'fixed', Percent: null, AmountPence: 1_000 });
    const voucher = await giveMoneyVoucher(t.app, manager, 5_000);
    const { sessionId, bill } = await begin(52, { promotionCode: 'STACK10', voucherCode: voucher });
    expect(bill).toMatchObject({
      Promotion: { Code: 'STACK10', DiscountPence: 1_000 },
      Voucher: { PaidPence: 5_000 },
      ToPay: 6_900,
    });
    expect((await confirm(sessionId, 6_900)).statusCode).toBe(200);
    const entries = await ledgerOf(await bookingOf(sessionId));
    const balance = entries.reduce(
      (sum, e) => sum + (e.kind === 'charge' ? 1 : e.kind === 'refund' ? 1 : -1) * e.amount_pence,
      0,
    );
    expect(balance).toBe(0);
    expect(entries.filter((e) => e.tender === 'voucher')).toHaveLength(1);
  });

  it('refuses with each reason and what would work; the card then pays the whole', async () => {
    await create({ Code: 'TREAT20', TreatmentIds: ['swedish-massage', 'reflexology'] });
    await create({ Code: 'WINTER', VisitFrom: daysAhead(200), VisitTo: daysAhead(220) });
    await create({ Code: 'GONE', ValidUntil: daysAhead(-1) });
    await create({ Code: 'LATER', ValidFrom: daysAhead(5) });
    await create({ Code: 'FIRSTONLY', FirstBookingOnly: true });
    const cases: [string, RegExp][] = [
      [
        'TREAT20',
        /^This code applies to Swedish Massage and Reflexology only: it takes nothing off this booking\.$/,
      ],
      ['WINTER', /^This code is for visits from .* to .*: choose a date in those days to use it\.$/],
      ['GONE', /^This code has expired on /],
      ['LATER', /^This code can be used from /],
      // first@example.com booked with SPRING20 above.
      ['FIRSTONLY', /^This code is for a first booking/],
      ['NOSUCH99', /^No promotion or gift voucher has this code/],
    ];
    for (const [code, reason] of cases) {
      const { bill } = await begin(54, { voucherCode: code }, 'first@example.com');
      expect(bill.PromotionProblem, code).toMatch(reason);
      expect(bill).toMatchObject({ Promotion: null, ToPay: 12_900 });
    }
    const newcomer = await begin(56, { voucherCode: 'FIRSTONLY' }, 'newcomer@example.com');
    expect(newcomer.bill.Promotion).toMatchObject({ Code: 'FIRSTONLY' });
  });

  it('caps: a guest over their cap is refused; the last use taken before confirmation fails it and refunds the card', async () => {
    await create({ Code: 'ONCEEACH', PerGuestCap: 1 });
    const first = await begin(58, { voucherCode: 'ONCEEACH' }, 'capped@example.com');
    expect((await confirm(first.sessionId, first.bill.ToPay as number)).statusCode).toBe(200);
    const second = await begin(60, { voucherCode: 'ONCEEACH' }, 'Capped@Example.com');
    expect(second.bill.PromotionProblem).toMatch(/once by each guest, and you have used it already/);

    const last = await create({ Code: 'LASTONE', TotalCap: 1 });
    const a = await begin(62, { voucherCode: 'LASTONE' }, 'a@example.com');
    const b = await begin(64, { voucherCode: 'LASTONE' }, 'b@example.com');
    expect(a.bill.Promotion).toMatchObject({ DiscountPence: 2_580 });
    expect(b.bill.Promotion).toMatchObject({ DiscountPence: 2_580 });
    expect((await confirm(a.sessionId, 10_320)).statusCode).toBe(200);
    const late = await confirm(b.sessionId, 10_320);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(
      /Promotion LASTONE: This code has been used as many times as it can be\..*refunded to your card in full/,
    );
    const listed = (
      await t.app.inject({ method: 'GET', url: '/api/staff/promotions', headers: manager })
    ).json();
    expect(listed.Promotions.find((p: { Id: string }) => p.Id === last.Id)).toMatchObject({
      Uses: 1,
      DiscountPence: 2_580,
    });
  });

  it('a cancellation refunds what was paid under the policy (not the discount) and gives the use back', async () => {
    const promotion = await create({ Code: 'CANCEL20', TotalCap: 1 });
    const { sessionId } = await begin(66, { voucherCode: 'CANCEL20' }, 'cancels@example.com');
    expect((await confirm(sessionId, 10_320)).statusCode).toBe(200);
    const id = await bookingOf(sessionId);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/staff/bookings/${id}/cancel`,
      headers: reception,
      payload: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // Over 48 hours ahead the policy keeps half of what the booking cost: half of £103.20.
    const [row] = await queryRows<{ refund_pence: number }>(
      db(),
      sql`SELECT refund_pence FROM spa_bookings WHERE id = ${id}`,
    );
    expect(row!.refund_pence).toBe(5_160);
    const listed = (
      await t.app.inject({ method: 'GET', url: '/api/staff/promotions', headers: manager })
    ).json();
    expect(listed.Promotions.find((p: { Id: string }) => p.Id === promotion.Id)).toMatchObject({ Uses: 0 });
    const again = await begin(68, { voucherCode: 'CANCEL20' }, 'someone@example.com');
    expect(again.bill.Promotion).toMatchObject({ Code: 'CANCEL20' });
  });
});
