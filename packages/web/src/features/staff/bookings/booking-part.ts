import type { StaffBookingDetail } from '@spa/domain';

/** What the booking screen gives each of its parts: the booking, and how to say what a change did. */
export interface BookingPartProps {
  booking: StaffBookingDetail;
  onDone: (message: string) => void;
}
