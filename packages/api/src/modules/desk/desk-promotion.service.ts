import type { DeskSession } from '@spa/domain';
import { conflict } from '../../lib/http-error';
import { applyPendingPromotion, findBookingBySession } from '../booking';
import { insertAudit } from '../staff';
import { deskSession, requireDeskSession, type DeskDeps } from './desk-booking.service';

/**
 * PUT / DELETE api/staff/sessions/{id}/promotion (decision 0545): a promotion code the guest
 * quotes, applied to the desk booking before it is confirmed, or taken off. The promotions
 * module quotes it exactly as for a guest online (dates, first booking, caps, minimum, scope),
 * behind the same guessing throttle; the use is counted and the discount credited when the
 * desk confirms. Audited: who applied which code to which booking. A code that takes nothing
 * off is a 409 in the module's words, and the booking stays as it was.
 */
export async function setDeskPromotion(
  deps: Pick<DeskDeps, 'db' | 'promotions'>,
  staffId: string,
  sessionId: string,
  code: string | null,
  clientAddress: string,
): Promise<DeskSession> {
  await requireDeskSession(deps.db, sessionId);
  const refused = await deps.db.transaction(async (tx) => {
    const booking = await findBookingBySession(tx, sessionId, true);
    if (booking?.status !== 'pending')
      throw conflict(
        booking
          ? 'This booking is already confirmed: its promotion cannot change now.'
          : "The booking has not reached its summary yet: choose the guest's times first.",
      );
    const outcome = await applyPendingPromotion(deps, tx, booking, code, clientAddress);
    // Committed all the same: a code no promotion has counts as a failed guess.
    if ('problem' in outcome) return outcome.problem;
    const after = outcome.booking;
    if (after.promotionId === booking.promotionId && after.discountPence === booking.discountPence)
      return null;
    await insertAudit(tx, {
      staffId,
      action: code === null ? 'booking.desk-promotion-removed' : 'booking.desk-promotion',
      subject: `booking:${booking.id}`,
      before: { promotion: booking.promotionCode, discountPence: booking.discountPence },
      after: { promotion: after.promotionCode, discountPence: after.discountPence },
    });
    return null;
  });
  if (refused !== null) throw conflict(refused);
  return deskSession(deps, sessionId);
}
