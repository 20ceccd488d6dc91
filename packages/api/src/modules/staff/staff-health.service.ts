import type { StaffBookingDetail } from '@spa/domain';
import { notFound } from '../../lib/http-error';
import { findBookingById } from '../booking';
import { sendHealthFormLink, type HealthFormsDeps } from '../health-forms';
import { deliverSoon } from '../mail';
import { insertAudit } from './staff.repository';
import { staffBookingDetail, type StaffBookingsDeps } from './staff-bookings.service';

/**
 * The desk e-mails the health questionnaire's link to the lead booker (issue 22): the
 * outbox row and the audit row in one transaction.
 */
export async function emailHealthForm(
  deps: StaffBookingsDeps & HealthFormsDeps,
  staffId: string,
  bookingId: string,
): Promise<StaffBookingDetail> {
  await deps.db.transaction(async (tx) => {
    const booking = await findBookingById(tx, bookingId, true);
    if (booking?.status !== 'confirmed' || booking.cancelledAt)
      throw notFound('No confirmed booking has this id.');
    await sendHealthFormLink(deps, tx, booking, false);
    await insertAudit(tx, {
      staffId,
      action: 'booking.health-form-sent',
      subject: `booking:${booking.id}`,
      before: null,
      after: { to: booking.leadEmail },
    });
  });
  deliverSoon(deps);
  return staffBookingDetail(deps, bookingId);
}
