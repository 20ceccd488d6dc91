import { describe, expect, it } from 'vitest';
import { testAppForSuite } from '../helpers/test-app';
import { TEST_DB } from '../helpers/test-database';
import { newMember, signIn } from '../helpers/accounts';

describe(`mailing lists (${TEST_DB})`, () => {
  const t = testAppForSuite();
  const db = () => t.db.database.db;
  const books = (email: string, headers: Record<string, string>) =>
    t.app.inject({
      method: 'GET',
      url: `/api/marketing/address-books?emailAddress=${encodeURIComponent(email)}`,
      headers,
    });

  it('lists the six address books, subscribes and unsubscribes', async () => {
    const member = await newMember(db());
    const { headers } = await signIn(t.app, member.email);
    const before = (await books(member.email, headers)).json().addressBooks;
    expect(before.map((b: { id: number }) => b.id)).toEqual([
      3507983, 3508013, 3508001, 3508068, 3507997, 21980355,
    ]);
    expect(before.every((b: { subscribed: boolean }) => !b.subscribed)).toBe(true);

    const subscribed = await t.app.inject({
      method: 'POST',
      url: '/api/marketing/subscribe',
      headers,
      payload: {
        emailAddress: member.email,
        addressBooks: [3507983, 21980355, 3508013],
        dataFields: [
          { Key: 'FIRSTNAME', Value: 'Ada' },
          { Key: 'DATE_OF_BIRTH', Value: '1990-04-01' },
        ],
      },
    });
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/marketing/unsubscribe',
      headers,
      payload: { emailAddress: member.email, addressBooks: [3508013] },
    });
    const after = (await books(member.email.toUpperCase(), headers)).json().addressBooks;
    expect(
      after.filter((b: { subscribed: boolean }) => b.subscribed).map((b: { id: number }) => b.id),
    ).toEqual([3507983, 21980355]);
  });

  it("never reads or changes another e-mail's subscriptions", async () => {
    const ada = await newMember(db());
    const bob = await newMember(db());
    const { headers } = await signIn(t.app, ada.email);
    expect((await books(bob.email, headers)).statusCode).toBe(403);
    for (const url of ['/api/marketing/subscribe', '/api/marketing/unsubscribe']) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers,
        payload: { emailAddress: bob.email, addressBooks: [3507983] },
      });
      expect(response.statusCode).toBe(403);
    }
  });

  it('rejects unknown address books and unknown data fields', async () => {
    const member = await newMember(db());
    const { headers } = await signIn(t.app, member.email);
    const unknownBook = await t.app.inject({
      method: 'POST',
      url: '/api/marketing/subscribe',
      headers,
      payload: { emailAddress: member.email, addressBooks: [42] },
    });
    expect(unknownBook.statusCode).toBe(400);
    const unknownField = await t.app.inject({
      method: 'POST',
      url: '/api/marketing/subscribe',
      headers,
      payload: {
        emailAddress: member.email,
        addressBooks: [3507983],
        dataFields: [{ Key: 'SHOE_SIZE', Value: '9' }],
      },
    });
    expect(unknownField.statusCode).toBe(400);
  });
});

describe(`address lookup (${TEST_DB})`, () => {
  const t = testAppForSuite();
  const lookup = (postalCode: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/address/perform-lookup', payload: { postalCode } });

  it('finds the addresses of a postcode in any case and spacing', async () => {
    for (const postcode of ['CO7 7AA', 'co77aa', '  Co7   7aA ']) {
      const response = await lookup(postcode);
      expect(response.statusCode).toBe(200);
      expect(response.json().postalCode).toBe('CO7 7AA');
      expect(response.json().addresses).toContainEqual({
        line1: '3 Mill Lane',
        locality: 'Elmstead',
        city: 'Colchester',
      });
    }
  });

  it('answers an empty list for a valid postcode it does not know', async () => {
    expect((await lookup('ZZ9 9ZZ')).json()).toEqual({ postalCode: 'ZZ9 9ZZ', addresses: [] });
  });

  it('rejects what is not a UK postcode', async () => {
    for (const bad of ['', 'hello', '12345', 'CO7 7AA; DROP TABLE', 'CO7 7AAA', 42]) {
      const response = await lookup(bad);
      expect(response.statusCode, String(bad)).toBe(400);
    }
  });
});
