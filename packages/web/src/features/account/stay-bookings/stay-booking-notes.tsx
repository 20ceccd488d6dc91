import type { StayBookingResponse, StayConfiguration } from '@spa/domain';
import { ButtonLink } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/feedback';
import { PhoneLink } from './stay-room-card';

/**
 * The hotel's name, address and telephone at the top of the printed confirmation (the account
 * menu, greeting and buttons do not print): what a guest shows at the desk or keeps on file.
 */
export function PrintedHotelHeader({ configuration }: { configuration: StayConfiguration | undefined }) {
  if (!configuration) return null;
  return (
    <address className="hidden border-b border-sage-200 pb-3 not-italic print:block">
      <p className="font-serif text-2xl">{configuration.HotelName}</p>
      {configuration.Address.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <p>Telephone {configuration.PhoneNumber}</p>
    </address>
  );
}

/**
 * A stay that begins today: changes are no longer made online, so say what applies (check-in
 * from, the hotel's number) and offer what can still be done today, a visit to the spa.
 */
export function ArrivingToday({
  booking,
  configuration,
}: {
  booking: StayBookingResponse;
  configuration: StayConfiguration | undefined;
}) {
  if (booking.IsCancelled || booking.DaysToStay !== 0) return null;
  return (
    <Alert tone="info" title="Your stay begins today">
      <p>
        Check-in is from {configuration?.BookingDefaults.CheckInTime ?? '15:00'}; we look forward to welcoming
        you. Rooms can no longer be changed or cancelled online: to change anything, please call the hotel on{' '}
        {configuration ? <PhoneLink phone={configuration.PhoneNumber} /> : 'its number'}.
      </p>
      <p className="no-print mt-3">
        <ButtonLink variant="secondary" href="/booking/">
          Book the spa for today
        </ButtonLink>
      </p>
    </Alert>
  );
}
