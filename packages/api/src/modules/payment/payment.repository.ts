import { and, asc, desc, eq, inArray, isNull, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { queryRows, wholeRow } from '../../lib/sql';
import {
  paymentCompletionLocks,
  paymentRefunds,
  payments,
  type PaymentPurpose,
  type PaymentRow,
  type RefundRow,
  type SpaPaymentRow,
} from './payment.tables';

const paymentRow = wholeRow(payments);

/**
 * Payments as a raw statement reads them (`SELECT … FROM payments <rest>`), decoded: the
 * statements of a payment's completion, kept prepared (queryRows). Drizzle's builder and
 * PostgreSQL's parsing and planning cost more than these one-row statements do (decision 0475).
 */
async function paymentRows(db: Executor, rest: SQL): Promise<PaymentRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`SELECT ${paymentRow.list} FROM payments ${rest}`,
  );
  return rows.map((row) => paymentRow.decode(row));
}

/** The session's most recent payment attempts, newest first. */
export function latestForSession(db: Executor, sessionId: string): Promise<PaymentRow[]> {
  return paymentRows(db, sql`WHERE session_id = ${sessionId} ORDER BY created_at DESC LIMIT 20`);
}

export async function approvedForSession(db: Executor, sessionId: string): Promise<PaymentRow | undefined> {
  const [row] = await paymentRows(db, sql`WHERE session_id = ${sessionId} AND status = 'approved' LIMIT 1`);
  return row;
}

/**
 * A page session's payment, locked for the rest of the transaction, with its booking session's
 * approved payment and its attempt marked at the provider, in one read (each locked too).
 * Found by a completion holding the booking's lease, a marked attempt was left there by one
 * whose process ended mid-payment (decision 315). `page` is undefined when the page session is
 * not this booking session's.
 */
export async function pageSessionForAttempt(
  db: Executor,
  ipageSessionId: string,
  sessionId: string,
): Promise<{ page?: SpaPaymentRow; approved?: PaymentRow; authorising?: PaymentRow }> {
  const rows = await paymentRows(
    db,
    sql`WHERE session_id = ${sessionId} AND (ipage_session_id = ${ipageSessionId} OR status IN ('approved', 'authorising'))
        ORDER BY status FOR UPDATE`,
  );
  const page = rows.find((r) => r.ipageSessionId === ipageSessionId);
  // 'approved' sorts first: it is found whatever else there is.
  return {
    page: page ? { ...page, sessionId } : undefined,
    approved: rows.find((r) => r.status === 'approved'),
    authorising: rows.find((r) => r.status === 'authorising'),
  };
}

/**
 * The payment an initialise hands back or reuses, in one read: the session's approved payment
 * (the booking is paid), else its latest open one (pending, declined or failed) given with the
 * same answer to keeping the card; the caller reuses that only for the same amount.
 */
export async function paymentToReuse(
  db: Executor,
  sessionId: string,
  keepCard: boolean,
): Promise<PaymentRow | undefined> {
  const [row] = await paymentRows(
    db,
    sql`WHERE session_id = ${sessionId}
          AND (status = 'approved' OR (keep_card = ${keepCard} AND status IN ('pending', 'declined', 'error')))
        ORDER BY status = 'approved' DESC, created_at DESC LIMIT 1`,
  );
  return row;
}

export async function insertPayment(
  db: Executor,
  row: { sessionId: string; ipageSessionId: string; amountPence: number; keepCard: boolean },
): Promise<PaymentRow> {
  const [inserted] = await queryRows<Record<string, unknown>>(
    db,
    sql`INSERT INTO payments (session_id, ipage_session_id, amount_pence, keep_card)
        VALUES (${row.sessionId}, ${row.ipageSessionId}, ${row.amountPence}, ${row.keepCard})
        RETURNING ${paymentRow.list}`,
  );
  if (!inserted) throw new Error('payment insert returned nothing');
  return paymentRow.decode(inserted);
}

/** The row, locked until the transaction ends when `forUpdate`: concurrent attempts queue behind it. */
export async function byPageSession(
  db: Executor,
  ipageSessionId: string,
  forUpdate = false,
): Promise<SpaPaymentRow | undefined> {
  const [row] = await paymentRows(
    db,
    sql`WHERE ipage_session_id = ${ipageSessionId} AND session_id IS NOT NULL${forUpdate ? sql` FOR UPDATE` : sql``}`,
  );
  return row?.sessionId ? { ...row, sessionId: row.sessionId } : undefined;
}

/**
 * A stay's payment, 'pending' until the provider's session holds the card; null when a live
 * payment (one not declined, failed, voided or refunded) already has its request key.
 */
