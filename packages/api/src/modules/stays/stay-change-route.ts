import { StayBookingResponseSchema, type StayBookingResponse } from '@spa/domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { DeclaredRoutes } from '../../lib/route-options';
import { memberOf } from '../identity';

/** A change to a member's stay: what the OpenAPI document says of it, its body and the service that makes it. */
interface StayChange<B extends z.ZodType> {
  summary: string;
  description?: string;
  body: B;
  change: (
    deps: FastifyInstance['deps'],
    memberId: string,
    body: z.output<B>,
  ) => Promise<StayBookingResponse>;
}

/**
 * How a plugin declares the changes to a member's own stay (account-area §4): each is a member's
 * POST made for the signed-in member (another member's stay is 404), answered with the booking as
 * it now is, which the page reloads.
 */
export function stayChangeRoutes(member: DeclaredRoutes, deps: FastifyInstance['deps']) {
  return <B extends z.ZodType>(url: string, { change, ...spec }: StayChange<B>) =>
    member.post(url, {
      ...spec,
      response: StayBookingResponseSchema,
      // The body as its schema parsed it (Fastify's request type hides that behind a generic).
      handler: (request) => change(deps, memberOf(request).id, request.body as z.output<B>),
    });
}
