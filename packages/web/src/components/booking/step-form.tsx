import type { ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { FormErrorSummary } from '../forms/form-error-summary';
import { StepActions } from './step-actions';

/**
 * A booking step that is one form (the guests' names, the lead booker's details): the
 * error summary first, the step's heading, the form (`{id}-form`, headed by `{id}-title`),
 * then Back and the submit button below it, tied to the form by its id. `describe` may
 * prefix a field's message in the summary.
 */
export function StepForm<Input extends FieldValues, Output extends FieldValues>({
  id,
  title,
  form,
  onValid,
  describe,
  backTo,
  nextLabel,
  children,
}: {
  id: string;
  title: ReactNode;
  form: UseFormReturn<Input, unknown, Output>;
  onValid: (values: Output) => Promise<void>;
  describe?: (field: string, message: string) => string;
  backTo: string;
  nextLabel: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`}>
      <FormProvider {...form}>
        <FormErrorSummary describe={describe} />
        <h1 id={`${id}-title`} className="mb-6 text-3xl">
          {title}
        </h1>
        <form
          id={`${id}-form`}
          noValidate
          onSubmit={(event) => void form.handleSubmit(onValid)(event)}
          className="flex flex-col gap-6"
        >
          {children}
        </form>
      </FormProvider>
      <StepActions
        backTo={backTo}
        nextType="submit"
        nextForm={`${id}-form`}
        nextLabel={nextLabel}
        busy={form.formState.isSubmitting}
      />
    </section>
  );
}
