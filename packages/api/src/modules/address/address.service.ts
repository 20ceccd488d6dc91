import { normaliseUkPostcode } from '@spa/domain';
import { badRequest } from '../../lib/http-error';
import type { AddressLookupProvider } from './address-lookup';

/** Addresses at a UK postcode (any case and spacing); an unknown one gives an empty list. */
export async function lookUpAddresses(provider: AddressLookupProvider, postalCode: string) {
  const postcode = normaliseUkPostcode(postalCode);
  if (!postcode) throw badRequest('body.postalCode', 'Enter a valid UK postcode');
  return { postalCode: postcode, addresses: await provider.lookup(postcode) };
}
