import { useFieldArray } from 'react-hook-form';
import { extraEdit, extraFormOf, ExtraChangeFormSchema } from '@spa/domain';
import { FormSelectField, FormTextAreaField, FormTextField } from '../../../components/forms/form-fields';
import { Button } from '../../../components/ui/button';
import { EntryChangeForm, useEntryForm, type EntryFormProps } from './entry-form';

const KINDS = [
  { value: 'TREATMENTS', label: 'A treatment added to the day' },
  { value: 'MUDROOM', label: 'The mud room, for a group' },
  { value: 'SPAGARDEN', label: 'Spa garden access' },
];
const MAX_PRICES = 24;

/**
 * An extra (add-on) added, changed or retired from a date: its name, kind, the price guests
 * see first, and each code it is sold as with its price and the party size it is for.
 */
export function ExtraForm(props: EntryFormProps) {
  const { catalogue, id } = props;
  const { form, name } = useEntryForm(ExtraChangeFormSchema, extraFormOf, props);
  const prices = useFieldArray({ control: form.control, name: 'Codes' });
  return (
    <EntryChangeForm
      entry={props}
      name={name}
      form={form}
      adding="Add an extra"
      editsOf={(values) => extraEdit(catalogue, values)}
      fields={{ Key: 'Key', ModalType: 'Kind', SystemType: 'Kind', Codes: 'Codes' }}
      section="Extras"
    >
      <div className="grid gap-4 lg:grid-cols-3">
        <FormTextField name="DisplayName" label="Name" autoComplete="off" />
        <FormTextField name="Key" label="Code" autoComplete="off" readOnly={id !== null} />
        <FormSelectField name="Kind" label="Kind" options={KINDS} />
        <FormTextField name="DisplayPrice" label="Price guests see first (£)" inputMode="decimal" />
        <FormTextField name="PricePerText" label="What the price is for" hint="e.g. per guest" />
      </div>
      <FormTextAreaField name="Description" label="Description guests read" rows={3} />
      <fieldset className="rounded-md border border-sage-200 p-3">
        <legend className="px-1 font-semibold">Prices, each for a party size or any</legend>
        {prices.fields.map((field, i) => (
          <div key={field.id} className="mb-2 flex flex-wrap items-end gap-4">
            <FormTextField name={`Codes.${i}.Code`} label={`Price ${i + 1}: activity or garden code`} />
            <FormTextField name={`Codes.${i}.PremierId`} label="Till code" />
            <FormTextField
              name={`Codes.${i}.Guests`}
              label="Party size"
              hint="Empty: any size"
              inputMode="numeric"
            />
            <FormTextField name={`Codes.${i}.Price`} label="Price (£)" inputMode="decimal" />
            {prices.fields.length > 1 && (
              <Button variant="secondary" onClick={() => prices.remove(i)}>
                Remove price {i + 1}
              </Button>
            )}
          </div>
        ))}
        {prices.fields.length < MAX_PRICES && (
          <Button
            variant="secondary"
            onClick={() => prices.append({ Code: '', PremierId: '', Guests: '', Price: '' })}
          >
            Add a price
          </Button>
        )}
      </fieldset>
    </EntryChangeForm>
  );
}
