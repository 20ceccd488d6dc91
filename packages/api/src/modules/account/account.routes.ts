import {
  AccountUpdateRequestSchema,
  ChangePasswordSchema,
  EmailChangeConfirmRequestSchema,
  EmailChangeRequestSchema,
  EmailChangeResponseSchema,
  EmailOnlySchema,
  OkResponseSchema,
  PasswordResetInitiateResponseSchema,
  RegisterRequestSchema,
  UserProfileSchema,
} from '@spa/domain';
import { attemptOf, memberOf } from '../identity';
import { initiatePasswordReset } from '../password';
import { changePassword, getProfile, register, updateAccount } from './account.service';
import { confirmEmailChange, startEmailChange } from './email-change.service';
import { routePlugin } from '../../lib/route-options';

/** The account calls of account-area §7 and booking-flow §7. */
export const accountRoutes = routePlugin(['account'], ({ open, member, deps }) => {
  member.get('/api/account/validate', {
    summary: 'Route guard: 200 with a valid access token, else 401',
    response: OkResponseSchema,
    handler: async () => ({ ok: true as const }),
  });

  member.get('/api/account/session', {
    summary: "The member's profile",
    response: UserProfileSchema,
    handler: (request) => getProfile(deps, memberOf(request).id),
  });

  open.post('/api/account/register', {
    summary: 'Creates an account; needs the validationId that validate-migration answers for this e-mail',
    body: RegisterRequestSchema,
    response: OkResponseSchema,
    handler: (request) => register(deps, request.body),
  });

  member.post('/api/account/update', {
    summary: "Updates the member's details (address too when RegisteredInOpera)",
    body: AccountUpdateRequestSchema,
    response: UserProfileSchema,
    handler: (request) => updateAccount(deps, memberOf(request).id, request.body),
  });

  member.post('/api/account/change-email', {
    summary: 'Change e-mail, step 1: current password; a code goes to the new address',
    body: EmailChangeRequestSchema,
    response: EmailChangeResponseSchema,
    handler: (request) => startEmailChange(deps, memberOf(request), request.body, attemptOf(request)),
  });

  member.post('/api/account/change-email/confirm', {
    summary: 'Change e-mail, step 2: the code from the new address; mailing lists move with it',
    body: EmailChangeConfirmRequestSchema,
    response: UserProfileSchema,
    handler: (request) => confirmEmailChange(deps, memberOf(request).id, request.body, attemptOf(request)),
  });

  member.post('/api/account/change-password', {
    summary: 'Changes the password (oldPassword, password1, password2); other sign-ins end',
    body: ChangePasswordSchema,
    response: OkResponseSchema,
    handler: (request) => changePassword(deps, memberOf(request), request.body, attemptOf(request)),
  });

  open.post('/api/account/forgot-password', {
    summary: 'Same as password-reset-initiate: always answers a reset id',
    body: EmailOnlySchema,
    response: PasswordResetInitiateResponseSchema,
    handler: (request) => initiatePasswordReset(deps, request.body.emailAddress, attemptOf(request)),
  });
});
