import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { errorResponses } from '../../lib/http-error';
import { memberOf } from '../identity';
import { initiatePasswordReset } from '../password';
import { changePassword, getProfile, register, updateAccount } from './account.service';
import { confirmEmailChange, startEmailChange } from './email-change.service';

/** The account calls of account-area §7 and booking-flow §7. */
export async function accountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.get(
    '/api/account/validate',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['account'],
        summary: 'Route guard: 200 with a valid access token, else 401',
        response: { 200: OkResponseSchema, ...errorResponses },
      },
    },
    async () => ({ ok: true as const }),
  );

  app.get(
    '/api/account/session',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['account'],
        summary: "The member's profile",
        response: { 200: UserProfileSchema, ...errorResponses },
      },
    },
    (request) => getProfile(deps, memberOf(request).id),
  );

  app.post(
    '/api/account/register',
    {
      schema: {
        tags: ['account'],
        summary: 'Creates an account; needs the validationId that validate-migration answers for this e-mail',
        body: RegisterRequestSchema,
        response: { 200: OkResponseSchema, ...errorResponses },
      },
    },
    (request) => register(deps, request.body),
  );

  app.post(
    '/api/account/update',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['account'],
        summary: "Updates the member's details (address too when RegisteredInOpera)",
        body: AccountUpdateRequestSchema,
        response: { 200: UserProfileSchema, ...errorResponses },
      },
    },
    (request) => updateAccount(deps, memberOf(request).id, request.body),
  );

  app.post(
    '/api/account/change-email',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['account'],
        summary: 'Change e-mail, step 1: current password; a code goes to the new address',
        body: EmailChangeRequestSchema,
        response: { 200: EmailChangeResponseSchema, ...errorResponses },
      },
    },
    (request) => startEmailChange(deps, memberOf(request), request.body, { ip: request.ip, now: new Date() }),
  );

  app.post(
    '/api/account/change-email/confirm',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['account'],
        summary: 'Change e-mail, step 2: the code from the new address; mailing lists move with it',
        body: EmailChangeConfirmRequestSchema,
        response: { 200: UserProfileSchema, ...errorResponses },
      },
    },
    (request) =>
      confirmEmailChange(deps, memberOf(request).id, request.body, { ip: request.ip, now: new Date() }),
  );

  app.post(
    '/api/account/change-password',
    {
      onRequest: app.requireMember,
      schema: {
        tags: ['account'],
        summary: 'Changes the password (oldPassword, password1, password2); other sign-ins end',
        body: ChangePasswordSchema,
        response: { 200: OkResponseSchema, ...errorResponses },
      },
    },
    (request) => changePassword(deps, memberOf(request), request.body, { ip: request.ip, now: new Date() }),
  );

  app.post(
    '/api/account/forgot-password',
    {
      schema: {
        tags: ['account'],
        summary: 'Same as password-reset-initiate: always answers a reset id',
        body: EmailOnlySchema,
        response: { 200: PasswordResetInitiateResponseSchema, ...errorResponses },
      },
    },
    (request) => initiatePasswordReset(deps, request.body.emailAddress, { ip: request.ip, now: new Date() }),
  );
}
