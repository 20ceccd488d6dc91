import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_DB } from '../helpers/test-database';
import { createTestAppWithInbox, type SmtpInbox } from '../helpers/smtp-inbox';
import {
  PASSWORD,
  newMember,
  passwordGrant,
  randomAddress,
  refresh,
  refreshCookieOf,
  signIn,
  uniqueEmail,
  subscribedBooks,
} from '../helpers/accounts';
import { DEVICE_COOKIE } from '../../src/modules/identity/identity.routes';
import { detachedSettled } from '../../src/lib/detached';
import { mailSettled } from '../../src/modules/mail';

/** Issue 11: each attack a stranger could try on sign-in, and what stops it. */
describe(`sign-in attacks (${TEST_DB})`, () => {
  let t: TestApp;
  let inbox: SmtpInbox;
  beforeAll(
    async () => ({ t, inbox } = await createTestAppWithInbox({ env: { PUBLIC_ORIGIN: 'http://spa.test' } })),
  );
  afterAll(() => t.close());
  const db = () => t.db.database.db;

  const post = (
    url: string,
    payload: Record<string, unknown>,
    options: { ip?: string; headers?: Record<string, string> } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: options.ip ?? randomAddress(),
      headers: options.headers,
    });

  /** A login from a client address, with or without this browser's device cookie. */
  const login = (email: string, password: string, ip: string, device?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/connect/token',
      remoteAddress: ip,
      cookies: device ? { [DEVICE_COOKIE]: device } : {},
      payload: {
        grant_type: 'password',
        client_id: 'spa-web',
        username: email,
        password,
        scope: 'openid profile email spa-api spa-user offline_access',
      },
    });
  const deviceOf = (response: { cookies: { name: string; value: string }[] }) =>
    response.cookies.find((c) => c.name === DEVICE_COOKIE)?.value;
  const mailsTo = async (email: string) => {
    await detachedSettled();
    await mailSettled(t.app.deps);
    return inbox.messages.filter((m) => JSON.stringify(m.to).includes(email));
  };

  describe('login throttling never stops a member with the right password on their own browser', () => {
    it('shared address: 60 failures from a hotel Wi-Fi lock unknown browsers there, not a member who signed in before', async () => {
      const hotel = randomAddress();
      const member = await newMember(db());
      const first = await login(member.email, PASSWORD, hotel);
      expect(first.statusCode).toBe(200);
      const device = deviceOf(first);
      expect(device).toBeTruthy();

      for (let i = 0; i < 60; i++) await login(uniqueEmail('spray'), 'guess', hotel);
      const stranger = await newMember(db());
      const unknown = await login(stranger.email, PASSWORD, hotel);
      expect(unknown.statusCode).toBe(429);
      expect(Number(unknown.headers['retry-after'])).toBeGreaterThan(0);
      expect(unknown.json().error_description).toMatch(/Please try again in \d+ (seconds|minutes)\./);

      expect((await login(member.email, PASSWORD, hotel, device)).statusCode).toBe(200);
    });

    it('one account: strangers everywhere lock unknown browsers out of it, never the member on their own browser', async () => {
      const member = await newMember(db());
      const home = randomAddress();
      const device = deviceOf(await login(member.email, PASSWORD, home));

      for (let i = 0; i < 30; i++) await login(member.email, `guess ${i}`, randomAddress());
      const fresh = await login(member.email, PASSWORD, randomAddress());
      expect(fresh.statusCode).toBe(429);
      const retry = Number(fresh.headers['retry-after']);
      expect(retry).toBeGreaterThan(0);
      expect(retry).toBeLessThanOrEqual(900);

      expect((await login(member.email, PASSWORD, home, device)).statusCode).toBe(200);
      // Same address as the member, other browser: the stranger's failures stay theirs.
      for (let i = 0; i < 10; i++) await login(member.email, `guess ${i}`, home);
      expect((await login(member.email, PASSWORD, home, device)).statusCode).toBe(200);
    });

    it('a forged or another account’s device cookie earns no trust', async () => {
      const member = await newMember(db());
      const other = await newMember(db());
      const otherDevice = deviceOf(await login(other.email, PASSWORD, randomAddress()))!;
      const ip = randomAddress();
      for (let i = 0; i < 5; i++) await login(member.email, 'wrong', ip);
      for (const cookie of [otherDevice, 'forged.value', `${otherDevice.split('.')[0]}.AAAA`])
        expect((await login(member.email, PASSWORD, ip, cookie)).statusCode).toBe(429);
    });

    it('still slows guessing from the member’s own browser: five failures lock that browser briefly', async () => {
      const member = await newMember(db());
      const ip = randomAddress();
      const device = deviceOf(await login(member.email, PASSWORD, ip));
      for (let i = 0; i < 5; i++)
        expect((await login(member.email, 'wrong', ip, device)).statusCode).toBe(400);
      const locked = await login(member.email, PASSWORD, ip, device);
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(30);
    });

    it('grows a lock with further failures, up to five minutes, and forgets failures after 15 minutes', async () => {
      const member = await newMember(db());
      const ip = randomAddress();
      const retries: number[] = [];
      for (let round = 0; round < 6; round++) {
        for (let i = 0; i < 10; i++) {
          const response = await login(member.email, 'wrong', ip);
          if (response.statusCode !== 429) continue;
          retries.push(Number(response.headers['retry-after']));
          break;
        }
        await db().execute(sql`UPDATE login_throttle SET locked_until = now() - interval '1 second'`);
      }
      expect(retries).toHaveLength(6);
      expect(retries.at(-1)).toBe(300);
      expect(retries).toEqual([...retries].sort((a, b) => a - b));
      await db().execute(
        sql`UPDATE login_throttle SET last_failure_at = now() - interval '16 minutes', locked_until = NULL`,
      );
      expect((await login(member.email, 'wrong', ip)).statusCode).toBe(400);
      expect((await login(member.email, PASSWORD, ip)).statusCode).toBe(200);
    });
  });

  describe('one-time codes and mail', () => {
    it('limits wrong codes per client address, across e-mails and resets', async () => {
      const ip = randomAddress();
      const answers: number[] = [];
      for (let m = 0; m < 6; m++) {
        const member = await newMember(db());
        const { resetId } = (
          await post('/api/password/password-reset-initiate', { emailAddress: member.email }, { ip })
        ).json();
        for (let i = 0; i < 4; i++)
          answers.push(
            (await post('/api/password/password-reset-confirm', { id: resetId, otp: '000000' }, { ip }))
              .statusCode,
          );
      }
      expect(answers.slice(0, 20).every((s) => s === 400)).toBe(true);
      expect(answers.slice(20)).toEqual([429, 429, 429, 429]);
      const other = await post('/api/member/validate-migration', {
        emailAddress: uniqueEmail('elsewhere'),
        code: '000000',
      });
      expect(other.statusCode).toBe(400); // another address still gets an answer
    });

    it('limits wrong codes from everywhere together', async () => {
      await db().execute(
        sql`INSERT INTO login_throttle (key, failures, last_failure_at, locked_until)
            VALUES ('code-global', 1000, now(), now() + interval '30 seconds')
            ON CONFLICT (key) DO UPDATE SET locked_until = excluded.locked_until`,
      );
      const response = await post('/api/member/validate-migration', {
        emailAddress: uniqueEmail('any'),
        code: '123456',
      });
      expect(response.statusCode).toBe(429);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      await db().execute(sql`DELETE FROM login_throttle WHERE key = 'code-global'`);
    });

    it('caps mails to one e-mail at 5 an hour, whatever is asked', async () => {
      const member = await newMember(db());
      for (let i = 0; i < 4; i++) await post('/api/account/verify-email', { emailAddress: member.email });
      for (let i = 0; i < 4; i++)
        await post('/api/password/password-reset-initiate', { emailAddress: member.email });
      expect(await mailsTo(member.email)).toHaveLength(5);
    });

    it('caps mails asked from one client address at 20 an hour', async () => {
      const ip = randomAddress();
      const emails = Array.from({ length: 24 }, () => uniqueEmail('flood'));
      for (const email of emails) await post('/api/account/verify-email', { emailAddress: email }, { ip });
      const sent = await Promise.all(emails.map((e) => mailsTo(e)));
      expect(sent.filter((m) => m.length > 0)).toHaveLength(20);
    });
  });

  describe('e-mail change', () => {
    const changeEmail = (headers: Record<string, string>, emailAddress: string, password = PASSWORD) =>
      post('/api/account/change-email', { newEmailAddress: emailAddress, password }, { headers });
    const confirmChange = (headers: Record<string, string>, id: string, otp: string) =>
      post('/api/account/change-email/confirm', { id, otp }, { headers });

    it('needs the current password and the code sent to the new address; mailing lists move along', async () => {
      const member = await newMember(db());
      const session = await signIn(t.app, member.email);
      await post(
        '/api/marketing/subscribe',
        { emailAddress: member.email, addressBooks: [3507983], dataFields: [] },
        { headers: session.headers },
      );
      const next = uniqueEmail('moved');

      const wrong = await changeEmail(session.headers, next, 'not my password');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors[0].field).toBe('body.password');

      const started = await changeEmail(session.headers, next);
      expect(started.statusCode, started.body).toBe(200);
      const code = await inbox.codeFor(next);
      expect((await confirmChange(session.headers, started.json().changeId, '000000')).statusCode).toBe(
        code === '000000' ? 200 : 400,
      );
      const done = await confirmChange(session.headers, started.json().changeId, code);
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json().EmailAddress).toBe(next);

      expect((await login(member.email, PASSWORD, randomAddress())).statusCode).toBe(400);
      expect((await login(next, PASSWORD, randomAddress())).statusCode).toBe(200);
      expect(await subscribedBooks(t.app, next, session.headers)).toEqual([
        { id: 3507983, title: 'Spa', subscribed: true },
      ]);
      const old = await db().execute(
        sql`SELECT count(*)::int AS n FROM mailing_list_subscriptions WHERE email = ${member.email}`,
      );
      expect(JSON.stringify(old)).toContain('"n":0');
    });

    it("never takes a member's or former member's address, and answers as for any address", async () => {
      const member = await newMember(db());
      const other = await newMember(db());
      const session = await signIn(t.app, member.email);
      for (const taken of [other.email, 'thomas.ashby@example.com']) {
        const started = await changeEmail(session.headers, taken);
        expect(started.statusCode).toBe(200);
        expect(Object.keys(started.json())).toEqual(['changeId']);
        const mails = await mailsTo(taken);
        expect(mails.at(-1)?.subject).toMatch(/already have an account/);
        for (const otp of ['000000', '123456'])
          expect((await confirmChange(session.headers, started.json().changeId, otp)).statusCode).toBe(400);
      }
      expect((await login(other.email, PASSWORD, randomAddress())).statusCode).toBe(200);
    });

    it("does not let another member use someone's change code", async () => {
      const ada = await newMember(db());
      const eve = await newMember(db());
      const ada$ = await signIn(t.app, ada.email);
      const eve$ = await signIn(t.app, eve.email);
      const next = uniqueEmail('adas-new');
      const { changeId } = (await changeEmail(ada$.headers, next)).json();
      const code = await inbox.codeFor(next);
      expect((await confirmChange(eve$.headers, changeId, code)).statusCode).toBe(400);
    });
  });

  describe('login CSRF', () => {
    const token = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/connect/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        payload: 'grant_type=password&client_id=spa-web&username=a%40example.com&password=x',
      });

    it('refuses a cross-site form post to the token endpoint', async () => {
      for (const headers of [
        { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } as Record<string, string>,
        { origin: 'https://evil.example' },
        { 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'same-site' },
        { origin: 'null' },
      ]) {
        const response = await token(headers);
        expect(response.statusCode, JSON.stringify(headers)).toBe(403);
        expect(response.json().error).toBe('invalid_request');
      }
    });

    it('accepts the resort’s own page', async () => {
      for (const headers of [
        { origin: 'http://spa.test', 'sec-fetch-site': 'same-origin' } as Record<string, string>,
        { origin: 'http://localhost:80' },
        {},
      ]) {
        const response = await token(headers);
        expect(response.statusCode, JSON.stringify(headers)).toBe(400); // reached the grant: wrong password
        expect(response.json().error).toBe('invalid_username_or_password');
      }
    });
  });

  describe('no telling members from strangers by time', () => {
    const timeMs = async (call: () => Promise<unknown>) => {
      const start = process.hrtime.bigint();
      await call();
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      // What the call started after its answer finishes before the next sample.
      await detachedSettled();
      await mailSettled(t.app.deps);
      return ms;
    };
    // The fastest of each: what the answer itself costs, without the pauses a loaded machine adds.
    const fastest = (times: number[]) => Math.min(...times);

    it('answers reset, verify-email and register in the same time for a member and a stranger', async () => {
      const member = await newMember(db());
      const results: Record<string, { member: number; stranger: number }> = {};
      for (const [name, url, body] of [
        ['reset', '/api/password/password-reset-initiate', (e: string) => ({ emailAddress: e })],
        ['verify', '/api/account/verify-email', (e: string) => ({ emailAddress: e })],
        [
          'register',
          '/api/account/register',
          (e: string) => ({
            title: 'MS',
            firstName: 'Eve',
            lastName: 'Probe',
            emailAddress: e,
            password: 'a long enough password',
            terms: true,
            addressBooks: [],
          }),
        ],
      ] as const) {
        const stranger = uniqueEmail('stranger');
        const memberTimes: number[] = [];
        const strangerTimes: number[] = [];
        for (let i = 0; i < 15; i++) {
          memberTimes.push(await timeMs(() => post(url, body(member.email))));
          strangerTimes.push(await timeMs(() => post(url, body(stranger))));
        }
        const [m, s] = [fastest(memberTimes), fastest(strangerTimes)];
        results[name] = { member: m, stranger: s };
        const [a, b] = [post(url, body(member.email)), post(url, body(stranger))];
        expect((await a).body.replace(/"resetId":"[^"]+"/, '')).toBe(
          (await b).body.replace(/"resetId":"[^"]+"/, ''),
        );
        // Within 3 ms or 30 %, whichever is larger (a loaded 2-core machine is noisy).
        expect(Math.abs(m - s), `${name}: ${JSON.stringify(results[name])}`).toBeLessThan(
          Math.max(3, 0.3 * Math.max(m, s)),
        );
      }
      console.info('fastest answer times (ms)', JSON.stringify(results));
    });
  });

  describe('refresh and sign-out', () => {
    it('two tabs refreshing at once both stay signed in, with the same new token', async () => {
      const member = await newMember(db());
      const session = await signIn(t.app, member.email);
      const [a, b] = await Promise.all([
        refresh(t.app, session.refreshToken),
        refresh(t.app, session.refreshToken),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
      expect(refreshCookieOf(a)).toBe(refreshCookieOf(b));
      for (const response of [a, b]) {
        const validate = await t.app.inject({
          method: 'GET',
          url: '/api/account/validate',
          headers: { authorization: `Bearer ${response.json().access_token}` },
        });
        expect(validate.statusCode).toBe(200);
      }
      expect((await refresh(t.app, refreshCookieOf(a)!)).statusCode).toBe(200);
    });

    it('a sign-in without offline_access ends at sign-out too', async () => {
      const member = await newMember(db());
      const response = await passwordGrant(t.app, member.email, PASSWORD, { scope: 'openid spa-api' });
      const headers = { authorization: `Bearer ${response.json().access_token}` };
      const validate = () => t.app.inject({ method: 'GET', url: '/api/account/validate', headers });
      expect((await validate()).statusCode).toBe(200);
      expect((await post('/connect/revocation', {}, { headers })).statusCode).toBe(200);
      expect((await validate()).statusCode).toBe(401);
    });

    it('marks the refresh cookie Secure behind an https origin (production refuses any other)', async () => {
      const secure = await createTestApp({ env: { PUBLIC_ORIGIN: 'https://spa.example' } });
      try {
        const member = await newMember(secure.db.database.db);
        const response = await passwordGrant(secure.app, member.email, PASSWORD);
        expect(response.cookies.find((c) => c.name === 'spa_refresh')?.secure).toBe(true);
      } finally {
        await secure.close();
      }
    });
  });
  describe('guessing the current password with a stolen access token (change password, change e-mail)', () => {
    const changePassword = (headers: Record<string, string>, oldPassword: string, ip: string) =>
      post(
        '/api/account/change-password',
        { oldPassword, password1: 'a brand new password', password2: 'a brand new password' },
        { ip, headers },
      );
    const changeEmail = (headers: Record<string, string>, password: string, ip: string) =>
      post('/api/account/change-email', { newEmailAddress: uniqueEmail('moved'), password }, { ip, headers });

    it('locks the stolen sign-in after 5 wrong guesses over both calls, the right password included', async () => {
      const member = await newMember(db());
      const stolen = await signIn(t.app, member.email);
      const ip = randomAddress();
      for (let guess = 0; guess < 5; guess++) {
        const call = guess % 2 === 0 ? changePassword : changeEmail;
        const wrong = await call(stolen.headers, `guess ${guess}`, ip);
        expect(wrong.statusCode).toBe(400);
      }
      const locked = await changePassword(stolen.headers, PASSWORD, ip);
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      expect(locked.json().message).toMatch(/^Too many attempts\. Please try again in/);
      expect((await changeEmail(stolen.headers, PASSWORD, randomAddress())).statusCode).toBe(429);
      // The password is unchanged: the right one still signs in.
      expect((await passwordGrant(t.app, member.email, PASSWORD)).statusCode).toBe(200);
    });

    it('never locks the member out of a sign-in of their own', async () => {
      const member = await newMember(db());
      const stolen = await signIn(t.app, member.email);
      const attacker = randomAddress();
      for (let guess = 0; guess < 8; guess++)
        await changePassword(stolen.headers, `guess ${guess}`, attacker);
      expect((await changePassword(stolen.headers, PASSWORD, attacker)).statusCode).toBe(429);
      const own = await signIn(t.app, member.email);
      const changed = await changePassword(own.headers, PASSWORD, randomAddress());
      expect(changed.statusCode, changed.body).toBe(200);
    });

    it('slows one address guessing over many stolen sign-ins', async () => {
      const attacker = randomAddress();
      for (let member = 0; member < 5; member++) {
        const { email } = await newMember(db());
        const { headers } = await signIn(t.app, email);
        for (let guess = 0; guess < 4; guess++) {
          expect((await changePassword(headers, `guess ${guess}`, attacker)).statusCode).toBe(400);
        }
      }
      const { email } = await newMember(db());
      const { headers } = await signIn(t.app, email);
      expect((await changePassword(headers, PASSWORD, attacker)).statusCode).toBe(429);
      expect((await changePassword(headers, PASSWORD, randomAddress())).statusCode).toBe(200);
    });
  });
});
