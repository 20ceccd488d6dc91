import { useFieldArray, type Path } from 'react-hook-form';
import {
  treatmentEdits,
  treatmentFormOf,
  TreatmentChangeFormSchema,
  type TreatmentChangeFormInput,
} from '@spa/domain';
import { CheckboxGroup } from '../../../components/forms/checkbox-group';
import { FormTextAreaField, FormTextField } from '../../../components/forms/form-fields';
import { Checkbox } from '../../../components/ui/choice';
import { EntryChangeForm, EntryNameFields, useEntryForm, type EntryFormProps } from './entry-form';
import { RowsFieldset } from './rows-fieldset';
import { formErrorsOf } from './server-errors';

const MAX_LENGTHS = 6;

/**
 * A treatment added or changed from a date: its name, skill and rooms, its lengths with
 * their turnover and prices, the therapists who give it, and whether guests book it on its
 * own. Checked by the catalogue's rules on save; a preview shows it as guests would see the date.
 */
export function TreatmentForm(props: EntryFormProps) {
  const { catalogue, id } = props;
  const { form, entry } = useEntryForm(TreatmentChangeFormSchema, treatmentFormOf, props);
  const lengths = useFieldArray({ control: form.control, name: 'Durations' });
  const roomTypes = [...new Set(catalogue.TreatmentRooms.map((r) => r.RoomType))];

  return (
    <EntryChangeForm
      entry={entry}
      form={form}
      adding="Add a treatment"
      dateHint="Bookings already made keep their price. Guests booking earlier days see the catalogue as it was."
      editsOf={(values) => treatmentEdits(catalogue, values).edits}
      fields={(error, values) => {
        const { fields, other } = formErrorsOf(error, treatmentEdits(catalogue, values).formFields);
        for (const field of fields)
          form.setError(field.name as Path<TreatmentChangeFormInput>, {
            type: 'server',
            message: field.message,
          });
        return other;
      }}
      highlight={(values) => values.Id}
    >
      <div className="grid gap-4 lg:grid-cols-3">
        <EntryNameFields id={id} code="Id" />
        <FormTextField name="Skill" label="Skill the therapist needs" autoComplete="off" />
      </div>
      <FormTextAreaField name="Description" label="Description guests read" rows={3} />
      <RowsFieldset
        legend="Lengths and prices"
        rows={lengths}
        noun="length"
        add="Add a length"
        onAdd={() => lengths.append({ Code: '', Minutes: 60, Turnover: 15, Price: '' })}
        most={MAX_LENGTHS}
        row={(i) => (
          <>
            <FormTextField name={`Durations.${i}.Code`} label={`Length ${i + 1}: code`} autoComplete="off" />
            <FormTextField name={`Durations.${i}.Minutes`} label="Minutes treated" inputMode="numeric" />
            <FormTextField name={`Durations.${i}.Turnover`} label="Turnover minutes" inputMode="numeric" />
            <FormTextField name={`Durations.${i}.Price`} label="Price (£)" inputMode="decimal" />
          </>
        )}
      />
      <CheckboxGroup
        name="RoomTypes"
        legend="Rooms it can take place in"
        options={roomTypes.map((type) => ({
          value: type,
          label: `${type} (${catalogue.TreatmentRooms.filter((r) => r.RoomType === type)
            .map((r) => r.DisplayName)
            .join(', ')})`,
        }))}
      />
      <CheckboxGroup
        name="Therapists"
        legend="Therapists who give it (they are given its skill)"
        options={catalogue.Therapists.map((t) => ({ value: t.StaffId, label: t.DisplayName }))}
      />
      <Checkbox {...form.register('OfferedAlone')} id="OfferedAlone" label="Guests can book it on its own" />
    </EntryChangeForm>
  );
}
