import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HoldBodySchemas, HoldKindSchema, type HoldKind } from '@spa/domain';
import { SessionIdParams } from '../session/session.routes';
import { holdChoice, releaseHold } from './holds.service';

/** Choosing a time holds it for the session: one route per kind, each with its own schema. */
export async function holdsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['holds'];

  for (const kind of HoldKindSchema.options) {
    app.put(
      `/api/session/:id/holds/${kind}`,
      {
        schema: {
          tags,
          summary: `Hold the ${kind} choice for this session (replaces its previous ${kind} hold)`,
          params: SessionIdParams,
          body: HoldBodySchemas[kind],
          response: { 200: z.object({ HoldExpiresAt: z.string() }) },
        },
      },
      (request) => holdChoice(app.ctx, request.params.id, kind as HoldKind, request.body),
    );
  }

  app.delete(
    '/api/session/:id/holds/:kind',
    {
      schema: {
        tags,
        summary: 'Release the hold of one kind',
        params: SessionIdParams.extend({ kind: HoldKindSchema }),
        response: { 200: z.object({ HoldExpiresAt: z.string().nullable() }) },
      },
    },
    (request) => releaseHold(app.ctx, request.params.id, request.params.kind),
  );
}
