import { HealthFlags } from '../../../components/staff/health-flags';
import { Button } from '../../../components/ui/button';
import { apiRequest } from '../../../lib/api-client';
import { useBookingChange } from './staff-bookings-api';
import { StaffPanel } from '../../../components/staff/staff-panel';
import { CallFailed } from './call-failed';
import type { BookingPartProps } from './booking-part';

const STATUS_WORDS = {
  complete: 'Every guest has answered the health questionnaire.',
  partial: 'Some guests have not answered the health questionnaire yet.',
  none: 'No guest has answered the health questionnaire yet.',
} as const;

/** The booking's health questionnaire: who has answered, what it flags, and the link e-mailed again. */
export function HealthPanel({ booking, onDone }: BookingPartProps) {
  const send = useBookingChange(booking.Id, () =>
    apiRequest(`/api/staff/bookings/${encodeURIComponent(booking.Id)}/health-form`, { method: 'POST' }),
  );
  return (
    <StaffPanel title="Health" className="mb-6">
      <p className="mb-2">{STATUS_WORDS[booking.Health.Status]}</p>
      <HealthFlags flags={booking.Health.Flags} className="mb-3" />
      {!booking.Cancelled && booking.Health.Status !== 'complete' && (
        <Button
          variant="secondary"
          busy={send.isPending}
          onClick={() =>
            send.mutate(undefined, {
              onSuccess: (detail) => onDone(`The health questionnaire has been e-mailed to ${detail.Email}.`),
            })
          }
        >
          E-mail the health questionnaire
        </Button>
      )}
      <CallFailed call={send} what="Not sent" className="mt-2 block" />
    </StaffPanel>
  );
}
