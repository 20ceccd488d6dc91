import type { StaffBookingDetail } from '@spa/domain';
import type { Executor } from '../../db/database';
import { notFound } from '../../lib/http-error';
import { findBookingById, type BookingRow } from '../booking';
import { deliverSoon, type Mailer } from '../mail';
import { insertAudit } from './staff.repository';
import { staffBookingDetail, type StaffBookingsDeps } from './staff-bookings.service';

/**
 * An e-mail the desk sends the lead booker of a confirmed booking (the confirmation
 * again, the health questionnaire): the outbox row and the audit row in one transaction.
 */
export async function mailLeadBooker(
  deps: StaffBookingsDeps & { mail: Mailer },
  staffId: string,
  bookingId: string,
  action: string,
  send: (tx: Executor, booking: BookingRow) => Promise<unknown>,
): Promise<StaffBookingDetail> {
  await deps.db.transaction(async (tx) => {
    const booking = await findBookingById(tx, bookingId, true);
    if (booking?.status !== 'confirmed' || booking.cancelledAt)
      throw notFound('No confirmed booking has this id.');
    await send(tx, booking);
    await insertAudit(tx, {
      staffId,
      action,
      subject: `booking:${booking.id}`,
      before: null,
      after: { to: booking.leadEmail },
    });
  });
  deliverSoon(deps);
  return staffBookingDetail(deps, bookingId);
}
