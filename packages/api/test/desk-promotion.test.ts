import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/lib/sql';
import { beginSession, daysAhead } from './helpers/spa-journey';
import { promotionBody } from './helpers/promotions';
import {
  auditRows,
  newStaff,
  pendingDeskSpaDay,
  staffHeaders,
  tuesdayAhead,
  type StaffHeaders,
} from './helpers/staff';
import { createTestApp, type TestApp } from './helpers/test-app';
import { TEST_DB } from './helpers/test-database';

/** Decision 0545: a guest on the phone quotes a promotion code, and the desk applies it before confirming. */
describe(`a promotion code at the desk (${TEST_DB})`, () => {
  let t: TestApp;
  let manager: StaffHeaders;
  let reception: StaffHeaders;
  let receptionist: string;
  /** The booking clock: 07:00 on a Tuesday ahead, so the desk books that day as today. */
  const DAY = daysAhead(tuesdayAhead(3));
  const clock = new Date(`${DAY}T07:00:00Z`);
  /** A week later, another Tuesday: room for more bookings than one morning's therapists give. */
  const NEXT_WEEK = new Date(Date.parse(`${DAY}T12:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);

  beforeAll(async () => {
    t = await createTestApp({ deps: { bookingNow: async (tx, read) => (tx ? clock : (read ?? clock)) } });
    manager = await staffHeaders(t.app, await newStaff(t, 'spa_manager'));
    receptionist = await newStaff(t, 'reception');
    reception = await staffHeaders(t.app, receptionist);
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'PUT' | 'DELETE' | 'POST',
    url: string,
    payload?: object,
    headers = reception,
  ) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const apply = (sessionId: string, Code: string) =>
    call('PUT', `/api/staff/sessions/${sessionId}/promotion`, { Code });
  const book = (sessionId: string, Method = 'desk-card') =>
    call('POST', `/api/staff/sessions/${sessionId}/book`, { Method });

  async function create(over: Record<string, unknown>) {
    const created = await call('POST', '/api/staff/promotions', promotionBody(over), manager);
    expect(created.statusCode, created.body).toBe(200);
    return created.json<{ Id: string }>();
  }
  const usesOf = async (id: string) =>
    (await call('GET', '/api/staff/promotions', undefined, manager))
      .json<{ Promotions: { Id: string; Uses: number; DiscountPence: number }[] }>()
      .Promotions.find((p) => p.Id === id);
  const ledgerOf = (bookingId: string) =>
    queryRows<{ kind: string; category: string | null; tender: string | null; amount_pence: number }>(
      t.db.database.db,
      sql`SELECT kind, category, tender, amount_pence FROM ledger_entries WHERE booking_id = ${bookingId} ORDER BY created_at, id`,
    );

  it('a valid code discounts the desk booking before it is confirmed, uses one use when it is, and is audited', async () => {
    const promotion = await create({ Code: 'DESK20', PackageIds: ['ELM-ESCAPE'] });
    const { sessionId, total } = await pendingDeskSpaDay(t.app, reception, DAY);
    expect(total).toBe(12_900);

    const applied = await apply(sessionId, ' desk-20 ');
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({
      Status: 'pending',
      TotalPence: 12_900,
      Promotion: { Code: 'DESK20', DiscountPence: 2_580 },
      BalancePence: 10_320,
    });
    // Quoted, not yet used: the cap counts bookings that stand.
    expect((await usesOf(promotion.Id))?.Uses).toBe(0);

    const booked = await book(sessionId);
    expect(booked.statusCode, booked.body).toBe(200);
    const { BookingId } = booked.json<{ BookingId: string }>();
    expect(booked.json()).toMatchObject({ TotalPence: 12_900, BalancePence: 0 });
    expect(await ledgerOf(BookingId)).toEqual([
      { kind: 'charge', category: 'booking', tender: null, amount_pence: 12_900 },
      { kind: 'credit', category: 'discount', tender: null, amount_pence: 2_580 },
      { kind: 'payment', category: null, tender: 'desk-card', amount_pence: 10_320 },
    ]);
    expect(await usesOf(promotion.Id)).toMatchObject({ Uses: 1, DiscountPence: 2_580 });

    const audit = await auditRows(t, `booking:${BookingId}`);
    expect(audit.map((a) => a.action)).toEqual(['booking.desk-promotion', 'booking.desk-book']);
    expect(audit[0]).toMatchObject({
      before: { promotion: null, discountPence: 0 },
      after: { promotion: 'DESK20', discountPence: 2_580 },
    });
    expect(audit[1]!.after).toMatchObject({ promotion: 'DESK20', discountPence: 2_580 });
    // Who: the receptionist signed in.
    const [staff] = await queryRows<{ id: string }>(
      t.db.database.db,
      sql`SELECT id FROM staff_members WHERE email = ${receptionist}`,
    );
    expect(audit[0]!.staff_id).toBe(staff!.id);
  });

  it('an expired or used-up code is a 409 in the promotion rules’ own words; the desk books at the full price', async () => {
    await create({ Code: 'EXPIRED', ValidUntil: daysAhead(-1) });
    await create({ Code: 'ONLYONE', TotalCap: 1 });
    const first = await pendingDeskSpaDay(t.app, reception, DAY);
    expect((await apply(first.sessionId, 'ONLYONE')).statusCode).toBe(200);
    expect((await book(first.sessionId, 'on-arrival')).statusCode).toBe(200);

    const { sessionId } = await pendingDeskSpaDay(t.app, reception, NEXT_WEEK);
    const cases: [string, RegExp][] = [
      ['EXPIRED', /^This code has expired on /],
      ['ONLYONE', /^This code has been used as many times as it can be\./],
      ['NOSUCH77', /^No promotion or gift voucher has this code/],
    ];
    for (const [code, reason] of cases) {
      const refused = await apply(sessionId, code);
      expect(refused.statusCode, code).toBe(409);
      expect(refused.json().message, code).toMatch(reason);
    }
    const desk = await t.app.inject({
      method: 'GET',
      url: `/api/staff/sessions/${sessionId}`,
      headers: reception,
    });
    expect(desk.json()).toMatchObject({ Promotion: null, BalancePence: 12_900 });
    const booked = await book(sessionId, 'cash');
    expect(booked.json()).toMatchObject({ TotalPence: 12_900, BalancePence: 0 });
  });

  it('a code applied, then its last use taken by another booking: confirming says why, and the desk takes it off and books', async () => {
    await create({ Code: 'LASTDESK', TotalCap: 1 });
    const a = await pendingDeskSpaDay(t.app, reception, NEXT_WEEK);
    const b = await pendingDeskSpaDay(t.app, reception, NEXT_WEEK);
    expect((await apply(a.sessionId, 'LASTDESK')).statusCode).toBe(200);
    expect((await apply(b.sessionId, 'LASTDESK')).statusCode).toBe(200);
    expect((await book(a.sessionId)).statusCode).toBe(200);

    const late = await book(b.sessionId);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/^Promotion LASTDESK: This code has been used as many times/);
    const removed = await call('DELETE', `/api/staff/sessions/${b.sessionId}/promotion`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ Promotion: null, BalancePence: 12_900 });
    const booked = await book(b.sessionId);
    expect(booked.statusCode, booked.body).toBe(200);
    const audit = await auditRows(t, `booking:${booked.json<{ BookingId: string }>().BookingId}`);
    expect(audit.map((row) => row.action)).toEqual([
      'booking.desk-promotion',
      'booking.desk-promotion-removed',
      'booking.desk-book',
    ]);
  });

  it('a code of another shape is a 400 naming the field; a confirmed booking and a guest session are refused; staff only', async () => {
    const { sessionId } = await pendingDeskSpaDay(t.app, reception, NEXT_WEEK);
    for (const Code of ['x', 'NOT A CODE!', 'A'.repeat(31)]) {
      const refused = await apply(sessionId, Code);
      expect(refused.statusCode, Code).toBe(400);
      expect(refused.json().errors[0], Code).toMatchObject({ field: 'body.Code' });
    }
    const missing = await call('PUT', `/api/staff/sessions/${sessionId}/promotion`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0]).toMatchObject({ field: 'body.Code' });

    const unsigned = await t.app.inject({
      method: 'PUT',
      url: `/api/staff/sessions/${sessionId}/promotion`,
      payload: { Code: 'DESK20' },
    });
    expect(unsigned.statusCode).toBe(401);

    expect((await book(sessionId, 'on-arrival')).statusCode).toBe(200);
    const after = await apply(sessionId, 'DESK20');
    expect(after.statusCode).toBe(409);
    expect(after.json().message).toMatch(/already confirmed/);
    // A guest's own session is not the desk's.
    expect((await apply(await beginSession(t.app), 'DESK20')).statusCode).toBe(404);
  });
});
