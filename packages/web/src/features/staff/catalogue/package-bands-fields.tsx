import { useFieldArray, useFormContext } from 'react-hook-form';
import type { SpaDayChangeFormInput } from '@spa/domain';
import { FormTextField } from '../../../components/forms/form-fields';
import { Button } from '../../../components/ui/button';

/** A package's time bands (the parts of the day it runs in) and the arrival windows within them. */
export function PackageBandsFields() {
  const { control } = useFormContext<SpaDayChangeFormInput>();
  const bands = useFieldArray({ control, name: 'TimeBands' });
  const windows = useFieldArray({ control, name: 'BandTimes' });
  return (
    <>
      <fieldset className="rounded-md border border-sage-200 p-3">
        <legend className="px-1 font-semibold">Time bands</legend>
        {bands.fields.map((field, i) => (
          <div key={field.id} className="mb-2 flex flex-wrap items-end gap-4">
            <FormTextField
              name={`TimeBands.${i}.BandNumber`}
              label={`Band ${i + 1}: number`}
              inputMode="numeric"
            />
            <FormTextField name={`TimeBands.${i}.StartTime`} label="From" type="time" step={900} />
            <FormTextField name={`TimeBands.${i}.EndTime`} label="To" type="time" step={900} />
            {bands.fields.length > 1 && (
              <Button variant="secondary" onClick={() => bands.remove(i)}>
                Remove band {i + 1}
              </Button>
            )}
          </div>
        ))}
        <Button
          variant="secondary"
          onClick={() =>
            bands.append({ BandNumber: bands.fields.length + 1, StartTime: '09:00', EndTime: '18:00' })
          }
        >
          Add a time band
        </Button>
      </fieldset>
      <fieldset className="rounded-md border border-sage-200 p-3">
        <legend className="px-1 font-semibold">Arrival windows and how many guests may arrive in each</legend>
        {windows.fields.map((field, i) => (
          <div key={field.id} className="mb-2 flex flex-wrap items-end gap-4">
            <FormTextField
              name={`BandTimes.${i}.BandNumber`}
              label={`Window ${i + 1}: band`}
              inputMode="numeric"
            />
            <FormTextField name={`BandTimes.${i}.StartTime`} label="From" type="time" step={900} />
            <FormTextField name={`BandTimes.${i}.EndTime`} label="To" type="time" step={900} />
            <FormTextField name={`BandTimes.${i}.Capacity`} label="Guests" inputMode="numeric" />
            {windows.fields.length > 1 && (
              <Button variant="secondary" onClick={() => windows.remove(i)}>
                Remove window {i + 1}
              </Button>
            )}
          </div>
        ))}
        <Button
          variant="secondary"
          onClick={() =>
            windows.append({ BandNumber: 1, StartTime: '09:00', EndTime: '10:00', Capacity: 10 })
          }
        >
          Add an arrival window
        </Button>
      </fieldset>
    </>
  );
}
