import { formatAccountDate, type StayReservationSummary } from '@spa/domain';
import { BookingCard } from '../../../components/account/booking-card';
import { BookingsList } from '../../../components/account/bookings-layout';
import { useStayConfiguration, useStays } from './stay-bookings-api';

type ListedStay = StayReservationSummary & { Id: string; DaysToGo: number };

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

function StayCard({ stay, roomName }: { stay: ListedStay; roomName: (code: string) => string }) {
  const guests = stay.TotalGuests.Adults + stay.TotalGuests.Children + stay.TotalGuests.Infants;
  return (
    <BookingCard
      to={`/bookings/stay/${stay.ConfirmationNumber}`}
      title={`${formatAccountDate(stay.ArrivalDate)} – ${formatAccountDate(stay.DepartureDate)}`}
      confirmation={stay.ConfirmationNumber}
      daysToGo={stay.DaysToStay}
      isCancelled={stay.IsCancelled}
    >
      {plural(stay.RoomCount, 'room')} · {plural(guests, 'guest')} ·{' '}
      {[...new Set(stay.RoomStays.map((r) => roomName(r.RoomCode)))].join(', ')}
    </BookingCard>
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
