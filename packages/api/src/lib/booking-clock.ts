import {
  BOOKING_HORIZON_DAYS,
  calendarDay,
  DESK_CLOCK,
  lastBookableDate,
  type BookingClock,
  type Catalogue,
} from '@spa/domain';
import type { Executor } from '../db/database';
import { badRequest } from './http-error';
import { databaseNow } from './sql';

/**
 * The instant a booking question is asked (§9 lead time): the database's clock; a test may
 * set it. `read`: the database clock a statement of this request has just read, if any
 * (the default then asks no more).
 */
export type BookingNow = (db: Executor, read?: Date) => Promise<Date>;

/** The booking clock as the server runs it: the database's. */
export const databaseBookingNow: BookingNow = (db, read) => (read ? Promise.resolve(read) : databaseNow(db));

/**
 * The engine's clock for a booking session: the desk's (Spa Days today, issue 22) when a
 * spa team member began it, the guest's otherwise.
 */
export function sessionClock(
  now: Date,
  session: { staffId: string | null } | null | undefined,
): BookingClock {
  return session?.staffId ? { now, ...DESK_CLOCK } : { now };
}

/** Today's date at the resort. The API reads the clock; the domain never does. */
export function resortToday(catalogue: Catalogue, now = new Date()): string {
  return calendarDay(now, catalogue.Resort.TimeZone);
}

/**
 * Refuses dates in the past and more than a year ahead, naming the field (400). Whether
 * the date can still be booked at this hour (§9: Spa Days from tomorrow, treatments
 * from tomorrow after 15:00, nothing within the lead time) is the engine's, from the
 * booking clock.
 */
export function assertBookableDate(catalogue: Catalogue, date: string, field: string, now: Date) {
  const today = resortToday(catalogue, now);
  if (date < today) throw badRequest(field, 'must not be in the past');
  if (date > lastBookableDate(today))
    throw badRequest(field, `must be within ${BOOKING_HORIZON_DAYS} days (bookings open a year ahead)`);
}
