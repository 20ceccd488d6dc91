import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  ledgerBalance,
  whyNotRefundable,
  type ChargeCategory,
  type LedgerBalance,
  type LedgerStatement,
  type LedgerEntry,
  type Tender,
} from '@spa/domain';
import type { Executor } from '../../db/database';
import { conflict } from '../../lib/http-error';
import { ledgerEntries, type AccountKind, type BookingKind, type LedgerRow } from './ledger.tables';

/**
 * The booking ledger (decision 200): every money movement of a spa booking or a stay
 * is one call here, inside the transaction that records what caused it, idempotent by
 * its key (the same key twice writes once and says so). Balances are derived.
 */

/** The account an entry belongs to: a booking's (spa, stay) or a sold voucher's. */
export interface LedgerAccount {
  kind: AccountKind;
  id: string;
}

/** A booking's account (a spa booking or a stay): what a voucher can pay. */
export type BookingAccount = LedgerAccount & { kind: BookingKind };

interface Movement {
  /** Idempotency key: unique across the whole ledger (prefix it with what caused it). */
  key: string;
  amountPence: number;
  description: string;
  staffId?: string | null;
}
type OwedMovement = Movement & { category: ChargeCategory };
type TenderMovement = Movement & { tender: Tender; reference?: string | null };

/** An account's entries, oldest first, and what they add up to. */
export interface Statement extends LedgerBalance {
  entries: LedgerRow[];
}

async function write(
  tx: Executor,
  account: LedgerAccount,
  kind: LedgerRow['kind'],
  movement: Movement & { category?: ChargeCategory; tender?: Tender; reference?: string | null },
): Promise<boolean> {
  if (!Number.isInteger(movement.amountPence) || movement.amountPence <= 0)
    throw new Error(`ledger: a ${kind} must be a positive whole number of pence`);
  const written = await tx
    .insert(ledgerEntries)
    .values({
      bookingKind: account.kind,
      bookingId: account.id,
      entryKey: movement.key,
      kind,
      category: movement.category ?? null,
      tender: movement.tender ?? null,
      amountPence: movement.amountPence,
      description: movement.description.slice(0, 300),
      reference: movement.reference ?? null,
      staffId: movement.staffId ?? null,
    })
    .onConflictDoNothing({ target: ledgerEntries.entryKey })
    .returning({ id: ledgerEntries.id });
  return written.length > 0;
}

/** Adds to what the booking owes (the booking, an add-on, an amendment's difference, a fee). */
export const recordCharge = (tx: Executor, account: LedgerAccount, charge: OwedMovement) =>
  write(tx, account, 'charge', charge);

/** Takes from what the booking owes (a cancellation, a cheaper amendment). */
export const recordCredit = (tx: Executor, account: LedgerAccount, credit: OwedMovement) =>
  write(tx, account, 'credit', credit);

/** Money taken by one tender: online card, saved card, desk card, cash, room charge or voucher. */
export const recordPayment = (tx: Executor, account: LedgerAccount, payment: TenderMovement) =>
  write(tx, account, 'payment', payment);

/**
 * Money given back by the tender that took it; refused (409) beyond what that tender
 * holds of this booking. Call it with the booking locked (two refunds at once would
 * each see the whole amount).
 */
export async function recordRefund(
  tx: Executor,
  account: LedgerAccount,
  refund: TenderMovement,
): Promise<boolean> {
  const { entries, ...balance } = await statementOf(tx, account);
  if (entries.some((e) => e.entryKey === refund.key)) return false;
  const why = whyNotRefundable(balance, refund.tender, refund.amountPence);
  if (why) throw conflict(why);
  return write(tx, account, 'refund', refund);
}

/**
 * Brings what the booking owes for itself to `owedPence` with one charge or credit of the
 * difference (an add-on added, changed or removed; a room amended or cancelled).
 * Nothing is written when it already owes that: a change asked twice moves money once.
 * Spa bookings charged to a stay's room ('spa' entries, decision 0445) are on its bill
 * besides: never settled away here.
 *
 * @returns the difference written (positive: charged; negative: credited; 0: none).
 */
