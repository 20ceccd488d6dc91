/**
 * The sign-in's constants, in a module of their own without zod: the web app's
 * sign-in runs on every page, and importing them from the schemas would bring
 * the validation library into every first screen (docs/decisions.md 83).
 */
export const OAUTH_CLIENT_ID = 'spa-web';
export const OAUTH_SCOPES = 'openid profile email spa-api spa-user offline_access';

/** OAuth error codes the web app reacts to (booking-flow §8, account-area §8). */
export const LOGIN_ERRORS = {
  invalidCredentials: 'invalid_username_or_password',
  migrationInitiated: 'member_migration_initiated',
} as const;
