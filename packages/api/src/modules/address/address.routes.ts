import type { FastifyInstance } from 'fastify';
import { PostcodeLookupRequestSchema, PostcodeLookupResponseSchema } from '@spa/domain';
import { lookUpAddresses } from './address.service';
import { declareRoutes } from '../../lib/route-options';

/** Postcode lookup (public: the booking flow's details step uses it too). */
export async function addressRoutes(app: FastifyInstance) {
  const { deps } = app;
  const open = declareRoutes(app, ['address']);

  open.post('/api/address/perform-lookup', {
    summary: 'Addresses at a UK postcode; unknown postcodes give an empty list',
    body: PostcodeLookupRequestSchema,
    response: PostcodeLookupResponseSchema,
    handler: (request) => lookUpAddresses(deps, request.body.postalCode),
  });
}
