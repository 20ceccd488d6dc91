import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { HealthAnswers } from '@spa/domain';
import type { Executor } from '../../db/database';
import { healthAnswers, healthReminders } from './health-forms.tables';

export function answersOf(db: Executor, bookingIds: string[]) {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return db.select().from(healthAnswers).where(inArray(healthAnswers.bookingId, bookingIds));
}

/** A guest's answers, given again: the newest stand. */
export async function saveAnswers(
  tx: Executor,
  bookingId: string,
  guestIndex: number,
  answers: HealthAnswers,
) {
  await tx
    .insert(healthAnswers)
    .values({ bookingId, guestIndex, answers })
    .onConflictDoUpdate({
      target: [healthAnswers.bookingId, healthAnswers.guestIndex],
      set: { answers, submittedAt: sql`now()` },
    });
}

/**
 * Takes the reminder of a booking for this sweep until `until`: true when no other sweep
 * holds it and it was not sent yet (one statement, so two processes never both take it).
 */
export async function leaseReminder(db: Executor, bookingId: string, now: Date, until: Date) {
  const rows = await db
    .insert(healthReminders)
    .values({ bookingId, leaseUntil: until })
    .onConflictDoUpdate({
      target: healthReminders.bookingId,
      set: { leaseUntil: until },
      setWhere: and(isNull(healthReminders.sentAt), lt(healthReminders.leaseUntil, now)),
    })
    .returning({ bookingId: healthReminders.bookingId });
  return rows.length > 0;
}

/** The reminder sent (in the transaction that wrote the e-mail to the outbox); false when it already was. */
export async function markReminderSent(tx: Executor, bookingId: string) {
  const rows = await tx
    .update(healthReminders)
    .set({ sentAt: sql`now()` })
    .where(and(eq(healthReminders.bookingId, bookingId), isNull(healthReminders.sentAt)))
    .returning({ bookingId: healthReminders.bookingId });
  return rows.length > 0;
}
