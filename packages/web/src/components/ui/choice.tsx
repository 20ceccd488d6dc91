import { clsx } from 'clsx';
import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { describedBy, FieldError } from './field';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  error?: string;
}

/** A checkbox whose whole row (44 px high) is the target. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function CheckboxElement(
  { label, error, id, name, className, ...rest },
  ref,
) {
  const fallback = useId();
  const fieldId = id ?? name ?? fallback;
  return (
    <div className={clsx('flex flex-col gap-1', className)}>
      <FieldError errorId={`${fieldId}-error`} error={error} />
      <label htmlFor={fieldId} className="flex min-h-11 cursor-pointer items-center gap-3">
        <input
          ref={ref}
          id={fieldId}
          name={name}
          type="checkbox"
          className="size-6 shrink-0 accent-teal-800"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(fieldId, undefined, error)}
          {...rest}
        />
        <span>{label}</span>
      </label>
    </div>
  );
});

export interface RadioGroupProps<T extends string | number> {
  legend: ReactNode;
  name: string;
  value: T | null;
  options: { value: T; label: ReactNode; disabled?: boolean }[];
  onChange: (value: T) => void;
  error?: string;
  /** Renders the options as a row of tiles rather than a list. */
  tiles?: boolean;
  className?: string;
}

/** A fieldset of radios; keyboard arrows move between options as browsers do. */
export function RadioGroup<T extends string | number>({
  legend,
  name,
  value,
  options,
  onChange,
  error,
  tiles = false,
  className,
}: RadioGroupProps<T>) {
  const errorId = useId();
  return (
    <fieldset
      // The error summary links to the field's name: the group itself takes the focus.
      id={name}
      tabIndex={-1}
      className={clsx('flex flex-col gap-2', className)}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="mb-2 font-semibold">{legend}</legend>
      <FieldError errorId={errorId} error={error} />
      <div className={clsx(tiles ? 'flex flex-wrap gap-2' : 'flex flex-col gap-1')}>
        {options.map((option) => {
          const id = `${name}-${String(option.value)}`;
          const checked = option.value === value;
          return (
            <label
              key={id}
              htmlFor={id}
              className={clsx(
                'flex min-h-11 cursor-pointer items-center gap-3',
                tiles &&
                  'min-w-14 justify-center rounded-md border-2 px-4 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-[#c27c0e]',
                tiles && (checked ? 'border-teal-800 bg-teal-800 text-white' : 'border-sage-600 bg-white'),
                option.disabled && 'cursor-not-allowed opacity-50',
              )}
            >
              <input
                id={id}
                type="radio"
                name={name}
                value={String(option.value)}
                checked={checked}
                disabled={option.disabled}
                onChange={() => onChange(option.value)}
                className={clsx(tiles ? 'sr-only' : 'size-6 accent-teal-800')}
              />
              <span>{option.label}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
