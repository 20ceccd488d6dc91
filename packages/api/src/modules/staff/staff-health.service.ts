import type { StaffBookingDetail } from '@spa/domain';
import { sendHealthFormLink, type HealthFormsDeps } from '../health-forms';
import { mailLeadBooker } from './lead-booker-mail';
import type { StaffBookingsDeps } from './staff-bookings.service';

/** The desk e-mails the health questionnaire's link to the lead booker (issue 22; audited). */
export function emailHealthForm(
  deps: StaffBookingsDeps & HealthFormsDeps,
  staffId: string,
  bookingId: string,
): Promise<StaffBookingDetail> {
  return mailLeadBooker(deps, staffId, bookingId, 'booking.health-form-sent', (tx, booking) =>
    sendHealthFormLink(deps, tx, booking, false),
  );
}
