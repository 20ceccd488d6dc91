import {
  LOGIN_ERRORS,
  OAUTH_CLIENT_ID,
  OAUTH_SCOPES,
  type RegisterRequest,
  type TokenResponse,
  type UserProfile,
} from '@spa/domain';
import { apiRequest } from '../api-client';

/** An OAuth error from the token endpoint (`error` is the machine code). */
export class LoginError extends Error {
  constructor(
    readonly error: string,
    readonly description: string,
    /** Seconds to wait before trying again (too_many_attempts). */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(description);
    this.name = 'LoginError';
  }
}

async function tokenRequest(params: Record<string, string>): Promise<TokenResponse> {
  const response = await fetch('/connect/token', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({ client_id: OAUTH_CLIENT_ID, ...params }).toString(),
    credentials: 'same-origin',
  });
  const body = (await response.json().catch(() => ({}))) as Partial<TokenResponse> & {
    error?: string;
    error_description?: string;
  };
  if (!response.ok || !body.access_token)
    throw new LoginError(
      body.error ?? 'server_error',
      body.error_description ?? response.statusText,
      Number(response.headers.get('retry-after')) || null,
    );
  return body as TokenResponse;
}

/** Password grant: the refresh token comes back as an HttpOnly cookie, never to scripts. */
export const requestPasswordToken = (username: string, password: string) =>
  tokenRequest({ grant_type: 'password', username, password, scope: OAUTH_SCOPES });

/** Refresh grant from the HttpOnly cookie. */
export const requestRefreshedToken = () => tokenRequest({ grant_type: 'refresh_token' });

/** Sign-out on the server: the refresh cookie's sign-in, and the access token's (one without a refresh token). */
export async function revokeRefreshToken(accessToken: string | null) {
  await fetch('/connect/revocation', {
    method: 'POST',
    credentials: 'same-origin',
    headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
  }).catch(() => undefined);
}

export const getSession = () => apiRequest<UserProfile>('/api/account/session', { noRenewal: true });
export const validateSession = () => apiRequest<{ ok: true }>('/api/account/validate');
export const registerAccount = (body: RegisterRequest) =>
  apiRequest<{ ok: true }>('/api/account/register', { body });
export const initiateMigration = (emailAddress: string) =>
  apiRequest<{ ok: true }>('/api/member/initiate-migration', { body: { emailAddress } });

/**
 * Booking-flow §8: after a failed login the e-mail is posted to
 * initiate-migration; if that succeeds the error is member_migration_initiated.
 */
export async function signInWithMigration(username: string, password: string) {
  try {
    return await requestPasswordToken(username, password);
  } catch (error) {
    if (error instanceof LoginError && error.error === LOGIN_ERRORS.invalidCredentials) {
      const migrating = await initiateMigration(username.trim()).then(
        () => true,
        () => false,
      );
      if (migrating) throw new LoginError(LOGIN_ERRORS.migrationInitiated, 'member_migration_initiated');
    }
    throw error;
  }
}
