/**
 * Sign-in for the booking flow and the account area.
 * - `useAuth()`: { status, isAuthenticated, profile, signIn, signOut, register, setProfile }
 * - `useSignOutOnUnauthorised(goToLogin)`: a 401 anywhere clears the sign-in.
 * - `LoginError` and `LOGIN_ERRORS` (from @spa/domain) to tell login failures apart.
 */
export { useAuth, useSignOutOnUnauthorised, type Auth } from './use-auth';
export { LoginError } from './auth-api';
export { LOGIN_ERRORS } from '@spa/domain';

/** The login page telling the member their sign-in ended (a 401, an expired session). */
export const SESSION_ENDED_LOGIN = '/login?ended=true';
