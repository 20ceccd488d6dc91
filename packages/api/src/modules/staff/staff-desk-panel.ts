import type { Catalogue, StaffBookingDetail } from '@spa/domain';
import type { Executor } from '../../db/database';
import type { BookingRow } from '../booking';
import { deskMoneyOf } from '../fees';
import { listStaff } from './staff.repository';

/** The booking page's desk panel: the kept card, its fees with who proposed and approved them. */
export async function deskPanel(
  deps: { catalogue: Catalogue },
  db: Executor,
  booking: BookingRow,
): Promise<StaffBookingDetail['Desk']> {
  const [desk, staff] = await Promise.all([deskMoneyOf({ db }, booking), listStaff(db)]);
  const nameOf = (id: string | null) =>
    id === null ? null : (staff.find((s) => s.id === id)?.displayName ?? 'A former staff member');
  return {
    KeptCard: desk.keptCard ? { CardMasked: desk.keptCard.cardMasked } : null,
    Fees: desk.fees.map((f) => ({
      Id: f.id,
      Kind: f.kind,
      AmountPence: f.amountPence,
      Status: f.status,
      ProposedBy: nameOf(f.proposedBy) ?? '',
      ApprovedBy: nameOf(f.approvedBy),
      Reference: f.reference,
      DeclineReason: f.declineReason,
      At: f.createdAt.toISOString(),
    })),
    FeesDue: desk.feesDue.map((d) => ({ Kind: d.kind, AmountPence: d.amountPence, Why: d.why })),
    GoodwillRefundablePence: desk.goodwillRefundablePence,
  };
}
