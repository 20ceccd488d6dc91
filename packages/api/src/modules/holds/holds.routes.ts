import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  holdRequestOf,
  HoldExpiryResponseSchema,
  HoldKindSchema,
  HoldRefusalResponseSchema,
  HoldRequestBodySchemas,
  HoldResponseSchema,
  OkResponseSchema,
  SessionIdParamsSchema,
  SessionResponseSchema,
  WayOutRequestSchema,
} from '@spa/domain';
import { errorResponses } from '../../lib/http-error';
import { holdChoice, holdWayOut, releaseHold } from './holds.service';
import { endSession, getSession, keepAlive } from './session-holds.service';

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
          description:
            'The server assigns therapists, rooms and tables (StaffId, RoomId and Facilities are hints). ' +
            '409 when no assignment exists: {Kind, Field, Message, ClashesWith?, Alternatives[]}.',
          params: SessionIdParamsSchema,
          body: HoldRequestBodySchemas[kind],
          response: { 200: HoldResponseSchema, ...errorResponses, 409: HoldRefusalResponseSchema },
        },
      },
      (request) => holdChoice(deps, request.params.id, holdRequestOf(kind, request.body)),
    );
  }

  app.post(
    '/api/session/:id/way-out',
    {
      schema: {
        tags,
        summary: 'Take the way out of a treatment dead end (the changes BlockedBy.Instead offered)',
        description:
          'Releases the changed choices and holds each again in the steps’ order, in one transaction: ' +
          'all or nothing. 409 when one no longer holds: {Kind, Field, Message, Alternatives[]}.',
        params: SessionIdParamsSchema,
        body: WayOutRequestSchema,
        response: { 200: HoldResponseSchema, ...errorResponses, 409: HoldRefusalResponseSchema },
      },
    },
    (request) => holdWayOut(deps, request.params.id, request.body.Changes),
  );

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

  // The session as the browser sees it, its holds renewed and released (tagged with the session's calls).
  const sessionTags = ['session'];
  app.get(
    '/api/session/:id',
    {
      schema: {
        tags: sessionTags,
        summary: 'The session: status, booking in progress, holds',
        params: SessionIdParamsSchema,
        response: { 200: SessionResponseSchema, ...errorResponses },
      },
    },
    (request) => getSession(deps, request.params.id),
  );

  app.post(
    '/api/session/:id/keep-alive',
    {
      schema: {
        tags: sessionTags,
        summary: 'Renew every hold of the session',
        params: SessionIdParamsSchema,
        response: { 200: HoldExpiryResponseSchema, ...errorResponses },
      },
    },
    (request) => keepAlive(deps, request.params.id),
  );

  app.post(
    '/api/session/:id/end',
    {
      schema: {
        tags: sessionTags,
        summary: 'End the session and release everything it holds',
        params: SessionIdParamsSchema,
        response: { 200: OkResponseSchema, ...errorResponses },
      },
    },
    (request) => endSession(deps, request.params.id),
  );
}
