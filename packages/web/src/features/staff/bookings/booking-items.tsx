import { useState } from 'react';
import { formatTime, type StaffBookingDetail } from '@spa/domain';
import { Button } from '../../../components/ui/button';
import { useResortTimeZone } from '../../../lib/resort-clock';
import { MoveTreatmentForm } from './move-treatment-form';
import { StaffPanel } from '../../../components/staff/staff-panel';

/** The booking's day, item by item, with therapist and room; a treatment opens its move form. */
export function BookingItems({
  booking,
  onMoved,
}: {
  booking: StaffBookingDetail;
  onMoved: (message: string) => void;
}) {
  const [moving, setMoving] = useState<number | null>(null);
  const timeZone = useResortTimeZone();
  const time = (at: string) => formatTime(at, timeZone);
  return (
    <StaffPanel title="The day" className="mb-6">
      {booking.Items.length === 0 && <p>Nothing is booked.</p>}
      <ul className="flex flex-col divide-y divide-sage-200">
        {booking.Items.map((item, i) => (
          <li key={`${item.ClaimId}-${i}`} className="py-3">
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
              <span className="w-28 font-semibold">
                {time(item.Start)}–{time(item.End)}
              </span>
              <span className="flex-1">
                <span className="font-semibold">{item.DisplayName}</span>
                <span className="block text-sm">
                  {item.GuestNames.join(', ')}
                  {item.StaffName && ` · with ${item.StaffName}`}
                  {item.RoomName && ` · ${item.RoomName}`}
                </span>
              </span>
              {item.Movable && !booking.Cancelled && (
                <Button
                  variant="secondary"
                  aria-expanded={moving === item.ClaimId}
                  onClick={() => setMoving(moving === item.ClaimId ? null : item.ClaimId)}
                >
                  Move<span className="sr-only"> {item.DisplayName}</span>
                </Button>
              )}
            </div>
            {moving === item.ClaimId && (
              <MoveTreatmentForm
                bookingId={booking.Id}
                date={booking.Date}
                item={item}
                onDone={(message) => {
                  setMoving(null);
                  onMoved(message);
                }}
              />
            )}
          </li>
        ))}
      </ul>
    </StaffPanel>
  );
}
