import type { ReactNode } from 'react';
import { get, useFormContext, useFormState } from 'react-hook-form';
import { Checkbox, type CheckboxProps } from '../ui/choice';
import {
  SelectField,
  TextAreaField,
  TextField,
  type SelectFieldProps,
  type TextAreaFieldProps,
  type TextFieldProps,
} from '../ui/field';

/**
 * The ui fields bound to the surrounding react-hook-form form (FormProvider) by
 * name: registered, with their error and its links. The control's id is the
 * name, so the error summary links to it.
 */

/** The error message of one field of the surrounding form, if any. */
export function useFieldError(name: string): string | undefined {
  const { errors } = useFormState({ name });
  const error: unknown = get(errors, name);
  return error && typeof error === 'object' && 'message' in error && typeof error.message === 'string'
    ? error.message
    : undefined;
}

type Bound<P> = Omit<P, 'name' | 'error' | 'value' | 'onChange' | 'onBlur'> & { name: string };

export function FormTextField({ name, ...props }: Bound<TextFieldProps> & { label: ReactNode }) {
  const { register } = useFormContext();
  return <TextField {...props} error={useFieldError(name)} {...register(name)} />;
}

/** `numeric`: the options are numbers, and the form holds the number chosen (a count of nights, of guests). */
export function FormSelectField({
  name,
  numeric = false,
  ...props
}: Bound<SelectFieldProps> & { numeric?: boolean }) {
  const { register } = useFormContext();
  return (
    <SelectField {...props} error={useFieldError(name)} {...register(name, { valueAsNumber: numeric })} />
  );
}

export function FormTextAreaField({ name, ...props }: Bound<TextAreaFieldProps>) {
  const { register } = useFormContext();
  return <TextAreaField {...props} error={useFieldError(name)} {...register(name)} />;
}

export function FormCheckbox({ name, ...props }: Bound<CheckboxProps>) {
  const { register } = useFormContext();
  return <Checkbox {...props} error={useFieldError(name)} {...register(name)} />;
}
