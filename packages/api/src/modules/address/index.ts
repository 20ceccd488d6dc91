/** Address lookup by UK postcode. */
export { filePostcodeProvider } from './address-lookup';
export type { AddressDeps } from './address.service';
