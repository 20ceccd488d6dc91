import type { ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { FormErrorSummary } from './form-error-summary';

/**
 * A form made with `useZodForm`: its fields bound by name (the form's context), the error summary
 * first (`failure`: why the last submit failed when no field says), the browser's own checks off,
 * and `onValid` given the values the schema checked.
 */
export function ZodForm<Input extends FieldValues, Output extends FieldValues>({
  form,
  onValid,
  failure,
  label,
  className,
  children,
}: {
  form: UseFormReturn<Input, unknown, Output>;
  onValid: (values: Output) => unknown;
  failure?: string | null;
  /** The form's name, where a screen has several. */
  label?: string;
  className?: string;
  children: ReactNode;
}) {
  const submit = form.handleSubmit(async (values) => {
    await onValid(values);
  });
  return (
    <FormProvider {...form}>
      <FormErrorSummary failure={failure} />
      <form noValidate onSubmit={(event) => void submit(event)} aria-label={label} className={className}>
        {children}
      </form>
    </FormProvider>
  );
}
