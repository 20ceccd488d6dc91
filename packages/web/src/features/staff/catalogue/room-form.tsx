import { useWatch } from 'react-hook-form';
import { roomEdits, roomFormOf, RoomChangeFormSchema } from '@spa/domain';
import { FormTextField } from '../../../components/forms/form-fields';
import { EntryChangeForm, EntryNameFields, useEntryForm, type EntryFormProps } from './entry-form';
import { CheckboxGroup } from '../../../components/forms/checkbox-group';

/**
 * A treatment room added, changed or retired from a date: its name, its type, how many guests
 * it treats at once, and the treatments it can host (those that take place in its type of room,
 * so rooms of one type share the list). Retiring is refused while appointments need it.
 */
export function RoomForm(props: EntryFormProps) {
  const { catalogue, id } = props;
  const { form, entry } = useEntryForm(RoomChangeFormSchema, roomFormOf, props);
  const type = useWatch({ control: form.control, name: 'RoomType' });
  const sharing = catalogue.TreatmentRooms.filter((r) => r.RoomType === type && r.RoomId !== id).map(
    (r) => r.DisplayName,
  );
  return (
    <EntryChangeForm
      entry={entry}
      form={form}
      adding="Add a room"
      editsOf={(values) => roomEdits(catalogue, values)}
      fields={{
        DisplayName: 'DisplayName',
        RoomId: 'RoomId',
        RoomType: 'RoomType',
        Capacity: 'Capacity',
        RoomTypes: 'Treatments',
      }}
      section="TreatmentRooms"
    >
      <div className="grid gap-4 lg:grid-cols-2">
        <EntryNameFields id={id} code="RoomId" codeLabel="Room code" />
        <FormTextField
          name="RoomType"
          label="Type of room"
          hint="Rooms of one type host the same treatments."
          autoComplete="off"
        />
        <FormTextField
          name="Capacity"
          label="Guests treated at once"
          hint="2 for a couples room, each guest with their own therapist."
          inputMode="numeric"
        />
      </div>
      <CheckboxGroup
        name="Treatments"
        legend="Treatments it can host"
        hint={
          sharing.length > 0
            ? `Shared with the other rooms of this type: ${sharing.join(', ')}.`
            : 'No other room has this type.'
        }
        options={catalogue.Treatments.map((t) => ({ value: t.Id, label: t.DisplayName }))}
      />
    </EntryChangeForm>
  );
}
