import { useEffect, useRef, useState } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import type { LookupAddress } from '@spa/domain';
import { Button } from '../ui/button';
import { FormSelectField, FormTextField } from './form-fields';
import { PostcodeLookup } from './postcode-lookup';

export interface CountryOption {
  OperaCode: string;
  DisplayName: string;
}

export interface AddressFieldsProps {
  /** Fields are `${prefix}address.line1` … `${prefix}address.postCode` (the domain's AddressFormSchema). */
  prefix?: string;
  countries: CountryOption[];
  /** Told when an address is taken from the lookup (the booking records manual entry). */
  onPick?: (address: LookupAddress) => void;
}

/**
 * The address, written once: country (GB by default), the one postcode lookup
 * for GB with 'Manually Enter Address', and the address lines. The lines show
 * for other countries, once the guest asks for them, once an address is there,
 * and after a submit (so each error sits under its field); the lookup stays
 * available for GB throughout.
 *
 * ```tsx
 * <AddressFields prefix="leadGuest." countries={configuration.Countries} />
 * ```
 */
export function AddressFields({ prefix = '', countries, onPick }: AddressFieldsProps) {
  const base = `${prefix}address.`;
  const { getValues, setValue, setFocus } = useFormContext();
  const { submitCount } = useFormState();
  const country = useWatch({ name: `${base}country` }) as string;
  const [hadAddress] = useState(() => Boolean(getValues(`${base}line1`)));
  const [revealed, setRevealed] = useState(hadAddress);
  const showLines = country !== 'GB' || revealed || submitCount > 0;

  const fill = (values: Record<string, string>) => {
    const options = { shouldDirty: true, shouldValidate: submitCount > 0 };
    for (const [field, value] of Object.entries(values)) setValue(`${base}${field}`, value, options);
    setRevealed(true);
  };
  const pick = (address: LookupAddress, postCode: string) => {
    fill({ line1: address.line1, line2: address.locality, city: address.city, postCode });
    onPick?.(address);
  };
  // 'Manually Enter Address' takes the guest to the first line once it shows.
  const focusFirstLine = useRef(false);
  useEffect(() => {
    if (!showLines || !focusFirstLine.current) return;
    focusFirstLine.current = false;
    setFocus(`${base}line1`);
  }, [showLines, setFocus, base]);
  const enterManually = () => {
    focusFirstLine.current = true;
    setRevealed(true);
  };
  // A postcode with no addresses: the lines start empty under it, never the old address's lines
  // under a new postcode. A failed lookup knows nothing: the address stays as it was.
  const notFound = (postCode: string | null) => {
    if (postCode !== null) fill({ line1: '', line2: '', city: '', postCode });
    setRevealed(true);
  };

  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="float-left mb-2 w-full font-serif text-xl">Address</legend>
      <FormSelectField
        name={`${base}country`}
        label="Country"
        autoComplete="country"
        containerClassName="clear-both sm:max-w-sm"
        options={countries.map((c) => ({ value: c.OperaCode, label: c.DisplayName }))}
      />
      {country === 'GB' && (
        <PostcodeLookup idPrefix={prefix} startOpen={!hadAddress} onPick={pick} onNotFound={notFound} />
      )}
      {!showLines && (
        <Button variant="link" className="self-start" onClick={enterManually}>
          Manually Enter Address
        </Button>
      )}
      {showLines && (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormTextField name={`${base}line1`} label="Address line 1" autoComplete="address-line1" />
          <FormTextField
            name={`${base}line2`}
            label="Address line 2 (optional)"
            autoComplete="address-line2"
          />
          <FormTextField name={`${base}city`} label="Town or city" autoComplete="address-level2" />
          <FormTextField
            name={`${base}postCode`}
            label="Postcode"
            autoComplete="postal-code"
            containerClassName="sm:max-w-48"
          />
        </div>
      )}
    </fieldset>
  );
}
