import { randomBytes } from 'node:crypto';
import {
  buildResortDay,
  checkItinerary,
  crossCheckBeginBooking,
  extraName,
  formatOffsetDateTime,
  formatPrice,
  priceItinerary,
  toEpochMinute,
  treatmentName,
  type BeginBookingRequest,
  type BookingResponse,
  type Catalogue,
  type LineItem,
  voucherSpendProblem,
  type VoucherKind,
} from '@spa/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/database';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error';
import { databaseNow } from '../../lib/sql';
import { assertBookableDate, sessionClock, type BookingNow } from '../../lib/booking-clock';
import {
  bookingMail,
  deliverSoon,
  leadBookerName,
  mailInTransaction,
  sendSpaBookingConfirmation,
  sendToFriend,
  type Mailer,
} from '../mail';
import { recordCharge, spaConfirmationEntries } from '../ledger';
import {
  findApprovedPayment,
  maskedCardOf,
  refundUnbooked,
  type PaymentDeps,
  type PaymentHold,
} from '../payment';
import {
  findSession,
  isSessionOwner,
  requireActiveSession,
  requireOpenSession,
  type SessionRead,
} from '../session';
import {
  attachClaimsToBooking,
  confirmBookingClaims,
  heldItinerary,
  liveClaimCount,
  renewBookingClaims,
  renewedHoldExpiry,
  sessionClaims,
  type SessionClaimRow,
  takenOn,
} from '../holds';
import { onDate } from '../../lib/catalogue-on-date';
import {
  confirmationWrites,
  confirmedBookingsOf,
  findBookingBySession,
  upsertPendingBooking,
} from './booking.repository';
import type { BookingRow } from './booking.tables';
import { quotePromotion, type BookingPromotions } from './booking-promotion';

/** A confirmed or pending spa booking as a gift voucher sees it. */
interface VoucherBooking {
  account: { kind: 'spa'; id: string };
  packageId: string | null;
  guests: number;
}

/**
 * Gift vouchers in the booking flow (decision 0341), given by the vouchers module at
 * start-up (bookings import no vouchers). `quote`: what a typed code would pay of what
 * is owed (the guessing throttle applies), or why it cannot; `spend`: takes it from the
 * voucher in the caller's transaction, with its ledger payment (409 when it no longer can).
 * The booking keeps the voucher's id and its code's last four, never the code (decision 0405).
 */
export interface BookingVouchers {
  quote: (
    db: Executor,
    typed: string,
    use: { owedPence: number; packageId: string | null; guests: number; clientAddress: string },
  ) => Promise<
    { voucherId: string; codeEnding: string; kind: VoucherKind; paysPence: number } | { problem: string }
  >;
  spend: (
    tx: Executor,
    voucherId: string,
    booking: VoucherBooking,
    options: { key: string; amountPence: number },
  ) => Promise<unknown>;
  /** What is left on the vouchers that paid a booking (pence), or null when none did. */
  leftOn: (db: Executor, account: { kind: 'spa'; id: string }) => Promise<number | null>;
}

/** What the booking services use (built once at start-up, see app-deps.ts). */
export interface BookingDeps extends Pick<PaymentDeps, 'cardProvider'> {
  vouchers: BookingVouchers;
  promotions: BookingPromotions;
  db: Executor;
  catalogue: Catalogue;
  bookingNow: BookingNow;
  mail: Mailer;
  log: FastifyBaseLogger;
  /** After the commit: the waiting list settles its offers (this booking may be one) and offers freed times (decision 0285). */
  sweepWaitingSoon: () => void;
  /** The health questionnaire's address for a booking, for its confirmation (given by health-forms at start-up). */
  healthFormUrl: (bookingId: string) => string;
}

/**
 * What is left to pay of a booking after its codes: its total less a promotion's discount and a
 * gift voucher (online, the card's share; at the desk, what its tenders take).
 */
export const dueAfterCodes = (booking: Pick<BookingRow, 'totalPence' | 'discountPence' | 'voucherPence'>) =>
  booking.totalPence - booking.discountPence - booking.voucherPence;

