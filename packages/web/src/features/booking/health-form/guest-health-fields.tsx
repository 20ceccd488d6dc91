import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { CONTRAINDICATIONS } from '@spa/domain';
import {
  FormCheckbox,
  FormTextAreaField,
  FormTextField,
  useFieldError,
} from '../../../components/forms/form-fields';
import { Checkbox, RadioGroup } from '../../../components/ui/choice';

/** One guest's questions: conditions, pregnancy, allergies, medication and consent. */
export function GuestHealthFields({ index, name }: { index: number; name: string }) {
  const prefix = `Guests.${index}`;
  const { control, register } = useFormContext();
  const pregnant = useWatch({ name: `${prefix}.Pregnant` }) as string | undefined;
  const conditionsError = useFieldError(`${prefix}.Conditions`);
  return (
    <fieldset className="mb-8 flex flex-col gap-4 rounded-lg bg-white p-4 shadow-sm">
      <legend className="text-2xl">{name}</legend>
      {/* The error summary links to the field's name: the group takes the focus. */}
      <fieldset id={`${prefix}.Conditions`} tabIndex={-1}>
        <legend className="mb-1 font-semibold">Do any of these apply to {name}?</legend>
        <p className="mb-2 text-sm">Tick all that apply; leave them all clear if none do.</p>
        {conditionsError && <p className="text-sm font-semibold text-danger">{conditionsError}</p>}
        {Object.entries(CONTRAINDICATIONS).map(([code, label]) => (
          <Checkbox
            key={code}
            id={`${prefix}.Conditions.${code}`}
            value={code}
            label={label}
            {...register(`${prefix}.Conditions`)}
          />
        ))}
      </fieldset>
      <Controller
        control={control}
        name={`${prefix}.Pregnant`}
        render={({ field, fieldState }) => (
          <RadioGroup
            legend={`Is ${name} pregnant?`}
            name={field.name}
            value={(field.value as string | undefined) ?? null}
            options={[
              { value: 'no', label: 'No' },
              { value: 'yes', label: 'Yes' },
            ]}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      {pregnant === 'yes' && (
        <FormTextField
          name={`${prefix}.PregnancyWeeks`}
          label="How many weeks?"
          inputMode="numeric"
          containerClassName="max-w-40"
        />
      )}
      <FormTextAreaField
        name={`${prefix}.Allergies`}
        label="Allergies (to oils, nuts, products or anything else)"
        hint="Leave empty if none."
      />
      <FormTextAreaField
        name={`${prefix}.Medication`}
        label="Medication taken at present"
        hint="Leave empty if none."
      />
      <FormCheckbox
        name={`${prefix}.Consent`}
        label={`These answers about ${name} are true, and may be shared with their therapist.`}
      />
    </fieldset>
  );
}
