import { useFieldArray, useFormContext } from 'react-hook-form';
import type { SpaDayChangeFormInput } from '@spa/domain';
import { FormTextField } from '../../../components/forms/form-fields';
import { RowsFieldset } from './rows-fieldset';

/** A package's time bands (the parts of the day it runs in) and the arrival windows within them. */
export function PackageBandsFields() {
  const { control } = useFormContext<SpaDayChangeFormInput>();
  const bands = useFieldArray({ control, name: 'TimeBands' });
  const windows = useFieldArray({ control, name: 'BandTimes' });
  return (
    <>
      <RowsFieldset
        legend="Time bands"
        rows={bands}
        noun="band"
        add="Add a time band"
        onAdd={() =>
          bands.append({ BandNumber: bands.fields.length + 1, StartTime: '09:00', EndTime: '18:00' })
        }
        row={(i) => (
          <>
            <FormTextField
              name={`TimeBands.${i}.BandNumber`}
              label={`Band ${i + 1}: number`}
              inputMode="numeric"
            />
            <FormTextField name={`TimeBands.${i}.StartTime`} label="From" type="time" step={900} />
            <FormTextField name={`TimeBands.${i}.EndTime`} label="To" type="time" step={900} />
          </>
        )}
      />
      <RowsFieldset
        legend="Arrival windows and how many guests may arrive in each"
        rows={windows}
        noun="window"
        add="Add an arrival window"
        onAdd={() => windows.append({ BandNumber: 1, StartTime: '09:00', EndTime: '10:00', Capacity: 10 })}
        row={(i) => (
          <>
            <FormTextField
              name={`BandTimes.${i}.BandNumber`}
              label={`Window ${i + 1}: band`}
              inputMode="numeric"
            />
            <FormTextField name={`BandTimes.${i}.StartTime`} label="From" type="time" step={900} />
            <FormTextField name={`BandTimes.${i}.EndTime`} label="To" type="time" step={900} />
            <FormTextField name={`BandTimes.${i}.Capacity`} label="Guests" inputMode="numeric" />
          </>
        )}
      />
    </>
  );
}
