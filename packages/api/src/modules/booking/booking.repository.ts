import { and, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { queryRows, wholeRow } from '../../lib/sql';
import { spaBookings, type BookingRow } from './booking.tables';

const bookingRow = wholeRow(spaBookings);

/** The session's booking, locked for the rest of the transaction when `forUpdate` (raw SQL: a hot path). */
export async function findBookingBySession(
  db: Executor,
  sessionId: string,
  forUpdate = false,
): Promise<BookingRow | null> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`SELECT ${bookingRow.list} FROM spa_bookings WHERE session_id = ${sessionId}${forUpdate ? sql` FOR UPDATE` : sql``}`,
  );
  return row ? bookingRow.decode(row) : null;
}

type PendingBooking = Pick<
  typeof spaBookings.$inferInsert,
  | 'sessionId'
  | 'bookingDate'
  | 'isSpaDay'
  | 'packageId'
  | 'leadEmail'
  | 'request'
  | 'lineItems'
  | 'totalPence'
  | 'voucherId'
  | 'voucherCodeEnding'
  | 'voucherPence'
  | 'promotionId'
  | 'promotionCode'
  | 'discountPence'
>;

/**
 * The statement that creates the session's pending booking, or replaces the pending one
 * it has, with `claimCount` (SQL: the claims it takes), returning its id; nothing when
 * the session's booking is no longer pending. Run by attachClaimsToBooking, with the
 * claims, as one statement.
 */
export function upsertPendingBooking(db: Executor, booking: PendingBooking, claimCount: SQL) {
  const { sessionId: _sessionId, ...fields } = booking;
  return db
    .insert(spaBookings)
    .values({ ...booking, status: 'pending', claimCount })
    .onConflictDoUpdate({
      target: spaBookings.sessionId,
      set: { ...fields, claimCount: sql`excluded.claim_count`, updatedAt: sql`now()` },
      setWhere: eq(spaBookings.status, 'pending'),
    })
    .returning({ id: spaBookings.id });
}

/**
 * The pending booking's promotion (decision 0545: applied at the desk), or none; nothing
 * when the booking is no longer pending. The answer is the booking as now written.
 */
export async function setPendingPromotion(
  db: Executor,
  bookingId: string,
  promotion: Pick<BookingRow, 'promotionId' | 'promotionCode' | 'discountPence'>,
): Promise<BookingRow | null> {
  const [row] = await db
    .update(spaBookings)
    .set({ ...promotion, updatedAt: sql`now()` })
    .where(and(eq(spaBookings.id, bookingId), eq(spaBookings.status, 'pending')))
    .returning();
  return row ?? null;
}

/**
 * The writes that confirm a booking, as `name AS (…)` steps of the statement that makes
 * its claims permanent (confirmBookingClaims: process-booking's one round trip): the
 * booking with its confirmation number, payment and guest ids (and the member signed in, if any),
 * that payment marked as having booked, and the session booked.
 */
export function confirmationWrites(confirmed: {
  bookingId: string;
  sessionId: string;
  confirmationId: string;
  /** Null when no card paid: a desk booking (its tenders are in the ledger), or a gift voucher paid it all. */
  paymentId: string | null;
  memberId: string | null;
}): SQL[] {
  const { bookingId, sessionId, confirmationId, paymentId, memberId } = confirmed;
  const payment = paymentId
    ? [
        sql`payment AS (UPDATE payments SET booked_at = now(), updated_at = now() WHERE id = ${paymentId}::uuid RETURNING 1)`,
      ]
    : [];
  return [
    sql`booking AS (
      UPDATE spa_bookings SET status = 'confirmed', confirmation_id = ${confirmationId},
        payment_id = ${paymentId}::uuid, member_id = coalesce(${memberId}, member_id),
        confirmed_at = now(), updated_at = now(),
        saved_card_id = (SELECT saved_card_id FROM payments WHERE id = ${paymentId}),
        guest_ids = (SELECT jsonb_agg(gen_random_uuid()::text) FROM jsonb_array_elements(request -> 'clients'))
      WHERE id = ${bookingId} RETURNING 1)`,
    ...payment,
    sql`session AS (UPDATE spa_sessions SET status = 'booked', last_active_at = now() WHERE id = ${sessionId} RETURNING 1)`,
  ];
}

/**
 * The total (pence) the payment provider is to charge for the session: its pending
 * booking's, or a confirmed one's (so that a replayed completion finds its approved
 * payment), less a promotion's discount and what a gift voucher pays; null when there is nothing to pay for.
 */
export async function bookingTotal(db: Executor, sessionId: string): Promise<number | null> {
  // Raw and prepared: every payment asks it twice (initialise, its completion).
  const [row] = await queryRows<{ total: number }>(
    db,
    sql`SELECT total_pence - discount_pence - voucher_pence AS total FROM spa_bookings
        WHERE session_id = ${sessionId} AND status IN ('pending', 'confirmed')`,
  );
  return row ? Number(row.total) : null;
}

/**
 * How many confirmed, not cancelled, bookings a lead booker's e-mail has besides `exceptId`
 * (a promotion for a first booking only, decision 0430).
 */
export async function confirmedBookingsOf(db: Executor, email: string, exceptId: string | null) {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(spaBookings)
    .where(
      and(
        sql`lower(${spaBookings.leadEmail}) = ${email.trim().toLowerCase()}`,
        eq(spaBookings.status, 'confirmed'),
        isNull(spaBookings.cancelledAt),
        exceptId ? sql`${spaBookings.id} <> ${exceptId}` : sql`true`,
      ),
    );
  return row?.n ?? 0;
}

/** A confirmed booking by its confirmation number. */
export async function findConfirmedBooking(db: Executor, confirmationId: string): Promise<BookingRow | null> {
  const [row] = await db
    .select()
    .from(spaBookings)
    .where(and(eq(spaBookings.confirmationId, confirmationId), eq(spaBookings.status, 'confirmed')));
  return row ?? null;
}

/**
 * A member's confirmed bookings: made signed in, or made anonymously with the
 * member's proven (lower-cased) e-mail address as the lead booker's. Latest day first.
 */
export async function findMemberBookings(
  db: Executor,
  memberId: string,
  email: string | null,
): Promise<BookingRow[]> {
  return db
    .select()
    .from(spaBookings)
    .where(
      and(
        eq(spaBookings.status, 'confirmed'),
        email === null
          ? eq(spaBookings.memberId, memberId)
          : or(
              eq(spaBookings.memberId, memberId),
              and(isNull(spaBookings.memberId), sql`lower(${spaBookings.leadEmail}) = ${email}`),
            ),
      ),
    )
    .orderBy(desc(spaBookings.bookingDate))
    .limit(MEMBER_BOOKINGS_LIMIT);
}

/** Enough for any guest's history; bounds the answer. */
const MEMBER_BOOKINGS_LIMIT = 200;
