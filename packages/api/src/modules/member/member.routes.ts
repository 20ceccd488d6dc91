import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EmailOnlySchema,
  ValidateMigrationRequestSchema,
  ValidateMigrationResponseSchema,
} from '@spa/domain';
import { initiateMigration, sendRegistrationCode, validateMigration } from './member.service';

const Ok = z.object({ ok: z.literal(true) });

/** Proving an e-mail with a one-time code: former members' migration, and new visitors' registration. */
export async function memberRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = {
    db: app.ctx.database.db,
    tokens: app.tokens,
    mail: app.mail,
    legacyMembers: app.legacyMembers,
    log: app.log,
  };

  app.post(
    '/api/member/initiate-migration',
    {
      schema: {
        tags: ['member'],
        summary: 'A former member without an account gets a code; anything else is not_found',
        body: EmailOnlySchema,
        response: { 200: Ok },
      },
    },
    (request) => initiateMigration(deps, request.body.emailAddress, new Date()),
  );

  app.post(
    '/api/member/validate-migration',
    {
      schema: {
        tags: ['member'],
        summary: 'Checks the code; answers the names to prefill and a validation id for register',
        body: ValidateMigrationRequestSchema,
        response: { 200: ValidateMigrationResponseSchema },
      },
    },
    (request) => validateMigration(deps, request.body, new Date()),
  );

  app.post(
    '/api/account/verify-email',
    {
      schema: {
        tags: ['account'],
        summary: 'Register screen: sends a code to prove the e-mail (same answer for every e-mail)',
        body: EmailOnlySchema,
        response: { 200: Ok },
      },
    },
    (request) => sendRegistrationCode(deps, request.body.emailAddress, new Date()),
  );
}
