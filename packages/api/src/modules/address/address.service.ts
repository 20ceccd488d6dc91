import { normaliseUkPostcode } from '@spa/domain';
import { badRequest } from '../../lib/http-error';
import type { AddressLookupProvider } from './address-lookup';

/** What the address lookup uses (built once at start-up, see app-deps.ts). */
export interface AddressDeps {
  addressLookup: AddressLookupProvider;
}

/** Addresses at a UK postcode (any case and spacing); an unknown one gives an empty list. */
export async function lookUpAddresses(deps: AddressDeps, postalCode: string) {
  const postcode = normaliseUkPostcode(postalCode);
  if (!postcode) throw badRequest('body.postalCode', 'Enter a valid UK postcode');
  return { postalCode: postcode, addresses: await deps.addressLookup.lookup(postcode) };
}
