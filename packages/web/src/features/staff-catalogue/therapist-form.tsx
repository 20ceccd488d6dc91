import {
  knownSkills,
  therapistEdit,
  therapistFormOf,
  TherapistChangeFormSchema,
  type Catalogue,
  type TherapistChangeForm,
  type TherapistChangeFormInput,
} from '@spa/domain';
import { FormTextField } from '../../components/forms/form-fields';
import { useZodForm } from '../../lib/use-zod-form';
import { ChangeForm, refusedOnto } from './change-form';
import { CheckboxGroup } from '../../components/forms/checkbox-group';
import { WeeklyRangesFields } from './weekly-ranges-fields';

/**
 * A therapist added, changed or retired from a date: their name, the skills that let them give
 * treatments, and their weekly shifts (single days change on the rota). Retiring is refused
 * while a confirmed appointment from that date still needs them.
 */
export function TherapistForm({
  catalogue,
  id,
  effectiveFrom,
  onSaved,
  onCancel,
}: {
  catalogue: Catalogue;
  id: string | null;
  effectiveFrom: string;
  onSaved: (message: string) => void;
  onCancel: () => void;
}) {
  const form = useZodForm<TherapistChangeFormInput, TherapistChangeForm>(TherapistChangeFormSchema, {
    ...therapistFormOf(catalogue, id),
    EffectiveFrom: effectiveFrom,
  });
  const name = id ? therapistFormOf(catalogue, id).DisplayName : '';
  const treatmentsOf = (skill: string) =>
    catalogue.Treatments.filter((t) => t.Skill === skill).map((t) => t.DisplayName);
  return (
    <ChangeForm
      form={form}
      title={id ? `Change ${name}` : 'Add a therapist'}
      dateHint="Appointments already booked stay with them; the diary shows the change from this date."
      spec={{
        editsOf: (values) => {
          const edit = therapistEdit(catalogue, values);
          return [{ Section: edit.section, Key: edit.key, Entry: edit.entry }];
        },
        savedMessage: (values) => `${values.DisplayName} is saved, in force from ${values.EffectiveFrom}.`,
        refused: refusedOnto(form, { DisplayName: 'DisplayName', StaffId: 'StaffId', Skills: 'Skills' }),
      }}
      retire={id ? { name, edits: [{ Section: 'Therapists', Key: id, Entry: null }] } : undefined}
      onSaved={onSaved}
      onCancel={onCancel}
    >
      <div className="grid gap-4 lg:grid-cols-2">
        <FormTextField name="DisplayName" label="Name" autoComplete="off" />
        <FormTextField name="StaffId" label="Staff code" autoComplete="off" readOnly={id !== null} />
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
    </ChangeForm>
  );
}
