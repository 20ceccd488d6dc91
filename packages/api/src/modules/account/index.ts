/** The account area's calls: profile, registration, details, password change. */
export type { AccountDeps } from './account.service';
