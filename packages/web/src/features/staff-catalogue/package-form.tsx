import {
  spaDayEdit,
  spaDayFormOf,
  SpaDayChangeFormSchema,
  type Catalogue,
  type SpaDayChangeForm,
  type SpaDayChangeFormInput,
} from '@spa/domain';
import { FormSelectField, FormTextAreaField, FormTextField } from '../../components/forms/form-fields';
import { useZodForm } from '../../lib/use-zod-form';
import { ChangeForm, refusedOnto } from './change-form';
import { CheckboxGroup } from '../../components/forms/checkbox-group';
import { PackageBandsFields } from './package-bands-fields';
import { PackageChoicesFields } from './package-choices-fields';

/** Where the catalogue's rules name a package's field, on this form. */
const FIELDS = {
  PremierId: 'PremierId',
  DisplayName: 'DisplayName',
  Description: 'Description',
  Price: 'Price',
  TimeBands: 'TimeBands',
  BandTimes: 'BandTimes',
  AllowedTreatments: 'AllowedTreatments',
  TreatmentGroups: 'AllowedTreatments',
  HasTreatments: 'AllowedTreatments',
  Restaurants: 'Restaurants',
  HasDining: 'Restaurants',
  SpaGardenCode: 'SpaGardenCode',
  HasSpaGarden: 'SpaGardenCode',
  Extras: 'Extras',
  HasExtras: 'Extras',
};

/**
 * A package (Spa Day) added, changed or retired from a date: its price per person, arrival
 * bands, the treatments it includes, dining, the garden and the add-ons offered with it.
 * Bookings already made keep what they were sold at.
 */
export function PackageForm({
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
  const form = useZodForm<SpaDayChangeFormInput, SpaDayChangeForm>(SpaDayChangeFormSchema, {
    ...spaDayFormOf(catalogue, id),
    EffectiveFrom: effectiveFrom,
  });
  const name = id ? spaDayFormOf(catalogue, id).DisplayName : '';
  return (
    <ChangeForm
      form={form}
      title={id ? `Change ${name}` : 'Add a package'}
      dateHint="Bookings already made keep their price. Guests booking earlier days see the package as it was."
      spec={{
        editsOf: (values) => {
          const edit = spaDayEdit(catalogue, values);
          return [{ Section: edit.section, Key: edit.key, Entry: edit.entry }];
        },
        savedMessage: (values) => `${values.DisplayName} is saved, in force from ${values.EffectiveFrom}.`,
        refused: refusedOnto(form, FIELDS),
      }}
      retire={id ? { name, edits: [{ Section: 'SpaDays', Key: id, Entry: null }] } : undefined}
      onSaved={onSaved}
      onCancel={onCancel}
    >
      <div className="grid gap-4 lg:grid-cols-3">
        <FormTextField name="DisplayName" label="Name" autoComplete="off" />
        <FormTextField name="PremierId" label="Code" autoComplete="off" readOnly={id !== null} />
        <FormTextField name="Price" label="Price per person (£)" inputMode="decimal" />
      </div>
      <FormTextAreaField name="Description" label="Description guests read" rows={3} />
      <PackageBandsFields />
      <PackageChoicesFields catalogue={catalogue} />
      <CheckboxGroup
        name="Restaurants"
        legend="Dining included"
        hint="None: no meal."
        options={catalogue.Restaurants.map((r) => ({ value: r.RestaurantId, label: r.DisplayName }))}
      />
      <FormSelectField
        name="SpaGardenCode"
        label="Spa garden access included"
        options={[
          { value: '', label: 'No garden' },
          ...catalogue.SpaGardens.map((g) => ({ value: g.Code, label: g.DisplayName })),
        ]}
        containerClassName="max-w-md"
      />
      <CheckboxGroup
        name="Extras"
        legend="Add-ons offered with it"
        options={catalogue.Extras.map((e) => ({ value: e.Key, label: e.Content.DisplayName }))}
      />
    </ChangeForm>
  );
}
