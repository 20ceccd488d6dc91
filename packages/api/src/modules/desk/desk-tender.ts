import type { Catalogue, DeskTender } from '@spa/domain';
import type { Executor } from '../../db/database';
import { resortToday, type BookingNow } from '../../lib/booking-clock';
import { badRequest } from '../../lib/http-error';
import type { BookingRow, RoomBillRefund } from '../booking';
import { recordCharge, recordCredit, recordPayment, recordRefund, statementOf } from '../ledger';
import { mailInTransaction, sendPaymentReceived, type Mailer } from '../mail';
import { inHouseStays, type InHouseMatch, type InHouseRoom } from '../stays';

/**
 * Money taken at the desk for a spa booking (decisions 0320, 0445): the card terminal, cash,
 * or the bill of a stay in house, each one ledger movement under the caller's key, with its
 * receipt e-mailed in the caller's transaction.
 */

/**
 * The stay a room charge goes to: the one with this confirmation number in house on `date`,
 * among the lead booker's when `theirs` names them (a booking made at the desk), else among
 * all (the desk looked it up); 400 naming StayConfirmation otherwise, nothing charged.
 */
export async function stayToCharge(
  db: Executor,
  date: string,
  confirmation: string | undefined,
  theirs: InHouseMatch | null = null,
): Promise<InHouseRoom> {
  const rooms = await inHouseStays(db, date, theirs ?? { confirmation: confirmation ?? '' });
  const room = rooms.find((r) => r.confirmationNumber.toLowerCase() === confirmation?.toLowerCase());
  if (room) return room;
  throw badRequest(
    'body.StayConfirmation',
    theirs && rooms.length === 0
      ? 'The guest has no stay in house that day: choose another way to pay'
      : 'That stay is not in house that day',
  );
}

const TENDER_WORDS: Record<DeskTender, string> = {
  'desk-card': 'by card at the spa desk',
  cash: 'in cash at the spa desk',
  'room-charge': 'charged to your room',
};

/** The ledger line of a desk tender (the statement already says "Paid by …"). */
const LEDGER_WORDS: Record<DeskTender, string> = {
  'desk-card': 'Card terminal',
  cash: 'Till',
  'room-charge': 'Stay',
};

/** A desk tender: how, the till's or terminal's reference, and the stay a room charge goes to. */
export type Tendered =
  { Method: 'desk-card' | 'cash'; Reference?: string } | { Method: 'room-charge'; stay: InHouseRoom };

/**
 * A desk tender of `amountPence` for a confirmed booking, in the caller's transaction (the
 * booking locked). A room charge is a payment by the room-charge tender on the spa booking
 * and the same amount charged to the stay's bill (category 'spa'), both under `key`.
 * The receipt is e-mailed in the same transaction. Returns the pence taken (0 when the
 * key was already written: the same request again).
 */
export async function takeTender(
  deps: { mail: Mailer },
  tx: Executor,
  staffId: string,
  booking: BookingRow,
  tendered: Tendered,
  key: string,
  amountPence: number,
): Promise<number> {
  const stay = tendered.Method === 'room-charge' ? tendered.stay : null;
  const reference = stay ? stay.confirmationNumber : tendered.Method !== 'room-charge' && tendered.Reference;
  const account = { kind: 'spa' as const, id: booking.id };
  const written = await recordPayment(tx, account, {
    key,
    tender: tendered.Method,
    amountPence,
    description: LEDGER_WORDS[tendered.Method] + (stay ? ` ${stay.confirmationNumber}` : ''),
    reference: reference || null,
    staffId,
  });
  if (!written) return 0;
  if (stay)
    await recordCharge(
      tx,
      { kind: 'stay', id: stay.reservationId },
      {
        key: `${key}:stay`,
        category: 'spa',
        amountPence,
        description: `Spa booking ${booking.confirmationId ?? booking.id}`,
        staffId,
      },
    );
  const { balancePence } = await statementOf(tx, account);
  await sendPaymentReceived(mailInTransaction(deps, tx), booking.leadEmail, {
    confirmationId: booking.confirmationId ?? '',
    amountPence,
    how: stay ? `charged to your room (stay ${stay.confirmationNumber})` : TENDER_WORDS[tendered.Method],
    balancePence,
  });
  return amountPence;
}

/** What the room-charge tender holds of a spa booking, per stay (its payments' reference), oldest first. */
function roomChargesByStay(entries: Awaited<ReturnType<typeof statementOf>>['entries']) {
  const held = new Map<string, number>();
  for (const e of entries) {
    if (e.tender !== 'room-charge' || !e.reference) continue;
    const sign = e.kind === 'payment' ? 1 : e.kind === 'refund' ? -1 : 0;
    held.set(e.reference, (held.get(e.reference) ?? 0) + sign * e.amountPence);
  }
  return held;
}

/**
 * Gives back to the room bills that paid a spa booking up to `amountPence` of a cancellation's
 * refund (decision 0535), in the cancelling transaction with the booking locked: per stay whose
 * bill is still open (a room of it in house today: not cancelled, not departed), a refund by
 * the room-charge tender on the spa booking and a 'spa' credit on the stay's ledger that takes
 * the charge off, both keyed from `key` (the same cancellation twice moves money once). A stay
 * that has left keeps nothing back: the credit stays on the spa booking for the desk.
 *
 * @returns the pence taken off room bills, and the stays' numbers.
 */
export async function refundToRoomBill(
  deps: { catalogue: Catalogue; bookingNow: BookingNow },
  tx: Executor,
  booking: Pick<BookingRow, 'id' | 'confirmationId'>,
  refund: { key: string; amountPence: number; description: string },
): Promise<RoomBillRefund> {
  const account = { kind: 'spa' as const, id: booking.id };
  const held = roomChargesByStay((await statementOf(tx, account)).entries);
  const moved: RoomBillRefund = { amountPence: 0, stays: [] };
  if (refund.amountPence <= 0 || held.size === 0) return moved;
  const today = resortToday(deps.catalogue, await deps.bookingNow(tx));
  for (const [confirmation, pence] of held) {
    const amountPence = Math.min(refund.amountPence - moved.amountPence, pence);
    if (amountPence <= 0) continue;
    const [open] = await inHouseStays(tx, today, { confirmation }, 1);
    if (!open) continue;
    const key = `${refund.key}:room:${confirmation}`;
    await recordRefund(tx, account, {
      key,
      tender: 'room-charge',
      amountPence,
      description: `${LEDGER_WORDS['room-charge']} ${confirmation}`,
      reference: confirmation,
    });
    await recordCredit(
      tx,
      { kind: 'stay', id: open.reservationId },
      {
        key: `${key}:stay`,
        category: 'spa',
        amountPence,
        description: `${refund.description}: spa booking ${booking.confirmationId ?? booking.id}`,
      },
    );
    moved.amountPence += amountPence;
    moved.stays.push(open.confirmationNumber);
  }
  return moved;
}
