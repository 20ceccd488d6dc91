import { randomUUID } from 'node:crypto';
import {
  formatPrice,
  stayBillWords,
  type ChargeCategory,
  type Hotel,
  type StayBookingResponse,
} from '@spa/domain';
import type { Executor } from '../../db/database';
import { ledgerStatement, recordCharge, settleOwed, statementOf, type LedgerAccount } from '../ledger';
import { mailInTransaction, sendStayChange, type Mailer } from '../mail';
import { rateOf } from './stay-rates';
import type { StayRecord } from './stays.repository';
import type { StayRoomRow } from './stays.tables';

/**
 * A stay's money in the booking ledger (decision 200): what the stay owes is its
 * rooms with their packages (a cancelled advance purchase room keeps its deposit);
 * each change that moves it writes the difference, and the guest's receipt, in the
 * change's own transaction.
 */

export const packagesTotal = (record: StayRecord, roomId: string) =>
  record.packages.filter((p) => p.roomId === roomId).reduce((sum, p) => sum + p.amountPence, 0);

export const roomTotal = (record: StayRecord, room: StayRoomRow) =>
  room.totalPence + packagesTotal(record, room.id);

/** What the stay owes now: live rooms in full; a cancelled room only when its rate's deposit is kept. */
export function stayOwedPence(hotel: Hotel, record: StayRecord): number {
  return record.rooms.reduce(
    (sum, room) =>
      room.cancelledAt === null || rateOf(hotel, room.rateCode).RequiresDeposit
        ? sum + roomTotal(record, room)
        : sum,
    0,
  );
}

export const stayAccount = (record: StayRecord): LedgerAccount => ({
  kind: 'stay',
  id: record.reservation.id,
});

/** The spa bookings on the stay's room bill: their charges, and the credits of their cancellations (decision 0535). */
export async function spaOnBill(db: Executor, record: StayRecord): Promise<StayBookingResponse['SpaOnBill']> {
  const { Entries } = await ledgerStatement(db, stayAccount(record));
  return Entries.filter((e) => e.Category === 'spa');
}

/**
 * The stay's booking charge, when the ledger has none yet (a stay imported from the
 * hotel's system, or booked before the ledger): what it owed before this change.
 */
export async function openStayLedger(tx: Executor, hotel: Hotel, before: StayRecord): Promise<void> {
  const owed = stayOwedPence(hotel, before);
  if (owed <= 0) return;
  await recordCharge(tx, stayAccount(before), {
    key: `stay:${before.reservation.id}:booking`,
    category: 'booking',
    amountPence: owed,
    description: `Stay ${before.reservation.confirmationNumber}`,
  });
}

/**
 * After a change to the stay, in its transaction: the difference in what it owes
 * written to the ledger and, when money moved, the receipt e-mailed to the lead guest
 * (the amount, how it is taken, the new total and what is still to pay). A change asked
 * twice finds nothing to write the second time.
 */
export async function recordStayChange(
  deps: { hotel: Hotel; mail: Mailer },
  tx: Executor,
  after: StayRecord,
  change: { category: ChargeCategory; description: string },
): Promise<number> {
  const difference = await settleStayChange(deps.hotel, tx, after, change);
  if (difference !== 0) await mailStayReceipt(deps, tx, after, change.description, difference);
  return difference;
}

/**
 * The difference in what the stay owes, written to its ledger (one entry, or none when
 * nothing moved). `key` names the change for the ledger: the same key never writes twice.
 */
export function settleStayChange(
  hotel: Hotel,
  tx: Executor,
  after: StayRecord,
  change: { category: ChargeCategory; description: string; key?: string },
): Promise<number> {
  const { key = randomUUID(), ...movement } = change;
  return settleOwed(tx, stayAccount(after), stayOwedPence(hotel, after), {
    key: `stay:${after.reservation.id}:${change.category}:${key}`,
    ...movement,
  });
}

/** The receipt of a change that moved money: what changed, the amount and how it is taken, the total and balance. */
export async function mailStayReceipt(
  deps: { hotel: Hotel; mail: Mailer },
  tx: Executor,
  after: StayRecord,
  change: string,
  difference: number,
): Promise<void> {
  const { owedPence, balancePence } = await statementOf(tx, stayAccount(after));
  await sendStayChange(mailInTransaction(deps, tx), after.reservation.leadEmail, {
    hotelName: deps.hotel.Name,
    confirmationNumber: after.reservation.confirmationNumber,
    change,
    amount: signedPrice(difference),
    howPaid: stayBillWords(difference),
    total: formatPrice(owedPence),
    balance: formatPrice(Math.max(0, balancePence)),
  });
}

/** '+£40' or '−£20': a difference as the receipt writes it. */
export const signedPrice = (difference: number) =>
  `${difference > 0 ? '+' : '−'}${formatPrice(Math.abs(difference))}`;
