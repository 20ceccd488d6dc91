import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { FormProvider, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { FormErrorSummary } from '../components/forms/form-error-summary';
import { useZodForm } from '../lib/use-zod-form';

/**
 * Renders form pieces inside a form driven by `schema`, as a screen would:
 * FormProvider, the error summary, a 'Submit' button. `submitted` receives the
 * checked values.
 */
export function renderForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  defaultValues: DefaultValues<Input>,
  children: ReactNode,
  submitted: (values: Output) => void = () => undefined,
) {
  function Harness() {
    const form = useZodForm(schema, defaultValues);
    return (
      <FormProvider {...form}>
        <FormErrorSummary />
        <form noValidate onSubmit={(event) => void form.handleSubmit(submitted)(event)}>
          {children}
          <button type="submit">Submit</button>
        </form>
      </FormProvider>
    );
  }
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Harness />
    </QueryClientProvider>,
  );
}

/** A JSON answer for a mocked fetch. */
export const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Puts `text` into a field at once (typing key by key is slow on a loaded machine). */
export async function fill(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
}
