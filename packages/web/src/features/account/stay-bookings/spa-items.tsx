import { calendarDay, formatAccountDate, type StayRoom } from '@spa/domain';
import { formatTime } from '../../../lib/format';

/** The room's spa add-ons as booked on the spa's diary: who, what and when. */
export function SpaItems({ room, timeZone }: { room: StayRoom; timeZone: string }) {
  const items = room.SpaReservation.Items;
  if (items.length === 0) return null;
  const guest = (i: number) => room.GuestNames[i] || `Guest ${i + 1}`;
  return (
    <div>
      <h4 className="font-semibold">In the spa</h4>
      <ul className="flex flex-col gap-1">
        {items.map((item) => (
          <li key={`${item.Code}-${item.ClientIndex}-${item.StartDateTime}`}>
            {guest(item.ClientIndex)}: {item.DisplayName} at {formatTime(item.StartDateTime, timeZone)} on{' '}
            {formatAccountDate(calendarDay(item.StartDateTime, timeZone))}
          </li>
        ))}
      </ul>
    </div>
  );
}
