import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { ZodForm } from '../forms/zod-form';

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
  return (
    <ZodForm
      form={form}
      onValid={onApply}
      label={label}
      className="no-print mb-6 flex flex-wrap items-end gap-4 rounded-lg bg-white p-4 shadow-sm"
    >
      {children}
    </ZodForm>
  );
}
