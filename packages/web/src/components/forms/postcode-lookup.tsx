import { useState, type KeyboardEvent } from 'react';
import { LookupPostcodeSchema, normaliseUkPostcode, type LookupAddress } from '@spa/domain';
import { Button } from '../ui/button';
import { SelectField, TextField } from '../ui/field';
import { useAddressLookup } from '../../lib/address-lookup';

export interface PostcodeLookupProps {
  /** Prefix of the control ids, so that two lookups on one page do not clash. */
  idPrefix?: string;
  /** Open at once; otherwise behind a 'Look up address' button (an address is shown already). */
  startOpen: boolean;
  /** The guest picked one of the addresses found. */
  onPick: (address: LookupAddress, postcode: string) => void;
  /**
   * Nothing found at this postcode (the guest types the address, starting from it), or null
   * when the lookup failed and nothing is known: the guest types the address as it stands.
   */
  onNotFound: (postcode: string | null) => void;
}

/**
 * The one address lookup (GB only, booking-flow §2 and account-area §2): a
 * postcode, 'Find Address' (or a whole postcode autofilled or pasted), then a list to pick from. It is not part of the
 * form's values: a pick fills the address fields, which the form checks.
 */
export function PostcodeLookup({ idPrefix = '', startOpen, onPick, onNotFound }: PostcodeLookupProps) {
  const lookup = useAddressLookup();
  const [open, setOpen] = useState(startOpen);
  const [postcode, setPostcode] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [note, setNote] = useState<string | null>(null);
  const [found, setFound] = useState<{ postcode: string; addresses: LookupAddress[] } | null>(null);

  if (!open)
    return (
      <Button variant="secondary" className="self-start" onClick={() => setOpen(true)}>
        Look up address
      </Button>
    );

  const find = async (asked = postcode) => {
    setFound(null);
    setNote(null);
    const checked = LookupPostcodeSchema.safeParse(asked);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message);
      return;
    }
    setProblem(undefined);
    const normalised = normaliseUkPostcode(checked.data) ?? checked.data.toUpperCase();
    try {
      const answer = await lookup.mutateAsync(normalised);
      const at = answer.postalCode ?? normalised;
      if (answer.addresses.length > 0) return setFound({ postcode: at, addresses: answer.addresses });
      setNote(`We could not find any addresses for ${at}. Please enter your address below.`);
      onNotFound(at);
    } catch {
      setNote('We could not look up that postcode just now. Please enter your address below.');
      onNotFound(null);
    }
  };
  const findOnEnter = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault(); // not the form's submit
    void find();
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          id={`${idPrefix}lookup-postcode`}
          label="Postcode to look up"
          autoComplete="postal-code"
          value={postcode}
          error={problem}
          onChange={(event) => {
            const next = event.target.value;
            setPostcode(next);
            // A whole postcode arriving at once (the browser's autofill, a paste) is looked up
            // straight away, as typing it and pressing 'Find Address' would (decision 0371).
            if (next.trim().length - postcode.trim().length > 1 && normaliseUkPostcode(next)) void find(next);
          }}
          onKeyDown={findOnEnter}
          containerClassName="w-48"
        />
        <Button variant="secondary" busy={lookup.isPending} onClick={() => void find()}>
          Find Address
        </Button>
      </div>
      {found && (
        <SelectField
          id={`${idPrefix}address-pick`}
          label="Select an address"
          placeholder={`${found.addresses.length} addresses found for ${found.postcode}`}
          options={found.addresses.map((a, i) => ({
            value: String(i),
            label: [a.line1, a.locality, a.city].filter(Boolean).join(', '),
          }))}
          defaultValue=""
          onChange={(event) => {
            const chosen = found.addresses[Number(event.target.value)];
            if (chosen) onPick(chosen, found.postcode);
          }}
        />
      )}
      <p role="status" className={note ? undefined : 'sr-only'}>
        {note}
      </p>
    </div>
  );
}
