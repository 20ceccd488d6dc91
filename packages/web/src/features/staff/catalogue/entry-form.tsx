import type { ReactNode } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { Catalogue, CatalogueEdit, CatalogueEditWire, CatalogueSection } from '@spa/domain';
import { FormTextField } from '../../../components/forms/form-fields';
import { useZodForm } from '../../../lib/use-zod-form';
import { ChangeForm, refusedOnto, type ChangeSpec } from './change-form';

/** What the catalogue screen gives each of its forms (the entries' and the opening hours'). */
export interface CatalogueFormProps {
  catalogue: Catalogue;
  effectiveFrom: string;
  onSaved: (message: string) => void;
  onCancel: () => void;
}

/** What an entry form (package, treatment, extra, room, therapist) is given. */
export interface EntryFormProps extends CatalogueFormProps {
  /** The entry changed; null adds one. */
  id: string | null;
}

/** The domain's edits as the catalogue call sends them. */
export const editsOnWire = (edits: CatalogueEdit | CatalogueEdit[]): CatalogueEditWire[] =>
  [edits].flat().map((e) => ({ Section: e.section, Key: e.key, Entry: e.entry }));

/** The entry a form changes, with its name as it stands (empty while adding). */
type NamedEntry = EntryFormProps & { name: string };

/**
 * An entry form driven by its domain schema, filled from the catalogue (`formOf`) and dated from
 * the screen's date; `entry` is what the screen gave, named.
 */
export function useEntryForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  formOf: (catalogue: Catalogue, id: string | null) => Omit<Input, 'EffectiveFrom'> & { DisplayName: string },
  entry: EntryFormProps,
) {
  const values = formOf(entry.catalogue, entry.id);
  const form = useZodForm<Input, Output>(schema, {
    ...values,
    EffectiveFrom: entry.effectiveFrom,
  } as DefaultValues<Input>);
  return { form, entry: { ...entry, name: entry.id === null ? '' : values.DisplayName } };
}

/** An entry's change: the domain's edits sent, "<name> is saved, in force from <date>.", refusals as `refused` puts them. */
export function entrySpec<Values extends { DisplayName: string; EffectiveFrom: string }>(
  editsOf: (values: Values) => CatalogueEdit | CatalogueEdit[],
  refused: ChangeSpec<Values>['refused'],
): ChangeSpec<Values> {
  return {
    editsOf: (values) => editsOnWire(editsOf(values)),
    savedMessage: (values) => `${values.DisplayName} is saved, in force from ${values.EffectiveFrom}.`,
    refused,
  };
}

/** Retiring the entry being changed, from the form's date (nothing to retire while adding). */
export const retireEntry = (section: CatalogueSection, id: string | null, name: string) =>
  id === null ? undefined : { name, edits: [{ Section: section, Key: id, Entry: null }] };

/**
 * An entry's change form: "Change <name>" or `adding` as its title, its edits sent with the
 * date, refusals put on the fields `fields` names (entry field → form field, or a function of
 * its own), and Retire while changing an entry of a `section` that can be retired.
 */
export function EntryChangeForm<
  Input extends FieldValues,
  Output extends FieldValues & { DisplayName: string; EffectiveFrom: string },
>({
  entry,
  form,
  adding,
  dateHint,
  editsOf,
  fields,
  section,
  highlight,
  children,
}: {
  entry: NamedEntry;
  form: UseFormReturn<Input, unknown, Output>;
  adding: string;
  dateHint?: string;
  editsOf: (values: Output) => CatalogueEdit | CatalogueEdit[];
  fields: Readonly<Record<string, string>> | ChangeSpec<Output>['refused'];
  section?: CatalogueSection;
  highlight?: (values: Input) => string;
  children: ReactNode;
}) {
  const refused = typeof fields === 'function' ? fields : refusedOnto(form, fields);
  return (
    <ChangeForm
      form={form}
      title={entry.id === null ? adding : `Change ${entry.name}`}
      dateHint={dateHint}
      spec={entrySpec<Output>(editsOf, refused)}
      retire={section && retireEntry(section, entry.id, entry.name)}
      highlight={highlight}
      onSaved={entry.onSaved}
      onCancel={entry.onCancel}
    >
      {children}
    </ChangeForm>
  );
}

/** An entry's name, and its code (`code`, the form's field): fixed once the entry exists, as bookings name it. */
export function EntryNameFields({
  id,
  code,
  codeLabel = 'Code',
}: {
  id: string | null;
  code: string;
  codeLabel?: string;
}) {
  return (
    <>
      <FormTextField name="DisplayName" label="Name" autoComplete="off" />
      <FormTextField name={code} label={codeLabel} autoComplete="off" readOnly={id !== null} />
    </>
  );
}