export async function insertStayPayment(
  db: Executor,
  row: {
    ipageSessionId: string;
    amountPence: number;
    purpose: PaymentPurpose;
    requestKey: string;
    stayRequest: unknown;
  },
): Promise<PaymentRow | null> {
  const [inserted] = await db
    .insert(payments)
    .values({ ...row, sessionId: null, status: 'pending' })
    .onConflictDoNothing()
    .returning();
  return inserted ?? null;
}

/** A page session's payment, a spa session's or a stay's. */
export async function byPageSessionOfAnyPurpose(
  db: Executor,
  ipageSessionId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await paymentRows(db, sql`WHERE ipage_session_id = ${ipageSessionId}`);
  return row;
}

/** The live payment of a request key (see insertStayPayment), if any. */
export async function livePaymentOfRequest(db: Executor, requestKey: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.requestKey, requestKey),
        notInArray(payments.status, ['declined', 'error', 'voided', 'refunded']),
      ),
    );
  return row ?? null;
}

/** The newest payment of a request key, whatever became of it (why a refused one was refused). */
export async function latestPaymentOfRequest(db: Executor, requestKey: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.requestKey, requestKey))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row ?? null;
}

/** In the transaction that writes the reservation: the payment is approved and booked for it. */
export async function markStayPaymentBooked(
  db: Executor,
  id: string,
  reservationId: string,
  reference: string | null,
): Promise<void> {
  await db
    .update(payments)
    .set({
      status: 'approved',
      reference,
      stayReservationId: reservationId,
      bookedAt: sql`now()`,
      completedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(payments.id, id));
}

/** Records what became of an attempt (status, reason, provider ids); `updated_at` moves with it. */
export async function updatePayment(
  db: Executor,
  id: string,
  change: Partial<
    Pick<
      PaymentRow,
      | 'status'
      | 'cardMasked'
      | 'reference'
      | 'failureReason'
      | 'completedAt'
      | 'authorisationId'
      | 'refundedAt'
      | 'ipageSessionId'
      | 'savedCardId'
    >
  >,
): Promise<PaymentRow> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`UPDATE payments SET ${paymentRow.assignments(change)}, updated_at = now() WHERE id = ${id}
        RETURNING ${paymentRow.list}`,
  );
  if (!row) throw new Error('payment update returned nothing');
  return paymentRow.decode(row);
}

/** The session's approved payments that no booking took, locked (the refund after a failed confirmation). */
export function unbookedApproved(db: Executor, sessionId: string): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.sessionId, sessionId), eq(payments.status, 'approved'), isNull(payments.bookedAt)))
    .for('update');
}

/**
 * Payments with money taken or being taken, no booking, and no change for
 * `graceMinutes`: what the sweep settles. Rows another process is settling are skipped.
 */
export function staleUnbooked(db: Executor, graceMinutes: number, limit = 50): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(
      and(
        isNull(payments.bookedAt),
        inArray(payments.status, ['authorising', 'approved', 'refunding']),
        lt(payments.updatedAt, sql`now() - make_interval(mins => ${graceMinutes})`),
      ),
    )
    .limit(limit)
    .for('update', { skipLocked: true });
}

/**
 * The session's approved payment of exactly `amountPence` that no booking took yet,
 * locked: the sweep cannot refund it while a booking is being confirmed with it.
 */
export async function findApprovedPayment(db: Executor, sessionId: string, amountPence: number) {
  const [row] = await queryRows<{ id: string; cardMasked: string | null; reference: string | null }>(
    db,
    sql`SELECT id, card_masked AS "cardMasked", reference FROM payments
        WHERE session_id = ${sessionId} AND status = 'approved' AND amount_pence = ${amountPence} AND booked_at IS NULL
        ORDER BY completed_at DESC LIMIT 1 FOR UPDATE`,
  );
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

/** Every payment of a session, oldest first (the spa team's view of a booking). */
export function sessionPayments(db: Executor, sessionId: string) {
  return db.select().from(payments).where(eq(payments.sessionId, sessionId)).orderBy(asc(payments.createdAt));
}

/** The session's payment that a confirmed booking took (captured), if any. */
export async function bookedPaymentOf(db: Executor, sessionId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.sessionId, sessionId), sql`${payments.bookedAt} IS NOT NULL`))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row ?? null;
}

