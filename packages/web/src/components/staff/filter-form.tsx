import type { ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { FormErrorSummary } from '../forms/form-error-summary';

/**
 * A staff screen's filter bar (the audit log's filters, the reports' days): the error
 * summary, then the fields and buttons in a row; `onApply` gets the checked values.
 */
export function FilterForm<Values extends FieldValues>({
  form,
  label,
  onApply,
  children,
}: {
  form: UseFormReturn<Values, unknown, Values>;
  label: string;
  onApply: (values: Values) => void;
  children: ReactNode;
}) {
  const onSubmit = form.handleSubmit(onApply);
  return (
    <FormProvider {...form}>
      <FormErrorSummary />
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-label={label}
        className="no-print mb-6 flex flex-wrap items-end gap-4 rounded-lg bg-white p-4 shadow-sm"
      >
        {children}
      </form>
    </FormProvider>
  );
}
