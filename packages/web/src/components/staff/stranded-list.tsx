import { Link } from 'react-router';
import type { StrandedTreatment } from '@spa/domain';
import { formatLongDate, formatTime } from '../../lib/format';
import { useResortTimeZone } from '../../lib/resort-clock';
import { useRehome, useStranded } from '../../lib/staff-stranded';
import { Button } from '../ui/button';

function StrandedRow({ treatment, date }: { treatment: StrandedTreatment; date: string }) {
  const rehome = useRehome(date);
  const timeZone = useResortTimeZone();
  const time = `${formatTime(treatment.Start, timeZone)}–${formatTime(treatment.End, timeZone)}`;
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <span className="w-28 font-semibold">{time}</span>
      <span className="min-w-60 flex-1">
        <span className="font-semibold">{treatment.Label}</span>
        <span className="block text-sm">
          <Link
            className="text-teal-800 underline underline-offset-4"
            to={`/bookings/${treatment.BookingId}`}
          >
            {treatment.LeadName}, {treatment.ConfirmationId}
          </Link>{' '}
          · with {treatment.StaffName} (away or off the rota then)
        </span>
      </span>
      <Button busy={rehome.isPending} onClick={() => rehome.mutate(treatment)}>
        Move to a free therapist
        <span className="sr-only">
          : {treatment.LeadName} at {time}
        </span>
      </Button>
      {rehome.isError && (
        <p role="alert" className="basis-full font-semibold text-danger">
          {rehome.error.message} Open the booking to move it to another time, or to cancel it.
        </p>
      )}
    </li>
  );
}

/**
 * The day's treatments whose therapist is away or off the rota, each with its one-click
 * move (absences and rota screens). `named` titles it with the date (several on a screen).
 */
export function StrandedList({ date, named = false }: { date: string; named?: boolean }) {
  const stranded = useStranded(date);
  if (!stranded.data) return null;
  const title = `stranded-title-${date}`;
  return (
    <section aria-labelledby={title} className="mb-6 rounded-lg bg-white p-4 shadow-sm">
      <h2 id={title} className="mb-2 text-2xl">
        Treatments to re-home on {named ? formatLongDate(date) : 'this day'}
      </h2>
      {stranded.data.Stranded.length === 0 ? (
        <p role="status">No booked treatment is with a therapist who is away or off the rota.</p>
      ) : (
        <ul className="divide-y divide-sage-200">
          {stranded.data.Stranded.map((treatment) => (
            <StrandedRow key={treatment.ClaimId} treatment={treatment} date={date} />
          ))}
        </ul>
      )}
    </section>
  );
}