const CONFIRMATION_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'; // Crockford: no I, L, O, U

/** 'SPA-' and 8 characters (40 random bits), easy to read out on the phone. */
function newConfirmationId(): string {
  const bytes = randomBytes(8);
  let id = '';
  for (let i = 0; i < 8; i++) id += CONFIRMATION_ALPHABET[(bytes[i] ?? 0) % 32];
  return `SPA-${id}`;
}

/**
 * begin-booking (docs/decisions.md §54, §100): the session's holds are the booking.
 * The body gives the guests' and lead booker's details; the rest of it must show what
 * is held (crossCheckBeginBooking) and is never used. The held itinerary is checked
 * whole (every part the package includes, every rule, the booking clock), priced from
 * the catalogue, and its claims become the pending booking's, held on: no release and
 * claim again. One transaction; a problem → 409 naming the field.
 */
export async function beginBooking(
  deps: Pick<BookingDeps, 'db' | 'catalogue' | 'bookingNow' | 'vouchers' | 'promotions'>,
  sessionId: string,
  body: BeginBookingRequest,
  clientAddress: string,
) {
  // Priced and checked by the catalogue in force on the day (the crosscheck holds it to the held date).
  deps = onDate(deps, body.date);
  const { catalogue } = deps;
  return deps.db.transaction(async (tx) => {
    const session = await requireActiveSession(tx, sessionId);
    const now = await deps.bookingNow(tx);
    assertBookableDate(catalogue, body.date, 'body.date', now);
    const context = session.itineraryContext;
    if (!context) throw conflict('Nothing is held for this booking yet: please choose your times first.');
    const held = await heldItinerary(tx, sessionId, context);
    const differences = crossCheckBeginBooking(catalogue, held, body);
    if (differences.length > 0) throw conflict(differences[0]!.Message, { Problems: differences });
    const taken = await takenOn(deps, tx, held.date, sessionId);
    const problems = checkItinerary(catalogue, taken, held, {
      clock: sessionClock(now, session),
      complete: true,
    });
    if (problems.length > 0)
      throw conflict(problems[0]!.Message, {
        Problems: problems.map(({ Field, Message }) => ({ Field, Message })),
      });
    // Each guest's line names them: the names are the booking's own (its clients).
    const priced = priceItinerary(
      catalogue,
      held,
      body.clients.map((c) => `${c.firstName} ${c.lastName}`),
    );

    const lead = body.clients[body.leadGuestIndex];
    const codes = await priceCodes(deps, tx, body, {
      lineItems: priced.LineItems,
      totalPence: priced.Total,
      packageId: held.spaDay?.PremierId ?? null,
      email: lead?.emailAddress ?? '',
      clientAddress,
    });
    const { voucher, voucherPence, promotion } = codes;
    const expiresAt = new Date((await databaseNow(tx)).getTime() + catalogue.Resort.HoldMinutes * 60_000);
    const booking = upsertPendingBooking(
      tx,
      {
        sessionId,
        bookingDate: held.date,
        isSpaDay: held.spaDay !== undefined,
        packageId: held.spaDay?.PremierId ?? null,
        leadEmail: lead?.emailAddress ?? '',
        request: body,
        lineItems: priced.LineItems,
        totalPence: priced.Total,
        voucherId: voucher?.voucherId ?? null,
        voucherCodeEnding: voucher?.codeEnding ?? null,
        voucherPence,
        promotionId: promotion?.promotionId ?? null,
        promotionCode: promotion?.code ?? null,
        discountPence: promotion?.discountPence ?? 0,
      },
      liveClaimCount(sessionId),
    );
    // The session is active and locked, so its booking is pending or not yet written.
    if (!(await attachClaimsToBooking(tx, sessionId, booking, expiresAt)))
      throw new Error(`booking of session ${sessionId} is no longer pending`);
    return {
      SessionId: sessionId,
      LineItems: priced.LineItems,
      Total: priced.Total,
      Currency: 'GBP' as const,
      HoldExpiresAt: expiresAt.toISOString(),
      Voucher: voucher
        ? {
            CodeEnding: voucher.codeEnding,
            PaidPence: voucherPence,
            ...(voucher.kind === 'money' ? { MaxPence: voucher.paysPence } : {}),
          }
        : null,
      VoucherProblem: codes.voucherProblem,
      Promotion: promotion ? { Code: promotion.code, DiscountPence: promotion.discountPence } : null,
      PromotionProblem: codes.promotionProblem,
      ToPay: priced.Total - (promotion?.discountPence ?? 0) - voucherPence,
    };
  });
}

