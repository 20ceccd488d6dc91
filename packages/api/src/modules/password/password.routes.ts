import {
  EmailOnlySchema,
  OkResponseSchema,
  PasswordResetChangeRequestSchema,
  PasswordResetConfirmRequestSchema,
  PasswordResetConfirmResponseSchema,
  PasswordResetInitiateResponseSchema,
} from '@spa/domain';
import { changeForgottenPassword, confirmPasswordReset, initiatePasswordReset } from './password.service';
import { routePlugin } from '../../lib/route-options';
import { attemptOf } from '../identity';

/** The three-step password reset (account-area §7). All public. */
export const passwordRoutes = routePlugin(['password'], ({ open, deps }) => {
  open.post('/api/password/password-reset-initiate', {
    summary: 'Sends a code if the e-mail has an account; always answers a reset id',
    body: EmailOnlySchema,
    response: PasswordResetInitiateResponseSchema,
    handler: (request) => initiatePasswordReset(deps, request.body.emailAddress, attemptOf(request)),
  });

  open.post('/api/password/password-reset-confirm', {
    summary: 'Checks the 6-digit code (5 tries, 10 minutes, single use)',
    body: PasswordResetConfirmRequestSchema,
    response: PasswordResetConfirmResponseSchema,
    handler: (request) => confirmPasswordReset(deps, request.body, attemptOf(request)),
  });

  open.post('/api/password/password-reset-change', {
    summary: 'Sets the new password (both equal, at least 8 characters)',
    body: PasswordResetChangeRequestSchema,
    response: OkResponseSchema,
    handler: (request) => changeForgottenPassword(deps, request.body),
  });
});
