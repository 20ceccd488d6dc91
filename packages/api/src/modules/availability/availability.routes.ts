import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ExtrasRequestSchema,
  ExtrasResponseSchema,
  GroupsRequestSchema,
  GroupsResponseSchema,
  PackagesRequestSchema,
  PackagesResponseSchema,
  RestaurantRequestSchema,
  RestaurantResponseSchema,
  TreatmentAvailabilityRequestSchema,
  TreatmentAvailabilityResponseSchema,
} from '@spa/domain';
import { SESSION_ID_PATTERN } from '../session/session.service';
import {
  diningAvailability,
  extrasAvailability,
  spaDayPackages,
  spaGardenAvailability,
  treatmentAvailability,
} from './availability.service';

/** The asking session, whose own holds do not count as taken. */
const AskingSession = z.object({
  SessionId: z.string().regex(SESSION_ID_PATTERN, { message: 'must be a session id' }).optional(),
});

/**
 * Live availability, computed by the engine from the catalogue and what other
 * sessions hold or have booked. Read-only: choosing a time is a hold (holds module).
 */
export async function availabilityRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['availability'];

  app.post(
    '/api/spa/packages',
    {
      schema: {
        tags,
        summary: 'Spa Day packages that can be served on a date for a party, with band times left',
        body: z.union([
          PackagesRequestSchema.extend(AskingSession.shape),
          z.object({ item: PackagesRequestSchema.extend(AskingSession.shape) }),
        ]),
        response: { 200: PackagesResponseSchema },
      },
    },
    (request) => spaDayPackages(app.ctx, 'item' in request.body ? request.body.item : request.body),
  );

  const treatmentSlots = {
    schema: {
      tags,
      summary: 'Treatment start times per guest (AM/PM), each with the therapist and room it would take',
      body: TreatmentAvailabilityRequestSchema,
      response: { 200: TreatmentAvailabilityResponseSchema },
    },
    // The answer is built by the engine to this schema (the domain tests check it); re-validating
    // ~20 KB of slots per request cost more than computing them, so it is only documented here.
    serializerCompiler: () => (data: unknown) => JSON.stringify(data),
  };
  app.post('/api/spa/search', treatmentSlots, (request) => treatmentAvailability(app.ctx, request.body));
  app.post('/api/spa/build-itinerary', treatmentSlots, (request) =>
    treatmentAvailability(app.ctx, request.body),
  );

  app.post(
    '/api/spa/groups',
    {
      schema: {
        tags,
        summary: 'Spa garden sessions with spaces left',
        body: GroupsRequestSchema.extend(AskingSession.shape),
        response: { 200: GroupsResponseSchema },
      },
    },
    (request) => spaGardenAvailability(app.ctx, request.body),
  );

  app.post(
    '/api/restaurant',
    {
      schema: {
        tags,
        summary: 'Dining times where free tables seat the whole party for the dining duration',
        body: RestaurantRequestSchema.extend(AskingSession.shape),
        response: { 200: RestaurantResponseSchema },
      },
    },
    (request) => diningAvailability(app.ctx, request.body),
  );

  app.post(
    '/api/spa/extras',
    {
      schema: {
        tags,
        summary: 'Add-on times: mud room, add-on treatments (AddonAppointments) and spa garden (Groups)',
        body: ExtrasRequestSchema.and(AskingSession),
        response: { 200: ExtrasResponseSchema },
      },
    },
    (request) => extrasAvailability(app.ctx, request.body),
  );
}
