import { knownSkills, therapistEdit, therapistFormOf, TherapistChangeFormSchema } from '@spa/domain';
import { EntryChangeForm, EntryNameFields, useEntryForm, type EntryFormProps } from './entry-form';
import { CheckboxGroup } from '../../../components/forms/checkbox-group';
import { WeeklyRangesFields } from './weekly-ranges-fields';

/**
 * A therapist added, changed or retired from a date: their name, the skills that let them give
 * treatments, and their weekly shifts (single days change on the rota). Retiring is refused
 * while a confirmed appointment from that date still needs them.
 */
export function TherapistForm(props: EntryFormProps) {
  const { catalogue, id } = props;
  const { form, entry } = useEntryForm(TherapistChangeFormSchema, therapistFormOf, props);
  const treatmentsOf = (skill: string) =>
    catalogue.Treatments.filter((t) => t.Skill === skill).map((t) => t.DisplayName);
  return (
    <EntryChangeForm
      entry={entry}
      form={form}
      adding="Add a therapist"
      dateHint="Appointments already booked stay with them; the diary shows the change from this date."
      editsOf={(values) => therapistEdit(catalogue, values)}
      fields={{ DisplayName: 'DisplayName', StaffId: 'StaffId', Skills: 'Skills' }}
      section="Therapists"
    >
      <div className="grid gap-4 lg:grid-cols-2">
        <EntryNameFields id={id} code="StaffId" codeLabel="Staff code" />
      </div>
      <CheckboxGroup
        name="Skills"
        legend="Skills"
        hint="A therapist gives every treatment that needs one of their skills."
        options={knownSkills(catalogue).map((skill) => {
          const treatments = treatmentsOf(skill);
          return {
            value: skill,
            label: treatments.length > 0 ? `${skill} (${treatments.join(', ')})` : skill,
          };
        })}
      />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-xl">Weekly shifts</legend>
        <WeeklyRangesFields name="Shifts" words={{ range: 'shift', a: 'a', none: 'Day off' }} />
      </fieldset>
    </EntryChangeForm>
  );
}
