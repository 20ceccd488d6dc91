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
import { routePlugin } from '../../lib/route-options';
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
export const availabilityRoutes = routePlugin(['availability'], ({ open, deps }) => {
  open.post('/api/spa/facilities', {
    summary:
      "The spa's shared facilities on a date: spa gardens, mud room, restaurants, with hours and capacity",
    body: FacilitiesRequestSchema,
    response: FacilitiesResponseSchema,
    handler: (request) => spaFacilities(deps, request.body),
  });

  open.post('/api/spa/closed-dates', {
    summary: 'Dates of a span (up to 31 days) on which the spa team has closed the treatments',
    body: ClosedDatesRequestSchema,
    response: ClosedDatesResponseSchema,
    handler: (request) => spaClosedDates(deps, request.body),
  });

  open.post('/api/spa/packages', {
    summary: 'Spa Day packages that can be served on a date for a party, with band times left',
    body: z.union([
      PackagesRequestSchema.extend(AskingSession.shape),
      z.object({ item: PackagesRequestSchema.extend(AskingSession.shape) }),
    ]),
    response: PackagesResponseSchema,
    handler: (request) => spaDayPackages(deps, 'item' in request.body ? request.body.item : request.body),
  });

  // Built by the engine to this schema (the domain tests check it): ~20 KB of slots a request,
  // serialized and compressed once per cached answer.
  for (const url of ['/api/spa/search', '/api/spa/build-itinerary']) {
    open.post(url, {
      summary: 'Treatment start times per guest (AM/PM), each with the therapist and room it would take',
      body: TreatmentAvailabilityRequestSchema,
      response: TreatmentAvailabilityResponseSchema,
      handler: async (request, reply) => {
        sendEncoded(request, reply, await treatmentAvailability(deps, request.body));
      },
    });
  }

  open.post('/api/spa/groups', {
    summary: 'Spa garden sessions with spaces left',
    body: GroupsRequestSchema.extend(AskingSession.shape),
    response: GroupsResponseSchema,
    handler: (request) => spaGardenAvailability(deps, request.body),
  });

  open.post('/api/restaurant', {
    summary: 'Dining times where free tables seat the whole party for the dining duration',
    body: RestaurantRequestSchema.extend(AskingSession.shape),
    response: RestaurantResponseSchema,
    handler: (request) => diningAvailability(deps, request.body),
  });

  open.post('/api/spa/extras', {
    summary: 'Add-on times: mud room, add-on treatments (AddonAppointments) and spa garden (Groups)',
    body: ExtrasRequestSchema.and(AskingSession),
    response: ExtrasResponseSchema,
    handler: (request) => extrasAvailability(deps, request.body),
  });
});
