import type { UserProfile } from '@spa/domain';
import { onUnauthorised, setAccessTokenProvider, setSignInRenewal } from '../api-client';
import { getSession, LoginError, requestRefreshedToken, revokeRefreshToken } from './auth-api';

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

/**
 * A hint, not a secret: whether this browser holds a sign-in (the refresh
 * cookie is HttpOnly, so scripts cannot see it). Without it a page load does not
 * ask for a silent sign-in: a guest's every page would otherwise post to
 * /connect/token, get 400 and log an error (docs/decisions.md 84).
 */
const SIGNED_IN_HINT = 'spa-signed-in';
function setSignedInHint(signedIn: boolean) {
  try {
    if (signedIn) localStorage.setItem(SIGNED_IN_HINT, '1');
    else localStorage.removeItem(SIGNED_IN_HINT);
  } catch {
    // Private mode: members sign in again after a reload.
  }
}
function hasSignedInHint() {
  try {
    return localStorage.getItem(SIGNED_IN_HINT) !== null;
  } catch {
    return false;
  }
}
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
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

setAccessTokenProvider(() => accessToken);
// A 401 is first retried once after a renewal (api-client); one that stays is the end of
// the sign-in (§8): revoked on the server too, so a reload does not sign straight back in.
setSignInRenewal(() => refreshNow());
onUnauthorised(() => {
  if (state.status === 'signed-in') void signOutEverywhere();
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
  setSignedInHint(true);
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
      (error: unknown) => {
        // The server has no sign-in for this browser (not merely a network failure): stop asking.
        if (error instanceof LoginError && ['invalid_grant', 'invalid_request'].includes(error.error))
          setSignedInHint(false);
        clearLocalSignIn();
        return false;
      },
    )
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** On page load: sign in silently from the refresh cookie, once, if this browser has signed in. */
export function restoreSession(): Promise<void> {
  restoring ??= hasSignedInHint()
    ? refreshNow().then(() => undefined)
    : Promise.resolve().then(clearLocalSignIn);
  return restoring;
}

export function clearLocalSignIn() {
  accessToken = null;
  clearTimeout(refreshTimer);
  setState({ status: 'signed-out', profile: null });
}

/** Sign-out: the server ends the sign-in (refresh cookie and access token), then the page forgets it. */
export async function signOutEverywhere() {
  const token = accessToken;
  clearLocalSignIn();
  setSignedInHint(false);
  await revokeRefreshToken(token);
}

export function setProfile(profile: UserProfile) {
  setState({ status: 'signed-in', profile });
}

/** After a 401 (the sign-in is already cleared above), `then` takes the guest to the login page. */
export function onSessionLost(then: () => void) {
  return onUnauthorised(() => then());
}
