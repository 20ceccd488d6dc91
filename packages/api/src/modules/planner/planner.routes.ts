import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  HoldRefusalResponseSchema,
  HoldResponseSchema,
  PlanHoldsSchema,
  PlansRequestSchema,
  PlansResponseSchema,
  SessionIdParamsSchema,
} from '@spa/domain';
import { errorResponses } from '../../lib/http-error';
import { routeOptions } from '../../lib/route-options';
import { holdPlan } from '../holds';
import { composePlans } from './planner.service';

/** "Plan our day for us": the plans of the party's whole day, and taking one. */
export async function plannerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const tags = ['planner'];
  const open = routeOptions(tags);

  app.post(
    '/api/session/:id/plans',
    open({
      summary: 'The best plans of the party’s whole day for the treatments chosen (holds nothing)',
      description:
        'Arrival, dining, garden and every guest’s treatments composed from what is free, best first (at most 3). ' +
        'No plan: Unplanned says which choice to change and the nearest date that fits.',
      params: SessionIdParamsSchema,
      body: PlansRequestSchema,
      response: { 200: PlansResponseSchema },
    }),
    (request) => composePlans(deps, request.params.id, request.body),
  );

  app.post(
    '/api/session/:id/plan',
    open({
      summary: 'Hold a plan of the party’s day: its changes and treatments, in one transaction',
      description:
        'Each part is held as its own hold is (every check; therapists and rooms are hints). ' +
        '409 when one no longer holds: {Kind, Field, Message, Alternatives[]}.',
      params: SessionIdParamsSchema,
      body: PlanHoldsSchema,
      response: { 200: HoldResponseSchema, ...errorResponses, 409: HoldRefusalResponseSchema },
    }),
    (request) => holdPlan(deps, request.params.id, request.body),
  );
}
