import {
  openingHoursEdit,
  openingHoursFormOf,
  OpeningHoursFormSchema,
  type OpeningHoursForm as OpeningHoursValues,
  type OpeningHoursFormInput,
} from '@spa/domain';
import { useZodForm } from '../../../lib/use-zod-form';
import { ChangeForm, dateRefusal } from './change-form';
import { editsOnWire, type CatalogueFormProps } from './entry-form';
import { WeeklyRangesFields } from './weekly-ranges-fields';

/**
 * The spa's opening hours from a date: each weekday's openings (several, as 09:00–13:00 and
 * 14:00–20:00, or none: closed). Nothing of the spa is offered outside them; single days are
 * closed on the rota.
 */
export function OpeningHoursForm({ catalogue, effectiveFrom, onSaved, onCancel }: CatalogueFormProps) {
  const form = useZodForm<OpeningHoursFormInput, OpeningHoursValues>(OpeningHoursFormSchema, {
    EffectiveFrom: effectiveFrom,
    Days: openingHoursFormOf(catalogue),
  });
  return (
    <ChangeForm
      form={form}
      title="Change the opening hours"
      spec={{
        editsOf: (values) => editsOnWire(openingHoursEdit(catalogue, values.Days)),
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
      <p>A day without openings is closed. Single days are closed on the rota.</p>
      <WeeklyRangesFields name="Days" words={{ range: 'opening', a: 'an', none: 'Closed' }} />
    </ChangeForm>
  );
}
