import { randomBytes } from 'node:crypto';
import {
  buildResortDay,
  checkSelection,
  formatOffsetDateTime,
  itineraryFromBeginBooking,
  priceItinerary,
  toEpochMinute,
  type BeginBookingRequest,
  type BookingResponse,
  type Catalogue,
} from '@spa/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/database';
import { conflict, HttpError, notFound } from '../../lib/http-error';
import { databaseNow } from '../../lib/sql';
import { assertBookableDate, takenOn } from '../availability';
import { bookingMail, leadBookerName, sendSpaBookingConfirmation, sendToFriend, type Mailer } from '../mail';
import { findApprovedPayment, maskedCardOf } from '../payment';
import { requireActiveSession, requireOpenSession, setSessionStatus } from '../session';
import {
  claimsOfItinerary,
  confirmBookingClaims,
  countBookingClaims,
  releaseClaims,
  sessionClaims,
  writeClaims,
  type SessionClaimRow,
} from '../spa-claims';
import {
  findBookingBySession,
  markConfirmed,
  setClaimCount,
  upsertPendingBooking,
} from './booking.repository';

/** What the booking services use (built once at start-up, see app-deps.ts). */
export interface BookingDeps {
  db: Executor;
  catalogue: Catalogue;
  mail: Mailer;
  log: FastifyBaseLogger;
}

const CONFIRMATION_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'; // Crockford: no I, L, O, U

/** 'SPA-' and 8 characters (40 random bits), easy to read out on the phone. */
function newConfirmationId(): string {
  const bytes = randomBytes(8);
  let id = '';
  for (let i = 0; i < 8; i++) id += CONFIRMATION_ALPHABET[(bytes[i] ?? 0) % 32];
  return `SPA-${id}`;
}

/** Re-checks every choice and claims it all for a pending booking, in the caller's transaction. */
async function claimBooking(
  deps: Pick<BookingDeps, 'catalogue'>,
  tx: Executor,
  sessionId: string,
  bookingId: string,
  body: BeginBookingRequest,
) {
  const itinerary = itineraryFromBeginBooking(body);
  const taken = await takenOn(deps, tx, body.date, sessionId);
  const problems = checkSelection(deps.catalogue, taken, itinerary);
  if (problems.length > 0) throw conflict(problems[0]!.Message, { Problems: problems });
  const sets = claimsOfItinerary(deps.catalogue, itinerary);
  const now = await databaseNow(tx);
  const expiresAt = new Date(now.getTime() + deps.catalogue.Resort.HoldMinutes * 60_000);
  await writeClaims(tx, sets, { sessionId, bookingId, expiresAt });
  const claimCount = sets.reduce(
    (n, s) => n + s.appointments.length + s.tables.length + s.capacity.length,
    0,
  );
  await setClaimCount(tx, bookingId, claimCount);
  return expiresAt;
}

/**
 * begin-booking: re-checks every choice against live availability (the browser is
 * never trusted), prices the booking from the catalogue (client prices ignored), and
 * stores it as pending with all its resources claimed — all in one transaction.
 * A choice no longer available → 409 naming it.
 */
export async function beginBooking(
  deps: Pick<BookingDeps, 'db' | 'catalogue'>,
  sessionId: string,
  body: BeginBookingRequest,
) {
  assertBookableDate(deps.catalogue, body.date, 'body.date', body.isSpaDay ? 'tomorrow' : 'today');
  const priced = priceItinerary(deps.catalogue, itineraryFromBeginBooking(body));
  return deps.db.transaction(async (tx) => {
    await requireActiveSession(tx, sessionId);
    await releaseClaims(tx, sessionId);
    const lead = body.clients[body.leadGuestIndex];
    const bookingId = await upsertPendingBooking(tx, {
      sessionId,
      bookingDate: body.date,
      isSpaDay: body.isSpaDay,
      packageId: body.package?.packageId ?? null,
      leadEmail: lead?.emailAddress ?? '',
      request: body,
      lineItems: priced.LineItems,
      totalPence: priced.Total,
    });
    const expiresAt = await claimBooking(deps, tx, sessionId, bookingId, body);
    return {
      SessionId: sessionId,
      LineItems: priced.LineItems,
      Total: priced.Total,
      Currency: 'GBP' as const,
      HoldExpiresAt: expiresAt.toISOString(),
    };
  });
}

/**
 * process-booking: turns the pending booking into a confirmed one, exactly once.
 * Requires an approved payment of the server's own total (the provider's record,
 * never the browser's word). Repeating it returns the same ConfirmationId. If the
 * held times lapsed meanwhile they are claimed again when still free.
 */
export async function processBooking(deps: BookingDeps, sessionId: string) {
  const result = await confirmPendingBooking(deps, sessionId);
  if (result.newlyConfirmed) {
    // After the commit, and only by the call that confirmed: a repeat never sends twice.
    // A mail failure must not undo a paid booking; it is logged for the spa team.
    try {
      const booking = await getBooking(deps, sessionId);
      await sendSpaBookingConfirmation(deps, result.leadEmail, bookingMail(booking));
      deps.log.info({ confirmationId: result.ConfirmationId }, 'booking confirmation e-mailed');
    } catch (error) {
      deps.log.error(
        { err: error, confirmationId: result.ConfirmationId },
        'booking confirmation e-mail failed',
      );
    }
  }
  return { ConfirmationId: result.ConfirmationId };
}

