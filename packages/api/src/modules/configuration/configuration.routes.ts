import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AccountConfigurationResponseSchema,
  ActivitiesResponseSchema,
  buildAccountConfiguration,
  buildRestaurantConfiguration,
  buildSpaConfiguration,
  RestaurantConfigurationResponseSchema,
  SpaConfigurationResponseSchema,
} from '@spa/domain';
import { errorResponses } from '../../lib/http-error';
import { serializeUnchecked } from '../../lib/serialize';
import { activitiesBetween } from './configuration.service';

const CalendarDate = z.iso.date({ message: 'must be a date YYYY-MM-DD' });

/** The configuration calls: read-only views of the catalogue, built once at start. */
export async function configurationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { catalogue, hotel } = app.deps;
  // Built and checked against the contract once, here (a mismatch stops start-up), then served as
  // they are: encoding the spa configuration (~75 KB) through its schema cost ~30 ms a request.
  const spa = SpaConfigurationResponseSchema.parse(buildSpaConfiguration(catalogue));
  const account = AccountConfigurationResponseSchema.parse(buildAccountConfiguration(catalogue, hotel));
  const restaurant = RestaurantConfigurationResponseSchema.parse(buildRestaurantConfiguration(catalogue));

  app.get(
    '/umbraco/api/spa/getConfiguration',
    {
      schema: {
        tags: ['configuration'],
        summary: 'Content, SpaDays, SpaTreatments, Titles, Countries',
        response: { 200: SpaConfigurationResponseSchema, ...errorResponses },
      },
      serializerCompiler: serializeUnchecked,
    },
    async () => spa,
  );
  app.get(
    '/umbraco/api/account/getConfiguration',
    {
      schema: {
        tags: ['configuration'],
        summary: 'Titles, Countries, mailing lists and account content',
        response: { 200: AccountConfigurationResponseSchema, ...errorResponses },
      },
      serializerCompiler: serializeUnchecked,
    },
    async () => account,
  );
  app.get(
    '/umbraco/api/restaurant/getConfiguration',
    {
      schema: {
        tags: ['configuration'],
        summary: 'Restaurants with sittings and dining duration',
        response: { 200: RestaurantConfigurationResponseSchema, ...errorResponses },
      },
      serializerCompiler: serializeUnchecked,
    },
    async () => restaurant,
  );

  app.get(
    '/api/spa/activities',
    {
      schema: {
        tags: ['spa'],
        summary: 'Bookable activities (treatment lengths, turnover and prices)',
        response: { 200: ActivitiesResponseSchema, ...errorResponses },
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
        response: { 200: ActivitiesResponseSchema, ...errorResponses },
      },
    },
    async (request) => activitiesBetween(catalogue, request.params.fromDate, request.params.toDate),
  );
}
