import { Link } from 'react-router';
import { Alert } from '../../../components/ui/feedback';
import { PhoneLink } from '../../../components/ui/phone-link';
import { MIN_GROUP_GUESTS } from '../../../lib/add-ons/chosen-add-ons';
import { useExtras } from './add-ons-api';
import type { AddOnsBooking } from './add-ons-booking';

/**
 * Why the spa garden has no time for the whole party, and the nearest choice (issue 25):
 * when a smaller group would find one, the sessions are too full for everyone together;
 * else no session fits the day (after every arrival, within the time band, clear of the
 * guests' treatments and dining). Either way the spa team can be called, and the
 * treatment times changed.
 */
export function GardenUnavailable({ booking, premierId }: { booking: AddOnsBooking; premierId: string }) {
  const party = booking.guestNames.length;
  const fewer = useExtras(
    {
      date: booking.frame.Date,
      appointmentExtras: [],
      groupExtras: [premierId],
      guestIndexes: Array.from({ length: MIN_GROUP_GUESTS }, (_, i) => i),
      SessionId: booking.sessionId,
    },
    party > MIN_GROUP_GUESTS,
  );
  const full = (fewer.data?.Groups.find((g) => g.Key === premierId)?.Items.length ?? 0) > 0;
  return (
    <Alert tone="info" title="Sorry, we have no availability.">
      <p className="mb-2">
        {full
          ? `The Spa Garden sessions that fit your day have fewer than ${party} places left, and all guests attend together.`
          : 'No Spa Garden session fits your day: a session starts once every guest has arrived, ends within your time band and cannot overlap a treatment or your dining.'}
      </p>
      <p>
        {booking.treatmentTimesTo && (
          <>
            You can{' '}
            <Link to={booking.treatmentTimesTo} className="underline underline-offset-4">
              change your treatment times
            </Link>{' '}
            to free a session, or call{' '}
          </>
        )}
        {!booking.treatmentTimesTo && 'Call '}
        <PhoneLink phone={booking.phone} /> and the spa team will help.
      </p>
    </Alert>
  );
}
