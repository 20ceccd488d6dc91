import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ClosedDatesRequestSchema,
  ClosedDatesResponseSchema,
  ExtrasRequestSchema,
  ExtrasResponseSchema,
  FacilitiesRequestSchema,
  FacilitiesResponseSchema,
  GroupsRequestSchema,
  GroupsResponseSchema,
  PackagesRequestSchema,
  PackagesResponseSchema,
  RestaurantRequestSchema,
  RestaurantResponseSchema,
  TreatmentAvailabilityRequestSchema,
  TreatmentAvailabilityResponseSchema,
  SessionIdSchema,
} from '@spa/domain';
import { errorResponses } from '../../lib/http-error';
import { routeOptions } from '../../lib/route-options';
import { sendEncoded } from '../../plugins/compression';
import {
  diningAvailability,
  extrasAvailability,
  spaClosedDates,
  spaFacilities,
  spaDayPackages,
  spaGardenAvailability,
  treatmentAvailability,
} from './availability.service';

/** The asking session, whose own holds do not count as taken. */
const AskingSession = z.object({ SessionId: SessionIdSchema.optional() });

/**
 * Live availability, computed by the engine from the catalogue and what other
 * sessions hold or have booked. Read-only: choosing a time is a hold (holds module).
 */
export async function availabilityRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const tags = ['availability'];
  const open = routeOptions(tags);

  app.post(
    '/api/spa/facilities',
    open({
      summary:
        "The spa's shared facilities on a date: spa gardens, mud room, restaurants, with hours and capacity",
      body: FacilitiesRequestSchema,
      response: { 200: FacilitiesResponseSchema },
    }),
    (request) => spaFacilities(deps, request.body),
  );

  app.post(
    '/api/spa/closed-dates',
    open({
      summary: 'Dates of a span (up to 31 days) on which the spa team has closed the treatments',
      body: ClosedDatesRequestSchema,
      response: { 200: ClosedDatesResponseSchema },
    }),
    (request) => spaClosedDates(deps, request.body),
  );

  app.post(
    '/api/spa/packages',
    open({
      summary: 'Spa Day packages that can be served on a date for a party, with band times left',
      body: z.union([
        PackagesRequestSchema.extend(AskingSession.shape),
        z.object({ item: PackagesRequestSchema.extend(AskingSession.shape) }),
      ]),
      response: { 200: PackagesResponseSchema },
    }),
    (request) => spaDayPackages(deps, 'item' in request.body ? request.body.item : request.body),
  );

  const treatmentSlots = {
    schema: {
      tags,
      summary: 'Treatment start times per guest (AM/PM), each with the therapist and room it would take',
      body: TreatmentAvailabilityRequestSchema,
      response: { 200: TreatmentAvailabilityResponseSchema, ...errorResponses },
    },
  };
  // Built by the engine to this schema (the domain tests check it): ~20 KB of slots a request,
  // serialized and compressed once per cached answer.
  app.post('/api/spa/search', treatmentSlots, async (request, reply) => {
    sendEncoded(request, reply, await treatmentAvailability(deps, request.body));
  });
  app.post('/api/spa/build-itinerary', treatmentSlots, async (request, reply) => {
    sendEncoded(request, reply, await treatmentAvailability(deps, request.body));
  });

  app.post(
    '/api/spa/groups',
    open({
      summary: 'Spa garden sessions with spaces left',
      body: GroupsRequestSchema.extend(AskingSession.shape),
      response: { 200: GroupsResponseSchema },
    }),
    (request) => spaGardenAvailability(deps, request.body),
  );

  app.post(
    '/api/restaurant',
    open({
      summary: 'Dining times where free tables seat the whole party for the dining duration',
      body: RestaurantRequestSchema.extend(AskingSession.shape),
      response: { 200: RestaurantResponseSchema },
    }),
    (request) => diningAvailability(deps, request.body),
  );

  app.post(
    '/api/spa/extras',
    open({
      summary: 'Add-on times: mud room, add-on treatments (AddonAppointments) and spa garden (Groups)',
      body: ExtrasRequestSchema.and(AskingSession),
      response: { 200: ExtrasResponseSchema },
    }),
    (request) => extrasAvailability(deps, request.body),
  );
}
