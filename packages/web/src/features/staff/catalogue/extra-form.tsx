import { useFieldArray } from 'react-hook-form';
import { extraEdit, extraFormOf, ExtraChangeFormSchema } from '@spa/domain';
import { FormSelectField, FormTextAreaField, FormTextField } from '../../../components/forms/form-fields';
import { EntryChangeForm, EntryNameFields, useEntryForm, type EntryFormProps } from './entry-form';
import { RowsFieldset } from './rows-fieldset';

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
  const { form, entry } = useEntryForm(ExtraChangeFormSchema, extraFormOf, props);
  const prices = useFieldArray({ control: form.control, name: 'Codes' });
  return (
    <EntryChangeForm
      entry={entry}
      form={form}
      adding="Add an extra"
      editsOf={(values) => extraEdit(catalogue, values)}
      fields={{ Key: 'Key', ModalType: 'Kind', SystemType: 'Kind', Codes: 'Codes' }}
      section="Extras"
    >
      <div className="grid gap-4 lg:grid-cols-3">
        <EntryNameFields id={id} code="Key" />
        <FormSelectField name="Kind" label="Kind" options={KINDS} />
        <FormTextField name="DisplayPrice" label="Price guests see first (£)" inputMode="decimal" />
        <FormTextField name="PricePerText" label="What the price is for" hint="e.g. per guest" />
      </div>
      <FormTextAreaField name="Description" label="Description guests read" rows={3} />
      <RowsFieldset
        legend="Prices, each for a party size or any"
        rows={prices}
        noun="price"
        add="Add a price"
        onAdd={() => prices.append({ Code: '', PremierId: '', Guests: '', Price: '' })}
        most={MAX_PRICES}
        row={(i) => (
          <>
            <FormTextField name={`Codes.${i}.Code`} label={`Price ${i + 1}: activity or garden code`} />
            <FormTextField name={`Codes.${i}.PremierId`} label="Till code" />
            <FormTextField
              name={`Codes.${i}.Guests`}
              label="Party size"
              hint="Empty: any size"
              inputMode="numeric"
            />
            <FormTextField name={`Codes.${i}.Price`} label="Price (£)" inputMode="decimal" />
          </>
        )}
      />
    </EntryChangeForm>
  );
}
