import { useEffect, useRef, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import {
  openingHoursEdit,
  openingHoursFormOf,
  OpeningHoursFormSchema,
  type Catalogue,
  type OpeningHoursForm as OpeningHoursValues,
} from '@spa/domain';
import { FormErrorSummary } from '../../components/forms/form-error-summary';
import { FormTextField } from '../../components/forms/form-fields';
import { ApiError } from '../../lib/api-client';
import { useZodForm } from '../../lib/use-zod-form';
import { useChangeCatalogue, usePreviewCatalogue } from './catalogue-api';
import { ChangeActions } from './change-actions';
import { ChangePreview } from './change-preview';

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
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const form = useZodForm<OpeningHoursValues, OpeningHoursValues>(OpeningHoursFormSchema, {
    EffectiveFrom: effectiveFrom,
    Days: openingHoursFormOf(catalogue),
  });
  const change = useChangeCatalogue();
  const preview = usePreviewCatalogue();
  const [failure, setFailure] = useState<string | null>(null);
  const editsOf = (values: OpeningHoursValues) => {
    const edit = openingHoursEdit(catalogue, values.Days);
    return [{ Section: edit.section, Key: edit.key, Entry: edit.entry }];
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await change.mutateAsync({ EffectiveFrom: values.EffectiveFrom, Edits: editsOf(values) });
      onSaved(`The opening hours are saved, in force from ${values.EffectiveFrom}.`);
    } catch (error) {
      const date = error instanceof ApiError && error.fieldErrors.find((f) => f.field === 'EffectiveFrom');
      if (date) form.setError('EffectiveFrom', { type: 'server', message: date.message });
      else setFailure(error instanceof Error ? error.message : 'Not saved');
    }
  });
  const onPreview = form.handleSubmit((values) =>
    preview.mutate({ Date: values.EffectiveFrom, Edits: editsOf(values) }),
  );

  return (
    <section aria-labelledby="hours-form-title" className="mb-6 rounded-lg bg-white p-4 shadow-sm">
      <h2 id="hours-form-title" ref={heading} tabIndex={-1} className="mb-3 text-2xl">
        Change the opening hours
      </h2>
      <FormProvider {...form}>
        <FormErrorSummary failure={failure} />
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
          <FormTextField
            name="EffectiveFrom"
            label="In force from"
            type="date"
            containerClassName="max-w-xs"
          />
          <p>Leave both times empty for a day the spa is closed. Single days are closed on the rota.</p>
          {WEEKDAYS.map((day, i) => (
            <fieldset
              key={day}
              className="flex flex-wrap items-end gap-4 rounded-md border border-sage-200 p-3"
            >
              <legend className="px-1 font-semibold">{day}</legend>
              <FormTextField name={`Days.${i}.OpenTime`} label={`${day}: opens`} type="time" step={900} />
              <FormTextField name={`Days.${i}.CloseTime`} label={`${day}: closes`} type="time" step={900} />
            </fieldset>
          ))}
          <ChangeActions
            saving={change.isPending}
            previewing={preview.isPending}
            onPreview={() => void onPreview()}
            onCancel={onCancel}
          />
        </form>
      </FormProvider>
      <ChangePreview preview={preview.data} />
    </section>
  );
}
