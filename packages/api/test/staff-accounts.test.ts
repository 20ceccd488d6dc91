import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newMember, signIn } from './helpers/accounts';
import { auditRows, newStaff, STAFF_PASSWORD, staffHeaders } from './helpers/staff';
import { createTestApp, type TestApp } from './helpers/test-app';
import { TEST_DB } from './helpers/test-database';

describe(`staff accounts, for the spa manager (${TEST_DB})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const audit = (subject: string) => auditRows(t, subject);

  it('lists the accounts and refuses reception (403), a member (403) and no token (401)', async () => {
    const managerEmail = await newStaff(t, 'spa_manager');
    const manager = await staffHeaders(t.app, managerEmail);
    const listed = await t.app.inject({ method: 'GET', url: '/api/staff/accounts', headers: manager });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().Accounts).toContainEqual(
      expect.objectContaining({ Email: managerEmail, Role: 'spa_manager', Disabled: false }),
    );
    const reception = await staffHeaders(t.app, await newStaff(t, 'reception'));
    const member = await signIn(t.app, (await newMember(t.db.database.db)).email);
    const someone = listed.json().Accounts[0].Id as string;
    for (const call of [
      { method: 'GET' as const, url: '/api/staff/accounts' },
      { method: 'POST' as const, url: `/api/staff/accounts/${someone}/status`, payload: { Disabled: true } },
    ]) {
      expect((await t.app.inject(call)).statusCode, call.url).toBe(401);
      expect((await t.app.inject({ ...call, headers: member.headers })).statusCode, call.url).toBe(403);
      expect((await t.app.inject({ ...call, headers: reception })).statusCode, call.url).toBe(403);
    }
  });

  it('creates an account under the password rules, disables it (its sign-in stops at once) and enables it, audited', async () => {
    const managerEmail = await newStaff(t, 'spa_manager');
    const manager = await staffHeaders(t.app, managerEmail);
    const email = `desk-${Math.random().toString(36).slice(2, 8)}@staff.example`;
    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/staff/accounts',
      headers: manager,
      payload: { Email: email, Name: 'Dee Sk', Role: 'reception', Password: 'short' },
    });
    expect(weak.statusCode).toBe(400);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/staff/accounts',
      headers: manager,
      payload: { Email: email, Name: 'Dee Sk', Role: 'reception', Password: STAFF_PASSWORD },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().Id as string;
    const desk = await staffHeaders(t.app, email);
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/me', headers: desk })).statusCode).toBe(200);

    const status = (Disabled: boolean) =>
      t.app.inject({
        method: 'POST',
        url: `/api/staff/accounts/${id}/status`,
        headers: manager,
        payload: { Disabled },
      });
    const disabled = await status(true);
    expect(disabled.json(), disabled.body).toMatchObject({ Id: id, Disabled: true });
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/me', headers: desk })).statusCode).toBe(401);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/staff/sign-in',
      payload: { email, password: STAFF_PASSWORD },
    });
    expect(refused.statusCode).toBe(401);

    expect((await status(false)).json()).toMatchObject({ Disabled: false });
    // The old sign-in stays ended; a new one works.
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/me', headers: desk })).statusCode).toBe(401);
    const again = await staffHeaders(t.app, email);
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/me', headers: again })).statusCode).toBe(
      200,
    );

    const all = await audit(`staff:${id}`);
    // Sign-ins are audited too (decision 0300): the one refused while disabled says why.
    expect(all.filter((r) => r.action === 'staff.sign-in-failed').map((r) => r.after)).toEqual([
      expect.objectContaining({ reason: 'disabled' }),
    ]);
    const rows = all.filter((r) => !r.action.startsWith('staff.sign-'));
    expect(rows.map((r) => [r.action, r.before, r.after])).toEqual([
      ['staff.create', null, { email, name: 'Dee Sk', role: 'reception' }],
      ['staff.disable', { disabled: false }, { disabled: true }],
      ['staff.enable', { disabled: true }, { disabled: false }],
    ]);
    expect(new Set(rows.map((r) => r.staff_id)).size).toBe(1);

    const self = (await t.app.inject({ method: 'GET', url: '/api/staff/me', headers: manager })).json()
      .Id as string;
    const own = await t.app.inject({
      method: 'POST',
      url: `/api/staff/accounts/${self}/status`,
      headers: manager,
      payload: { Disabled: true },
    });
    expect(own.statusCode).toBe(409);
  });
});
