import { and, asc, count, eq, gt, gte, isNotNull, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { insertRow, queryRows, rowWhere } from '../../lib/sql';
import {
  voucherGuesses,
  voucherMovements,
  vouchers,
  type VoucherMovementRow,
  type VoucherRow,
} from './vouchers.tables';

/** Queries on the vouchers' tables (decision 0340). */

export async function insertVoucher(
  tx: Executor,
  voucher: typeof vouchers.$inferInsert,
): Promise<VoucherRow> {
  return insertRow(tx, vouchers, voucher);
}

/** The voucher whose code has this keyed hash (decision 0405), or null. */
export async function findVoucherByHash(db: Executor, codeHash: string, forUpdate = false) {
  return rowWhere(db, vouchers, eq(vouchers.codeHash, codeHash), forUpdate);
}

export async function findVoucherById(db: Executor, id: string) {
  return rowWhere(db, vouchers, eq(vouchers.id, id));
}

/** Vouchers from before 0810 whose code is still in clear, to re-key at start-up. */
export function clearCodes(db: Executor) {
  return db.select({ id: vouchers.id, code: vouchers.code }).from(vouchers).where(isNotNull(vouchers.code));
}

/** Replaces a clear code by its hash, once (a second process finds it done). */
export async function rekeyVoucher(db: Executor, id: string, codeHash: string) {
  await db
    .update(vouchers)
    .set({ codeHash, code: null })
    .where(and(eq(vouchers.id, id), isNotNull(vouchers.code)));
}

/**
 * Spends `amountPence` of an active voucher's balance, in one conditional statement:
 * only while the balance covers it and the voucher has not expired on `today`. Two
 * transactions spending the same balance at once: the second waits for the first's
 * row lock, then finds the balance no longer covers it. The row after, or null.
 */
export async function spendBalance(tx: Executor, id: string, amountPence: number, today: string) {
  const [row] = await tx
    .update(vouchers)
    .set({ balancePence: sql`${vouchers.balancePence} - ${amountPence}` })
    .where(
      and(
        eq(vouchers.id, id),
        eq(vouchers.status, 'active'),
        gte(vouchers.balancePence, amountPence),
        gte(vouchers.expiresOn, today),
      ),
    )
    .returning();
  return row ?? null;
}

/** Gives `amountPence` back to a voucher (never beyond its value). The row after, or null. */
export async function returnBalance(tx: Executor, id: string, amountPence: number) {
  const [row] = await tx
    .update(vouchers)
    .set({ balancePence: sql`${vouchers.balancePence} + ${amountPence}` })
    .where(and(eq(vouchers.id, id), sql`${vouchers.balancePence} + ${amountPence} <= ${vouchers.valuePence}`))
    .returning();
  return row ?? null;
}

export async function updateVoucher(
  tx: Executor,
  id: string,
  change: Partial<Pick<VoucherRow, 'expiresOn' | 'status'>>,
) {
  const [row] = await tx.update(vouchers).set(change).where(eq(vouchers.id, id)).returning();
  return row!;
}

/** Writes a movement once by its key; whether it was written now. */
export async function insertMovement(tx: Executor, movement: typeof voucherMovements.$inferInsert) {
  const written = await tx
    .insert(voucherMovements)
    .values(movement)
    .onConflictDoNothing({ target: voucherMovements.movementKey })
    .returning({ id: voucherMovements.id });
  return written.length > 0;
}

export function movementsOf(db: Executor, voucherId: string): Promise<VoucherMovementRow[]> {
  return db
    .select()
    .from(voucherMovements)
    .where(eq(voucherMovements.voucherId, voucherId))
    .orderBy(asc(voucherMovements.createdAt), asc(voucherMovements.id));
}

/** A booking's voucher movements (what each voucher paid and had returned), oldest first. */
export function bookingMovements(db: Executor, booking: { kind: 'spa' | 'stay'; id: string }) {
  return db
    .select({ movement: voucherMovements, voucher: vouchers })
    .from(voucherMovements)
    .innerJoin(vouchers, eq(vouchers.id, voucherMovements.voucherId))
    .where(and(eq(voucherMovements.bookingKind, booking.kind), eq(voucherMovements.bookingId, booking.id)))
    .orderBy(asc(voucherMovements.createdAt), asc(voucherMovements.id));
}

/** Failed guesses in the window: from this address, and from everywhere. */
export async function guessCounts(db: Executor, clientAddress: string, since: Date) {
  const [row] = await db
    .select({
      globalFailures: count(),
      addressFailures:
        sql<number>`count(*) FILTER (WHERE ${voucherGuesses.clientAddress} = ${clientAddress})`.mapWith(
          Number,
        ),
    })
    .from(voucherGuesses)
    .where(gt(voucherGuesses.at, since));
  return { globalFailures: row?.globalFailures ?? 0, addressFailures: row?.addressFailures ?? 0 };
}

/** Counts a failed guess, and forgets those older than the window. */
export async function recordGuess(db: Executor, clientAddress: string, windowStart: Date) {
  await db.insert(voucherGuesses).values({ clientAddress });
  await db.delete(voucherGuesses).where(lt(voucherGuesses.at, windowStart));
}

/** The sum of a pence column over the rows `where` picks (0 when none), as a number. */
const penceWhere = (column: AnyColumn, where: SQL) =>
  sql<number>`coalesce(sum(${column}) FILTER (WHERE ${where}), 0)`.mapWith(Number);

/**
 * What the resort owes on vouchers (issue 23 item 6): value sold and given, spent, given
 * back by refunds, voided, and what is left on vouchers still valid and on expired ones.
 */
export async function voucherTotals(db: Executor, today: string) {
  const [issued] = await db
    .select({
      soldPence: penceWhere(vouchers.valuePence, sql`${vouchers.source} = 'sold'`),
      complimentaryPence: penceWhere(vouchers.valuePence, sql`${vouchers.source} = 'complimentary'`),
      outstandingPence: penceWhere(
        vouchers.balancePence,
        sql`${vouchers.status} = 'active' AND ${vouchers.expiresOn} >= ${today}`,
      ),
      expiredPence: penceWhere(
        vouchers.balancePence,
        sql`${vouchers.status} = 'active' AND ${vouchers.expiresOn} < ${today}`,
      ),
      voidedPence: penceWhere(vouchers.balancePence, sql`${vouchers.status} = 'void'`),
    })
    .from(vouchers);
  const [moved] = await db
    .select({
      redeemedPence: penceWhere(voucherMovements.amountPence, sql`${voucherMovements.kind} = 'redeem'`),
      refundedPence: penceWhere(voucherMovements.amountPence, sql`${voucherMovements.kind} = 'refund'`),
    })
    .from(voucherMovements);
  return { ...issued!, ...moved! };
}

/**
 * Vouchers still owed to their holders at the end of resort day `asOf` (in `timeZone`), for
 * the manager's report (decision 0360): issued by then, not expired on that day, not voided
 * by then, with what was spent by then (redemptions less refunds to it). The code is shown
 * by its last four characters only: the whole code is what a holder spends (and is never stored).
 */
export async function voucherBalancesOn(db: Executor, asOf: string, timeZone: string) {
  const endOfDay = sql`((${asOf}::date + 1)::timestamp AT TIME ZONE ${timeZone}::text)`;
  const rows = await queryRows<{
    code_ending: string;
    sold_on: string;
    value_pence: number;
    spent_pence: number;
  }>(
    db,
    sql`
    SELECT code_ending, sold_on, value_pence, spent_pence FROM (
      SELECT v.code_ending,
             to_char((v.created_at AT TIME ZONE ${timeZone}::text)::date, 'YYYY-MM-DD') AS sold_on,
             v.value_pence,
             coalesce(sum(CASE m.kind WHEN 'redeem' THEN m.amount_pence WHEN 'refund' THEN -m.amount_pence END)
                      FILTER (WHERE m.created_at < ${endOfDay}), 0)::int AS spent_pence
      FROM vouchers v
      LEFT JOIN voucher_movements m ON m.voucher_id = v.id
      WHERE v.created_at < ${endOfDay} AND v.expires_on >= ${asOf}::date
        AND NOT EXISTS (SELECT 1 FROM voucher_movements x
                        WHERE x.voucher_id = v.id AND x.kind = 'void' AND x.created_at < ${endOfDay})
      GROUP BY v.id
    ) balances
    WHERE spent_pence < value_pence
    ORDER BY sold_on, code_ending`,
  );
  return rows.map((row) => ({
    code: `…${row.code_ending}`,
    soldOn: row.sold_on,
    valuePence: Number(row.value_pence),
    spentPence: Number(row.spent_pence),
  }));
}

/** Voucher value moved in one period, in pence (see voucherValueByPeriod). */
export interface VoucherPeriodRow {
  period_from: string;
  period_to: string;
  sold: number;
  given: number;
  redeemed: number;
  refunded: number;
  voided: number;
  expired: number;
  outstanding: number;
}

/**
 * Voucher value moved in each calendar month of a range of resort days (the months cut to the
 * range), for the manager's report (decision 0435): face value sold and given, value redeemed
 * on bookings (less what cancellations gave back), refunded to the buyer's card, voided, and
 * left on vouchers that expired; and what is outstanding at the end of each period, as
 * `voucherBalancesOn` counts it. Each period's outstanding is the last one's plus what was
 * sold and given, less what was redeemed, refunded, voided and expired.
 */
export function voucherValueByPeriod(db: Executor, range: { from: string; to: string }, timeZone: string) {
  const tz = sql`${timeZone}::text`;
  return queryRows<VoucherPeriodRow>(
    db,
    sql`
    WITH period AS (
      SELECT greatest(m::date, ${range.from}::date) AS first, least((m + interval '1 month')::date - 1, ${range.to}::date) AS last
      FROM generate_series(date_trunc('month', ${range.from}::date), ${range.to}::date, interval '1 month') AS m
    ), bounds AS (
      SELECT first, last, (first::timestamp AT TIME ZONE ${tz}) AS start_at, ((last + 1)::timestamp AT TIME ZONE ${tz}) AS end_at
      FROM period
    ), voucher AS (
      SELECT v.id, v.source, v.value_pence, v.expires_on, v.created_at,
             (SELECT min(x.created_at) FROM voucher_movements x WHERE x.voucher_id = v.id AND x.kind = 'void') AS voided_at,
             EXISTS (SELECT 1 FROM voucher_orders o WHERE o.voucher_id = v.id AND o.refund_state IS NOT NULL) AS refunded
      FROM vouchers v
    ), spent AS (
      -- What each voucher had spent by the end of each period, and by the end of its expiry day.
      SELECT b.first, v.id,
             coalesce(sum(CASE m.kind WHEN 'redeem' THEN m.amount_pence WHEN 'refund' THEN -m.amount_pence END)
                      FILTER (WHERE m.created_at < b.end_at), 0) AS by_end,
             coalesce(sum(CASE m.kind WHEN 'redeem' THEN m.amount_pence WHEN 'refund' THEN -m.amount_pence END)
                      FILTER (WHERE m.created_at < ((v.expires_on + 1)::timestamp AT TIME ZONE ${tz})), 0) AS by_expiry
      FROM bounds b CROSS JOIN voucher v
      LEFT JOIN voucher_movements m ON m.voucher_id = v.id
      WHERE v.created_at < b.end_at
      GROUP BY b.first, v.id
    )
    SELECT b.first::text AS period_from, b.last::text AS period_to,
      (SELECT coalesce(sum(value_pence), 0) FROM voucher
       WHERE source = 'sold' AND created_at >= b.start_at AND created_at < b.end_at)::int AS sold,
      (SELECT coalesce(sum(value_pence), 0) FROM voucher
       WHERE source = 'complimentary' AND created_at >= b.start_at AND created_at < b.end_at)::int AS given,
      (SELECT coalesce(sum(CASE kind WHEN 'redeem' THEN amount_pence ELSE -amount_pence END), 0) FROM voucher_movements
       WHERE kind IN ('redeem', 'refund') AND created_at >= b.start_at AND created_at < b.end_at)::int AS redeemed,
      (SELECT coalesce(sum(m.amount_pence), 0) FROM voucher_movements m JOIN voucher v ON v.id = m.voucher_id
       WHERE m.kind = 'void' AND v.refunded AND m.created_at >= b.start_at AND m.created_at < b.end_at)::int AS refunded,
      (SELECT coalesce(sum(m.amount_pence), 0) FROM voucher_movements m JOIN voucher v ON v.id = m.voucher_id
       WHERE m.kind = 'void' AND NOT v.refunded AND m.created_at >= b.start_at AND m.created_at < b.end_at)::int AS voided,
      (SELECT coalesce(sum(greatest(v.value_pence - s.by_expiry, 0)), 0) FROM spent s JOIN voucher v ON v.id = s.id
       WHERE s.first = b.first AND v.expires_on BETWEEN b.first - 1 AND b.last - 1
         AND (v.voided_at IS NULL OR v.voided_at >= ((v.expires_on + 1)::timestamp AT TIME ZONE ${tz})))::int AS expired,
      (SELECT coalesce(sum(greatest(v.value_pence - s.by_end, 0)), 0) FROM spent s JOIN voucher v ON v.id = s.id
       WHERE s.first = b.first AND v.expires_on >= b.last
         AND (v.voided_at IS NULL OR v.voided_at >= b.end_at))::int AS outstanding
    FROM bounds b
    ORDER BY b.first`,
  );
}
