import type { Catalogue, StaffBookingDetail } from '@spa/domain';
import type { Executor } from '../../db/database';
import { resortToday, type BookingNow } from '../../lib/booking-clock';
import type { BookingRow } from '../booking';
import { deskMoneyOf } from '../fees';
import { inHouseOnWire, inHouseStays } from '../stays';
import { listStaff } from './staff.repository';

/**
 * The booking page's desk panel: the kept card, its fees with who proposed and approved them,
 * the lead booker's stays in house today (a room charge's first choices) and what the desk
 * can give back of a credit (decision 0445).
 */
export async function deskPanel(
  deps: { catalogue: Catalogue; bookingNow: BookingNow },
  db: Executor,
  booking: BookingRow,
): Promise<StaffBookingDetail['Desk']> {
  const today = resortToday(deps.catalogue, await deps.bookingNow(db));
  const [desk, staff, inHouse] = await Promise.all([
    deskMoneyOf({ db }, booking),
    listStaff(db),
    inHouseStays(db, today, { email: booking.leadEmail }),
  ]);
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
    InHouseStays: inHouseOnWire(inHouse),
    DeskRefundable: desk.deskRefundable.map((r) => ({ Method: r.tender, AmountPence: r.amountPence })),
  };
}
