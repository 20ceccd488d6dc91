import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { voucherOrders, type VoucherOrderRow } from './voucher-orders.tables';
import { insertRow, rowWhere } from '../../lib/sql';

export async function insertOrder(
  db: Executor,
  order: Omit<
    VoucherOrderRow,
    | 'id'
    | 'state'
    | 'providerSessionId'
    | 'cardMasked'
    | 'reference'
    | 'voucherId'
    | 'codeEnding'
    | 'createdAt'
    | 'paidAt'
    | 'refundState'
    | 'refundedAt'
  >,
): Promise<VoucherOrderRow> {
  return insertRow(db, voucherOrders, order);
}

export async function findOrderByTokenHash(db: Executor, tokenHash: string, forUpdate = false) {
  return rowWhere(db, voucherOrders, eq(voucherOrders.tokenHash, tokenHash), forUpdate);
}

export async function findOrderByProviderSession(db: Executor, providerSessionId: string) {
  return rowWhere(db, voucherOrders, eq(voucherOrders.providerSessionId, providerSessionId));
}

export async function updateOrder(
  db: Executor,
  id: string,
  changes: Partial<
    Pick<
      VoucherOrderRow,
      'state' | 'providerSessionId' | 'cardMasked' | 'reference' | 'voucherId' | 'codeEnding' | 'refundState'
    >
  >,
) {
  await db
    .update(voucherOrders)
    .set({
      ...changes,
      ...(changes.state === 'paid' ? { paidAt: sql`now()` } : {}),
      ...(changes.refundState === 'refunded' ? { refundedAt: sql`now()` } : {}),
    })
    .where(eq(voucherOrders.id, id));
}

/** The order that bought a voucher; null for a voucher given at the desk. */
export async function findOrderByVoucherId(db: Executor, voucherId: string, forUpdate = false) {
  const query = db.select().from(voucherOrders).where(eq(voucherOrders.voucherId, voucherId));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row ?? null;
}
