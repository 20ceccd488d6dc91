import { useSearchParams } from 'react-router';
import { addDays, formatLongDate } from '@spa/domain';
import { DATE, DateInput } from '../../../components/staff/date-input';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/field';
import { Alert, Loader } from '../../../components/ui/feedback';
import { useResortTimeZone, useResortToday } from '../../../lib/resort-clock';
import { useDiary } from '../../../lib/staff-diary';
import { runSheets } from './run-sheet-values';
import { TherapistSheet } from './therapist-sheet';

/**
 * staff_run_sheet: each therapist's day in order (guest, treatment, room, flags), from the
 * same diary call; one therapist or all, each printing on its own A4 page.
 */
export function RunSheetScreen() {
  const timeZone = useResortTimeZone();
  const today = useResortToday();
  const [params, setParams] = useSearchParams();
  const asked = params.get('date') ?? '';
  const date = DATE.test(asked) ? asked : today;
  const therapist = params.get('therapist') ?? '';
  const diary = useDiary(date);
  const show = (next: { date?: string; therapist?: string }) =>
    setParams(
      Object.fromEntries(Object.entries({ date, therapist, ...next }).filter(([, value]) => value !== '')),
      { replace: true },
    );
  const sheets = diary.data ? runSheets(diary.data, therapist || null) : [];

  return (
    <>
      <div className="mb-4 flex flex-wrap items-end gap-3 print:hidden">
        <h1 className="mr-auto text-3xl">
          Run sheets <span className="block text-xl">{formatLongDate(date)}</span>
        </h1>
        <div className="no-print flex flex-wrap items-end gap-2">
          <Button variant="secondary" onClick={() => show({ date: addDays(date, -1) })}>
            Previous day
          </Button>
          <Button variant="secondary" onClick={() => show({ date: addDays(date, 1) })}>
            Next day
          </Button>
          <DateInput label="Date" value={date} onChange={(next) => show({ date: next })} />
          <SelectField
            label="Therapist"
            name="therapist"
            value={therapist}
            placeholder="All therapists"
            options={(diary.data?.Therapists ?? []).map((t) => ({ value: t.Id, label: t.Name }))}
            onChange={(event) => show({ therapist: event.target.value })}
          />
          <Button variant="secondary" onClick={() => window.print()}>
            Print
          </Button>
        </div>
      </div>
      {diary.isError && (
        <Alert tone="error" title="The run sheets could not be loaded">
          Please check the connection; it will try again.
        </Alert>
      )}
      {!diary.data && !diary.isError && <Loader label="Loading the run sheets" />}
      {sheets.map((sheet) => (
        <TherapistSheet key={sheet.staffId} sheet={sheet} date={date} timeZone={timeZone} />
      ))}
    </>
  );
}
