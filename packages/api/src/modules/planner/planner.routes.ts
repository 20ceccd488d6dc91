import {
  HoldRefusalResponseSchema,
  HoldResponseSchema,
  PlanHoldsSchema,
  PlansRequestSchema,
  PlansResponseSchema,
  SessionIdParamsSchema,
} from '@spa/domain';
import { holdPlan } from '../holds';
import { composePlans } from './planner.service';
import { routePlugin } from '../../lib/route-options';

/** "Plan our day for us": the plans of the party's whole day, and taking one. */
export const plannerRoutes = routePlugin(['planner'], ({ open, deps }) => {
  open.post('/api/session/:id/plans', {
    summary: 'The best plans of the party’s whole day for the treatments chosen (holds nothing)',
    description:
      'Arrival, dining, garden and every guest’s treatments composed from what is free, best first (at most 3). ' +
      'No plan: Unplanned says which choice to change and the nearest date that fits.',
    params: SessionIdParamsSchema,
    body: PlansRequestSchema,
    response: PlansResponseSchema,
    handler: (request) => composePlans(deps, request.params.id, request.body),
  });

  open.post('/api/session/:id/plan', {
    summary: 'Hold a plan of the party’s day: its changes and treatments, in one transaction',
    description:
      'Each part is held as its own hold is (every check; therapists and rooms are hints). ' +
      '409 when one no longer holds: {Kind, Field, Message, Alternatives[]}.',
    params: SessionIdParamsSchema,
    body: PlanHoldsSchema,
    response: HoldResponseSchema,
    otherAnswers: { 409: HoldRefusalResponseSchema },
    handler: (request) => holdPlan(deps, request.params.id, request.body),
  });
});
