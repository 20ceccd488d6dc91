import { useFieldArray, useFormContext } from 'react-hook-form';
import { includedValue, resolveTreatments, type Catalogue, type SpaDayChangeFormInput } from '@spa/domain';
import { FormTextAreaField, FormTextField } from '../../../components/forms/form-fields';
import { Button } from '../../../components/ui/button';
import { CheckboxGroup } from '../../../components/forms/checkbox-group';

/**
 * The treatments a package includes: how many each guest chooses, and the groups they choose
 * from, each treatment at the length its price includes (longer ones cost a supplement).
 */
export function PackageChoicesFields({ catalogue }: { catalogue: Catalogue }) {
  const { control } = useFormContext<SpaDayChangeFormInput>();
  const groups = useFieldArray({ control, name: 'TreatmentGroups' });
  const options = resolveTreatments(catalogue).flatMap((t) =>
    t.Durations.map((d) => ({
      value: includedValue(t.Id, d.Code),
      label: `${t.DisplayName}, ${d.Duration} min`,
    })),
  );
  return (
    <fieldset className="flex flex-col gap-3 rounded-md border border-sage-200 p-3">
      <legend className="px-1 font-semibold">Treatments included</legend>
      <FormTextField
        name="AllowedTreatments"
        label="Treatments each guest chooses"
        hint="0 when the package includes none."
        inputMode="numeric"
        containerClassName="max-w-xs"
      />
      <FormTextAreaField name="TreatmentIntro" label="What guests read above the choice" rows={2} />
      {groups.fields.map((field, g) => (
        <div key={field.id} className="flex flex-col gap-2 rounded-md bg-sage-50 p-3">
          <FormTextField
            name={`TreatmentGroups.${g}.DisplayName`}
            label={`Group ${g + 1}: name`}
            autoComplete="off"
          />
          <CheckboxGroup
            name={`TreatmentGroups.${g}.Treatments`}
            legend={`Group ${g + 1}: treatments, at the length included`}
            options={options}
          />
          <Button variant="secondary" className="self-start" onClick={() => groups.remove(g)}>
            Remove group {g + 1}
          </Button>
        </div>
      ))}
      <Button
        variant="secondary"
        className="self-start"
        onClick={() => groups.append({ DisplayName: '', Treatments: [] })}
      >
        Add a group of treatments
      </Button>
    </fieldset>
  );
}
