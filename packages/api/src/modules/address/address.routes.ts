import { PostcodeLookupRequestSchema, PostcodeLookupResponseSchema } from '@spa/domain';
import { lookUpAddresses } from './address.service';
import { routePlugin } from '../../lib/route-options';

/** Postcode lookup (public: the booking flow's details step uses it too). */
export const addressRoutes = routePlugin(['address'], ({ open, deps }) => {
  open.post('/api/address/perform-lookup', {
    summary: 'Addresses at a UK postcode; unknown postcodes give an empty list',
    body: PostcodeLookupRequestSchema,
    response: PostcodeLookupResponseSchema,
    handler: (request) => lookUpAddresses(deps, request.body.postalCode),
  });
});
