import { useMutation } from '@tanstack/react-query';
import { PostcodeLookupResponseSchema } from '@spa/domain';
import { apiRequest } from './api-client';

/** POST /api/address/perform-lookup: the addresses of a GB postcode (empty when unknown). */
export const lookUpPostcode = async (postalCode: string) =>
  PostcodeLookupResponseSchema.parse(
    await apiRequest('/api/address/perform-lookup', { body: { postalCode } }),
  );

export function useAddressLookup() {
  return useMutation({ mutationFn: lookUpPostcode });
}
