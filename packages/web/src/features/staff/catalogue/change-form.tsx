import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type { CatalogueEditWire } from '@spa/domain';
import { FormErrorSummary } from '../../../components/forms/form-error-summary';
import { FormTextField } from '../../../components/forms/form-fields';
import { ApiError } from '../../../lib/api-client';
import { useChangeCatalogue, usePreviewCatalogue } from './catalogue-api';
import { ChangeActions } from './change-actions';
import { ChangePreview } from './change-preview';
import { entryErrorsOf } from './server-errors';

/** What one kind of change form sends, says when saved, and does with a refusal. */
export interface ChangeSpec<Values> {
  editsOf: (values: Values) => CatalogueEditWire[];
  savedMessage: (values: Values) => string;
  /** Puts a refusal's fields on the form; returns what no field answers for (null: nothing). */
  refused: (error: unknown, values: Values) => string | null;
}

/** The refusal of an entry form: each field the form shows set on it (`fields`: entry field → form field), the rest returned for the alert. */
export function refusedOnto<Input extends FieldValues>(
  form: UseFormReturn<Input, unknown, FieldValues>,
  fields: Readonly<Record<string, string>>,
) {
  return (error: unknown) => {
    const refusal = entryErrorsOf(error, fields);
    for (const field of refusal.fields)
      form.setError(field.name as Path<Input>, { type: 'server', message: field.message });
    return refusal.other;
  };
}

/** The server's word on the date, when it refused the date (the past, or beyond the year guests can book). */
export function dateRefusal(error: unknown): string | null {
  return error instanceof ApiError
    ? (error.fieldErrors.find((f) => f.field === 'EffectiveFrom')?.message ?? null)
    : null;
}

/**
 * A catalogue change form's frame: its heading (focused when it opens), the error summary, the
 * date it is in force from, the fields (`children`), save / preview / cancel, and the preview of
 * the draft as guests would see that date.
 */
export function ChangeForm<
  Input extends FieldValues,
  Output extends FieldValues & { EffectiveFrom: string },
>({
  form,
  title,
  dateHint,
  spec,
  highlight,
  retire,
  onSaved,
  onCancel,
  children,
}: {
  form: UseFormReturn<Input, unknown, Output>;
  title: string;
  dateHint?: string;
  spec: ChangeSpec<Output>;
  /** The treatment the preview shows alone. */
  highlight?: (values: Input) => string;
  /** An entry that can be retired: what it is called, and the edit that removes it from the date. */
  retire?: { name: string; edits: CatalogueEditWire[] };
  onSaved: (message: string) => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const change = useChangeCatalogue();
  const preview = usePreviewCatalogue();
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await change.mutateAsync({ EffectiveFrom: values.EffectiveFrom, Edits: spec.editsOf(values) });
      onSaved(spec.savedMessage(values));
    } catch (error) {
      setFailure(spec.refused(error, values));
    }
  });
  const onRetire = async () => {
    setFailure(null);
    if (!retire || !(await form.trigger('EffectiveFrom' as Path<Input>))) return;
    const from = String(form.getValues('EffectiveFrom' as Path<Input>));
    try {
      await change.mutateAsync({ EffectiveFrom: from, Edits: retire.edits });
      onSaved(`${retire.name} is retired from ${from}.`);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'Not retired');
    }
  };
  const onPreview = form.handleSubmit((values) =>
    preview.mutate({ Date: values.EffectiveFrom, Edits: spec.editsOf(values) }),
  );

  return (
    <section aria-labelledby="change-form-title" className="mb-6 rounded-lg bg-white p-4 shadow-sm">
      <h2 id="change-form-title" ref={heading} tabIndex={-1} className="mb-3 text-2xl">
        {title}
      </h2>
      <FormProvider {...form}>
        <FormErrorSummary failure={failure} />
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
          <FormTextField
            name="EffectiveFrom"
            label="In force from"
            type="date"
            hint={dateHint}
            containerClassName="max-w-xs"
          />
          {children}
          <ChangeActions
            saving={change.isPending}
            previewing={preview.isPending}
            onPreview={() => void onPreview()}
            retireLabel={retire && `Retire ${retire.name} from this date`}
            onRetire={retire && (() => void onRetire())}
            onCancel={onCancel}
          />
        </form>
      </FormProvider>
      <ChangePreview preview={preview.data} highlight={highlight?.(form.getValues())} />
    </section>
  );
}
