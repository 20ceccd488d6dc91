import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  addDays,
  calendarDay,
  healthFlags,
  type Catalogue,
  type HealthForm,
  type HealthFormRequest,
  type HealthFormStatus,
} from '@spa/domain';
import type { Executor } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { confirmedBookingsOn, findBookingById, type BookingRow } from '../booking';
import type { TokenKeys } from '../identity';
import { deliverSoon, mailInTransaction, sendHealthForm, type Mailer } from '../mail';
import { answersOf, leaseReminder, markReminderSent, saveAnswers } from './health-forms.repository';

export interface HealthFormsDeps {
  db: Executor;
  catalogue: Catalogue;
  tokens: TokenKeys;
  mail: Mailer;
}

const mac = (keys: TokenKeys, bookingId: string) =>
  createHmac('sha256', keys.hmacKey).update(`health-form:${bookingId}`).digest('base64url');

/** The form's link token: the booking's id and a MAC only the server can make (nothing to store, unguessable). */
export const healthFormToken = (keys: TokenKeys, bookingId: string) => `${bookingId}.${mac(keys, bookingId)}`;

function bookingIdOf(keys: TokenKeys, token: string): string | null {
  const [id, given, ...rest] = token.split('.');
  if (!id || !given || rest.length > 0) return null;
  const expected = Buffer.from(mac(keys, id));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? id : null;
}

const NO_FORM =
  'This health questionnaire link is not valid. Please use the link in your e-mail, or call the spa.';

/** The confirmed, not cancelled booking a link names; 404 for any other link. */
async function bookingOfToken(
  deps: Pick<HealthFormsDeps, 'tokens'>,
  db: Executor,
  token: string,
  forUpdate = false,
) {
  const id = bookingIdOf(deps.tokens, token);
  const booking = id ? await findBookingById(db, id, forUpdate) : null;
  if (booking?.status !== 'confirmed' || booking.cancelledAt) throw notFound(NO_FORM);
  return booking;
}

const guestNames = (booking: BookingRow) =>
  booking.request.clients.map((c, i) => `${c.firstName} ${c.lastName}`.trim() || `Guest ${i + 1}`);

/** The form as the guest opens it: the booking's guests by name, with any answers already given. */
export async function healthForm(deps: HealthFormsDeps, token: string): Promise<HealthForm> {
  const booking = await bookingOfToken(deps, deps.db, token);
  const answers = await answersOf(deps.db, [booking.id]);
  return {
    ConfirmationId: booking.confirmationId ?? '',
    Date: booking.bookingDate,
    Guests: guestNames(booking).map((Name, i) => ({
      Name,
      Answers: answers.find((a) => a.guestIndex === i)?.answers ?? null,
    })),
  };
}

/**
 * Saves every guest's answers in one transaction (given again, the newest stand), until
 * the end of the visit's day; 400 naming Guests unless there is one answer per guest.
 */
export async function submitHealthForm(
  deps: HealthFormsDeps,
  token: string,
  request: HealthFormRequest,
  now: Date,
): Promise<HealthForm> {
  await deps.db.transaction(async (tx) => {
    const booking = await bookingOfToken(deps, tx, token, true);
    if (booking.bookingDate < calendarDay(now, deps.catalogue.Resort.TimeZone))
      throw conflict('This visit is over: the questionnaire is closed.');
    if (request.Guests.length !== booking.request.clients.length)
      throw badRequest('Guests', `Answer for each of the ${booking.request.clients.length} guests`);
    for (const [i, answers] of request.Guests.entries()) await saveAnswers(tx, booking.id, i, answers);
  });
  return healthForm(deps, token);
}

/** The form's address for a booking (its signed token): in the confirmation, the desk's e-mail and the reminder. */
export const healthFormUrl = (deps: Pick<HealthFormsDeps, 'tokens' | 'mail'>, bookingId: string) =>
  `${deps.mail.brand.publicOrigin}/booking/#/health/${healthFormToken(deps.tokens, bookingId)}`;

/** E-mails the form's link to the lead booker, in the caller's transaction (the outbox row with it). */
export async function sendHealthFormLink(
  deps: Pick<HealthFormsDeps, 'tokens' | 'mail'>,
  tx: Executor,
  booking: Pick<BookingRow, 'id' | 'confirmationId' | 'bookingDate' | 'leadEmail'>,
  reminder: boolean,
) {
  const url = healthFormUrl(deps, booking.id);
  await sendHealthForm(mailInTransaction(deps, tx), booking.leadEmail, {
    confirmationId: booking.confirmationId ?? '',
    date: booking.bookingDate,
    url,
    reminder,
  });
}

export interface BookingHealth {
  status: HealthFormStatus;
  /** Each guest's flags, by their place in the booking. */
  flags: string[][];
}

/** Whether each booking's guests have answered, and what their answers flag. */
export async function healthOfBookings(
  db: Executor,
  bookings: Pick<BookingRow, 'id' | 'request'>[],
): Promise<Map<string, BookingHealth>> {
  const answers = await answersOf(
    db,
    bookings.map((b) => b.id),
  );
  return new Map(
    bookings.map((booking) => {
      const mine = answers.filter((a) => a.bookingId === booking.id);
      const guests = booking.request.clients.length;
      const status: HealthFormStatus =
        mine.length === 0 ? 'none' : mine.length >= guests ? 'complete' : 'partial';
      const flags = booking.request.clients.map((_, i) => {
        const given = mine.find((a) => a.guestIndex === i);
        return given ? healthFlags(given.answers) : [];
      });
      return [booking.id, { status, flags }];
    }),
  );
}

/** How long one sweep holds a booking's reminder before another may take it (a crash mid-send). */
const REMINDER_LEASE_MS = 5 * 60_000;

/**
 * The reminder sweep: each confirmed booking whose visit is within 48 hours (today, and
 * the next two days in the resort's zone) and whose guests have not all answered gets the
 * link once. Leased per booking, the outbox row and the "sent" mark in one transaction:
 * run by every process, it e-mails each booking once. Returns how many it sent.
 */
export async function sweepHealthReminders(deps: HealthFormsDeps, now: Date): Promise<number> {
  const zone = deps.catalogue.Resort.TimeZone;
  const today = calendarDay(now, zone);
  const last = calendarDay(new Date(now.getTime() + 48 * 3600_000), zone);
  const dates = [today, addDays(today, 1), addDays(today, 2)].filter((d) => d <= last);
  const bookings = (await Promise.all(dates.map((d) => confirmedBookingsOn(deps.db, d)))).flat();
  const health = await healthOfBookings(deps.db, bookings);
  let sent = 0;
  for (const booking of bookings) {
    if (health.get(booking.id)?.status === 'complete') continue;
    if (!(await leaseReminder(deps.db, booking.id, now, new Date(now.getTime() + REMINDER_LEASE_MS))))
      continue;
    const marked = await deps.db.transaction(async (tx) => {
      if (!(await markReminderSent(tx, booking.id))) return false;
      await sendHealthFormLink(deps, tx, booking, true);
      return true;
    });
    if (marked) sent += 1;
  }
  if (sent > 0) deliverSoon(deps);
  return sent;
}
