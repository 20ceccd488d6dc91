import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { RegisterRequest, UserProfile } from '@spa/domain';
import { registerAccount, signInWithMigration } from './auth-api';
import {
  acceptTokens,
  authStore,
  onSessionLost,
  restoreSession,
  setProfile,
  signOutEverywhere,
} from './auth-store';

export interface Auth {
  status: 'restoring' | 'signed-in' | 'signed-out';
  isAuthenticated: boolean;
  profile: UserProfile | null;
  /** Signs in (password grant) and loads the profile. Throws LoginError; `error` is
   * 'invalid_username_or_password', 'member_migration_initiated' (a former member:
   * send them to /account/#/register?email=…) or another OAuth code. */
  signIn(username: string, password: string): Promise<UserProfile>;
  /** Revokes the refresh token and forgets the access token. */
  signOut(): Promise<void>;
  /** POST api/account/register (terms must be true); then, with a password, sign in. */
  register(body: RegisterRequest, options?: { signIn?: boolean }): Promise<void>;
  /** Replaces the cached profile after an update. */
  setProfile: (profile: UserProfile) => void;
}

/**
 * The sign-in of this page, for any screen (booking flow and account area).
 *
 * ```tsx
 * const { isAuthenticated, profile, signIn, signOut, register } = useAuth();
 * // 'I am this guest':  profile?.Title, profile?.FirstName, profile?.LastName
 * // 'Your details':     profile?.EmailAddress, profile?.Telephone, profile?.Address
 * // account at details: await register({...lead, password, terms: true, addressBooks}, { signIn: true })
 * ```
 *
 * On first use it restores the sign-in silently from the refresh cookie
 * (status 'restoring' until then). The access token is attached to every
 * apiRequest automatically. Mount `useSignOutOnUnauthorised` once per app.
 */
export function useAuth(): Auth {
  const state = useSyncExternalStore(authStore.subscribe, authStore.getState);
  useEffect(() => {
    void restoreSession();
  }, []);

  const signIn = useCallback(async (username: string, password: string) => {
    const tokens = await signInWithMigration(username, password);
    return acceptTokens(tokens);
  }, []);

  const register = useCallback(async (body: RegisterRequest, options: { signIn?: boolean } = {}) => {
    await registerAccount(body);
    if (options.signIn && body.password)
      await acceptTokens(await signInWithMigration(body.emailAddress, body.password));
  }, []);

  return {
    status: state.status,
    isAuthenticated: state.status === 'signed-in',
    profile: state.profile,
    signIn,
    signOut: signOutEverywhere,
    register,
    setProfile,
  };
}

/** Any 401 clears the sign-in and calls `goToLogin` (mount once per app). */
export function useSignOutOnUnauthorised(goToLogin: () => void) {
  useEffect(() => onSessionLost(goToLogin), [goToLogin]);
}
