import { spaDayEdit, spaDayFormOf, SpaDayChangeFormSchema } from '@spa/domain';
import { FormSelectField, FormTextAreaField, FormTextField } from '../../../components/forms/form-fields';
import { EntryChangeForm, EntryNameFields, useEntryForm, type EntryFormProps } from './entry-form';
import { CheckboxGroup } from '../../../components/forms/checkbox-group';
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
export function PackageForm(props: EntryFormProps) {
  const { catalogue, id } = props;
  const { form, entry } = useEntryForm(SpaDayChangeFormSchema, spaDayFormOf, props);
  return (
    <EntryChangeForm
      entry={entry}
      form={form}
      adding="Add a package"
      dateHint="Bookings already made keep their price. Guests booking earlier days see the package as it was."
      editsOf={(values) => spaDayEdit(catalogue, values)}
      fields={FIELDS}
      section="SpaDays"
    >
      <div className="grid gap-4 lg:grid-cols-3">
        <EntryNameFields id={id} code="PremierId" />
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
    </EntryChangeForm>
  );
}
