import { clsx } from 'clsx';
import {
  forwardRef,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

/**
 * Form fields that wire the label, hint and error text to the control
 * (aria-invalid, aria-describedby), so errors are announced and linked.
 * The control's id is the field name, so an error summary can link to it.
 */

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
  className?: string;
}

export function describedBy(id: string, hint?: ReactNode, error?: string) {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

/** A field's error, said as one ('Error: …'); its id is `errorId`, which the control names as describing it. */
export function FieldError({ errorId, error }: { errorId: string; error?: string }) {
  return error ? (
    <p id={errorId} className="text-sm font-semibold text-danger">
      <span className="sr-only">Error: </span>
      {error}
    </p>
  ) : null;
}

/** A field's hint, then its error, with the ids `describedBy` gives the control. */
export function FieldNotes({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-sage-700">
          {hint}
        </p>
      )}
      <FieldError errorId={`${id}-error`} error={error} />
    </>
  );
}

function FieldFrame({ id, label, hint, error, children, className }: FieldFrameProps) {
  return (
    <div className={clsx('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <FieldNotes id={id} hint={hint} error={error} />
      {children}
    </div>
  );
}

const control =
  'min-h-11 w-full rounded-md border-2 border-sage-600 bg-white px-3 py-2 text-base [&:is(input,textarea):read-only]:bg-sand-100 aria-[invalid=true]:border-danger';

/** A field's control id (the one given, else its name, else a generated one). */
function useFieldId(id?: string, name?: string) {
  const fallback = useId();
  return id ?? name ?? fallback;
}

/** What every control of a field carries: its id and name, its look, its state and descriptions. */
function controlProps(
  fieldId: string,
  name: string | undefined,
  hint: ReactNode,
  error?: string,
  className?: string,
) {
  return {
    id: fieldId,
    name,
    className: clsx(control, className),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(fieldId, hint, error),
  };
}

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  containerClassName?: string;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextFieldElement(
  { label, hint, error, id, name, containerClassName, className, ...rest },
  ref,
) {
  const fieldId = useFieldId(id, name);
  return (
    <FieldFrame id={fieldId} label={label} hint={hint} error={error} className={containerClassName}>
      <input ref={ref} {...controlProps(fieldId, name, hint, error, className)} {...rest} />
    </FieldFrame>
  );
});

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  options: { value: string; label: string }[];
  placeholder?: string;
  containerClassName?: string;
}

export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectFieldElement(
  { label, hint, error, id, name, options, placeholder, containerClassName, className, ...rest },
  ref,
) {
  const fieldId = useFieldId(id, name);
  return (
    <FieldFrame id={fieldId} label={label} hint={hint} error={error} className={containerClassName}>
      <select ref={ref} {...controlProps(fieldId, name, hint, error, className)} {...rest}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
});

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
}

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(
  function TextAreaFieldElement({ label, hint, error, id, name, className, ...rest }, ref) {
    const fieldId = useFieldId(id, name);
    return (
      <FieldFrame id={fieldId} label={label} hint={hint} error={error}>
        <textarea
          ref={ref}
          {...controlProps(fieldId, name, hint, error, clsx('min-h-24', className))}
          {...rest}
        />
      </FieldFrame>
    );
  },
);
