import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  EmailOnlySchema,
  OkResponseSchema,
  ValidateMigrationRequestSchema,
  ValidateMigrationResponseSchema,
} from '@spa/domain';
import { errorResponses } from '../../lib/http-error';
import { initiateMigration, sendRegistrationCode, validateMigration } from './migration.service';

/** Proving an e-mail with a one-time code: former members' migration, and new visitors' registration. */
export async function migrationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.post(
    '/api/member/initiate-migration',
    {
      schema: {
        tags: ['member'],
        summary: 'A former member without an account gets a code; anything else is not_found',
        body: EmailOnlySchema,
        response: { 200: OkResponseSchema, ...errorResponses },
      },
    },
    (request) => initiateMigration(deps, request.body.emailAddress, { ip: request.ip, now: new Date() }),
  );

  app.post(
    '/api/member/validate-migration',
    {
      schema: {
        tags: ['member'],
        summary: 'Checks the code; answers the names to prefill and a validation id for register',
        body: ValidateMigrationRequestSchema,
        response: { 200: ValidateMigrationResponseSchema, ...errorResponses },
      },
    },
    (request) => validateMigration(deps, request.body, { ip: request.ip, now: new Date() }),
  );

  app.post(
    '/api/account/verify-email',
    {
      schema: {
        tags: ['account'],
        summary: 'Register screen: sends a code to prove the e-mail (same answer for every e-mail)',
        body: EmailOnlySchema,
        response: { 200: OkResponseSchema, ...errorResponses },
      },
    },
    (request) => sendRegistrationCode(deps, request.body.emailAddress, { ip: request.ip, now: new Date() }),
  );
}
