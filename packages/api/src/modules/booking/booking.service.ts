import { randomBytes } from 'node:crypto';
import {
  buildResortDay,
  checkSelection,
  formatOffsetDateTime,
  formatPrice,
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
import { databaseNow, isRaceLost } from '../../lib/sql';
import { assertBookableDate, takenOn } from '../availability';
import {
  bookingMail,
  deliverSoon,
  leadBookerName,
  mailInTransaction,
  sendSpaBookingConfirmation,
  sendToFriend,
  type Mailer,
} from '../mail';
import {
  findApprovedPayment,
  markPaymentBooked,
  maskedCardOf,
  refundUnbooked,
  type PaymentDeps,
} from '../payment';
import {
  findSession,
  renewedHoldExpiry,
  requireActiveSession,
  requireOpenSession,
  setSessionStatus,
} from '../session';
import {
  claimsOfItinerary,
  confirmBookingClaims,
  countBookingClaims,
  extendClaims,
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
export interface BookingDeps extends Pick<PaymentDeps, 'cardProvider'> {
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
  const result = await confirmPendingBooking(deps, sessionId).catch(async (error: unknown) => {
    // Paid but not bookable (the session ended, a lapsed time was taken): the money goes back now.
    if (!(error instanceof HttpError) || error.statusCode === 402) throw error;
    const refunded = await refundUnbooked(deps, sessionId, error.message);
    if (refunded === 0) throw error;
    throw new HttpError(
      error.statusCode,
      `${error.message} Your payment of ${formatPrice(refunded)} has been refunded to your card in full.`,
      error.errors,
      error.extra,
    );
  });
  // The confirmation e-mail was written to the outbox in the confirming transaction: deliver it now.
  if (result.newlyConfirmed) deliverSoon(deps);
  return { ConfirmationId: result.ConfirmationId };
}

async function confirmPendingBooking(
  deps: Pick<BookingDeps, 'db' | 'catalogue' | 'mail'>,
  sessionId: string,
) {
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
    await markPaymentBooked(tx, payment.id);
    await setSessionStatus(tx, sessionId, 'booked');
    // In this transaction: the e-mail exists exactly when the booking does (docs/decisions.md §122).
    const confirmed = await getBooking({ db: tx, catalogue: deps.catalogue }, sessionId);
    await sendSpaBookingConfirmation(mailInTransaction(deps, tx), booking.leadEmail, bookingMail(confirmed));
    return { ConfirmationId: confirmationId, newlyConfirmed: true, leadEmail: booking.leadEmail };
  });
}

const SESSION_ENDED =
  'This booking session has ended (a new search in another tab ends it), so the booking cannot be paid for.';
const NOTHING_TO_PAY = 'There is no booking to pay for. Please check your booking and try again.';

/**
 * The payment's question (PaymentDeps.holdForPayment), in its transaction: is the
 * session active with its booking's claims held? Lapsed claims are claimed again
 * when still free; the claims are then held for another HoldMinutes. Otherwise
 * says why, in the guest's words.
 */
export async function holdBookingForPayment(
  deps: Pick<BookingDeps, 'catalogue'>,
  tx: Executor,
  sessionId: string,
): Promise<string | null> {
  const session = await findSession(tx, sessionId, true);
  if (!session || session.status === 'ended') return SESSION_ENDED;
  if (session.status === 'booked') return 'This booking is already confirmed.';
  const booking = await findBookingBySession(tx, sessionId, true);
  if (booking?.status !== 'pending') return NOTHING_TO_PAY;
  if ((await countBookingClaims(tx, booking.id)) !== booking.claimCount) {
    try {
      // A savepoint: a failed claim leaves the transaction usable for the answer.
      await tx.transaction(async (savepoint) => {
        await releaseClaims(savepoint, sessionId);
        await claimBooking(deps, savepoint, sessionId, booking.id, booking.request);
      });
    } catch (error) {
      if (!(error instanceof HttpError) && !isRaceLost(error)) throw error;
      const detail = error instanceof HttpError ? ` ${error.message}` : '';
      return `The times you chose were no longer held and another guest has booked some of them.${detail} Please go back and choose other times.`;
    }
  }
  const now = await databaseNow(tx);
  await extendClaims(tx, sessionId, renewedHoldExpiry(session, now, deps.catalogue.Resort.HoldMinutes));
  return null;
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
