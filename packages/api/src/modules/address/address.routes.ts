import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PostcodeLookupRequestSchema, PostcodeLookupResponseSchema } from '@spa/domain';
import { errorResponses } from '../../lib/http-error';
import { lookUpAddresses } from './address.service';

/** Postcode lookup (public: the booking flow's details step uses it too). */
export async function addressRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;

  app.post(
    '/api/address/perform-lookup',
    {
      schema: {
        tags: ['address'],
        summary: 'Addresses at a UK postcode; unknown postcodes give an empty list',
        body: PostcodeLookupRequestSchema,
        response: { 200: PostcodeLookupResponseSchema, ...errorResponses },
      },
    },
    (request) => lookUpAddresses(deps, request.body.postalCode),
  );
}