/**
 * The codes of a booking being begun, priced by the server (decisions 0341, 0430): the
 * promotion code (`promotionCode`, or the one code field when it has a promotion's shape)
 * takes its discount off the lines it applies to; a gift voucher pays what it can of the
 * rest; the card pays what is left. A code that cannot apply says why and never stops the booking.
 */
async function priceCodes(
  deps: Pick<BookingDeps, 'vouchers' | 'promotions'>,
  tx: Executor,
  body: BeginBookingRequest,
  booking: {
    lineItems: LineItem[];
    totalPence: number;
    packageId: string | null;
    email: string;
    clientAddress: string;
  },
) {
  const typed = body.voucherCode?.trim() ?? '';
  const codeIsPromotion = typed !== '' && deps.promotions.isPromotionCode(typed);
  const promotionCode = body.promotionCode?.trim() || (codeIsPromotion ? typed : '');
  const voucherCode = codeIsPromotion ? '' : typed;
  const promotionQuote = promotionCode
    ? await quotePromotion(deps, tx, promotionCode, { ...booking, visitDate: body.date })
    : null;
  const promotion = promotionQuote && 'promotionId' in promotionQuote ? promotionQuote : null;
  // A gift voucher pays what it can of what is left; nothing is taken from it until confirmation.
  const voucherQuote = voucherCode
    ? await deps.vouchers.quote(tx, voucherCode, {
        owedPence: booking.totalPence - (promotion?.discountPence ?? 0),
        packageId: booking.packageId,
        guests: body.clients.length,
        clientAddress: booking.clientAddress,
      })
    : null;
  const voucher = voucherQuote && 'voucherId' in voucherQuote ? voucherQuote : null;
  return {
    promotion,
    promotionProblem: promotionQuote && 'problem' in promotionQuote ? promotionQuote.problem : null,
    voucher,
    voucherPence: voucher ? voucherShare(voucher, body.voucherPence) : 0,
    voucherProblem: voucherQuote && 'problem' in voucherQuote ? voucherQuote.problem : null,
  };
}

/**
 * What a voucher pays of the booking: all it can, or the amount the guest chose of a
 * money voucher (issue 23), from £1 up to all it can (400 naming the field otherwise).
 */
function voucherShare(voucher: { kind: VoucherKind; paysPence: number }, chosen: number | undefined) {
  if (chosen === undefined) return voucher.paysPence;
  const problem = voucherSpendProblem(voucher.kind, chosen, voucher.paysPence);
  if (problem) throw badRequest('body.voucherPence', problem);
  return chosen;
}

/**
 * process-booking: turns the pending booking into a confirmed one, exactly once.
 * Requires an approved payment of the server's own total (the provider's record,
 * never the browser's word). Repeating it returns the same ConfirmationId. Confirms
 * exactly the claims begin-booking made the booking's.
 */
