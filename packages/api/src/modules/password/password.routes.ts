import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  EmailOnlySchema,
  OkResponseSchema,
  PasswordResetChangeRequestSchema,
  PasswordResetConfirmRequestSchema,
  PasswordResetConfirmResponseSchema,
  PasswordResetInitiateResponseSchema,
} from '@spa/domain';
import { errorResponses } from '../../lib/http-error';
import { changeForgottenPassword, confirmPasswordReset, initiatePasswordReset } from './password.service';

/** The three-step password reset (account-area §7). All public. */
export async function passwordRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.post(
    '/api/password/password-reset-initiate',
    {
      schema: {
        tags: ['password'],
        summary: 'Sends a code if the e-mail has an account; always answers a reset id',
        body: EmailOnlySchema,
        response: { 200: PasswordResetInitiateResponseSchema, ...errorResponses },
      },
    },
    (request) => initiatePasswordReset(deps, request.body.emailAddress, { ip: request.ip, now: new Date() }),
  );

  app.post(
    '/api/password/password-reset-confirm',
    {
      schema: {
        tags: ['password'],
        summary: 'Checks the 6-digit code (5 tries, 10 minutes, single use)',
        body: PasswordResetConfirmRequestSchema,
        response: { 200: PasswordResetConfirmResponseSchema, ...errorResponses },
      },
    },
    (request) => confirmPasswordReset(deps, request.body, { ip: request.ip, now: new Date() }),
  );

  app.post(
    '/api/password/password-reset-change',
    {
      schema: {
        tags: ['password'],
        summary: 'Sets the new password (both equal, at least 8 characters)',
        body: PasswordResetChangeRequestSchema,
        response: { 200: OkResponseSchema, ...errorResponses },
      },
    },
    (request) => changeForgottenPassword(deps, request.body),
  );
}
