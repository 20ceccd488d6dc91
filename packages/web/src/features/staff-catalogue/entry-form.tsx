import { useEffect, useRef, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import {
  catalogueEntry,
  EntryChangeFormSchema,
  type Catalogue,
  type CatalogueSection,
  type EntryChangeForm,
} from '@spa/domain';
import { FormErrorSummary } from '../../components/forms/form-error-summary';
import { FormTextAreaField, FormTextField } from '../../components/forms/form-fields';
import { ApiError } from '../../lib/api-client';
import { useZodForm } from '../../lib/use-zod-form';
import { useChangeCatalogue, usePreviewCatalogue } from './catalogue-api';
import { ChangeActions } from './change-actions';
import { ChangePreview } from './change-preview';

/**
 * Any other entry (a package with its arrival bands, inclusions, dining and garden; an extra;
 * a room; a therapist; the opening hours) changed from a date as the catalogue file writes it.
 * The catalogue's rules check it; their messages name the entry and field.
 */
export function EntryForm({
  catalogue,
  section,
  entryKey,
  title,
  effectiveFrom,
  onSaved,
  onCancel,
}: {
  catalogue: Catalogue;
  section: CatalogueSection;
  entryKey: string;
  title: string;
  effectiveFrom: string;
  onSaved: (message: string) => void;
  onCancel: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [section, entryKey]);
  const form = useZodForm<EntryChangeForm, EntryChangeForm>(EntryChangeFormSchema, {
    EffectiveFrom: effectiveFrom,
    Entry: JSON.stringify(catalogueEntry(catalogue, section, entryKey), null, 2),
  });
  const change = useChangeCatalogue();
  const preview = usePreviewCatalogue();
  const [failure, setFailure] = useState<string | null>(null);
  const editOf = (values: EntryChangeForm) => [
    { Section: section, Key: entryKey, Entry: JSON.parse(values.Entry) as unknown },
  ];

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await change.mutateAsync({ EffectiveFrom: values.EffectiveFrom, Edits: editOf(values) });
      onSaved(`${title} is saved, in force from ${values.EffectiveFrom}.`);
    } catch (error) {
      const date = error instanceof ApiError && error.fieldErrors.find((f) => f.field === 'EffectiveFrom');
      if (date) form.setError('EffectiveFrom', { type: 'server', message: date.message });
      else if (error instanceof ApiError && error.fieldErrors.length > 0)
        form.setError('Entry', {
          type: 'server',
          message: error.fieldErrors.map((f) => f.message).join('; '),
        });
      else setFailure(error instanceof Error ? error.message : 'Not saved');
    }
  });
  const onPreview = form.handleSubmit((values) =>
    preview.mutate({ Date: values.EffectiveFrom, Edits: editOf(values) }),
  );

  return (
    <section aria-labelledby="entry-form-title" className="mb-6 rounded-lg bg-white p-4 shadow-sm">
      <h2 id="entry-form-title" ref={heading} tabIndex={-1} className="mb-3 text-2xl">
        Change {title}
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
          <FormTextAreaField
            name="Entry"
            label="The entry, as the catalogue file writes it"
            hint="Prices in pence; times of day as HH:mm."
            rows={16}
            className="font-mono text-sm"
          />
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
