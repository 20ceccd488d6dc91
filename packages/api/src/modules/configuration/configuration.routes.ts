import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  buildAccountConfiguration,
  buildRestaurantConfiguration,
  buildSpaConfiguration,
  type Catalogue,
} from '@spa/domain';
import { activitiesBetween } from './configuration.service';

const CalendarDate = z.iso.date({ message: 'must be a date YYYY-MM-DD' });

/** The configuration calls: read-only views of the catalogue, built once at start. */
export async function configurationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const catalogue: Catalogue = app.ctx.catalogue;
  const spa = buildSpaConfiguration(catalogue);
  const account = buildAccountConfiguration(catalogue);
  const restaurant = buildRestaurantConfiguration(catalogue);

  app.get(
    '/umbraco/api/spa/getConfiguration',
    { schema: { tags: ['configuration'], summary: 'Content, SpaDays, SpaTreatments, Titles, Countries' } },
    async () => spa,
  );
  app.get(
    '/umbraco/api/account/getConfiguration',
    { schema: { tags: ['configuration'], summary: 'Titles, Countries, mailing lists and account content' } },
    async () => account,
  );
  app.get(
    '/umbraco/api/restaurant/getConfiguration',
    { schema: { tags: ['configuration'], summary: 'Restaurants with sittings and dining duration' } },
    async () => restaurant,
  );

  const ActivitySchema = z.object({
    ID: z.number(),
    Code: z.string(),
    ActivityCode: z.string(),
    Length: z.number(),
    Interval: z.number(),
    StandardPrice: z.number().describe('pence'),
  });

  app.get(
    '/api/spa/activities',
    {
      schema: {
        tags: ['spa'],
        summary: 'Bookable activities (treatment lengths, turnover and prices)',
        response: { 200: z.array(ActivitySchema) },
      },
    },
    async () => catalogue.Activities,
  );

  app.get(
    '/api/spa/activities/:fromDate/:toDate',
    {
      schema: {
        tags: ['spa'],
        summary: 'Activities bookable between two dates (inclusive, at most 366 days)',
        params: z.object({ fromDate: CalendarDate, toDate: CalendarDate }),
        response: { 200: z.array(ActivitySchema) },
      },
    },
    async (request) => activitiesBetween(catalogue, request.params.fromDate, request.params.toDate),
  );
}
