import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../lib/api-client';

export const AddressLookupSchema = z.object({
  /** The postcode as the lookup normalised it ('CO7 7AA'). */
  postalCode: z.string().nullish(),
  addresses: z.array(z.object({ line1: z.string(), locality: z.string().nullish(), city: z.string() })),
});
export type FoundAddress = z.infer<typeof AddressLookupSchema>['addresses'][number];

/** POST /api/address/perform-lookup: addresses of a GB postcode. */
export const lookupAddresses = async (postalCode: string) =>
  AddressLookupSchema.parse(await apiRequest('/api/address/perform-lookup', { body: { postalCode } }));

export function useAddressLookup() {
  return useMutation({ mutationFn: lookupAddresses });
}
