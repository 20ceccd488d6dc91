import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as domain from '@spa/domain';

/**
 * A fresh page: the store and the API client with their module state anew. The
 * domain keeps no state, so each page gets the one loaded with this file: re-evaluating
 * every schema of it on each reset cost about a second a test on a loaded machine.
 */
async function loadPage() {
  vi.resetModules();
  vi.doMock('@spa/domain', () => domain);
  const [store, client] = await Promise.all([import('./auth-store'), import('../api-client')]);
  return { ...store, ...client };
}

/** What a sign-in on this browser leaves behind, beside the HttpOnly cookie. */
const SIGNED_IN_BEFORE = ['spa-signed-in', '1'] as const;

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
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());
  // The mock outlives the module registry (the worker's next file imports the domain afresh).
  afterAll(() => vi.doUnmock('@spa/domain'));

  it('restores the sign-in once from the refresh cookie, keeps the token in memory and sends it as a bearer', async () => {
    localStorage.setItem(...SIGNED_IN_BEFORE);
    const { apiRequest, authStore, restoreSession } = await loadPage();
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

  it('does not ask the token endpoint on a page load in a browser that never signed in', async () => {
    const fetch = vi.fn(async () => json(400, { error: 'invalid_request' }));
    vi.stubGlobal('fetch', fetch);
    const { authStore, restoreSession } = await loadPage();
    await restoreSession();
    expect(fetch).not.toHaveBeenCalled();
    expect(authStore.getState()).toEqual({ status: 'signed-out', profile: null });
  });

  it('stops asking once the server says the sign-in is gone, but not after a network failure', async () => {
    localStorage.setItem(...SIGNED_IN_BEFORE);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await (await loadPage()).restoreSession();
    expect(localStorage.getItem(SIGNED_IN_BEFORE[0])).not.toBeNull();

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(400, { error: 'invalid_grant', error_description: 'expired' })),
    );
    const page = await loadPage();
    await page.restoreSession();
    expect(page.authStore.getState().status).toBe('signed-out');
    expect(localStorage.getItem(SIGNED_IN_BEFORE[0])).toBeNull();
  });

  it('retries a 401 once after renewing the sign-in, and ends the sign-in on the server when it stays', async () => {
    localStorage.setItem(...SIGNED_IN_BEFORE);
    const { apiRequest, authStore, restoreSession } = await loadPage();
    let token = 0;
    let validateAnswers = [401, 200];
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const authorization = ((init?.headers ?? {}) as Record<string, string>).authorization ?? '';
        calls.push(`${url} ${authorization}`);
        if (url === '/connect/token')
          return json(200, {
            access_token: `token-${++token}`,
            token_type: 'Bearer',
            expires_in: 900,
            scope: '',
          });
        if (url === '/api/account/session') return json(200, profile);
        if (url === '/connect/revocation') return json(200, {});
        return json(validateAnswers.shift() ?? 401, { ok: true });
      }),
    );
    await restoreSession();
    // A tab whose timer slept: the old token gets 401, a renewal, and the call succeeds.
    await expect(apiRequest('/api/account/validate')).resolves.toEqual({ ok: true });
    expect(calls.filter((c) => c.startsWith('/api/account/validate'))).toEqual([
      '/api/account/validate Bearer token-1',
      '/api/account/validate Bearer token-2',
    ]);
    expect(authStore.getState().status).toBe('signed-in');

    // A 401 that stays after the renewal: signed out here and on the server, no silent sign-in on reload.
    validateAnswers = [401, 401];
    await expect(apiRequest('/api/account/validate')).rejects.toMatchObject({ status: 401 });
    await vi.waitFor(() => expect(calls.some((c) => c.startsWith('/connect/revocation Bearer'))).toBe(true));
    expect(authStore.getState().status).toBe('signed-out');
    expect(localStorage.getItem(SIGNED_IN_BEFORE[0])).toBeNull();
  });
});