async function confirmPendingBooking(deps: Pick<BookingDeps, 'db' | 'catalogue'>, sessionId: string) {
  return deps.db.transaction(async (tx) => {
    await requireOpenSession(tx, sessionId);
    const booking = await findBookingBySession(tx, sessionId, true);
    if (!booking) throw conflict('There is no booking to confirm: please check your booking first.');
    if (booking.status === 'confirmed')
      return { ConfirmationId: booking.confirmationId!, newlyConfirmed: false, leadEmail: booking.leadEmail };

    const payment = await findApprovedPayment(tx, sessionId, booking.totalPence);
    if (!payment) throw new HttpError(402, 'No completed payment for this booking was found.');

    if ((await countBookingClaims(tx, booking.id)) !== booking.claimCount) {
      // The hold lapsed (or a choice changed) after payment began: claim it all again.
      await releaseClaims(tx, sessionId);
      await claimBooking(deps, tx, sessionId, booking.id, booking.request);
    }
    await confirmBookingClaims(tx, booking.id);
    const confirmationId = newConfirmationId();
    await markConfirmed(tx, booking.id, confirmationId, payment.id);
    await setSessionStatus(tx, sessionId, 'booked');
    return { ConfirmationId: confirmationId, newlyConfirmed: true, leadEmail: booking.leadEmail };
  });
}

function describeClaim(catalogue: Catalogue, claim: SessionClaimRow): string {
  switch (claim.holdKind) {
    case 'treatments':
    case 'addon-treatments': {
      const treatment = catalogue.Treatments.find((t) => t.Durations.some((d) => d.Code === claim.code));
      const activity = catalogue.Activities.find((a) => a.Code === claim.code);
      const minutes = activity ? activity.Length - activity.Interval : 0;
      return `${treatment?.DisplayName ?? claim.code} (${minutes} mins)`;
    }
    case 'mud':
      return 'Mud room';
    case 'dining': {
      const [restaurantId] = claim.code.split('/');
      return catalogue.Restaurants.find((r) => r.RestaurantId === restaurantId)?.DisplayName ?? 'Dining';
    }
    case 'garden':
    case 'garden-extra':
      return catalogue.SpaGardens.find((g) => g.Code === claim.code)?.DisplayName ?? 'Spa Garden';
    case 'arrival':
      return 'Arrival';
  }
}

/** End of what the guest sees: treatments end before their turnover. */
function guestEnd(catalogue: Catalogue, claim: SessionClaimRow): Date {
  const activity = catalogue.Activities.find((a) => a.Code === claim.code);
  return claim.table === 'appointment' && activity
    ? new Date(claim.end.getTime() - activity.Interval * 60_000)
    : claim.end;
}

/** GET api/spa/{id}: the confirmed booking of a session. */
export async function getBooking(
  deps: Pick<BookingDeps, 'db' | 'catalogue'>,
  sessionId: string,
): Promise<BookingResponse> {
  const { db, catalogue } = deps;
  const booking = await findBookingBySession(db, sessionId);
  if (!booking || booking.status !== 'confirmed')
    throw notFound('No confirmed booking was found for this session.');
  const { request } = booking;
  const day = buildResortDay(booking.bookingDate, catalogue.Resort.TimeZone);
  const at = (date: Date) => formatOffsetDateTime(day, toEpochMinute(date));
  const claims = (await sessionClaims(db, sessionId)).filter((c) => c.expiresAt === null);
  const cardMasked = booking.paymentId ? await maskedCardOf(db, booking.paymentId) : null;
  // Dining tables are one claim each: show the sitting once.
  const items = claims.filter(
    (c, i) => c.table !== 'table' || claims.findIndex((d) => d.table === 'table') === i,
  );
  return {
    ConfirmationId: booking.confirmationId!,
    Payment: { CardMaskedNo: cardMasked ?? '' },
    Date: booking.bookingDate,
    IsSpaDay: booking.isSpaDay,
    PackageName: catalogue.SpaDays.find((p) => p.PremierId === booking.packageId)?.DisplayName ?? null,
    Guests: request.clients.map((c) => ({ Title: c.title, FirstName: c.firstName, LastName: c.lastName })),
    LeadGuestIndex: request.leadGuestIndex,
    Items: items.map((c) => ({
      GuestIndexes: c.table === 'table' ? request.clients.map((_, i) => i) : c.guestIndexes,
      ItemType: c.itemType ?? 0,
      Kind: c.holdKind,
      DisplayName: describeClaim(catalogue, c),
      StartDateTime: at(c.start),
      EndDateTime: at(guestEnd(catalogue, c)),
    })),
    LineItems: booking.lineItems,
    Total: booking.totalPence,
    Currency: 'GBP',
  };
}

/** POST api/spa/send-email/: the confirmed booking, e-mailed to a friend the guest names. */
export async function sendBookingToFriend(
  deps: Pick<BookingDeps, 'db' | 'catalogue' | 'mail'>,
  sessionId: string,
  emailAddress: string,
) {
  const booking = await getBooking(deps, sessionId);
  await sendToFriend(deps, emailAddress, bookingMail(booking), leadBookerName(booking));
  return { ok: true as const };
}
