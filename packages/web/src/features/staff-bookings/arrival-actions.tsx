import type { StaffBookingSummary } from '@spa/domain';
import { Button } from '../../components/ui/button';
import { useRecordArrival } from './staff-bookings-api';
import { ARRIVAL_WORDS } from './booking-summary-row';

/** Check in or mark a no-show; once recorded, says which (and may be changed). */
export function ArrivalActions({
  booking,
}: {
  booking: Pick<StaffBookingSummary, 'Id' | 'LeadName' | 'Arrival'>;
}) {
  const record = useRecordArrival(booking.Id);
  const arrival = record.data?.Arrival ?? booking.Arrival;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {arrival && <span className="font-semibold">{ARRIVAL_WORDS[arrival]}</span>}
      {arrival !== 'checked_in' && (
        <Button
          busy={record.isPending}
          onClick={() => record.mutate('checked_in')}
          aria-label={`Check in ${booking.LeadName}`}
        >
          Check in
        </Button>
      )}
      {arrival === null && (
        <Button
          variant="secondary"
          busy={record.isPending}
          onClick={() => record.mutate('no_show')}
          aria-label={`Mark ${booking.LeadName} as a no-show`}
        >
          No-show
        </Button>
      )}
      {record.isError && (
        <span role="alert" className="font-semibold text-danger">
          Not saved: {record.error.message}
        </span>
      )}
    </div>
  );
}
