import type { UserProfile } from '@spa/domain';
import { onUnauthorised, setAccessTokenProvider } from '../../lib/api-client';
import { getSession, requestRefreshedToken, revokeRefreshToken } from './auth-api';

/**
 * The sign-in state of this page. The access token lives in memory only; the
 * refresh token is an HttpOnly cookie, so on a reload the page signs in again
 * silently (docs/decisions.md).
 */
export type AuthStatus = 'restoring' | 'signed-in' | 'signed-out';

export interface AuthState {
  status: AuthStatus;
  profile: UserProfile | null;
}

let state: AuthState = { status: 'restoring', profile: null };
let accessToken: string | null = null;
let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let restoring: Promise<void> | null = null;
const listeners = new Set<() => void>();

function setState(next: AuthState) {
  state = next;
  listeners.forEach((l) => l());
}

export const authStore = {
  getState: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

setAccessTokenProvider(() => accessToken);
// §8: a 401 from any call clears the sign-in, on every page (where to go next is the app's choice).
onUnauthorised(() => {
  if (state.status === 'signed-in') clearLocalSignIn();
});

function scheduleRefresh(expiresIn: number) {
  clearTimeout(refreshTimer);
  // Renew a minute before the access token runs out.
  refreshTimer = setTimeout(() => void refreshNow(), Math.max(expiresIn - 60, 10) * 1000);
}

/** Takes a fresh token set and loads the profile. */
export async function acceptTokens(tokens: { access_token: string; expires_in: number }) {
  accessToken = tokens.access_token;
  scheduleRefresh(tokens.expires_in);
  const profile = await getSession();
  setState({ status: 'signed-in', profile });
  return profile;
}

// One refresh at a time: a rotated refresh token presented twice would end the sign-in.
let inFlight: Promise<boolean> | null = null;
function refreshNow(): Promise<boolean> {
  inFlight ??= requestRefreshedToken()
    .then(acceptTokens)
    .then(
      () => true,
      () => {
        clearLocalSignIn();
        return false;
      },
    )
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** On page load: sign in silently from the refresh cookie, once. */
export function restoreSession(): Promise<void> {
  restoring ??= refreshNow().then(() => undefined);
  return restoring;
}

export function clearLocalSignIn() {
  accessToken = null;
  clearTimeout(refreshTimer);
  setState({ status: 'signed-out', profile: null });
}

export async function signOutEverywhere() {
  await revokeRefreshToken();
  clearLocalSignIn();
}

export function setProfile(profile: UserProfile) {
  setState({ status: 'signed-in', profile });
}

/** After a 401 (the sign-in is already cleared above), `then` takes the guest to the login page. */
export function onSessionLost(then: () => void) {
  return onUnauthorised(() => then());
}
