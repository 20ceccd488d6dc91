import { useFieldArray } from 'react-hook-form';
import {
  formatLongDate,
  RotaDayFormSchema,
  rotaDayFormOf,
  rotaDayRequestOfForm,
  type RotaDayForm,
  type RotaDayView,
} from '@spa/domain';
import { ZodForm } from '../../../components/forms/zod-form';
import { FormTextField } from '../../../components/forms/form-fields';
import { Button } from '../../../components/ui/button';
import { useZodForm } from '../../../lib/use-zod-form';

interface ShiftEditorProps {
  name: string;
  day: RotaDayView;
  busy: boolean;
  onSave: (request: ReturnType<typeof rotaDayRequestOfForm>) => Promise<unknown>;
  onPattern: () => void;
  onCancel: () => void;
}

const MAX_SHIFTS = 3;

/** A therapist's shifts on one date: add, change or remove shifts and their breaks; or back to the pattern. */
export function ShiftEditor({ name, day, busy, onSave, onPattern, onCancel }: ShiftEditorProps) {
  const form = useZodForm<RotaDayForm, RotaDayForm>(RotaDayFormSchema, rotaDayFormOf(day.Shifts));
  const shifts = useFieldArray({ control: form.control, name: 'Shifts' });

  return (
    <section aria-labelledby="shift-editor-title" className="mb-6 rounded-lg bg-white p-4 shadow-sm">
      <h2 id="shift-editor-title" className="mb-1 text-2xl">
        {name}, {formatLongDate(day.Date)}
      </h2>
      <p className="mb-3 text-sm">
        An end at or before the start ends the next day (00:00 is midnight). No shift is a day off. Saving
        replaces the weekly pattern for this date only.
      </p>
      <ZodForm form={form} onValid={(values) => onSave(rotaDayRequestOfForm(values))}>
        {shifts.fields.length === 0 && <p className="mb-3 font-semibold">No shift: a day off.</p>}
        {shifts.fields.map((field, i) => (
          <fieldset
            key={field.id}
            className="mb-3 flex flex-wrap items-end gap-4 rounded-md border border-sage-200 p-3"
          >
            <legend className="px-1 font-semibold">Shift {i + 1}</legend>
            <FormTextField name={`Shifts.${i}.Start`} label="Starts" type="time" step={900} />
            <FormTextField name={`Shifts.${i}.End`} label="Ends" type="time" step={900} />
            <FormTextField
              name={`Shifts.${i}.BreakStart`}
              label="Break from (optional)"
              type="time"
              step={300}
            />
            <FormTextField name={`Shifts.${i}.BreakEnd`} label="Break until" type="time" step={300} />
            <Button variant="secondary" onClick={() => shifts.remove(i)}>
              Remove shift {i + 1}
            </Button>
          </fieldset>
        ))}
        <div className="flex flex-wrap gap-3">
          {shifts.fields.length < MAX_SHIFTS && (
            <Button
              variant="secondary"
              onClick={() => shifts.append({ Start: '09:00', End: '17:00', BreakStart: '', BreakEnd: '' })}
            >
              Add a shift
            </Button>
          )}
          <Button type="submit" busy={busy}>
            Save shifts
          </Button>
          {day.Rostered && (
            <Button variant="secondary" disabled={busy} onClick={onPattern}>
              Back to the weekly pattern
            </Button>
          )}
          <Button variant="link" onClick={onCancel}>
            Cancel
          </Button>
        </div>
      </ZodForm>
    </section>
  );
}
