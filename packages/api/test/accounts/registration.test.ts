import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/lib/sql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import { TEST_DB } from '../helpers/test-database';
import { createTestAppWithInbox, type SmtpInbox } from '../helpers/smtp-inbox';
import {
  newMember,
  passwordGrant,
  randomAddress,
  signIn,
  uniqueEmail,
  subscribedBooks,
} from '../helpers/accounts';
import { mailSettled } from '../../src/modules/mail';
import { detachedSettled } from '../../src/lib/detached';

const registration = (email: string, extra: Record<string, unknown> = {}) => ({
  title: 'MS',
  firstName: 'Grace',
  lastName: 'Hopper',
  emailAddress: email,
  telephone: '',
  password: 'a long enough password',
  terms: true,
  addressBooks: [],
  ...extra,
});

describe(`registration and migration with one-time codes (${TEST_DB})`, () => {
  let t: TestApp;
  let inbox: SmtpInbox;
  beforeAll(async () => ({ t, inbox } = await createTestAppWithInbox()));
  afterAll(() => t.close());
  const db = () => t.db.database.db;
  // Each call from its own address: the per-address limits have tests of their own.
  const post = (url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: randomAddress() });
  const validate = (emailAddress: string, code: string) =>
    post('/api/member/validate-migration', { emailAddress, code });
  /** verify-email, the code from the mail, validate-migration: the validation id register needs. */
  const proveEmail = async (email: string) => {
    await post('/api/account/verify-email', { emailAddress: email });
    const validated = await validate(email, await inbox.codeFor(email));
    return validated.json().validationId as string;
  };

  it('registers a new visitor who proves the e-mail with a code read from the mail', async () => {
    const email = uniqueEmail('new');
    expect((await post('/api/account/verify-email', { emailAddress: email })).json()).toEqual({ ok: true });
    const mail = await inbox.waitFor(email, /code/);
    expect(mail.html).toContain('Elmstead Hall');
    const code = await inbox.codeFor(email);

    const validated = await validate(email, code);
    expect(validated.statusCode).toBe(200);
    expect(validated.json()).toMatchObject({ FirstName: '', LastName: '', EmailAddress: email });

    const registered = await post(
      '/api/account/register',
      registration(email, { validationId: validated.json().validationId, addressBooks: [3507983] }),
    );
    expect(registered.statusCode, registered.body).toBe(200);
    await inbox.waitFor(email, /Welcome/);

    const session = await signIn(t.app, email, 'a long enough password');
    const profile = (
      await t.app.inject({ method: 'GET', url: '/api/account/session', headers: session.headers })
    ).json();
    expect(profile).toMatchObject({ FirstName: 'Grace', EmailAddress: email, RegisteredInOpera: false });
    expect(await subscribedBooks(t.app, email, session.headers)).toEqual([
      { id: 3507983, title: 'Spa', subscribed: true },
    ]);
  });

  it('stores the code hashed, never the digits', async () => {
    const email = uniqueEmail('hashed');
    await post('/api/account/verify-email', { emailAddress: email });
    const code = await inbox.codeFor(email);
    const rows = await queryRows<Record<string, unknown>>(
      db(),
      sql`SELECT * FROM one_time_codes WHERE email = ${email}`,
    );
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('rejects a wrong code, and kills the code after 5 wrong tries', async () => {
    const email = uniqueEmail('tries');
    await post('/api/account/verify-email', { emailAddress: email });
    const code = await inbox.codeFor(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const response = await validate(email, wrong);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'not_found' });
    }
    expect((await validate(email, code)).statusCode).toBe(400);
  });

  it('accepts 4 wrong tries and then the right code', async () => {
    const email = uniqueEmail('four');
    await post('/api/account/verify-email', { emailAddress: email });
    const code = await inbox.codeFor(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) await validate(email, wrong);
    expect((await validate(email, code)).statusCode).toBe(200);
  });

  it('rejects an expired code', async () => {
    const email = uniqueEmail('expired');
    await post('/api/account/verify-email', { emailAddress: email });
    const code = await inbox.codeFor(email);
    await db().execute(
      sql`UPDATE one_time_codes SET expires_at = now() - interval '1 second' WHERE email = ${email}`,
    );
    expect((await validate(email, code)).statusCode).toBe(400);
  });

  it('uses a code once, and its validation id once', async () => {
    const email = uniqueEmail('once');
    await post('/api/account/verify-email', { emailAddress: email });
    const code = await inbox.codeFor(email);
    const { validationId } = (await validate(email, code)).json();
    expect((await validate(email, code)).statusCode).toBe(400);
    expect((await post('/api/account/register', registration(email, { validationId }))).statusCode).toBe(200);
    const again = await post('/api/account/register', registration(email, { validationId }));
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/code has expired/);
  });

  it("does not accept another e-mail's validation id", async () => {
    const email = uniqueEmail('mine');
    await post('/api/account/verify-email', { emailAddress: email });
    const { validationId } = (await validate(email, await inbox.codeFor(email))).json();
    const response = await post(
      '/api/account/register',
      registration(uniqueEmail('theirs'), { validationId }),
    );
    expect(response.statusCode).toBe(400);
  });

  it('rejects bad input with field errors', async () => {
    const response = await post('/api/account/register', {
      ...registration('not-an-email'),
      terms: false,
      password: 'short',
    });
    expect(response.statusCode).toBe(400);
    const fields = response.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['body.emailAddress', 'body.terms', 'body.password']));
    expect((await validate('x@example.com', '12345')).statusCode).toBe(400);
    expect((await validate('x@example.com', '12a456')).json().errors[0].message).toBe(
      'Must be exactly 6 digits',
    );
  });

  it('accepts passwords of 64 characters and more, with any characters', async () => {
    const email = uniqueEmail('long');
    const password = 'Ünïcødé ☕ pass phrase; with "quotes" & <angles> '.padEnd(80, 'x');
    const validationId = await proveEmail(email);
    const response = await post('/api/account/register', registration(email, { password, validationId }));
    expect(response.statusCode).toBe(200);
    expect((await passwordGrant(t.app, email, password)).statusCode).toBe(200);
  });

  it('refuses every registration without a proven e-mail, member or not, and sends nothing', async () => {
    const member = await newMember(db());
    for (const email of [member.email, uniqueEmail('unproven')]) {
      const response = await post('/api/account/register', registration(email));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].field).toBe('body.validationId');
      const forged = await post('/api/account/register', registration(email, { validationId: 'made-up' }));
      expect(forged.statusCode).toBe(400);
    }
    // Nothing changed: the old password still works, the attacker's does not.
    expect((await passwordGrant(t.app, member.email, 'a long enough password')).statusCode).toBe(400);
    expect((await passwordGrant(t.app, member.email, member.password!)).statusCode).toBe(200);
    await mailSettled(t.app.deps);
    expect(inbox.messages.filter((m) => JSON.stringify(m.to).includes(member.email))).toHaveLength(0);
  });

  it('refuses common and breached passwords with a plain message', async () => {
    for (const password of ['12345678', 'password', 'Password1', 'qwertyuiop']) {
      const email = uniqueEmail('common');
      const validationId = await proveEmail(email);
      const response = await post('/api/account/register', registration(email, { password, validationId }));
      expect(response.statusCode, password).toBe(400);
      expect(response.json().errors[0]).toMatchObject({
        field: 'body.password',
        message: expect.stringMatching(/most common/),
      });
    }
  });

  it('welcomes a member without a password with the way to set one', async () => {
    const email = uniqueEmail('nopass');
    const validationId = await proveEmail(email);
    const response = await post('/api/account/register', registration(email, { password: '', validationId }));
    expect(response.statusCode).toBe(200);
    const mail = await inbox.waitFor(email, /Welcome/);
    expect(mail.text).toMatch(
      /set your password at http:\/\/localhost:\d+\/account\/#\/password-reset\?set=true/,
    );
  });

  it('answers verify-email the same for a member, and sends a reminder instead of a code', async () => {
    const member = await newMember(db());
    const response = await post('/api/account/verify-email', { emailAddress: member.email });
    expect(response.json()).toEqual({ ok: true });
    await inbox.waitFor(member.email, /already have an account/);
  });

  it('with a proven e-mail that already has an account: says so', async () => {
    const email = uniqueEmail('twice');
    await post('/api/account/verify-email', { emailAddress: email });
    const first = (await validate(email, await inbox.codeFor(email))).json();
    await post('/api/account/register', registration(email, { validationId: first.validationId }));
    // A second code for the same e-mail can only come through migration or a race; simulate one.
    await db().execute(sql`DELETE FROM members WHERE email = ${email}`);
    await post('/api/account/verify-email', { emailAddress: email });
    await detachedSettled(); // the second code is in the inbox: codeFor reads the newest
    await mailSettled(t.app.deps);
    const second = (await validate(email, await inbox.codeFor(email))).json();
    await newMember(db(), { email });
    const response = await post(
      '/api/account/register',
      registration(email, { validationId: second.validationId }),
    );
    expect(response.statusCode).toBe(409);
  });

  describe('legacy members', () => {
    it('migrates a former member: code by e-mail, names prefilled, account with the address kept', async () => {
      const email = 'test.legacy.one@example.com';
      // Login fails (no account yet); the web app then posts the e-mail to initiate-migration.
      expect((await passwordGrant(t.app, email, 'anything')).json().error).toBe(
        'invalid_username_or_password',
      );
      const initiated = await post('/api/member/initiate-migration', {
        emailAddress: 'Test.Legacy.One@example.com',
      });
      expect(initiated.statusCode).toBe(200);
      const mail = await inbox.waitFor(email, /new account/);
      expect(mail.text).toContain('new booking system');

      const validated = await validate(email, await inbox.codeFor(email));
      expect(validated.json()).toMatchObject({
        FirstName: 'Oliver',
        LastName: 'Legacy',
        EmailAddress: email,
        Title: 'MR',
      });
      const registered = await post(
        '/api/account/register',
        registration(email, {
          title: 'MR',
          firstName: 'Oliver',
          lastName: 'Legacy',
          validationId: validated.json().validationId,
          address: { line1: '1 Mill Lane', line2: '', city: 'Colchester', country: 'GB', postCode: 'co77aa' },
        }),
      );
      expect(registered.statusCode, registered.body).toBe(200);
      const session = await signIn(t.app, email, 'a long enough password');
      const profile = (
        await t.app.inject({ method: 'GET', url: '/api/account/session', headers: session.headers })
      ).json();
      expect(profile).toMatchObject({
        RegisteredInOpera: true,
        Address: { PostCode: 'CO7 7AA', Line1: '1 Mill Lane' },
      });

      // Migrated: no second migration.
      expect((await post('/api/member/initiate-migration', { emailAddress: email })).statusCode).toBe(404);
    });

    it('answers not_found for e-mails that are not former members', async () => {
      const response = await post('/api/member/initiate-migration', {
        emailAddress: uniqueEmail('stranger'),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'not_found' });
      const member = await newMember(db());
      expect((await post('/api/member/initiate-migration', { emailAddress: member.email })).statusCode).toBe(
        404,
      );
    });

    it('does not let anyone register a former member without the code', async () => {
      const response = await post('/api/account/register', registration('test.legacy.two@example.com'));
      expect(response.statusCode).toBe(400);
    });

    it('limits how many codes one e-mail receives in an hour', async () => {
      const email = 'test.legacy.two@example.com';
      const answers = [];
      for (let i = 0; i < 6; i++)
        answers.push((await post('/api/member/initiate-migration', { emailAddress: email })).statusCode);
      expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
    });
  });
});
