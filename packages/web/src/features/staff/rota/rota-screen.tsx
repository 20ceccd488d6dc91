import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { addDays, calendarDay, formatLongDate } from '@spa/domain';
import { StrandedList } from '../../../components/staff/stranded-list';
import { DATE, DateInput } from '../../../components/staff/date-input';
import { Button } from '../../../components/ui/button';
import { ChangeOutcome } from '../../../components/staff/change-outcome';
import { Alert, Loader } from '../../../components/ui/feedback';
import { useSpaConfiguration } from '../../../lib/configuration';
import { useStaff } from '../../../lib/staff-auth';
import { ClosureForm } from './closure-form';
import { useRotaChange, useRotaWeek } from './rota-api';
import { RotaTable } from './rota-table';
import { ShiftEditor } from './shift-editor';

/** The Monday of the week of `date`. */
const mondayOf = (date: string) => addDays(date, -((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7));

/**
 * staff_rota: the week's shifts per therapist and date (the rota, else the weekly pattern);
 * a spa manager edits a therapist-date's shifts and breaks and closes dates, then re-homes
 * what the change strands; reception reads it.
 */
export function RotaScreen() {
  const timeZone = useSpaConfiguration().data?.Resort.TimeZone ?? 'Europe/London';
  const today = calendarDay(new Date(), timeZone);
  const [params, setParams] = useSearchParams();
  const asked = params.get('from') ?? '';
  const from = DATE.test(asked) ? asked : mondayOf(today);
  const week = useRotaWeek(from);
  const canEdit = useStaff()?.Role === 'spa_manager';
  const change = useRotaChange();
  const [editing, setEditing] = useState<{ staffId: string; date: string } | null>(null);
  const [closing, setClosing] = useState<string | null>(null);
  const [changed, setChanged] = useState<{ date: string; notice: string } | null>(null);
  const show = (next: string) => setParams({ from: next }, { replace: true });

  const therapist = editing && week.data?.Therapists.find((t) => t.Id === editing.staffId);
  const day = editing && therapist?.Days.find((d) => d.Date === editing.date);
  const done = (date: string, what: string) => (answer: { Stranded: unknown[] }) => {
    setEditing(null);
    setClosing(null);
    const count = answer.Stranded.length;
    setChanged({
      date,
      notice: `${what} ${count === 0 ? 'No booked treatment is affected.' : `${count} booked ${count === 1 ? 'treatment needs' : 'treatments need'} another therapist or time: see below.`}`,
    });
  };

  return (
    <>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <h1 className="mr-auto text-3xl">
          Rota <span className="block text-xl">Week from {formatLongDate(from)}</span>
        </h1>
        <div className="flex flex-wrap items-end gap-2">
          <Button variant="secondary" onClick={() => show(addDays(from, -7))}>
            Previous week
          </Button>
          <Button
            variant="secondary"
            onClick={() => show(mondayOf(today))}
            disabled={from === mondayOf(today)}
          >
            This week
          </Button>
          <Button variant="secondary" onClick={() => show(addDays(from, 7))}>
            Next week
          </Button>
          <DateInput label="Week from" value={from} onChange={show} />
        </div>
      </div>
      <p className="mb-4 text-sm">
        Each date shows the shifts that start on it: the rota where the team has set it, else the weekly
        pattern.
        {canEdit ? ' Edit a date to change its shifts and breaks; close a date to stop all treatments.' : ''}
      </p>
      <ChangeOutcome call={change} done={changed?.notice} className="mb-4" />
      {editing && therapist && day && (
        <ShiftEditor
          key={`${editing.staffId} ${editing.date}`}
          name={therapist.Name}
          day={day}
          busy={change.isPending}
          onSave={(body) =>
            change
              .mutateAsync({ kind: 'shifts', staffId: editing.staffId, date: editing.date, body })
              .then(
                done(
                  editing.date,
                  `${therapist.Name}'s shifts on ${formatLongDate(editing.date)} are saved.`,
                ),
              )
          }
          onPattern={() =>
            void change
              .mutateAsync({ kind: 'pattern', staffId: editing.staffId, date: editing.date })
              .then(
                done(
                  editing.date,
                  `${therapist.Name} works the weekly pattern on ${formatLongDate(editing.date)}.`,
                ),
              )
          }
          onCancel={() => setEditing(null)}
        />
      )}
      {closing && (
        <ClosureForm
          key={closing}
          date={closing}
          busy={change.isPending}
          onClose={(body) =>
            change
              .mutateAsync({ kind: 'close', date: closing, body })
              .then(done(closing, `The spa is closed on ${formatLongDate(closing)}.`))
          }
          onCancel={() => setClosing(null)}
        />
      )}
      {changed && (
        <>
          <StrandedList date={changed.date} named />
          <StrandedList date={addDays(changed.date, 1)} named />
        </>
      )}
      {week.isError && (
        <Alert tone="error" title="The rota could not be loaded">
          Please check the connection and try again.
        </Alert>
      )}
      {week.data ? (
        <RotaTable
          week={week.data}
          canEdit={canEdit}
          onEdit={(staffId, date) => {
            setClosing(null);
            setChanged(null);
            setEditing({ staffId, date });
          }}
          onClose={(date) => {
            setEditing(null);
            setChanged(null);
            setClosing(date);
          }}
          onReopen={(date) =>
            void change
              .mutateAsync({ kind: 'reopen', date })
              .then(done(date, `The spa is open again on ${formatLongDate(date)}.`))
          }
        />
      ) : (
        !week.isError && <Loader label="Loading the rota" />
      )}
    </>
  );
}
