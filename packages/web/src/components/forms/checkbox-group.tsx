import { useFormContext } from 'react-hook-form';
import { useFieldError } from './form-fields';
import { Checkbox } from '../ui/choice';
import { describedBy, FieldNotes } from '../ui/field';

/**
 * A group of checkboxes for one array field of the surrounding form (a treatment's rooms, a
 * therapist's skills, a package's restaurants); the first box carries the field's id, so the
 * error summary links to it.
 */
export function CheckboxGroup({
  name,
  legend,
  hint,
  options,
}: {
  name: string;
  legend: string;
  hint?: string;
  options: { value: string; label: string }[];
}) {
  const error = useFieldError(name);
  const { register } = useFormContext();
  const id = name.replaceAll('.', '-');
  return (
    <fieldset
      className="rounded-md border border-sage-200 p-3"
      aria-describedby={describedBy(id, hint, error)}
    >
      <legend className="px-1 font-semibold">{legend}</legend>
      <FieldNotes id={id} hint={hint} error={error} />
      <div className="grid grid-cols-2 gap-x-4 lg:grid-cols-3">
        {options.map((option, i) => (
          <Checkbox
            key={option.value}
            {...register(name)}
            id={i === 0 ? name : `${id}-${i}`}
            value={option.value}
            label={option.label}
          />
        ))}
      </div>
    </fieldset>
  );
}
