import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import type { PaymentStatus } from '@spa/domain';
import { payments, type PaymentRow } from './payment.tables';

/** The session's most recent payment attempts, newest first. */
export function latestForSession(db: Executor, sessionId: string): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(eq(payments.sessionId, sessionId))
    .orderBy(desc(payments.createdAt))
    .limit(20);
}

export async function approvedForSession(db: Executor, sessionId: string): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.sessionId, sessionId), eq(payments.status, 'approved')))
    .limit(1);
  return row;
}

/** The session's open (or failed) attempt for that amount, to hand back on a reload. */
export async function reusable(
  db: Executor,
  sessionId: string,
  amountPence: number,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.sessionId, sessionId),
        eq(payments.amountPence, amountPence),
        inArray(payments.status, ['pending', 'declined', 'error']),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row;
}

export async function insertPayment(
  db: Executor,
  row: { sessionId: string; ipageSessionId: string; amountPence: number },
): Promise<PaymentRow> {
  const [inserted] = await db.insert(payments).values(row).returning();
  if (!inserted) throw new Error('payment insert returned nothing');
  return inserted;
}

/** The row, locked until the transaction ends when `forUpdate`: concurrent attempts queue behind it. */
export async function byPageSession(
  db: Executor,
  ipageSessionId: string,
  forUpdate = false,
): Promise<PaymentRow | undefined> {
  const query = db.select().from(payments).where(eq(payments.ipageSessionId, ipageSessionId));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function completePayment(
  db: Executor,
  id: string,
  result: {
    status: PaymentStatus;
    cardMasked: string;
    reference: string | null;
    failureReason: string | null;
    completedAt: Date;
  },
): Promise<PaymentRow> {
  const [row] = await db.update(payments).set(result).where(eq(payments.id, id)).returning();
  if (!row) throw new Error('payment update returned nothing');
  return row;
}

/** The session's approved payment of exactly `amountPence`, if the provider recorded one. */
export async function findApprovedPayment(db: Executor, sessionId: string, amountPence: number) {
  const [row] = await db
    .select({ id: payments.id, cardMasked: payments.cardMasked, reference: payments.reference })
    .from(payments)
    .where(
      and(
        eq(payments.sessionId, sessionId),
        eq(payments.status, 'approved'),
        eq(payments.amountPence, amountPence),
      ),
    )
    .orderBy(desc(payments.completedAt))
    .limit(1);
  return row ?? null;
}

/** The masked card number of a payment ('**** 4242'), for the confirmation. */
export async function maskedCardOf(db: Executor, paymentId: string): Promise<string | null> {
  const [row] = await db
    .select({ cardMasked: payments.cardMasked })
    .from(payments)
    .where(eq(payments.id, paymentId));
  return row?.cardMasked ?? null;
}
