import { useFieldArray, useFormContext } from 'react-hook-form';
import { MAX_RANGES_A_DAY } from '@spa/domain';
import { FormTextField, useFieldError } from '../../../components/forms/form-fields';
import { Button } from '../../../components/ui/button';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

interface Words {
  /** 'opening', 'shift' */
  range: string;
  /** The range's article: 'an' (opening), 'a' (shift) */
  a: 'a' | 'an';
  /** 'Closed', 'Day off' */
  none: string;
}

/** One weekday's ranges: from / to of each, remove one, add another (at most MAX_RANGES_A_DAY). */
function DayRanges({ name, day, index, words }: { name: string; day: string; index: number; words: Words }) {
  const { control } = useFormContext<Record<string, { Ranges: { From: string; To: string }[] }[]>>();
  const ranges = useFieldArray({ control, name: `${name}.${index}.Ranges` });
  const error = useFieldError(`${name}.${index}.Ranges`);
  return (
    <fieldset className="rounded-md border border-sage-200 p-3">
      <legend className="px-1 font-semibold">{day}</legend>
      {error && <p className="text-sm font-semibold text-danger">{error}</p>}
      {ranges.fields.length === 0 && <p className="mb-2">{words.none}</p>}
      {ranges.fields.map((field, r) => (
        <div key={field.id} className="mb-2 flex flex-wrap items-end gap-4">
          <FormTextField
            name={`${name}.${index}.Ranges.${r}.From`}
            label={`${day}, ${words.range} ${r + 1}: from`}
            type="time"
            step={900}
          />
          <FormTextField
            name={`${name}.${index}.Ranges.${r}.To`}
            label={`${day}, ${words.range} ${r + 1}: to`}
            type="time"
            step={900}
          />
          <Button variant="secondary" onClick={() => ranges.remove(r)}>
            Remove<span className="sr-only">{` ${day}'s ${words.range} ${r + 1}`}</span>
          </Button>
        </div>
      ))}
      {ranges.fields.length < MAX_RANGES_A_DAY && (
        <Button variant="secondary" onClick={() => ranges.append({ From: '09:00', To: '17:00' })}>
          Add {ranges.fields.length === 0 ? words.a : 'another'} {words.range}
          <span className="sr-only"> on {day}</span>
        </Button>
      )}
    </fieldset>
  );
}

/**
 * A week of time ranges, Monday first (the spa's openings, a therapist's shifts): each weekday
 * may have several (09:00–13:00 and 14:00–20:00) or none.
 */
export function WeeklyRangesFields({ name, words }: { name: string; words: Words }) {
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      {WEEKDAYS.map((day, i) => (
        <DayRanges key={day} name={name} day={day} index={i} words={words} />
      ))}
    </div>
  );
}
