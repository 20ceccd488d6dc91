import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMember, signIn } from './helpers/accounts';
import { daysAhead } from './helpers/spa-journey';
import { auditRows, confirmedSpaDay, newStaff, STAFF_PASSWORD, staffHeaders } from './helpers/staff';
import { createTestApp, type TestApp } from './helpers/test-app';
import { TEST_DB } from './helpers/test-database';

const ZERO_ID = '00000000-0000-4000-8000-000000000000';

describe(`the spa team's side (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const audit = (subject: string) => auditRows(t, subject);

  // Every staff call, and who may make it: a member's token and no token never pass.
  const CALLS: { method: 'GET' | 'POST'; url: string; payload?: object; roles: string[] }[] = [
    { method: 'GET', url: '/api/staff/me', roles: ['reception', 'spa_manager'] },
    { method: 'POST', url: '/api/staff/sign-out', roles: ['reception', 'spa_manager'] },
    { method: 'GET', url: `/api/staff/diary?date=${daysAhead(5)}`, roles: ['reception', 'spa_manager'] },
    { method: 'GET', url: '/api/staff/bookings?q=SPA-', roles: ['reception', 'spa_manager'] },
    { method: 'GET', url: `/api/staff/bookings/${ZERO_ID}`, roles: ['reception', 'spa_manager'] },
    { method: 'GET', url: `/api/staff/arrivals?date=${daysAhead(5)}`, roles: ['reception', 'spa_manager'] },
    {
      method: 'POST',
      url: `/api/staff/bookings/${ZERO_ID}/arrival`,
      payload: { Status: 'checked_in' },
      roles: ['reception', 'spa_manager'],
    },
  ];

  const newAccount = () => ({
    Email: `new-${Math.random().toString(36).slice(2, 10)}@staff.example`,
    Name: 'New Receptionist',
    Role: 'reception',
    Password: 'another long password 77',
  });

  it('lets only a spa manager add a staff account, audited; the new account signs in', async () => {
    const bare = await t.app.inject({ method: 'POST', url: '/api/staff/accounts', payload: newAccount() });
    expect(bare.statusCode).toBe(401);
    const reception = await staffHeaders(t.app, await newStaff(t, 'reception'));
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/staff/accounts',
      payload: newAccount(),
      headers: reception,
    });
    expect(refused.statusCode).toBe(403);
    const member = await signIn(t.app, (await newMember(t.db.database.db)).email);
    const asMember = await t.app.inject({
      method: 'POST',
      url: '/api/staff/accounts',
      payload: newAccount(),
      headers: member.headers,
    });
    expect(asMember.statusCode).toBe(403);

    const manager = await staffHeaders(t.app, await newStaff(t, 'spa_manager'));
    const account = newAccount();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/staff/accounts',
      payload: account,
      headers: manager,
    });
    expect(created.statusCode, created.body).toBe(201);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/staff/accounts',
      payload: account,
      headers: manager,
    });
    expect(again.statusCode).toBe(409);
    const rows = await audit(`staff:${created.json().Id as string}`);
    expect(rows).toEqual([
      expect.objectContaining({
        action: 'staff.create',
        after: { email: account.Email, name: account.Name, role: 'reception' },
      }),
    ]);
    expect(rows[0]!.staff_id).toEqual(expect.any(String));
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/staff/sign-in',
      payload: { email: account.Email, password: account.Password },
    });
    expect(signedIn.json().Staff).toMatchObject({ Role: 'reception', Name: 'New Receptionist' });
  });

  it('refuses every staff call without a token (401) and with a member token (403)', async () => {
    const member = await newMember(t.db.database.db);
    const { headers: memberHeaders } = await signIn(t.app, member.email);
    for (const call of CALLS) {
      const bare = await t.app.inject({ method: call.method, url: call.url, payload: call.payload });
      expect(bare.statusCode, `${call.url} without a token`).toBe(401);
      const asMember = await t.app.inject({ ...call, headers: memberHeaders });
      expect(asMember.statusCode, `${call.url} as a member`).toBe(403);
    }
  });

  it('lets each role make the calls its role allows, and ends a sign-in on sign-out', async () => {
    for (const role of ['reception', 'spa_manager'] as const) {
      for (const call of CALLS) {
        const headers = await staffHeaders(t.app, await newStaff(t, role));
        const answer = await t.app.inject({
          method: call.method,
          url: call.url,
          payload: call.payload,
          headers,
        });
        expect([200, 404], `${role} ${call.url}: ${answer.body}`).toContain(answer.statusCode);
      }
    }
    const headers = await staffHeaders(t.app, await newStaff(t, 'reception'));
    expect((await t.app.inject({ method: 'POST', url: '/api/staff/sign-out', headers })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/me', headers })).statusCode).toBe(401);
  });

  it('refuses a wrong password, then throttles the e-mail from one address', async () => {
    const email = await newStaff(t, 'reception');
    const attempt = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/staff/sign-in', payload: { email, password } });
    for (let i = 0; i < 5; i++) expect((await attempt('not the password')).statusCode).toBe(401);
    const locked = await attempt(STAFF_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
  });

  it('finds a booking by phone, shows its detail, and refuses a check-in before its day', async () => {
    const booked = await confirmedSpaDay(t, 9, { phone: '07700 900456' });
    const email = await newStaff(t, 'reception');
    const headers = await staffHeaders(t.app, email);
    const found = await t.app.inject({
      method: 'GET',
      url: '/api/staff/bookings?q=%2B44%207700%20900456',
      headers,
    });
    expect(found.json().Bookings.map((b: { Id: string }) => b.Id)).toContain(booked.id);

    const detail = await t.app.inject({ method: 'GET', url: `/api/staff/bookings/${booked.id}`, headers });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({
      ConfirmationId: booked.confirmationId,
      Guests: [{ Name: 'Guest1 Tester' }],
      Payments: [{ Status: 'approved', AmountPence: booked.total }],
      Emails: [{ To: booked.email }],
    });
    expect(detail.json().Items.some((i: { StaffName: string | null }) => i.StaffName)).toBe(true);

    const arrivals = await t.app.inject({
      method: 'GET',
      url: `/api/staff/arrivals?date=${booked.plan.date}`,
      headers,
    });
    expect(arrivals.json().Bookings.map((b: { Id: string }) => b.Id)).toContain(booked.id);

    const checkIn = await t.app.inject({
      method: 'POST',
      url: `/api/staff/bookings/${booked.id}/arrival`,
      payload: { Status: 'checked_in' },
      headers,
    });
    expect(checkIn.statusCode, checkIn.body).toBe(409);
    expect(checkIn.json().message).toMatch(/on the booking's day only/);
    expect(await audit(`booking:${booked.id}`)).toEqual([]);
  });

  it("shows a day's diary with confirmed bookings, live holds and absences, and answers 304 while unchanged", async () => {
    const booked = await confirmedSpaDay(t, 10);
    const headers = await staffHeaders(t.app, await newStaff(t, 'reception'));
    const url = `/api/staff/diary?date=${booked.plan.date}`;
    const first = await t.app.inject({ method: 'GET', url, headers });
    expect(first.statusCode, first.body).toBe(200);
    const entry = first.json().Entries.find((e: { BookingId: string | null }) => e.BookingId === booked.id);
    expect(entry).toMatchObject({
      Status: 'confirmed',
      GuestName: 'Guest1 Tester',
      ConfirmationId: booked.confirmationId,
    });
    const etag = first.headers.etag as string;
    const again = await t.app.inject({ method: 'GET', url, headers: { ...headers, 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });
});
