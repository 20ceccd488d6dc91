import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { TEST_DB } from '../helpers/test-database';
import { createTestAppWithInbox, type SmtpInbox } from '../helpers/smtp-inbox';
import { newMember, passwordGrant, refresh, signIn, uniqueEmail } from '../helpers/accounts';
import { mailSettled } from '../../src/modules/mail';
import { detachedSettled } from '../../src/lib/detached';

describe(`password reset (${TEST_DB})`, () => {
  let t: TestApp;
  let inbox: SmtpInbox;
  beforeAll(async () => ({ t, inbox } = await createTestAppWithInbox()));
  afterAll(() => t.close());
  const db = () => t.db.database.db;
  const post = (url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, payload });
  const initiate = (emailAddress: string) => post('/api/password/password-reset-initiate', { emailAddress });
  const confirm = (id: string, otp: string) => post('/api/password/password-reset-confirm', { id, otp });
  const change = (id: string, validationId: string, password: string, password2 = password) =>
    post('/api/password/password-reset-change', { id, validationId, password, password2 });

  it('resets a forgotten password end to end, and signs out every session', async () => {
    const member = await newMember(db());
    const session = await signIn(t.app, member.email);
    const started = await initiate(member.email);
    expect(started.statusCode).toBe(200);
    const { resetId } = started.json();
    const code = await inbox.codeFor(member.email);
    const confirmed = await confirm(resetId, code);
    expect(confirmed.statusCode).toBe(200);
    const { validationId } = confirmed.json();
    expect((await change(resetId, validationId, 'my new password!')).statusCode).toBe(200);

    expect((await passwordGrant(t.app, member.email, member.password!)).statusCode).toBe(400);
    expect((await passwordGrant(t.app, member.email, 'my new password!')).statusCode).toBe(200);
    expect((await refresh(t.app, session.refreshToken)).statusCode).toBe(400);
    // Single use.
    expect((await change(resetId, validationId, 'yet another one')).statusCode).toBe(400);
    expect((await confirm(resetId, code)).statusCode).toBe(400);
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const email = uniqueEmail('ghost');
    const response = await initiate(email);
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json())).toEqual(['resetId']);
    expect((await confirm(response.json().resetId, '123456')).statusCode).toBe(400);
    // Every message the calls handed to the mailer has been delivered (or failed) by now.
    await mailSettled(t.app.deps);
    expect(inbox.messages.some((m) => JSON.stringify(m.to).includes(email))).toBe(false);
    // forgot-password is the same call.
    expect(Object.keys((await post('/api/account/forgot-password', { emailAddress: email })).json())).toEqual(
      ['resetId'],
    );
  });

  it("shows the server's Message when a code is wrong, and kills the code after 5 wrong tries", async () => {
    const member = await newMember(db());
    const { resetId } = (await initiate(member.email)).json();
    const code = await inbox.codeFor(member.email);
    const wrong = code === '999999' ? '888888' : '999999';
    for (let i = 0; i < 5; i++) {
      const response = await confirm(resetId, wrong);
      expect(response.statusCode).toBe(400);
      expect(response.json().Message).toMatch(/not valid or has expired/);
    }
    expect((await confirm(resetId, code)).statusCode).toBe(400);
  });

  it('rejects an expired code', async () => {
    const member = await newMember(db());
    const { resetId } = (await initiate(member.email)).json();
    const code = await inbox.codeFor(member.email);
    await db().execute(
      sql`UPDATE one_time_codes SET expires_at = now() - interval '1 second' WHERE id = ${resetId}`,
    );
    expect((await confirm(resetId, code)).statusCode).toBe(400);
  });

  it('rejects a wrong validation id, a bad reset id and mismatched or short passwords', async () => {
    const member = await newMember(db());
    const { resetId } = (await initiate(member.email)).json();
    const { validationId } = (await confirm(resetId, await inbox.codeFor(member.email))).json();
    expect((await change(resetId, 'not-the-id', 'my new password!')).statusCode).toBe(400);
    expect((await change('not-a-uuid', validationId, 'my new password!')).statusCode).toBe(400);
    const mismatch = await change(resetId, validationId, 'my new password!', 'something else');
    expect(mismatch.json().errors[0]).toMatchObject({
      field: 'body.password2',
      message: 'Passwords must match',
    });
    expect((await change(resetId, validationId, 'short')).statusCode).toBe(400);
    expect((await confirm('not-a-uuid', '123456')).statusCode).toBe(400);
    expect((await confirm(resetId, '12345')).json().errors[0].message).toBe('Must be exactly 6 digits');
    // The validation id still works after those failures.
    expect((await change(resetId, validationId, 'my new password!')).statusCode).toBe(200);
  });

  it('a newer reset code replaces the older one', async () => {
    const member = await newMember(db());
    const first = (await initiate(member.email)).json().resetId;
    const firstCode = await inbox.codeFor(member.email);
    await initiate(member.email);
    await detachedSettled(); // the new code is made after the answer
    expect((await confirm(first, firstCode)).statusCode).toBe(400);
  });

  it('lifts a login lock once the password is reset', async () => {
    const member = await newMember(db());
    for (let i = 0; i < 5; i++) await passwordGrant(t.app, member.email, 'wrong');
    expect((await passwordGrant(t.app, member.email, member.password!)).statusCode).toBe(429);
    const { resetId } = (await initiate(member.email)).json();
    const { validationId } = (await confirm(resetId, await inbox.codeFor(member.email))).json();
    await change(resetId, validationId, 'fresh password 123');
    expect((await passwordGrant(t.app, member.email, 'fresh password 123')).statusCode).toBe(200);
  });
});
