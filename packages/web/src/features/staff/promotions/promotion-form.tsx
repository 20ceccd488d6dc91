import { FormProvider } from 'react-hook-form';
import {
  PromotionFormSchema,
  promotionFormValues,
  type PromotionForm as PromotionFormValues,
  type PromotionRequest,
  type StaffPromotion,
} from '@spa/domain';
import { CheckboxGroup } from '../../../components/forms/checkbox-group';
import { FormErrorSummary } from '../../../components/forms/form-error-summary';
import { FormCheckbox, FormSelectField, FormTextField } from '../../../components/forms/form-fields';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { useSpaConfiguration } from '../../../lib/configuration';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSavePromotion } from './promotions-api';

/** The request's field a server error names, as the form's field ('body.AmountPence' → 'Amount'). */
function formFieldOf(field: string): keyof PromotionFormValues {
  const name = field.replace(/^body\./, '').split('.')[0] ?? '';
  return (name === 'AmountPence' ? 'Amount' : name) as keyof PromotionFormValues;
}

const KIND_OPTIONS = [
  { value: 'percent', label: 'A percentage off' },
  { value: 'fixed', label: 'A fixed amount off' },
];

/**
 * A manager creates a promotion code or edits one (`promotion`): the code, what it takes
 * off, what and when it applies to, its caps. The server checks again; a field it refuses
 * is shown on that field.
 */
export function PromotionForm({
  promotion,
  onSaved,
  onCancel,
}: {
  promotion: StaffPromotion | null;
  onSaved: (saved: StaffPromotion) => void;
  onCancel: () => void;
}) {
  const form = useZodForm(PromotionFormSchema, promotionFormValues(promotion));
  const save = useSavePromotion(promotion?.Id ?? null);
  const configuration = useSpaConfiguration();
  const kind = form.watch('Kind');
  const submit = (body: PromotionRequest) =>
    save.mutateAsync(body).then(onSaved, (error: unknown) => {
      if (error instanceof ApiError)
        for (const { field, message } of error.fieldErrors)
          form.setError(formFieldOf(field), { message }, { shouldFocus: false });
    });
  const title = promotion ? `Edit ${promotion.Code}` : 'New promotion code';
  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-labelledby="promotion-form-title"
        className="flex flex-col gap-4 rounded-lg bg-white p-4 shadow-sm"
        onSubmit={(event) => void form.handleSubmit(submit)(event)}
      >
        <h2 id="promotion-form-title" className="text-2xl">
          {title}
        </h2>
        <FormErrorSummary failure={save.isError ? save.error.message : null} />
        <div className="grid gap-4 md:grid-cols-2">
          <FormTextField
            name="Code"
            label="Code"
            hint="3 to 12 letters and digits, like SPRING20: guests type it in any case."
            autoComplete="off"
            maxLength={30}
          />
          <FormTextField name="Description" label="Description (optional)" maxLength={200} />
          <FormSelectField name="Kind" label="What it takes off" options={KIND_OPTIONS} />
          {kind === 'fixed' ? (
            <FormTextField name="Amount" label="Amount off (£)" inputMode="decimal" maxLength={20} />
          ) : (
            <FormTextField name="Percent" label="Percentage off" inputMode="numeric" maxLength={3} />
          )}
        </div>
        <CheckboxGroup
          name="PackageIds"
          legend="Spa Days it applies to"
          hint="Leave both lists empty for a code that takes something off every booking."
          options={(configuration.data?.SpaDays ?? []).map((p) => ({
            value: p.PremierId,
            label: p.DisplayName,
          }))}
        />
        <CheckboxGroup
          name="TreatmentIds"
          legend="Treatments it applies to"
          options={(configuration.data?.SpaTreatments.Treatments ?? []).map((t) => ({
            value: t.Id,
            label: t.DisplayName,
          }))}
        />
        <fieldset className="grid gap-4 rounded-md border border-sage-200 p-3 md:grid-cols-2">
          <legend className="px-1 font-semibold">Dates (optional)</legend>
          <FormTextField name="VisitFrom" label="Visits from" type="date" />
          <FormTextField name="VisitTo" label="Visits up to" type="date" />
          <FormTextField name="ValidFrom" label="Can be used from" type="date" />
          <FormTextField name="ValidUntil" label="Can be used until" type="date" />
        </fieldset>
        <div className="grid gap-4 md:grid-cols-2">
          <FormTextField
            name="PerGuestCap"
            label="Uses per guest (optional)"
            hint="By the lead booker's e-mail."
            inputMode="numeric"
            maxLength={9}
          />
          <FormTextField name="TotalCap" label="Uses in total (optional)" inputMode="numeric" maxLength={9} />
        </div>
        <FormCheckbox name="FirstBookingOnly" label="Only for a guest's first booking" />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" busy={form.formState.isSubmitting}>
            {promotion ? 'Save changes' : 'Create the code'}
          </Button>
          <Button type="button" variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
