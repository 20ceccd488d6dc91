import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EmailOnlySchema,
  PasswordResetChangeRequestSchema,
  PasswordResetConfirmRequestSchema,
} from '@spa/domain';
import { changeForgottenPassword, confirmPasswordReset, initiatePasswordReset } from './password.service';

/** The three-step password reset (account-area §7). All public. */
export async function passwordRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.ctx.database.db, tokens: app.tokens, mail: app.mail, log: app.log };

  app.post(
    '/api/password/password-reset-initiate',
    {
      schema: {
        tags: ['password'],
        summary: 'Sends a code if the e-mail has an account; always answers a reset id',
        body: EmailOnlySchema,
        response: { 200: z.object({ resetId: z.string() }) },
      },
    },
    (request) => initiatePasswordReset(deps, request.body.emailAddress, new Date()),
  );

  app.post(
    '/api/password/password-reset-confirm',
    {
      schema: {
        tags: ['password'],
        summary: 'Checks the 6-digit code (5 tries, 10 minutes, single use)',
        body: PasswordResetConfirmRequestSchema,
        response: { 200: z.object({ validationId: z.string() }) },
      },
    },
    (request) => confirmPasswordReset(deps, request.body, new Date()),
  );

  app.post(
    '/api/password/password-reset-change',
    {
      schema: {
        tags: ['password'],
        summary: 'Sets the new password (both equal, at least 8 characters)',
        body: PasswordResetChangeRequestSchema,
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    (request) => changeForgottenPassword(deps, request.body),
  );
}
