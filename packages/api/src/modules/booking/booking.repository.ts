import { sql } from 'drizzle-orm';
import type { LineItem } from '@spa/domain';
import { type Executor, query } from '../../lib/sql';

export interface BookingRow {
  id: string;
  sessionId: string;
  status: 'pending' | 'confirmed';
  confirmationId: string | null;
  bookingDate: string;
  isSpaDay: boolean;
  packageId: string | null;
  leadEmail: string;
  request: unknown;
  lineItems: LineItem[];
  totalPence: number;
  claimCount: number;
  paymentId: string | null;
}

type Raw = {
  id: string;
  session_id: string;
  status: BookingRow['status'];
  confirmation_id: string | null;
  booking_date: string | Date;
  is_spa_day: boolean;
  package_id: string | null;
  lead_email: string;
  request: unknown;
  line_items: LineItem[];
  total_pence: number;
  claim_count: number;
  payment_id: string | null;
};

const toRow = (r: Raw): BookingRow => ({
  id: r.id,
  sessionId: r.session_id,
  status: r.status,
  confirmationId: r.confirmation_id,
  bookingDate:
    typeof r.booking_date === 'string'
      ? r.booking_date.slice(0, 10)
      : r.booking_date.toISOString().slice(0, 10),
  isSpaDay: r.is_spa_day,
  packageId: r.package_id,
  leadEmail: r.lead_email,
  request: r.request,
  lineItems: r.line_items,
  totalPence: r.total_pence,
  claimCount: r.claim_count,
  paymentId: r.payment_id,
});

export async function findBookingBySession(db: Executor, sessionId: string, forUpdate = false) {
  const rows = await query<Raw>(
    db,
    sql`SELECT id, session_id, status, confirmation_id, booking_date::text AS booking_date, is_spa_day, package_id,
               lead_email, request, line_items, total_pence, claim_count, payment_id
        FROM spa_bookings WHERE session_id = ${sessionId} ${forUpdate ? sql`FOR UPDATE` : sql``}`,
  );
  return rows[0] ? toRow(rows[0]) : null;
}

export interface PendingBooking {
  sessionId: string;
  bookingDate: string;
  isSpaDay: boolean;
  packageId: string | null;
  leadEmail: string;
  request: unknown;
  lineItems: LineItem[];
  totalPence: number;
}

/** Creates the session's pending booking, or replaces the pending one it has. */
export async function upsertPendingBooking(db: Executor, booking: PendingBooking): Promise<string> {
  const rows = await query<{ id: string }>(
    db,
    sql`INSERT INTO spa_bookings (session_id, status, booking_date, is_spa_day, package_id, lead_email, request, line_items, total_pence)
        VALUES (${booking.sessionId}, 'pending', ${booking.bookingDate}::date, ${booking.isSpaDay}, ${booking.packageId},
          ${booking.leadEmail}, ${JSON.stringify(booking.request)}::jsonb, ${JSON.stringify(booking.lineItems)}::jsonb,
          ${booking.totalPence})
        ON CONFLICT (session_id) DO UPDATE SET
          booking_date = EXCLUDED.booking_date, is_spa_day = EXCLUDED.is_spa_day, package_id = EXCLUDED.package_id,
          lead_email = EXCLUDED.lead_email, request = EXCLUDED.request, line_items = EXCLUDED.line_items,
          total_pence = EXCLUDED.total_pence, updated_at = now()
        WHERE spa_bookings.status = 'pending'
        RETURNING id`,
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('booking is no longer pending');
  return id;
}

export async function setClaimCount(db: Executor, bookingId: string, claimCount: number) {
  await db.execute(sql`UPDATE spa_bookings SET claim_count = ${claimCount} WHERE id = ${bookingId}`);
}

export async function markConfirmed(
  db: Executor,
  bookingId: string,
  confirmationId: string,
  paymentId: string,
) {
  await db.execute(
    sql`UPDATE spa_bookings SET status = 'confirmed', confirmation_id = ${confirmationId}, payment_id = ${paymentId},
          confirmed_at = now(), updated_at = now()
        WHERE id = ${bookingId}`,
  );
}

export interface ApprovedPayment {
  id: string;
  cardMasked: string | null;
  reference: string | null;
}

/** The session's approved payment of exactly `amountPence`, if the provider recorded one. */
export async function findApprovedPayment(db: Executor, sessionId: string, amountPence: number) {
  const rows = await query<{ id: string; card_masked: string | null; reference: string | null }>(
    db,
    sql`SELECT id, card_masked, reference FROM payments
        WHERE session_id = ${sessionId} AND status = 'approved' AND amount_pence = ${amountPence}
        ORDER BY completed_at DESC LIMIT 1`,
  );
  const row = rows[0];
  return row ? { id: row.id, cardMasked: row.card_masked, reference: row.reference } : null;
}

export async function findPayment(db: Executor, paymentId: string) {
  const rows = await query<{ card_masked: string | null }>(
    db,
    sql`SELECT card_masked FROM payments WHERE id = ${paymentId}`,
  );
  return rows[0] ?? null;
}
