import { describe, expect, it } from 'vitest';
import { testAppForSuite } from '../helpers/test-app';
import { TEST_DB } from '../helpers/test-database';
import { newMember, passwordGrant, refresh, signIn, uniqueEmail } from '../helpers/accounts';

const details = (email: string, extra: Record<string, unknown> = {}) => ({
  title: 'DR',
  firstName: 'Mary',
  lastName: 'Somerville',
  emailAddress: email,
  telephone: '+44 1632 960 555',
  birthday: '1980-12-26',
  ...extra,
});

describe(`account calls (${TEST_DB})`, () => {
  const t = testAppForSuite();
  const db = () => t.db.database.db;
  const update = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/account/update', headers, payload });

  it('needs a bearer token for every member-only call', async () => {
    for (const [method, url] of [
      ['GET', '/api/account/validate'],
      ['GET', '/api/account/session'],
      ['POST', '/api/account/update'],
      ['POST', '/api/account/change-password'],
      ['GET', '/api/marketing/address-books?emailAddress=a@example.com'],
      ['POST', '/api/marketing/subscribe'],
      ['POST', '/api/marketing/unsubscribe'],
    ] as const) {
      const response = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('validates a signed-in member and returns their profile', async () => {
    const member = await newMember(db(), { birthdate: '1990-04-01' });
    const { headers } = await signIn(t.app, member.email);
    expect((await t.app.inject({ method: 'GET', url: '/api/account/validate', headers })).statusCode).toBe(
      200,
    );
    const profile = (await t.app.inject({ method: 'GET', url: '/api/account/session', headers })).json();
    expect(profile).toEqual({
      Title: 'MRS',
      FirstName: 'Ada',
      LastName: 'Lovelace',
      EmailAddress: member.email,
      Telephone: '01632 960 000',
      Birthdate: '1990-04-01',
      RegisteredInOpera: false,
      Address: { Line1: null, Line2: null, City: null, Country: null, PostCode: null },
    });
  });

  it('updates the details of the signed-in member only', async () => {
    const ada = await newMember(db());
    const bob = await newMember(db(), { firstName: 'Bob' });
    const ada$ = await signIn(t.app, ada.email);
    const bob$ = await signIn(t.app, bob.email);
    const response = await update(ada$.headers, details(ada.email));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ FirstName: 'Mary', Birthdate: '1980-12-26' });
    const bobProfile = (
      await t.app.inject({ method: 'GET', url: '/api/account/session', headers: bob$.headers })
    ).json();
    expect(bobProfile.FirstName).toBe('Bob');
  });

  it("never changes the e-mail through the details update (a code is needed), nor takes another member's", async () => {
    const ada = await newMember(db());
    const bob = await newMember(db());
    const { headers } = await signIn(t.app, ada.email);
    for (const email of [bob.email, uniqueEmail('fresh')]) {
      const response = await update(headers, details(email));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].field).toBe('body.emailAddress');
      expect(response.body).not.toMatch(/another account/);
    }
    expect((await passwordGrant(t.app, bob.email, bob.password!)).statusCode).toBe(200);
  });

  it('refuses a birthday in the future', async () => {
    const member = await newMember(db());
    const { headers } = await signIn(t.app, member.email);
    const response = await update(headers, details(member.email, { birthday: '2099-01-01' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'body.birthday', message: 'Your birthday cannot be in the future' },
    ]);
  });

  it('checks the field rules of §5', async () => {
    const member = await newMember(db());
    const { headers } = await signIn(t.app, member.email);
    const response = await update(
      headers,
      details('nope', { title: '', telephone: 'call me', birthday: '1980-13-40' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['body.title', 'body.emailAddress', 'body.telephone', 'body.birthday']),
    );
  });

  it('requires and keeps the address of a member registered in the property system', async () => {
    const member = await newMember(db(), {
      registeredInOpera: true,
      address: { line1: 'The Old Forge', line2: '', city: 'Wivenhoe', country: 'GB', postCode: 'CO7 9AB' },
    });
    const { headers } = await signIn(t.app, member.email);
    const missing = await update(
      headers,
      details(member.email, { address: { line1: '', city: '', country: 'GB', postCode: '' } }),
    );
    expect(missing.statusCode).toBe(400);
    const ok = await update(
      headers,
      details(member.email, {
        address: {
          line1: 'Rose Cottage, Mill Lane',
          line2: 'Elmstead',
          city: 'Colchester',
          country: 'GB',
          postCode: 'co7 7aa',
        },
      }),
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().Address).toEqual({
      Line1: 'Rose Cottage, Mill Lane',
      Line2: 'Elmstead',
      City: 'Colchester',
      Country: 'GB',
      PostCode: 'CO7 7AA',
    });
  });

  describe('change password', () => {
    const change = (headers: Record<string, string>, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/account/change-password', headers, payload });

    it('rejects a wrong old password, a short new one and a confirmation that differs', async () => {
      const member = await newMember(db());
      const { headers } = await signIn(t.app, member.email);
      // Each refused, naming the field (and what is wrong with it).
      const refusals = [
        [
          { oldPassword: 'nope', password1: 'new password 1', password2: 'new password 1' },
          { field: 'body.oldPassword' },
        ],
        [
          { oldPassword: member.password, password1: 'short', password2: 'short' },
          { field: 'body.password1', message: 'Minimum 8 characters' },
        ],
        [
          { oldPassword: member.password, password1: 'new password 1', password2: 'new password 2' },
          { field: 'body.password2', message: 'Passwords must match' },
        ],
      ] as const;
      for (const [payload, error] of refusals) {
        const refused = await change(headers, payload);
        expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
        expect(refused.json().errors[0]).toMatchObject(error);
      }
      expect((await passwordGrant(t.app, member.email, member.password!)).statusCode).toBe(200);
    });

    it('changes it, keeps this sign-in and ends the others', async () => {
      const member = await newMember(db());
      const here = await signIn(t.app, member.email);
      const elsewhere = await signIn(t.app, member.email);
      const response = await change(here.headers, {
        oldPassword: member.password,
        password1: 'a brand new password',
        password2: 'a brand new password',
      });
      expect(response.statusCode).toBe(200);
      expect((await passwordGrant(t.app, member.email, member.password!)).statusCode).toBe(400);
      expect((await passwordGrant(t.app, member.email, 'a brand new password')).statusCode).toBe(200);
      expect((await refresh(t.app, here.refreshToken)).statusCode).toBe(200);
      expect((await refresh(t.app, elsewhere.refreshToken)).statusCode).toBe(400);
    });
  });
});
