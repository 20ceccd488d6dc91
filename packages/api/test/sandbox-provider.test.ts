import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandboxProvider } from '../src/sandbox-provider';

/** The sandbox provider alone, as any merchant would use it: keys, idempotency, the money's states. */
describe('the sandbox payment provider', () => {
  const secret = 'sandbox-test-secret-0123456789';
  const sandbox = buildSandboxProvider({ secret, deliver: async () => undefined });
  const call = (method: 'GET' | 'POST', url: string, payload?: object, key = secret) =>
    sandbox.inject({
      method,
      url,
      headers: { authorization: `Bearer ${key}` },
      ...(payload ? { payload } : {}),
    });
  const newSession = (merchantReference: string, amountPence = 10_000) =>
    call('POST', '/v1/sessions', {
      merchantReference,
      amountPence,
      parentOrigins: ['https://spa.example'],
      notifyUrl: null,
    });
  const typeCard = (id: string, cardNumber: string) =>
    sandbox.inject({
      method: 'POST',
      url: `/pay/${id}/authorise`,
      payload: { cardNumber, expiry: '12/39', cvc: '123', nameOnCard: 'Ada Lovelace' },
    });
  beforeAll(() => sandbox.ready());
  afterAll(() => sandbox.close());

  it('answers no merchant call without its API key', async () => {
    expect((await call('GET', '/v1/sessions?merchantReference=x', undefined, 'wrong')).statusCode).toBe(401);
  });

  it('makes one session per merchant reference, and refuses the reference for another amount', async () => {
    const first = (await newSession('ref-1')).json();
    expect(first).toMatchObject({ state: 'open', amountPence: 10_000 });
    expect((await newSession('ref-1')).json().id).toBe(first.id);
    expect((await newSession('ref-1', 9_999)).statusCode).toBe(409);
  });

  it('authorises, captures once, refunds in parts once per key and never beyond the capture', async () => {
    const { id } = (await newSession('ref-2')).json();
    expect((await typeCard(id, '4242 4242 4242 4242')).json()).toEqual({
      status: 'approved',
      cardMasked: '**** 4242',
    });
    const captured = (await call('POST', `/v1/sessions/${id}/capture`)).json();
    expect(captured).toMatchObject({ state: 'captured', reference: expect.stringMatching(/^SBX-/) });
    expect((await call('POST', `/v1/sessions/${id}/capture`)).json().reference).toBe(captured.reference);
    expect((await call('POST', `/v1/sessions/${id}/void`)).statusCode).toBe(409);
    await call('POST', `/v1/sessions/${id}/refunds`, { key: 'r1', amountPence: 4_000 });
    const again = (
      await call('POST', `/v1/sessions/${id}/refunds`, { key: 'r1', amountPence: 4_000 })
    ).json();
    expect(again.refundedPence).toBe(4_000);
    expect(
      (await call('POST', `/v1/sessions/${id}/refunds`, { key: 'r2', amountPence: 7_000 })).statusCode,
    ).toBe(400);
  });

  it('declines the declined card (the session stays open), and holds the challenge card for 3-D Secure', async () => {
    const { id } = (await newSession('ref-3')).json();
    expect((await typeCard(id, '4000 0000 0000 0002')).json()).toMatchObject({ status: 'declined' });
    expect((await call('GET', `/v1/sessions/${id}`)).json().state).toBe('open');
    const challenged = (await typeCard(id, '4000 0027 6000 3184')).json();
    expect(challenged).toEqual({ status: 'challenge', challengeUrl: `/pay/${id}/challenge` });
    expect((await call('GET', `/v1/sessions/${id}`)).json().state).toBe('requires_action');
    const approved = await sandbox.inject({
      method: 'POST',
      url: `/pay/${id}/challenge?parent=https%3A%2F%2Fspa.example`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=approve',
    });
    expect(approved.statusCode).toBe(303);
    expect((await call('GET', `/v1/sessions/${id}`)).json().state).toBe('authorised');
  });

  it('names a bad card field in a 400 and an unknown session in a 404', async () => {
    const { id } = (await newSession('ref-4')).json();
    const bad = await typeCard(id, '4242 4242 4242 4241');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ field: 'cardNumber', message: 'Enter a valid card number' }]);
    expect((await call('GET', '/v1/sessions/ps_unknownunknownunknown1')).statusCode).toBe(404);
  });
});
