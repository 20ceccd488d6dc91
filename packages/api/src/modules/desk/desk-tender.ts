import type { DeskTender } from '@spa/domain';
import type { Executor } from '../../db/database';
import { badRequest } from '../../lib/http-error';
import type { BookingRow } from '../booking';
import { recordCharge, recordPayment, statementOf } from '../ledger';
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
