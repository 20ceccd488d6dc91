import type { StaffBookingSummary } from '@spa/domain';
import { formatLongDate } from '@spa/domain';
import { Button } from '../../../components/ui/button';
import { useResortToday } from '../../../lib/resort-clock';
import { useRecordArrival } from './staff-bookings-api';
import { ARRIVAL_WORDS } from './booking-summary-row';
import { CallFailed } from './call-failed';

/**
 * Check in or mark a no-show, on the booking's day only (decision 0301); once recorded,
 * says which, and may be undone that day. Before the day it says when check-in opens.
 */
export function ArrivalActions({
  booking,
}: {
  booking: Pick<StaffBookingSummary, 'Id' | 'LeadName' | 'Arrival' | 'Date'>;
}) {
  const record = useRecordArrival(booking.Id);
  const today = useResortToday();
  const arrival = record.data ? record.data.Arrival : booking.Arrival;
  const words = arrival ? ARRIVAL_WORDS[arrival] : null;
  if (booking.Date !== today)
    return (
      <span>
        {words ??
          (booking.Date > today
            ? `Check-in opens on ${formatLongDate(booking.Date)}`
            : 'No arrival recorded')}
      </span>
    );
  return (
    <div className="flex flex-wrap items-center gap-2">
      {words && <span className="font-semibold">{words}</span>}
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
      {arrival !== null && (
        <Button
          variant="secondary"
          busy={record.isPending}
          onClick={() => record.mutate('expected')}
          aria-label={`Undo ${words?.toLowerCase() ?? 'arrival'} for ${booking.LeadName}`}
        >
          Undo
        </Button>
      )}
      <CallFailed call={record} what="Not saved" />
    </div>
  );
}
