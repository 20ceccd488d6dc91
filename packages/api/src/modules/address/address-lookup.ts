import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { LookupAddressSchema, type LookupAddress } from '@spa/domain';

/**
 * The seam for address lookup: the built-in provider reads the resort's
 * postcode file; a commercial service's client implements the same call.
 * `postcode` arrives normalised ('CO7 7AA').
 */
export interface AddressLookupProvider {
  lookup(postcode: string): Promise<LookupAddress[]>;
}

const PostcodeFileSchema = z.object({ Postcodes: z.record(z.string(), z.array(LookupAddressSchema)) });

/** Built-in provider over a JSON file `{Postcodes: {"CO7 7AA": [{line1, locality, city}]}}`. */
export function filePostcodeProvider(
  path: string,
  normalise: (p: string) => string | null,
): AddressLookupProvider {
  const parsed = PostcodeFileSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success)
    throw new Error(
      `Postcode file ${path} is invalid: ${parsed.error.issues.map((i) => i.path.join('.') + ' ' + i.message).join('; ')}`,
    );
  const byPostcode = new Map<string, LookupAddress[]>();
  for (const [postcode, addresses] of Object.entries(parsed.data.Postcodes)) {
    const key = normalise(postcode);
    if (!key) throw new Error(`Postcode file ${path}: '${postcode}' is not a UK postcode`);
    byPostcode.set(key, addresses);
  }
  return { lookup: async (postcode) => byPostcode.get(postcode) ?? [] };
}
