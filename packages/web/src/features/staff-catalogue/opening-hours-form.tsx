import {
  openingHoursEdit,
  openingHoursFormOf,
  OpeningHoursFormSchema,
  type Catalogue,
  type OpeningHoursForm as OpeningHoursValues,
} from '@spa/domain';
import { FormTextField } from '../../components/forms/form-fields';
import { useZodForm } from '../../lib/use-zod-form';
import { ChangeForm, dateRefusal } from './change-form';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/**
 * The spa's opening hours from a date: each weekday open from … to …, or closed. Nothing of the
 * spa is offered outside them; single days are closed on the rota.
 */
export function OpeningHoursForm({
  catalogue,
  effectiveFrom,
  onSaved,
  onCancel,
}: {
  catalogue: Catalogue;
  effectiveFrom: string;
  onSaved: (message: string) => void;
  onCancel: () => void;
}) {
  const form = useZodForm<OpeningHoursValues, OpeningHoursValues>(OpeningHoursFormSchema, {
    EffectiveFrom: effectiveFrom,
    Days: openingHoursFormOf(catalogue),
  });
  return (
    <ChangeForm
      form={form}
      title="Change the opening hours"
      spec={{
        editsOf: (values) => {
          const edit = openingHoursEdit(catalogue, values.Days);
          return [{ Section: edit.section, Key: edit.key, Entry: edit.entry }];
        },
        savedMessage: (values) => `The opening hours are saved, in force from ${values.EffectiveFrom}.`,
        refused: (error) => {
          const date = dateRefusal(error);
          if (!date) return error instanceof Error ? error.message : 'Not saved';
          form.setError('EffectiveFrom', { type: 'server', message: date });
          return null;
        },
      }}
      onSaved={onSaved}
      onCancel={onCancel}
    >
      <p>Leave both times empty for a day the spa is closed. Single days are closed on the rota.</p>
      {WEEKDAYS.map((day, i) => (
        <fieldset key={day} className="flex flex-wrap items-end gap-4 rounded-md border border-sage-200 p-3">
          <legend className="px-1 font-semibold">{day}</legend>
          <FormTextField name={`Days.${i}.OpenTime`} label={`${day}: opens`} type="time" step={900} />
          <FormTextField name={`Days.${i}.CloseTime`} label={`${day}: closes`} type="time" step={900} />
        </fieldset>
      ))}
    </ChangeForm>
  );
}