export async function processBooking(deps: BookingDeps, sessionId: string, memberId: string | null = null) {
  const result = await confirmPendingBooking(deps, sessionId, memberId).catch(async (error: unknown) => {
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
  if (result.newlyConfirmed) deps.sweepWaitingSoon();
  return { ConfirmationId: result.ConfirmationId };
}

/** `memberId`: the member signed in when it is confirmed, whose booking it becomes. */
async function confirmPendingBooking(
  deps: Pick<BookingDeps, 'db' | 'catalogue' | 'mail' | 'healthFormUrl' | 'vouchers' | 'promotions'>,
  sessionId: string,
  memberId: string | null,
) {
  return deps.db.transaction(async (tx) => {
    await requireOpenSession(tx, sessionId);
    const booking = await findBookingBySession(tx, sessionId, true);
    if (!booking) throw conflict('There is no booking to confirm: please check your booking first.');
    if (booking.status === 'confirmed')
      return { ConfirmationId: booking.confirmationId!, newlyConfirmed: false, leadEmail: booking.leadEmail };

    // The card pays what a promotion and a gift voucher do not; nothing left needs no card.
    const cardPence = dueAfterCodes(booking);
    const payment = cardPence > 0 ? await findApprovedPayment(tx, sessionId, cardPence) : null;
    if (cardPence > 0 && !payment)
      throw new HttpError(402, 'No completed payment for this booking was found.');
    const confirmationId = await confirmInTransaction(deps, tx, booking, { memberId, payment });
    return { ConfirmationId: confirmationId, newlyConfirmed: true, leadEmail: booking.leadEmail };
  });
}

/**
 * Confirms a pending booking in the caller's transaction (its session and booking
 * locked): exactly the claims begin-booking made the booking's, with the payment that
 * paid for it (its ledger entries too), or none when the spa team takes it at the desk
 * (the caller then records the charge and any tender). The confirmation e-mail is
 * written in the same transaction. Returns the confirmation number.
 */
async function confirmInTransaction(
  deps: Pick<BookingDeps, 'catalogue' | 'mail' | 'healthFormUrl' | 'vouchers' | 'promotions'>,
  tx: Executor,
  booking: BookingRow,
  paid: { memberId: string | null; payment: { id: string; cardMasked: string | null } | null },
): Promise<string> {
  const { sessionId } = booking;
  const { payment } = paid;
  const cardPence = dueAfterCodes(booking);
  // One that lapsed and was taken meanwhile is gone (a lapsed one no one took is still
  // there, and stays the guest's); a short count rolls the confirmation back.
  const confirmationId = newConfirmationId();
  const claims = await confirmBookingClaims(tx, booking.id, [
    ...confirmationWrites({
      bookingId: booking.id,
      sessionId,
      confirmationId,
      paymentId: payment?.id ?? null,
      memberId: paid.memberId,
    }),
    ...(payment
      ? spaConfirmationEntries({
          bookingId: booking.id,
          totalPence: booking.totalPence,
          cardPence,
          paymentId: payment.id,
          confirmationId,
        })
      : []),
  ]);
  if (claims.length !== booking.claimCount)
    throw conflict('Sorry, some of your times were released and have since been taken: please choose again.');
  await codeEntries(deps, tx, { ...booking, confirmationId }, payment !== null);
  // In this transaction: the e-mail exists exactly when the booking does (docs/decisions.md §122).
  // The booking and card as just written; the claims as confirmed.
  const confirmed = bookingResponse(
    deps.catalogue,
    { ...booking, confirmationId },
    claims,
    payment?.cardMasked ?? null,
  );
  await sendSpaBookingConfirmation(mailInTransaction(deps, tx), booking.leadEmail, {
    ...bookingMail(confirmed),
    healthFormUrl: deps.healthFormUrl(booking.id),
  });
  return confirmationId;
}

/**
 * Confirms a booking the spa team took at the desk (issue 22), in the caller's
 * transaction: the session must be a desk session (begun by staff) whose booking
 * begin-booking made pending, with its claims still held (lapsed ones no one took are
 * claimed again). No card is needed: the caller records the charge and the tender.
 * Confirming it twice gives the same booking (`newlyConfirmed` false).
 */
export async function confirmDeskBooking(
  deps: Pick<BookingDeps, 'catalogue' | 'mail' | 'healthFormUrl' | 'vouchers' | 'promotions'>,
  tx: Executor,
  sessionId: string,
): Promise<{ booking: BookingRow; newlyConfirmed: boolean }> {
  const session = await requireOpenSession(tx, sessionId);
  if (!session.staffId) throw notFound('This booking was not begun at the desk.');
  const booking = await findBookingBySession(tx, sessionId, true);
  if (!booking) throw conflict('There is no booking to confirm: please check the booking first.');
  if (booking.status === 'confirmed') return { booking, newlyConfirmed: false };
  const now = await databaseNow(tx);
  const expiry = renewedHoldExpiry(session, now, deps.catalogue.Resort.HoldMinutes);
  if ((await renewBookingClaims(tx, booking.id, expiry)) !== booking.claimCount)
    throw conflict(
      'Some of the times chosen are no longer held and have since been taken: please choose again.',
    );
  const confirmationId = await confirmInTransaction(deps, tx, booking, { memberId: null, payment: null });
  return { booking: { ...booking, status: 'confirmed', confirmationId }, newlyConfirmed: true };
}

/**
 * A confirming booking's promotion and gift voucher, in its transaction (decisions 0341,
 * 0430): the booking charged when no card payment charged it, the promotion's use (its caps
 * counted under its lock, its discount credited), then the voucher spent. Another booking
 * taking the last use or the voucher's balance first makes this one fail (the card is then
 * refunded).
 */
async function codeEntries(
  deps: Pick<BookingDeps, 'vouchers' | 'promotions'>,
  tx: Executor,
  booking: BookingRow & { confirmationId: string },
  cardCharged: boolean,
) {
  const account = { kind: 'spa', id: booking.id } as const;
  const discount = booking.promotionId !== null && booking.discountPence > 0;
  const voucher = booking.voucherId !== null && booking.voucherPence > 0;
  if (!cardCharged && (discount || voucher))
    await recordCharge(tx, account, {
      key: `spa:${booking.id}:booking`,
      category: 'booking',
      amountPence: booking.totalPence,
      description: `Booking ${booking.confirmationId}`,
    });
  if (discount)
    await deps.promotions.use(tx, booking.promotionId!, {
      bookingId: booking.id,
      discountPence: booking.discountPence,
      visitDate: booking.bookingDate,
      lineItems: booking.lineItems,
      email: booking.leadEmail,
      earlierBookings: await confirmedBookingsOf(tx, booking.leadEmail, booking.id),
    });
  if (voucher)
    await deps.vouchers.spend(
      tx,
      booking.voucherId!,
      { account, packageId: booking.packageId, guests: booking.request.clients.length },
      { key: `spa:${booking.id}:voucher`, amountPence: booking.voucherPence },
    );
}

const SESSION_ENDED =
  'This booking session has ended (a new search in another tab ends it), so the booking cannot be paid for.';
const NOTHING_TO_PAY = 'There is no booking to pay for. Please check your booking and try again.';

/**
 * The payment's question (PaymentDeps.holdForPayment), in its transaction: is the
 * session active with its booking's claims held? Lapsed claims are claimed again
 * when still free; the claims are then held for another HoldMinutes, and the answer is
 * what the card pays of the booking. Otherwise says why, in the guest's words. `locked`:
 * the session as the transaction has just read it, locked (null: none); undefined, it is
 * read and locked here.
 */
export async function holdBookingForPayment(
  deps: Pick<BookingDeps, 'catalogue'>,
  tx: Executor,
  sessionId: string,
  locked?: SessionRead | null,
): Promise<PaymentHold> {
  const session = locked === undefined ? await findSession(tx, sessionId, true) : locked;
  if (!session || session.status === 'ended') return { refusal: SESSION_ENDED };
  if (session.status === 'booked') return { refusal: 'This booking is already confirmed.' };
  const booking = await findBookingBySession(tx, sessionId, true);
  if (booking?.status !== 'pending') return { refusal: NOTHING_TO_PAY };
  // Lapsed claims that no one took are still the guest's: all are held for another HoldMinutes.
  const now = await databaseNow(tx);
  const expiry = renewedHoldExpiry(session, now, deps.catalogue.Resort.HoldMinutes);
  if ((await renewBookingClaims(tx, booking.id, expiry)) !== booking.claimCount)
    return {
      refusal:
        'The times you chose were no longer held and another guest has booked some of them. Please go back and choose other times.',
    };
  return { total: dueAfterCodes(booking) };
}

function describeClaim(catalogue: Catalogue, claim: SessionClaimRow): string {
  switch (claim.holdKind) {
    case 'treatments':
    case 'addon-treatments':
      return treatmentName(catalogue, claim.code);
    case 'mud':
      return extraName(catalogue, 'MUDROOM', 'Mud room');
    case 'dining': {
      const [restaurantId] = claim.code.split('/');
      return catalogue.Restaurants.find((r) => r.RestaurantId === restaurantId)?.DisplayName ?? 'Dining';
    }
    case 'garden-extra':
      return extraName(catalogue, 'SPAGARDEN', 'Spa Garden');
    case 'garden':
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
  deps: Pick<BookingDeps, 'db' | 'catalogue'> & Partial<Pick<BookingDeps, 'vouchers'>>,
  sessionId: string,
): Promise<BookingResponse> {
  const { db, catalogue } = deps;
  const booking = await findBookingBySession(db, sessionId);
  if (!booking || booking.status !== 'confirmed')
    throw notFound('No confirmed booking was found for this session.');
  const claims = await confirmedClaims(db, sessionId);
  const cardMasked = booking.paymentId ? await maskedCardOf(db, booking.paymentId) : null;
  const view = bookingResponse(catalogue, booking, claims, cardMasked);
  // What the voucher keeps, as the guest reads the booking now (issue 23).
  const left =
    view.Voucher && deps.vouchers ? await deps.vouchers.leftOn(db, { kind: 'spa', id: booking.id }) : null;
  return left === null || !view.Voucher ? view : { ...view, Voucher: { ...view.Voucher, LeftPence: left } };
}

/** The session's confirmed claims, earliest first. */
async function confirmedClaims(db: Executor, sessionId: string): Promise<SessionClaimRow[]> {
  return (await sessionClaims(db, sessionId)).filter((c) => c.expiresAt === null);
}

/** A confirmed booking as the guest reads it, from its row, its confirmed claims and its card. */
function bookingResponse(
  catalogue: Catalogue,
  booking: Pick<
    BookingRow,
    | 'confirmationId'
    | 'request'
    | 'bookingDate'
    | 'isSpaDay'
    | 'packageId'
    | 'lineItems'
    | 'totalPence'
    | 'voucherCodeEnding'
    | 'voucherPence'
    | 'promotionCode'
    | 'discountPence'
  >,
  claims: SessionClaimRow[],
  cardMasked: string | null,
): BookingResponse {
  const { request } = booking;
  const day = buildResortDay(booking.bookingDate, catalogue.Resort.TimeZone);
  const at = (date: Date) => formatOffsetDateTime(day, toEpochMinute(date));
  // Dining tables are one claim each: show the sitting once.
  const items = claims.filter(
    (c, i) => c.table !== 'table' || claims.findIndex((d) => d.table === 'table') === i,
  );
  return {
    ConfirmationId: booking.confirmationId!,
    Payment: { CardMaskedNo: cardMasked ?? '' },
    Voucher:
      booking.voucherCodeEnding && booking.voucherPence > 0
        ? { CodeEnding: booking.voucherCodeEnding, PaidPence: booking.voucherPence }
        : null,
    Promotion:
      booking.promotionCode && booking.discountPence > 0
        ? { Code: booking.promotionCode, DiscountPence: booking.discountPence }
        : null,
    CardPence: dueAfterCodes(booking),
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
  ownerToken: string | undefined,
) {
  // The session id is in the confirmation's address, which may be shared: only the browser
  // that made the booking may e-mail it to any address (decision 125).
  const session = await findSession(deps.db, sessionId);
  if (!session || !isSessionOwner(session, ownerToken))
    throw new HttpError(
      403,
      'A booking can be shared only from the browser it was made in. The lead booker can sign in to resend it.',
    );
  const booking = await getBooking(deps, sessionId);
  await sendToFriend(deps, emailAddress, bookingMail(booking), leadBookerName(booking));
  return { ok: true as const };
}
