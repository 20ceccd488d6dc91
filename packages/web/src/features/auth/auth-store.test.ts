import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../../lib/api-client';
import { authStore, restoreSession } from './auth-store';

const profile = {
  Title: 'MRS',
  FirstName: 'Ada',
  LastName: 'Lovelace',
  EmailAddress: 'ada@example.com',
  Telephone: null,
  Birthdate: null,
  RegisteredInOpera: false,
  Address: { Line1: null, Line2: null, City: null, Country: null, PostCode: null },
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('auth store', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('restores the sign-in once from the refresh cookie, keeps the token in memory and sends it as a bearer', async () => {
    const calls: { url: string; authorization?: string }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const headers = (init?.headers ?? {}) as Record<string, string>;
        calls.push({ url, authorization: headers.authorization });
        if (url === '/connect/token')
          return json(200, {
            access_token: 'token-1',
            token_type: 'Bearer',
            expires_in: 900,
            scope: 'openid',
          });
        if (url === '/api/account/session') return json(200, profile);
        return json(401, { message: 'Please sign in.' });
      }),
    );
    await Promise.all([restoreSession(), restoreSession()]);
    expect(calls.filter((c) => c.url === '/connect/token')).toHaveLength(1);
    expect(authStore.getState()).toEqual({ status: 'signed-in', profile });
    expect(calls.find((c) => c.url === '/api/account/session')?.authorization).toBe('Bearer token-1');
    expect(JSON.stringify(localStorage)).not.toContain('token-1');

    // A 401 from any call clears the sign-in.
    await expect(apiRequest('/api/account/validate')).rejects.toMatchObject({ status: 401 });
    expect(authStore.getState()).toEqual({ status: 'signed-out', profile: null });
  });
});
