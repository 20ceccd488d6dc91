import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AccountConfigurationResponseSchema,
  ActivitiesResponseSchema,
  buildAccountConfiguration,
  buildRestaurantConfiguration,
  buildSpaConfiguration,
  LocalDateSchema,
  type Catalogue,
  RestaurantConfigurationResponseSchema,
  SpaConfigurationResponseSchema,
} from '@spa/domain';
import { errorResponses } from '../../lib/http-error';
import { serializeUnchecked } from '../../lib/serialize';
import { activitiesBetween } from './configuration.service';

const CalendarDate = z.iso.date({ message: 'must be a date YYYY-MM-DD' });

/** The configuration answers of one catalogue version. */
function buildViews(catalogue: Catalogue, hotel: Parameters<typeof buildAccountConfiguration>[1]) {
  return {
    spa: SpaConfigurationResponseSchema.parse(buildSpaConfiguration(catalogue)),
    account: AccountConfigurationResponseSchema.parse(buildAccountConfiguration(catalogue, hotel)),
    restaurant: RestaurantConfigurationResponseSchema.parse(buildRestaurantConfiguration(catalogue)),
  };
}

/** The configuration calls: read-only views of today's catalogue, built once per catalogue version. */
export async function configurationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  // Built and checked against the contract once per version (the first at start-up: a mismatch
  // stops it), then served as they are: encoding the spa configuration (~75 KB) through its
  // schema cost ~30 ms a request.
  const built = new WeakMap<Catalogue, ReturnType<typeof buildViews>>();
  const views = (date?: string) => {
    const catalogue = date ? deps.catalogues.on(date) : deps.catalogue;
    let found = built.get(catalogue);
    if (!found) built.set(catalogue, (found = buildViews(catalogue, deps.hotel)));
    return found;
  };
  views();

  app.get(
    '/umbraco/api/spa/getConfiguration',
    {
      schema: {
        tags: ['configuration'],
        summary: 'Content, SpaDays, SpaTreatments, Titles, Countries',
        description:
          'As in force on `date` (the booking’s day; today when absent): prices and treatments change from dates.',
        querystring: z.object({ date: LocalDateSchema.optional() }),
        response: { 200: SpaConfigurationResponseSchema, ...errorResponses },
      },
      serializerCompiler: serializeUnchecked,
    },
    async (request) => views(request.query.date).spa,
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
    async () => views().account,
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
    async () => views().restaurant,
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
    async () => deps.catalogue.Activities,
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
    async (request) => activitiesBetween(deps.catalogue, request.params.fromDate, request.params.toDate),
  );
}