export async function settleOwed(
  tx: Executor,
  account: LedgerAccount,
  owedPence: number,
  movement: Omit<OwedMovement, 'amountPence'>,
): Promise<number> {
  const { owedPence: owed, entries } = await statementOf(tx, account);
  const carried = entries
    .filter((e) => e.category === 'spa')
    .reduce((sum, e) => sum + (e.kind === 'charge' ? e.amountPence : -e.amountPence), 0);
  const before = owed - carried;
  const difference = owedPence - before;
  if (difference > 0) await recordCharge(tx, account, { ...movement, amountPence: difference });
  if (difference < 0) await recordCredit(tx, account, { ...movement, amountPence: -difference });
  return difference;
}

/** The booking's entries in the order they were written, and its balance. */
export async function statementOf(db: Executor, account: LedgerAccount): Promise<Statement> {
  const entries = await db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.bookingKind, account.kind), eq(ledgerEntries.bookingId, account.id)))
    .orderBy(asc(ledgerEntries.createdAt), asc(ledgerEntries.written));
  return { entries, ...ledgerBalance(entries.map(asEntry)) };
}

function asEntry(row: LedgerRow): LedgerEntry {
  if (row.kind === 'charge' || row.kind === 'credit')
    return { kind: row.kind, category: row.category ?? 'booking', amountPence: row.amountPence };
  return { kind: row.kind, tender: row.tender ?? 'online-card', amountPence: row.amountPence };
}

/**
 * A spa booking's confirmation entries as `name AS (…)` steps of the confirming
 * statement (one round trip, decision 188): the booking charged, the online card payment
 * (`cardPence`: the total less what a gift voucher pays, recorded by the vouchers module).
 */
export function spaConfirmationEntries(confirmed: {
  bookingId: string;
  totalPence: number;
  cardPence: number;
  paymentId: string;
  confirmationId: string;
}): SQL[] {
  const { bookingId, totalPence, cardPence, paymentId, confirmationId } = confirmed;
  if (totalPence <= 0 || cardPence <= 0) return [];
  return [
    sql`ledger AS (
      INSERT INTO ledger_entries (booking_kind, booking_id, entry_key, kind, category, tender, amount_pence, description, reference)
      SELECT 'spa', ${bookingId}::uuid, e.key, e.kind, e.category, e.tender,
        CASE e.kind WHEN 'charge' THEN ${totalPence}::int ELSE ${cardPence}::int END,
        CASE e.kind WHEN 'charge' THEN ${`Booking ${confirmationId}`} ELSE 'Card ' || coalesce(p.card_masked, '') END,
        CASE e.kind WHEN 'payment' THEN p.reference END
      FROM payments p, (VALUES
        (${`spa:${bookingId}:booking`}, 'charge', 'booking', NULL),
        (${`spa:${bookingId}:paid:${paymentId}`}, 'payment', NULL, 'online-card')
      ) AS e(key, kind, category, tender)
      WHERE p.id = ${paymentId}
      ON CONFLICT (entry_key) DO NOTHING RETURNING 1)`,
  ];
}

/** The booking's statement as the screens read it (LedgerStatementSchema). */
export async function ledgerStatement(db: Executor, account: LedgerAccount): Promise<LedgerStatement> {
  const { entries, owedPence, paidPence, balancePence } = await statementOf(db, account);
  return {
    Entries: entries.map((e) => ({
      Kind: e.kind,
      Category: e.category,
      Tender: e.tender,
      AmountPence: e.amountPence,
      Description: e.description,
      Reference: e.reference,
      At: e.createdAt.toISOString(),
    })),
    OwedPence: owedPence,
    PaidPence: paidPence,
    BalancePence: balancePence,
  };
}

/**
 * What is still to pay on each of these bookings (charges less credits, less payments,
 * plus refunds), by id; a booking with no entries is absent. One query for a whole list
 * (the diary, arrivals).
 */
export async function balancesOf(db: Executor, kind: BookingKind, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, number>();
  const rows = await db
    .select({
      id: ledgerEntries.bookingId,
      balance: sql<number>`sum(CASE ${ledgerEntries.kind} WHEN 'charge' THEN 1 WHEN 'refund' THEN 1 ELSE -1 END * ${ledgerEntries.amountPence})::int`,
    })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.bookingKind, kind), inArray(ledgerEntries.bookingId, [...ids])))
    .groupBy(ledgerEntries.bookingId);
  return new Map(rows.map((r) => [r.id, Number(r.balance)]));
}
