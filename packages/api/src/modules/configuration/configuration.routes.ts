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
import { declareRoutes, routePlugin } from '../../lib/route-options';
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
export const configurationRoutes = routePlugin(['configuration'], ({ open: configuration, app, deps }) => {
  const spa = declareRoutes(app, ['spa']);
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

  configuration.get('/umbraco/api/spa/getConfiguration', {
    summary: 'Content, SpaDays, SpaTreatments, Titles, Countries',
    description:
      'As in force on `date` (the booking’s day; today when absent): prices and treatments change from dates.',
    querystring: z.object({ date: LocalDateSchema.optional() }),
    response: SpaConfigurationResponseSchema,
    serializerCompiler: serializeUnchecked,
    handler: async (request) => views(request.query.date).spa,
  });
  configuration.get('/umbraco/api/account/getConfiguration', {
    summary: 'Titles, Countries, mailing lists and account content',
    response: AccountConfigurationResponseSchema,
    serializerCompiler: serializeUnchecked,
    handler: async () => views().account,
  });
  configuration.get('/umbraco/api/restaurant/getConfiguration', {
    summary: 'Restaurants with sittings and dining duration',
    response: RestaurantConfigurationResponseSchema,
    serializerCompiler: serializeUnchecked,
    handler: async () => views().restaurant,
  });

  spa.get('/api/spa/activities', {
    summary: 'Bookable activities (treatment lengths, turnover and prices)',
    response: ActivitiesResponseSchema,
    handler: async () => deps.catalogue.Activities,
  });

  spa.get('/api/spa/activities/:fromDate/:toDate', {
    summary: 'Activities bookable between two dates (inclusive, at most 366 days)',
    params: z.object({ fromDate: CalendarDate, toDate: CalendarDate }),
    response: ActivitiesResponseSchema,
    handler: async (request) =>
      activitiesBetween(deps.catalogue, request.params.fromDate, request.params.toDate),
  });
});