/** Adds pence given back on a payment (a refund that went through); the whole of it makes it 'refunded'. */
export async function addRefunded(db: Executor, id: string, pence: number) {
  await db
    .update(payments)
    .set({
      refundedPence: sql`${payments.refundedPence} + ${pence}`,
      status: sql`CASE WHEN ${payments.refundedPence} + ${pence} >= ${payments.amountPence} THEN 'refunded' ELSE ${payments.status} END`,
      refundedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(payments.id, id));
}

/** A refund owed, pending; the same key again is the same refund (nothing is added). */
export async function insertRefundOwed(
  db: Executor,
  refund: { paymentId: string; refundKey: string; amountPence: number; reason: string },
) {
  await db.insert(paymentRefunds).values(refund).onConflictDoNothing();
}

/** How long a process holds a pending refund while it asks the provider. */
const REFUND_LEASE = sql`now() + interval '2 minutes'`;
const leaseFree = or(isNull(paymentRefunds.leaseUntil), lt(paymentRefunds.leaseUntil, sql`now()`));

/** Takes a pending refund's lease (one attempt more), with the authorisation to refund; null when busy or done. */
export async function takeRefundLease(db: Executor, id: string) {
  const [row] = await db
    .update(paymentRefunds)
    .set({ leaseUntil: REFUND_LEASE, attempts: sql`${paymentRefunds.attempts} + 1` })
    .where(and(eq(paymentRefunds.id, id), eq(paymentRefunds.status, 'pending'), leaseFree))
    .returning();
  if (!row) return null;
  const [payment] = await db
    .select({ authorisationId: payments.authorisationId })
    .from(payments)
    .where(eq(payments.id, row.paymentId));
  return payment?.authorisationId ? { ...row, authorisationId: payment.authorisationId } : null;
}

/** Lets a refund's lease go after the provider failed, keeping why. */
export async function releaseRefundLease(db: Executor, id: string, error: string) {
  await db
    .update(paymentRefunds)
    .set({ leaseUntil: null, lastError: error })
    .where(eq(paymentRefunds.id, id));
}

/** Marks a refund done, only if it was still pending: whether this call did. */
export async function markRefunded(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .update(paymentRefunds)
    .set({ status: 'refunded', refundedAt: sql`now()`, leaseUntil: null, lastError: null })
    .where(and(eq(paymentRefunds.id, id), eq(paymentRefunds.status, 'pending')))
    .returning({ id: paymentRefunds.id });
  return rows.length > 0;
}

/** Pending refunds no process is asking for, oldest first. */
export async function pendingRefundIds(db: Executor, limit = 50): Promise<string[]> {
  const rows = await db
    .select({ id: paymentRefunds.id })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.status, 'pending'), leaseFree))
    .orderBy(asc(paymentRefunds.createdAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Every refund of a session's payments, oldest first (the booking's detail). */
export async function refundsOfSession(db: Executor, sessionId: string): Promise<RefundRow[]> {
  const rows = await db
    .select({ refund: paymentRefunds })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .where(eq(payments.sessionId, sessionId))
    .orderBy(asc(paymentRefunds.createdAt));
  return rows.map((r) => r.refund);
}

/**
 * Takes the completion lease of `lockKey` for `holder` (free, or its lease run out):
 * whether it did. One statement, so two processes asking at once get it once.
 */
export async function takeCompletionLease(
  db: Executor,
  lockKey: string,
  holder: string,
  seconds: number,
): Promise<boolean> {
  const until = sql`now() + make_interval(secs => ${seconds})`;
  const rows = await queryRows(
    db,
    db
      .insert(paymentCompletionLocks)
      .values({ lockKey, holder, leaseUntil: until })
      .onConflictDoUpdate({
        target: paymentCompletionLocks.lockKey,
        set: { holder, leaseUntil: until },
        setWhere: lt(paymentCompletionLocks.leaseUntil, sql`now()`),
      })
      .returning({ holder: paymentCompletionLocks.holder }),
  );
  return rows.length > 0;
}

/** Extends a lease still held by `holder` (the completion is alive); false when it was lost. */
export async function renewCompletionLease(
  db: Executor,
  lockKey: string,
  holder: string,
  seconds: number,
): Promise<boolean> {
  const rows = await db
    .update(paymentCompletionLocks)
    .set({ leaseUntil: sql`now() + make_interval(secs => ${seconds})` })
    .where(and(eq(paymentCompletionLocks.lockKey, lockKey), eq(paymentCompletionLocks.holder, holder)))
    .returning({ holder: paymentCompletionLocks.holder });
  return rows.length > 0;
}

/** Gives the lease back (only the holder's: one that ran out and was taken over stays the taker's). */
export async function releaseCompletionLease(db: Executor, lockKey: string, holder: string): Promise<void> {
  await queryRows(
    db,
    db
      .delete(paymentCompletionLocks)
      .where(and(eq(paymentCompletionLocks.lockKey, lockKey), eq(paymentCompletionLocks.holder, holder))),
  );
}
