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
import { declareRoutes, routePlugin } from '../../lib/route-options';
import { holdChoice, holdWayOut, releaseHold } from './holds.service';
import { endSession, getSession, keepAlive } from './session-holds.service';

/** Choosing a time holds it for the session: one route per kind, each with its own schema. */
export const holdsRoutes = routePlugin(['holds'], ({ open, app, deps }) => {
  for (const kind of HoldKindSchema.options) {
    open.put(`/api/session/:id/holds/${kind}`, {
      summary: `Hold the ${kind} choice for this session (replaces its previous ${kind} hold)`,
      description:
        'The server assigns therapists, rooms and tables (StaffId, RoomId and Facilities are hints). ' +
        '409 when no assignment exists: {Kind, Field, Message, ClashesWith?, Alternatives[]}.',
      params: SessionIdParamsSchema,
      body: HoldRequestBodySchemas[kind],
      response: HoldResponseSchema,
      otherAnswers: { 409: HoldRefusalResponseSchema },
      handler: (request) => holdChoice(deps, request.params.id, holdRequestOf(kind, request.body)),
    });
  }

  open.post('/api/session/:id/way-out', {
    summary: 'Take the way out of a treatment dead end (the changes BlockedBy.Instead offered)',
    description:
      'Releases the changed choices and holds each again in the steps’ order, in one transaction: ' +
      'all or nothing. 409 when one no longer holds: {Kind, Field, Message, Alternatives[]}.',
    params: SessionIdParamsSchema,
    body: WayOutRequestSchema,
    response: HoldResponseSchema,
    otherAnswers: { 409: HoldRefusalResponseSchema },
    handler: (request) => holdWayOut(deps, request.params.id, request.body.Changes),
  });

  open.delete('/api/session/:id/holds/:kind', {
    summary: 'Release the hold of one kind',
    params: SessionIdParamsSchema.extend({ kind: HoldKindSchema }),
    response: HoldExpiryResponseSchema,
    handler: (request) => releaseHold(deps, request.params.id, request.params.kind),
  });

  // The session as the browser sees it, its holds renewed and released (tagged with the session's calls).
  const session = declareRoutes(app, ['session']);
  session.get('/api/session/:id', {
    summary: 'The session: status, booking in progress, holds',
    params: SessionIdParamsSchema,
    response: SessionResponseSchema,
    handler: (request) => getSession(deps, request.params.id),
  });

  session.post('/api/session/:id/keep-alive', {
    summary: 'Renew every hold of the session',
    params: SessionIdParamsSchema,
    response: HoldExpiryResponseSchema,
    handler: (request) => keepAlive(deps, request.params.id),
  });

  session.post('/api/session/:id/end', {
    summary: 'End the session and release everything it holds',
    params: SessionIdParamsSchema,
    response: OkResponseSchema,
    handler: (request) => endSession(deps, request.params.id),
  });
});
