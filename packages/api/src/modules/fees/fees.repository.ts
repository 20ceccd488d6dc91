import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PolicyFeeKind } from '@spa/domain';
import type { Executor } from '../../db/database';
import { insertRow, rowWhere } from '../../lib/sql';
import { bookingFees, type FeeRow } from './fees.tables';

export function feesOf(db: Executor, bookingId: string): Promise<FeeRow[]> {
  return db
    .select()
    .from(bookingFees)
    .where(eq(bookingFees.bookingId, bookingId))
    .orderBy(asc(bookingFees.createdAt));
}

/** The booking's fee of a kind that is proposed, being charged or charged (one at most: 0720's index). */
export function liveFee(tx: Executor, bookingId: string, kind: PolicyFeeKind): Promise<FeeRow | null> {
  const live = and(
    eq(bookingFees.bookingId, bookingId),
    eq(bookingFees.kind, kind),
    inArray(bookingFees.status, ['proposed', 'charging', 'charged']),
  )!;
  return rowWhere(tx, bookingFees, live);
}

/** The booking's fee, locked for this transaction. */
export function lockFee(tx: Executor, bookingId: string, feeId: string): Promise<FeeRow | null> {
  return rowWhere(
    tx,
    bookingFees,
    and(eq(bookingFees.id, feeId), eq(bookingFees.bookingId, bookingId))!,
    true,
  );
}

export async function insertFee(
  tx: Executor,
  fee: Pick<FeeRow, 'bookingId' | 'kind' | 'amountPence' | 'proposedBy'>,
): Promise<FeeRow> {
  return insertRow(tx, bookingFees, fee);
}

export async function updateFee(
  tx: Executor,
  id: string,
  change: Partial<Pick<FeeRow, 'status' | 'approvedBy' | 'reference' | 'declineReason' | 'decidedAt'>>,
): Promise<void> {
  await tx.update(bookingFees).set(change).where(eq(bookingFees.id, id));
}
