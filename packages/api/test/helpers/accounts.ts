import { randomBytes } from 'node:crypto';
import type { App } from '../../src/app';
import type { Executor } from '../../src/db/database';
import { hashPassword } from '../../src/modules/identity';
import { REFRESH_COOKIE } from '../../src/modules/identity/identity.routes';
import { insertMember, type NewMember } from '../../src/modules/members';

/** A fresh e-mail address, so each test makes its own member. */
export function uniqueEmail(label = 'member') {
  return `${label}.${randomBytes(5).toString('hex')}@example.com`;
}

export const PASSWORD = 'correct horse battery staple';

/** Builder: a member straight into the database (password PASSWORD unless given). */
export async function newMember(
  db: Executor,
  overrides: Partial<NewMember> & { password?: string | null } = {},
) {
  const { password = PASSWORD, ...rest } = overrides;
  const member: NewMember = {
    email: uniqueEmail(),
    title: 'MRS',
    firstName: 'Ada',
    lastName: 'Lovelace',
    telephone: '01632 960 000',
    birthdate: null,
    passwordHash: password === null ? null : await hashPassword(password),
    registeredInOpera: false,
    address: null,
    ...rest,
  };
  const inserted = await insertMember(db, member);
  if (!inserted) throw new Error('member exists');
  return { ...member, id: inserted.id, password };
}

export function passwordGrant(
  app: App,
  username: string,
  password: string,
  extra: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/connect/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'password',
      client_id: 'spa-web',
      username,
      password,
      scope: 'openid profile email spa-api spa-user offline_access',
      ...extra,
    }).toString(),
  });
}

export function refreshCookieOf(response: { cookies: { name: string; value: string }[] }) {
  return response.cookies.find((c) => c.name === REFRESH_COOKIE)?.value;
}

/** Signs in and returns the access token, the refresh token (from the cookie) and a bearer header. */
export async function signIn(app: App, email: string, password = PASSWORD) {
  const response = await passwordGrant(app, email, password);
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  const accessToken = response.json().access_token as string;
  return {
    accessToken,
    refreshToken: refreshCookieOf(response) ?? '',
    headers: { authorization: `Bearer ${accessToken}` },
  };
}

export function refresh(app: App, refreshToken: string) {
  return app.inject({
    method: 'POST',
    url: '/connect/token',
    payload: { grant_type: 'refresh_token', client_id: 'spa-web' },
    cookies: { [REFRESH_COOKIE]: refreshToken },
  });
}

/** A random client address in 10/8, so a test's calls share no per-address limit with others. */
export function randomAddress() {
  const [a, b, c] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

/** The mailing lists (address books) `email` is subscribed to, as the member with these headers reads them. */
export async function subscribedBooks(app: App, email: string, headers: Record<string, string>) {
  const books = await app.inject({
    method: 'GET',
    url: `/api/marketing/address-books?emailAddress=${encodeURIComponent(email)}`,
    headers,
  });
  return books.json().addressBooks.filter((b: { subscribed: boolean }) => b.subscribed);
}
