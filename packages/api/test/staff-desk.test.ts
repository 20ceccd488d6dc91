import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseNow } from '../src/lib/sql';
import { STAFF_DEVICE_COOKIE } from '../src/modules/staff/staff-auth';
import { newMember, randomAddress, signIn } from './helpers/accounts';
import { auditRows, confirmedSpaDay, newStaff, STAFF_PASSWORD, staffHeaders } from './helpers/staff';
import { createTestApp, type TestApp } from './helpers/test-app';
import { TEST_DB } from './helpers/test-database';

/** Issue 22, first phase: the staff sign-in's known browsers, the audit screen, the desk's arrival and cancel rules. */
describe(`the front desk (${TEST_DB})`, () => {
  let t: TestApp;
  /** The booking clock, when a test sets it (the booking's day); the database's otherwise. */
  let clock: Date | null = null;
  beforeAll(async () => {
    t = await createTestApp({ deps: { bookingNow: async (tx) => clock ?? databaseNow(tx) } });
  });
  afterAll(() => t.close());

  const signInFrom = (email: string, password: string, ip: string, device?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/staff/sign-in',
      remoteAddress: ip,
      cookies: device ? { [STAFF_DEVICE_COOKIE]: device } : {},
      payload: { email, password },
    });
  const deviceOf = (response: { cookies: { name: string; value: string }[] }) =>
    response.cookies.find((c) => c.name === STAFF_DEVICE_COOKIE)?.value;

  describe('sign-in', () => {
    it("a stranger's failures from many addresses lock unknown browsers, never reception's known one; all audited", async () => {
      const email = await newStaff(t, 'reception');
      const desk = randomAddress();
      const first = await signInFrom(email, STAFF_PASSWORD, desk);
      expect(first.statusCode, first.body).toBe(200);
      const device = deviceOf(first);
      expect(device).toBeTruthy();
      const cookie = first.cookies.find((c) => c.name === STAFF_DEVICE_COOKIE)!;
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/staff/sign-in' });

      // Twenty-five wrong passwords from five addresses: the account is locked for unknown browsers.
      const strangers = Array.from({ length: 5 }, randomAddress);
      for (let i = 0; i < 25; i++) await signInFrom(email, 'a guess at the password', strangers[i % 5]!);
      const unknownBrowser = await signInFrom(email, STAFF_PASSWORD, randomAddress());
      expect(unknownBrowser.statusCode).toBe(429);
      // Reception's own browser, even from the same address as a stranger, still signs in.
      const known = await signInFrom(email, STAFF_PASSWORD, strangers[0]!, device);
      expect(known.statusCode, known.body).toBe(200);
      expect(deviceOf(known)).toBeUndefined();
      // A member's device cookie for the same e-mail is not a staff one.
      expect((await signInFrom(email, STAFF_PASSWORD, randomAddress(), 'forged.cookie')).statusCode).toBe(
        429,
      );

      const staffId = known.json().Staff.Id as string;
      const rows = await auditRows(t, `staff:${staffId}`);
      const failed = rows.filter((r) => r.action === 'staff.sign-in-failed');
      // Once an address is locked its refusals check no password and write no row.
      expect(failed.length).toBeGreaterThanOrEqual(20);
      expect(failed.length).toBeLessThanOrEqual(25);
      expect(failed[0]).toMatchObject({
        staff_id: null,
        after: { address: strangers[0], knownBrowser: false, reason: 'password' },
      });
      expect(rows.filter((r) => r.action === 'staff.sign-in')).toEqual([
        expect.objectContaining({ staff_id: staffId, after: { address: desk, knownBrowser: false } }),
        expect.objectContaining({ staff_id: staffId, after: { address: strangers[0], knownBrowser: true } }),
      ]);
    });

    it('audits a sign-out and a refused unknown e-mail', async () => {
      const email = await newStaff(t, 'reception');
      const headers = await staffHeaders(t.app, email);
      const me = await t.app.inject({ method: 'GET', url: '/api/staff/me', headers });
      await t.app.inject({ method: 'POST', url: '/api/staff/sign-out', headers });
      const rows = await auditRows(t, `staff:${me.json().Id as string}`);
      expect(rows.map((r) => r.action)).toEqual(['staff.create', 'staff.sign-in', 'staff.sign-out']);
      const address = randomAddress();
      await signInFrom('nobody-here@staff.example', 'whatever it is', address);
      const unknown = await auditRows(t, 'staff:unknown');
      expect(unknown.at(-1)).toMatchObject({
        action: 'staff.sign-in-failed',
        after: { address, reason: 'unknown' },
      });
    });
  });

  describe('the audit screen', () => {
    it('is for spa managers only: 401 without a token, 403 for a member and for reception', async () => {
      const bare = await t.app.inject({ method: 'GET', url: '/api/staff/audit' });
      expect(bare.statusCode).toBe(401);
      const member = await signIn(t.app, (await newMember(t.db.database.db)).email);
      const asMember = await t.app.inject({
        method: 'GET',
        url: '/api/staff/audit',
        headers: member.headers,
      });
      expect(asMember.statusCode).toBe(403);
      const reception = await staffHeaders(t.app, await newStaff(t, 'reception'));
      const asReception = await t.app.inject({ method: 'GET', url: '/api/staff/audit', headers: reception });
      expect(asReception.statusCode).toBe(403);
    });

    it('filters by booking (confirmation number), staff member and day, a page at a time', async () => {
      const booked = await confirmedSpaDay(t, 12);
      const manager = await newStaff(t, 'spa_manager');
      const headers = await staffHeaders(t.app, manager);
      const managerId = (await t.app.inject({ method: 'GET', url: '/api/staff/me', headers })).json().Id;
      await t.app.inject({ method: 'POST', url: `/api/staff/bookings/${booked.id}/resend`, headers });
      const get = (query: string) =>
        t.app.inject({ method: 'GET', url: `/api/staff/audit?${query}`, headers });

      const byBooking = await get(`booking=${booked.confirmationId}`);
      expect(byBooking.statusCode, byBooking.body).toBe(200);
      expect(byBooking.json().Entries).toEqual([
        expect.objectContaining({
          Action: 'booking.resend-confirmation',
          BookingId: booked.id,
          StaffName: 'Test spa_manager',
        }),
      ]);
      const unknown = await get('booking=SPA-NOPE');
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors).toEqual([{ field: 'booking', message: expect.any(String) }]);
      expect((await get('staff=not-an-id')).statusCode).toBe(400);

      const byStaff = (await get(`staff=${managerId}`)).json();
      expect(byStaff.Entries.map((e: { Action: string }) => e.Action)).toEqual([
        'booking.resend-confirmation',
        'staff.sign-in',
        'staff.create',
      ]);
      expect(byStaff.Staff).toContainEqual({ Id: managerId, Name: 'Test spa_manager' });

      const today = new Date().toISOString().slice(0, 10);
      const yesterday = new Date(Date.now() - 86_400_000 * 2).toISOString().slice(0, 10);
      expect((await get(`staff=${managerId}&date=${today}`)).json().Entries.length).toBeGreaterThan(0);
      expect((await get(`staff=${managerId}&date=${yesterday}`)).json().Entries).toEqual([]);

      // Sixty refused sign-ins (each an unknown e-mail from its own address) fill more than a page.
      for (let i = 0; i < 60; i++) await signInFrom(`nobody-${i}@staff.example`, 'a guess', randomAddress());
      // Pages of 50, newest first, each older than the last: every row once.
      const seen: number[] = [];
      let before: number | null = null;
      do {
        const query: string = before ? `before=${before}` : '';
        const page = (await get(query)).json<{ Entries: { Id: number }[]; NextBefore: number | null }>();
        seen.push(...page.Entries.map((e) => e.Id));
        before = page.NextBefore;
      } while (before !== null);
      expect(seen.length).toBeGreaterThan(50);
      expect([...seen].sort((a, b) => b - a)).toEqual(seen);
      expect(new Set(seen).size).toBe(seen.length);
    });
  });

  describe('arrivals on the day', () => {
    const arrival = (id: string, Status: string, headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/staff/bookings/${id}/arrival`,
        payload: { Status },
        headers,
      });

    it("checks in, undoes and marks a no-show only on the booking's day, each change audited once", async () => {
      clock = null;
      const booked = await confirmedSpaDay(t, 14);
      const headers = await staffHeaders(t.app, await newStaff(t, 'reception'));
      clock = new Date(`${booked.plan.date}T06:00:00Z`);
      expect((await arrival(booked.id, 'checked_in', headers)).json().Arrival).toBe('checked_in');
      expect((await arrival(booked.id, 'checked_in', headers)).statusCode).toBe(200);
      expect((await arrival(booked.id, 'expected', headers)).json().Arrival).toBeNull();
      expect((await arrival(booked.id, 'no_show', headers)).json().Arrival).toBe('no_show');
      expect((await arrival(booked.id, 'arrived', headers)).statusCode).toBe(400);

      clock = new Date(`${booked.plan.date}T00:00:00Z`);
      clock.setUTCDate(clock.getUTCDate() + 1);
      const nextDay = await arrival(booked.id, 'expected', headers);
      expect(nextDay.statusCode).toBe(409);
      clock = null;
      const rows = await auditRows(t, `booking:${booked.id}`);
      expect(rows.map((r) => [r.action, r.before, r.after])).toEqual([
        ['booking.check-in', { arrival: null }, { arrival: 'checked_in' }],
        ['booking.arrival-undo', { arrival: 'checked_in' }, { arrival: null }],
        ['booking.no-show', { arrival: null }, { arrival: 'no_show' }],
      ]);
    });

    it('refuses to cancel a checked-in booking; reception cannot override; a manager can, with the reason audited', async () => {
      clock = null;
      const booked = await confirmedSpaDay(t, 15);
      const reception = await staffHeaders(t.app, await newStaff(t, 'reception'));
      const manager = await staffHeaders(t.app, await newStaff(t, 'spa_manager'));
      clock = new Date(`${booked.plan.date}T09:00:00Z`);
      expect((await arrival(booked.id, 'checked_in', reception)).statusCode).toBe(200);
      const cancel = (headers: Record<string, string>, payload?: object) =>
        t.app.inject({ method: 'POST', url: `/api/staff/bookings/${booked.id}/cancel`, headers, payload });

      const refused = await cancel(reception);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().message).toMatch(/checked in/);
      expect((await cancel(manager)).statusCode).toBe(409);
      const reason = 'Guest taken ill after arriving';
      expect((await cancel(reception, { OverrideReason: reason })).statusCode).toBe(403);
      const tooShort = await cancel(manager, { OverrideReason: 'no' });
      expect(tooShort.statusCode).toBe(400);
      expect(tooShort.json().errors[0].field).toBe('body.OverrideReason');
      const detail = await t.app.inject({
        method: 'GET',
        url: `/api/staff/bookings/${booked.id}`,
        headers: manager,
      });
      expect(detail.json()).toMatchObject({ Cancelled: false, Arrival: 'checked_in' });

      const overridden = await cancel(manager, { OverrideReason: reason });
      expect(overridden.statusCode, overridden.body).toBe(200);
      expect(overridden.json().Cancelled).toBe(true);
      clock = null;
      const rows = await auditRows(t, `booking:${booked.id}`);
      expect(rows.map((r) => r.action)).toEqual(['booking.check-in', 'booking.cancel']);
      expect(rows[1]).toMatchObject({
        before: { cancelled: false, arrival: 'checked_in' },
        after: { cancelled: true, overrideReason: reason },
      });
    });
  });
});
