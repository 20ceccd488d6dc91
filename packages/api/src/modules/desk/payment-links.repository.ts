import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { paymentLinks, type PaymentLinkRow } from './desk.tables';
import { insertRow, rowWhere } from '../../lib/sql';

/** The booking's open link of the same purpose, if any, is replaced; the new one is written (one open link per booking and purpose). */
export async function insertLink(
  tx: Executor,
  link: Pick<PaymentLinkRow, 'bookingId' | 'tokenHash' | 'amountPence' | 'createdBy' | 'expiresAt'> &
    Partial<Pick<PaymentLinkRow, 'purpose'>>,
): Promise<PaymentLinkRow> {
  await tx
    .update(paymentLinks)
    .set({ state: 'replaced' })
    .where(
      and(
        eq(paymentLinks.bookingId, link.bookingId),
        eq(paymentLinks.purpose, link.purpose ?? 'payment'),
        eq(paymentLinks.state, 'open'),
      ),
    );
  return insertRow(tx, paymentLinks, link);
}

export async function findLinkByTokenHash(db: Executor, tokenHash: string, forUpdate = false) {
  return rowWhere(db, paymentLinks, eq(paymentLinks.tokenHash, tokenHash), forUpdate);
}

export async function findLinkById(db: Executor, id: string) {
  return rowWhere(db, paymentLinks, eq(paymentLinks.id, id));
}

export async function findLinkByProviderSession(db: Executor, providerSessionId: string) {
  return rowWhere(db, paymentLinks, eq(paymentLinks.providerSessionId, providerSessionId));
}

export async function updateLink(
  db: Executor,
  id: string,
  changes: Partial<Pick<PaymentLinkRow, 'state' | 'providerSessionId' | 'cardMasked' | 'reference'>> & {
    paid?: boolean;
  },
) {
  const { paid, ...fields } = changes;
  await db
    .update(paymentLinks)
    .set({ ...fields, ...(paid ? { paidAt: sql`now()` } : {}) })
    .where(eq(paymentLinks.id, id));
}

/** Whether the link's time is up, by the database's clock. */
export const isExpired = (link: Pick<PaymentLinkRow, 'expiresAt'>, now: Date) =>
  link.expiresAt.getTime() <= now.getTime();
