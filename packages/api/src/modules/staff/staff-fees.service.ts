import type { PolicyFeeKind, StaffBookingDetail, StaffGoodwillRefundRequest, StaffRole } from '@spa/domain';
import { approveFee, goodwillRefund, proposeFee, type DeskActor } from '../fees';
import { insertAudit } from './staff.repository';
import { staffBookingDetail, type StaffBookingsDeps } from './staff-bookings.service';

/** The staff member as the fees module sees them: their id, and their changes audited against the booking. */
const actor = (staffId: string, bookingId: string): DeskActor => ({
  id: staffId,
  audit: (tx, action, before, after) =>
    insertAudit(tx, { staffId, action, subject: `booking:${bookingId}`, before, after }),
});

/**
 * A fee of the policy on the kept card (decision 0330): reception proposes it; a spa
 * manager's request charges it at once (their proposal is their approval).
 */
export async function staffProposeFee(
  deps: StaffBookingsDeps,
  by: { id: string; role: StaffRole },
  bookingId: string,
  kind: PolicyFeeKind,
): Promise<StaffBookingDetail> {
  const fee = await proposeFee(deps, actor(by.id, bookingId), bookingId, kind);
  if (by.role === 'spa_manager' && fee.status === 'proposed')
    await approveFee(deps, actor(by.id, bookingId), bookingId, fee.id);
  return staffBookingDetail(deps, bookingId);
}

/** A spa manager approves a proposed fee: charged to the kept card, or declined by its bank. */
export async function staffApproveFee(
  deps: StaffBookingsDeps,
  staffId: string,
  bookingId: string,
  feeId: string,
): Promise<StaffBookingDetail> {
  await approveFee(deps, actor(staffId, bookingId), bookingId, feeId);
  return staffBookingDetail(deps, bookingId);
}

/** A spa manager's goodwill refund with a reason (audited, e-mailed). */
export async function staffGoodwillRefund(
  deps: StaffBookingsDeps,
  staffId: string,
  bookingId: string,
  request: StaffGoodwillRefundRequest,
): Promise<StaffBookingDetail> {
  await goodwillRefund(deps, actor(staffId, bookingId), bookingId, request);
  return staffBookingDetail(deps, bookingId);
}
