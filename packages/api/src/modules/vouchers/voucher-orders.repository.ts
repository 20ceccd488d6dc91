import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { voucherOrders, type VoucherOrderRow } from './voucher-orders.tables';

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
  >,
): Promise<VoucherOrderRow> {
  const [row] = await db.insert(voucherOrders).values(order).returning();
  return row!;
}

export async function findOrderByTokenHash(db: Executor, tokenHash: string, forUpdate = false) {
  const query = db.select().from(voucherOrders).where(eq(voucherOrders.tokenHash, tokenHash));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row ?? null;
}

export async function findOrderByProviderSession(db: Executor, providerSessionId: string) {
  const [row] = await db
    .select()
    .from(voucherOrders)
    .where(eq(voucherOrders.providerSessionId, providerSessionId));
  return row ?? null;
}

export async function updateOrder(
  db: Executor,
  id: string,
  changes: Partial<
    Pick<
      VoucherOrderRow,
      'state' | 'providerSessionId' | 'cardMasked' | 'reference' | 'voucherId' | 'codeEnding'
    >
  >,
) {
  await db
    .update(voucherOrders)
    .set({ ...changes, ...(changes.state === 'paid' ? { paidAt: sql`now()` } : {}) })
    .where(eq(voucherOrders.id, id));
}
