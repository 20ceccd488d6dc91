import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { HoldKind } from '@spa/domain';
import { rangeLiteral, type TimeRange } from '../../db/columns';
import type { Executor } from '../../db/database';
import { insertRow } from '../../lib/sql';
import { appointmentClaims, capacityClaims, tableClaims, therapistAbsences } from './claims.tables';

/**
 * The spa team's view of a day (issue 15): every live appointment claim and absence
 * in a span, whoever holds it; and a booking's claims to move or release.
 */

export type DayAppointment = typeof appointmentClaims.$inferSelect;
export type DayAbsence = typeof therapistAbsences.$inferSelect;

const a = appointmentClaims;
const liveAppointment = or(isNull(a.expiresAt), gt(a.expiresAt, sql`now()`));

/** Live appointment claims (confirmed, pending and held) overlapping the span, by start. */
export function appointmentsDuring(db: Executor, span: TimeRange): Promise<DayAppointment[]> {
  return db
    .select()
    .from(a)
    .where(and(sql`${a.during} && ${rangeLiteral(span)}::tstzrange`, liveAppointment))
    .orderBy(asc(sql`lower(${a.during})`), asc(a.id));
}

/** Absences overlapping the span. */
export function absencesDuring(db: Executor, span: TimeRange): Promise<DayAbsence[]> {
  return db
    .select()
    .from(therapistAbsences)
    .where(sql`${therapistAbsences.during} && ${rangeLiteral(span)}::tstzrange`)
    .orderBy(asc(therapistAbsences.staffId), asc(sql`lower(${therapistAbsences.during})`));
}

/** A booking's confirmed appointment claims (the ones staff may move). */
export function bookingAppointments(db: Executor, bookingId: string): Promise<DayAppointment[]> {
  return db
    .select()
    .from(a)
    .where(and(eq(a.bookingId, bookingId), isNull(a.expiresAt)))
    .orderBy(asc(sql`lower(${a.during})`), asc(a.id));
}

/** Deletes a booking's confirmed claims of one kind, to write their replacements (a move). */
export async function deleteBookingClaimsOfKind(tx: Executor, bookingId: string, kind: HoldKind) {
  await tx.delete(a).where(and(eq(a.bookingId, bookingId), eq(a.holdKind, kind), isNull(a.expiresAt)));
}

/** A therapist's absence, in the caller's transaction (audited by the caller). */
export async function insertAbsenceReturning(
  tx: Executor,
  absence: { staffId: string; during: TimeRange; reason: DayAbsence['reason'] },
) {
  return insertRow(tx, therapistAbsences, absence);
}

/** Releases every claim of a booking (a cancellation): its times are free for others at once. */
export async function releaseBookingClaims(tx: Executor, bookingId: string) {
  for (const t of [appointmentClaims, tableClaims, capacityClaims] as const)
    await tx.delete(t).where(eq(t.bookingId, bookingId));
}

/**
 * Releases one guest's part of a booking (a part cancellation): the claims that are theirs
 * alone go, a shared claim (a group's mud room or garden) drops them, and the guests after
 * them are renumbered so that the booking's indexes stay 0 … partySize − 1. The party's
 * table stays. Under the resort day's lock, in the cancelling transaction.
 */
export async function releaseGuestClaims(tx: Executor, bookingId: string, guestIndex: number) {
  const renumbered = sql`ARRAY(SELECT CASE WHEN g > ${guestIndex} THEN g - 1 ELSE g END FROM unnest(array_remove(guest_indexes, ${guestIndex})) AS g)`;
  for (const t of [appointmentClaims, capacityClaims] as const)
    await tx
      .delete(t)
      .where(and(eq(t.bookingId, bookingId), sql`${t.guestIndexes} = ARRAY[${guestIndex}]::int[]`));
  await tx
    .update(appointmentClaims)
    .set({ guestIndexes: renumbered })
    .where(eq(appointmentClaims.bookingId, bookingId));
  await tx
    .update(capacityClaims)
    .set({
      guestIndexes: renumbered,
      places: sql`${capacityClaims.places} - (${guestIndex} = ANY(${capacityClaims.guestIndexes}))::int`,
    })
    .where(eq(capacityClaims.bookingId, bookingId));
}
