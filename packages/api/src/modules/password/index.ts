/** The three-step password reset. */
export { initiatePasswordReset } from './password.service';
export type { PasswordDeps } from './password.service';
