import {
  catalogueEntry,
  EntryChangeFormSchema,
  type Catalogue,
  type CatalogueSection,
  type EntryChangeForm,
} from '@spa/domain';
import { FormTextAreaField } from '../../components/forms/form-fields';
import { ApiError } from '../../lib/api-client';
import { useZodForm } from '../../lib/use-zod-form';
import { ChangeForm, dateRefusal } from './change-form';

/**
 * Any other entry (a package with its arrival bands, inclusions, dining and garden; an extra;
 * a room; a therapist) changed from a date as the catalogue file writes it. The catalogue's
 * rules check it; their messages name the entry and field.
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
  const form = useZodForm<EntryChangeForm, EntryChangeForm>(EntryChangeFormSchema, {
    EffectiveFrom: effectiveFrom,
    Entry: JSON.stringify(catalogueEntry(catalogue, section, entryKey), null, 2),
  });
  return (
    <ChangeForm
      form={form}
      title={`Change ${title}`}
      spec={{
        editsOf: (values) => [
          { Section: section, Key: entryKey, Entry: JSON.parse(values.Entry) as unknown },
        ],
        savedMessage: (values) => `${title} is saved, in force from ${values.EffectiveFrom}.`,
        refused: (error) => {
          const date = dateRefusal(error);
          if (date) form.setError('EffectiveFrom', { type: 'server', message: date });
          else if (error instanceof ApiError && error.fieldErrors.length > 0)
            form.setError('Entry', {
              type: 'server',
              message: error.fieldErrors.map((f) => f.message).join('; '),
            });
          else return error instanceof Error ? error.message : 'Not saved';
          return null;
        },
      }}
      onSaved={onSaved}
      onCancel={onCancel}
    >
      <FormTextAreaField
        name="Entry"
        label="The entry, as the catalogue file writes it"
        hint="Prices in pence; times of day as HH:mm."
        rows={16}
        className="font-mono text-sm"
      />
    </ChangeForm>
  );
}
