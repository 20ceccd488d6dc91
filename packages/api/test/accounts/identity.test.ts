import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testAppForSuite } from '../helpers/test-app';
import { TEST_DB } from '../helpers/test-database';
import { newMember, passwordGrant, refresh, refreshCookieOf, signIn, uniqueEmail } from '../helpers/accounts';
import { decodeJwt } from 'jose';

describe(`token endpoint (${TEST_DB})`, () => {
  const t = testAppForSuite();
  const db = () => t.db.database.db;
  /** A member-only call (validate) made with this access token. */
  const validateWith = (accessToken: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/account/validate',
      headers: { authorization: `Bearer ${accessToken}` },
    });

  it('issues a 15-minute signed access token and puts the refresh token only in an HttpOnly cookie', async () => {
    const member = await newMember(db());
    const response = await passwordGrant(t.app, member.email, member.password!);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      access_token: expect.any(String),
      token_type: 'Bearer',
      expires_in: 900,
      scope: 'openid profile email spa-api spa-user offline_access',
    });
    expect(body).not.toHaveProperty('refresh_token');
    expect(response.headers['cache-control']).toBe('no-store');
    const claims = decodeJwt(body.access_token);
    expect(claims.sub).toBe(member.id);
    expect(claims.exp! - claims.iat!).toBe(900);
    const cookie = response.cookies.find((c) => c.name === 'spa_refresh')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/connect' });
    expect(cookie.value.length).toBeGreaterThan(30);
  });

  it('accepts JSON as well as form bodies, and any case of e-mail', async () => {
    const member = await newMember(db());
    const response = await t.app.inject({
      method: 'POST',
      url: '/connect/token',
      payload: {
        grant_type: 'password',
        client_id: 'spa-web',
        username: member.email.toUpperCase(),
        password: member.password,
      },
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers wrong credentials and unknown e-mails alike with invalid_username_or_password', async () => {
    const member = await newMember(db());
    const wrong = await passwordGrant(t.app, member.email, 'not the password');
    const unknown = await passwordGrant(t.app, uniqueEmail('nobody'), 'whatever it is');
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: 'invalid_username_or_password',
        error_description: expect.any(String),
      });
    }
  });

  it('gives a member without a password (not yet set) the same answer', async () => {
    const member = await newMember(db(), { password: null });
    const response = await passwordGrant(t.app, member.email, 'anything at all');
    expect(response.json().error).toBe('invalid_username_or_password');
  });

  it('accepts the password grant only from the first-party client id', async () => {
    const member = await newMember(db());
    const other = await passwordGrant(t.app, member.email, member.password!, { client_id: 'someone-else' });
    expect(other.statusCode).toBe(401);
    expect(other.json().error).toBe('invalid_client');
    const none = await t.app.inject({
      method: 'POST',
      url: '/connect/token',
      payload: { grant_type: 'password', username: member.email, password: member.password },
    });
    expect(none.json().error).toBe('invalid_client');
  });

  it('rejects unknown grants, missing fields and unknown scopes in OAuth form', async () => {
    const member = await newMember(db());
    const grant = await t.app.inject({
      method: 'POST',
      url: '/connect/token',
      payload: { grant_type: 'client_credentials', client_id: 'spa-web' },
    });
    expect(grant.json()).toMatchObject({ error: 'unsupported_grant_type' });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/connect/token',
      payload: { grant_type: 'password', client_id: 'spa-web', username: member.email },
    });
    expect(missing.json()).toMatchObject({ error: 'invalid_request' });
    const scope = await passwordGrant(t.app, member.email, member.password!, { scope: 'openid admin' });
    expect(scope.json()).toMatchObject({ error: 'invalid_scope' });
  });

  it('refuses member calls to a token without the spa-api scope', async () => {
    const member = await newMember(db());
    const response = await passwordGrant(t.app, member.email, member.password!, { scope: 'openid profile' });
    const validate = await validateWith(response.json().access_token);
    expect(validate.statusCode).toBe(401);
  });

  it('issues no refresh token without offline_access', async () => {
    const member = await newMember(db());
    const response = await passwordGrant(t.app, member.email, member.password!, { scope: 'openid spa-api' });
    expect(response.statusCode).toBe(200);
    expect(refreshCookieOf(response)).toBeUndefined();
    const validate = await validateWith(response.json().access_token);
    expect(validate.statusCode).toBe(200);
  });

  it('rotates the refresh token on each use', async () => {
    const member = await newMember(db());
    const session = await signIn(t.app, member.email);
    const first = await refresh(t.app, session.refreshToken);
    expect(first.statusCode).toBe(200);
    const next = refreshCookieOf(first)!;
    expect(next).not.toBe(session.refreshToken);
    expect(decodeJwt(first.json().access_token).sub).toBe(member.id);
    const second = await refresh(t.app, next);
    expect(second.statusCode).toBe(200);
  });

  it('also takes the refresh token in the body', async () => {
    const member = await newMember(db());
    const session = await signIn(t.app, member.email);
    const response = await t.app.inject({
      method: 'POST',
      url: '/connect/token',
      payload: { grant_type: 'refresh_token', client_id: 'spa-web', refresh_token: session.refreshToken },
    });
    expect(response.statusCode).toBe(200);
  });

  it('revokes the whole family when a used refresh token is presented again', async () => {
    const member = await newMember(db());
    const session = await signIn(t.app, member.email);
    const rotated = await refresh(t.app, session.refreshToken);
    const newest = refreshCookieOf(rotated)!;
    const newestAccess = rotated.json().access_token;

    // Past the grace window for a second tab, the old token again means replay.
    await db().execute(
      sql`UPDATE refresh_tokens SET used_at = used_at - interval '1 minute' WHERE member_id = ${member.id}`,
    );
    const replay = await refresh(t.app, session.refreshToken);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ error: 'invalid_grant', error_description: expect.any(String) });

    // The thief's and the member's tokens of that sign-in are all dead now.
    expect((await refresh(t.app, newest)).json().error).toBe('invalid_grant');
    const validate = await t.app.inject({
      method: 'GET',
      url: '/api/account/validate',
      headers: { authorization: `Bearer ${newestAccess}` },
    });
    expect(validate.statusCode).toBe(401);
  });

  it('keeps other sign-ins of the member when one family is revoked', async () => {
    const member = await newMember(db());
    const phone = await signIn(t.app, member.email);
    const laptop = await signIn(t.app, member.email);
    const rotated = refreshCookieOf(await refresh(t.app, phone.refreshToken))!;
    await refresh(t.app, rotated);
    await refresh(t.app, phone.refreshToken); // replay after the successor was used: phone's family dies
    expect((await refresh(t.app, rotated)).statusCode).toBe(400);
    expect((await refresh(t.app, laptop.refreshToken)).statusCode).toBe(200);
  });

  it('rejects unknown and expired refresh tokens', async () => {
    expect((await refresh(t.app, 'made-up-token')).json().error).toBe('invalid_grant');
    const member = await newMember(db());
    const session = await signIn(t.app, member.email);
    await db().execute(
      sql`UPDATE refresh_tokens SET expires_at = now() - interval '1 second' WHERE member_id = ${member.id}`,
    );
    expect((await refresh(t.app, session.refreshToken)).json().error).toBe('invalid_grant');
  });

  it('signs out: revocation kills the refresh token and the access tokens of that sign-in', async () => {
    const member = await newMember(db());
    const session = await signIn(t.app, member.email);
    const out = await t.app.inject({
      method: 'POST',
      url: '/connect/revocation',
      cookies: { spa_refresh: session.refreshToken },
    });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.cookies.find((c) => c.name === 'spa_refresh')?.value).toBe('');
    expect((await refresh(t.app, session.refreshToken)).statusCode).toBe(400);
    const validate = await t.app.inject({
      method: 'GET',
      url: '/api/account/validate',
      headers: session.headers,
    });
    expect(validate.statusCode).toBe(401);
  });

  it('rejects forged and malformed access tokens', async () => {
    const member = await newMember(db());
    const { accessToken } = await signIn(t.app, member.email);
    const [header, payload] = accessToken.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    for (const authorization of [`Bearer ${forged}`, 'Bearer nonsense', accessToken, '']) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/account/validate',
        headers: { authorization },
      });
      expect(response.statusCode).toBe(401);
    }
  });
});
