import { Link } from 'react-router';
import { formatAccountDate, type StayReservationSummary } from '@spa/domain';
import { BookingBadge } from '../../components/account/booking-badge';
import { BookingsList } from '../../components/account/bookings-layout';
import { useStayConfiguration, useStays } from './stay-bookings-api';

type ListedStay = StayReservationSummary & { Id: string; DaysToGo: number };

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

function StayCard({ stay, roomName }: { stay: ListedStay; roomName: (code: string) => string }) {
  const guests = stay.TotalGuests.Adults + stay.TotalGuests.Children + stay.TotalGuests.Infants;
  const title = `${formatAccountDate(stay.ArrivalDate)} – ${formatAccountDate(stay.DepartureDate)}`;
  return (
    <article className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-sage-200 p-4">
      <div>
        <h4 className="font-sans text-lg font-bold">
          <Link
            to={`/bookings/stay/${stay.ConfirmationNumber}`}
            className="text-teal-800 underline underline-offset-4"
          >
            {title}
          </Link>
        </h4>
        <p>
          {plural(stay.RoomCount, 'room')} · {plural(guests, 'guest')} ·{' '}
          {[...new Set(stay.RoomStays.map((r) => roomName(r.RoomCode)))].join(', ')}
        </p>
        <p className="text-sm text-sage-700">Confirmation number {stay.ConfirmationNumber}</p>
      </div>
      <BookingBadge daysToGo={stay.DaysToStay} isCancelled={stay.IsCancelled} />
    </article>
  );
}

/** account_stay_bookings: the member's stays, upcoming and previous. */
export function StayBookingsScreen() {
  const stays = useStays();
  const configuration = useStayConfiguration();
  const roomName = (code: string) =>
    configuration.data?.RoomTypes.find((t) => t.PMSCode === code)?.DisplayName ?? code;
  const listed = {
    ...stays,
    data: stays.data?.map((s): ListedStay => ({ ...s, Id: s.ConfirmationNumber, DaysToGo: s.DaysToStay })),
  };
  return (
    <BookingsList
      kind="stay"
      query={listed}
      renderBooking={(s) => <StayCard stay={s} roomName={roomName} />}
    />
  );
}
