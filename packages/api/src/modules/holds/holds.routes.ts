import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  HoldBodySchemas,
  HoldExpiryResponseSchema,
  HoldKindSchema,
  HoldResponseSchema,
  SelectionProblemsResponseSchema,
  SessionIdParamsSchema,
} from '@spa/domain';
import { errorResponses } from '../../lib/http-error';
import { holdChoice, releaseHold } from './holds.service';

/** Choosing a time holds it for the session: one route per kind, each with its own schema. */
export async function holdsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const tags = ['holds'];

  for (const kind of HoldKindSchema.options) {
    app.put(
      `/api/session/:id/holds/${kind}`,
      {
        schema: {
          tags,
          summary: `Hold the ${kind} choice for this session (replaces its previous ${kind} hold)`,
          description: '409 with {message, Problems[{Field, Message}]} when the choice is not available.',
          params: SessionIdParamsSchema,
          body: HoldBodySchemas[kind],
          response: { 200: HoldResponseSchema, ...errorResponses, 409: SelectionProblemsResponseSchema },
        },
      },
      (request) => holdChoice(deps, request.params.id, kind, request.body),
    );
  }

  app.delete(
    '/api/session/:id/holds/:kind',
    {
      schema: {
        tags,
        summary: 'Release the hold of one kind',
        params: SessionIdParamsSchema.extend({ kind: HoldKindSchema }),
        response: { 200: HoldExpiryResponseSchema, ...errorResponses },
      },
    },
    (request) => releaseHold(deps, request.params.id, request.params.kind),
  );
}
