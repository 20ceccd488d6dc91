import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { ArrivalStatus } from '@spa/domain';
import type { Executor } from '../../db/database';
import { containingPattern } from '../../lib/sql';
import { spaBookings, type BookingRow, type CancelledPart } from './booking.tables';
import { rowWhere } from '../../lib/sql';

/** Queries of the spa team's side (issue 15) on confirmed bookings. */

const confirmed = eq(spaBookings.status, 'confirmed');

export async function findBookingById(
  db: Executor,
  id: string,
  forUpdate = false,
): Promise<BookingRow | null> {
  return rowWhere(db, spaBookings, eq(spaBookings.id, id), forUpdate);
}

/**
 * A confirmed booking not cancelled, by its confirmation number (any case), locked for
 * the caller's transaction: what a gift voucher spent on it needs (decision 0340).
 */
export async function lockBookingForVoucher(tx: Executor, confirmationId: string) {
  const [row] = await tx
    .select()
    .from(spaBookings)
    .where(
      and(
        confirmed,
        isNull(spaBookings.cancelledAt),
        eq(spaBookings.confirmationId, confirmationId.trim().toUpperCase()),
      ),
    )
    .for('update');
  if (!row) return null;
  return {
    account: { kind: 'spa' as const, id: row.id },
    packageId: row.packageId,
    guests: row.request.clients.length - row.cancelledParts.length,
  };
}

export function findBookingsByIds(db: Executor, ids: string[]): Promise<BookingRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(spaBookings).where(inArray(spaBookings.id, ids));
}

/**
 * Confirmed bookings matching a confirmation number, a guest's name, an e-mail or a
 * phone number (digits only compared, so '07700 900123' finds '+44 7700900123' by its tail).
 */
export function searchConfirmedBookings(db: Executor, text: string, limit = 25): Promise<BookingRow[]> {
  const like = containingPattern(text);
  const digits = text.replace(/\D/g, '').replace(/^(44|0)/, '');
  const client = sql`jsonb_array_elements(${spaBookings.request} -> 'clients')`;
  const byPhone =
    digits.length >= 6
      ? sql`OR EXISTS (SELECT 1 FROM ${client} c WHERE regexp_replace(c ->> 'telephoneNumber', '\\D', '', 'g') LIKE ${`%${digits}`})`
      : sql``;
  return newestConfirmed(
    db,
    sql`(${spaBookings.confirmationId} ILIKE ${like} OR ${spaBookings.leadEmail} ILIKE ${like}
      OR EXISTS (SELECT 1 FROM ${client} c
        WHERE (c ->> 'firstName') || ' ' || (c ->> 'lastName') ILIKE ${like} OR c ->> 'emailAddress' ILIKE ${like})
      ${byPhone})`,
    limit,
  );
}

/**
 * Confirmed bookings with any guest of the party known by one of these keys ('e:<email>',
 * 'p:<phone digits>'), newest first: one lookup in the guest keys' index (migration 0790).
 */
export function confirmedBookingsOfGuest(db: Executor, keys: string[], limit: number): Promise<BookingRow[]> {
  if (keys.length === 0) return Promise.resolve([]);
  return newestConfirmed(
    db,
    sql`spa_booking_guest_keys(${spaBookings.request}, ${spaBookings.leadEmail}) && ${sql.param(keys)}::text[]`,
    limit,
  );
}

/** Confirmed bookings where `condition` holds, newest first, at most `limit`. */
function newestConfirmed(db: Executor, condition: SQL, limit: number): Promise<BookingRow[]> {
  return db
    .select()
    .from(spaBookings)
    .where(and(confirmed, condition))
    .orderBy(desc(spaBookings.bookingDate))
    .limit(limit);
}

/** The day's confirmed, not cancelled bookings (arrivals). */
export function confirmedBookingsOn(db: Executor, date: string): Promise<BookingRow[]> {
  return db
    .select()
    .from(spaBookings)
    .where(and(confirmed, eq(spaBookings.bookingDate, date), isNull(spaBookings.cancelledAt)))
    .orderBy(asc(spaBookings.confirmedAt));
}

/** Checked in, a no-show, or (null) expected again: an arrival undone. */
export async function setArrival(tx: Executor, id: string, status: ArrivalStatus | null) {
  await tx
    .update(spaBookings)
    .set({ arrivalStatus: status, arrivalAt: status ? sql`now()` : null, updatedAt: sql`now()` })
    .where(eq(spaBookings.id, id));
}

/** The card the guest let us keep for the policy by a card guarantee (decision 0391): the provider's reference only. */
export async function keepCardForPolicy(
  tx: Executor,
  id: string,
  card: { savedCardId: string; cardMasked: string | null },
) {
  await tx
    .update(spaBookings)
    .set({ savedCardId: card.savedCardId, savedCardMasked: card.cardMasked, updatedAt: sql`now()` })
    .where(eq(spaBookings.id, id));
}

export async function markCancelled(tx: Executor, id: string, refundPence: number) {
  await tx
    .update(spaBookings)
    .set({ cancelledAt: sql`now()`, refundPence, updatedAt: sql`now()` })
    .where(eq(spaBookings.id, id));
}

/** A guest's part cancelled: the booking's guests, bill and total without them, and the part recorded. */
export async function markGuestCancelled(
  tx: Executor,
  id: string,
  change: Pick<BookingRow, 'request' | 'lineItems' | 'totalPence' | 'guestIds'> & { part: CancelledPart },
) {
  await tx
    .update(spaBookings)
    .set({
      request: change.request,
      guestIds: change.guestIds,
      lineItems: change.lineItems,
      totalPence: change.totalPence,
      cancelledParts: sql`${spaBookings.cancelledParts} || ${JSON.stringify([change.part])}::jsonb`,
      updatedAt: sql`now()`,
    })
    .where(eq(spaBookings.id, id));
}
