import { randomInt } from 'node:crypto';
import { z } from 'zod';
import {
  addDays,
  cancellationDeadline,
  cancellationPolicyText,
  daysBetween,
  formatAccountDate,
  formatPrice,
  roomOptions,
  stayNights,
  type StayBookAgainResponse,
  StayNewBookingRequestSchema,
  type StayNewBookingRequest,
  type StayNewBookingResponse,
  type StayPaymentPageResponse,
  type StayNewSearchRequest,
  type StayNewSearchResponse,
} from '@spa/domain';
import type { Executor } from '../../db/database';
import { conflict, notFound } from '../../lib/http-error';
import { deliverSoon, mailInTransaction, sendStayConfirmation } from '../mail';
import { recordCharge } from '../ledger';
import { findMemberById } from '../members';
import { completeStayPayment, initialiseStayPayment, type PaymentDeps, type StayBooker } from '../payment';
import { lockResources } from '../holds';
import { checkDates, checkedRoomChoice, guestsOf, takenByNight, takenPerType } from './stay-amend.service';
import { confirmationOfReservation, confirmationTaken, insertMemberReservation } from './stays.repository';
import { memberEmailOrThrow, requireMemberStay, type StaysDeps } from './stays.service';

/**
 * 'Book Again' (account-area §1, decision 155): a new stay for the signed-in
 * member on the stay search page, prefilled from one of their stays. The rooms
 * free for the dates and guests come from the same inventory as an amend
 * (decision 152); the booking is paid through the card provider (an advance
 * purchase rate's deposit charged, a flexible rate's card authorised as a
 * guarantee) and written with its confirmation e-mail in one transaction.
 */

type BookingDeps = Pick<StaysDeps, 'db' | 'hotel' | 'mail'> & Pick<PaymentDeps, 'cardProvider' | 'bookStay'>;

/** GET api/stay/book-again/{confirmation}: what the new stay starts from (the member's own stay). */
export async function bookAgainFrom(
  deps: Pick<StaysDeps, 'db'>,
  memberId: string,
  confirmation: string,
): Promise<StayBookAgainResponse> {
  const record = await requireMemberStay(deps.db, memberId, confirmation);
  const room = record.rooms.find((r) => r.cancelledAt === null) ?? record.rooms[0];
  if (!room) throw notFound('This booking has no rooms.');
  const nights = Math.min(28, daysBetween(room.arrivalDate, room.departureDate));
  return {
    ConfirmationNumber: record.reservation.confirmationNumber,
    RoomCode: room.roomCode,
    RateCode: room.rateCode,
    NumberOfNights: nights > 0 ? nights : 1,
    Occupancy: [[Math.max(1, Math.min(8, room.adults)), Math.min(8, room.children), Math.min(4, room.dogs)]],
  };
}

/** POST api/stay/book-search/: room types sleeping the guests with a room free every night, every rate priced. */
export async function searchNewStay(
  deps: Pick<StaysDeps, 'db' | 'hotel'>,
  memberId: string,
  request: StayNewSearchRequest,
  now = new Date(),
): Promise<StayNewSearchResponse> {
  checkDates(deps, request, now);
  await memberEmailOrThrow(deps.db, memberId);
  const taken = await takenPerType(
    deps.db,
    deps.hotel,
    stayNights(request.arrivalDate, request.numberOfNights),
    null,
  );
  return {
    DepartureDate: addDays(request.arrivalDate, request.numberOfNights),
    Rooms: roomOptions(
      deps.hotel,
      { numberOfNights: request.numberOfNights, guests: guestsOf(request) },
      (code) => taken.get(code) ?? [],
    ),
  };
}

/** A confirmation number of the hotel's format (ST, the year, six digits) not yet used. */
async function newConfirmationNumber(db: Executor, now: Date): Promise<string> {
  const year = String(now.getUTCFullYear() % 100).padStart(2, '0');
  for (;;) {
    const number = `ST${year}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
    if (!(await confirmationTaken(db, number))) return number;
  }
}

/** What a stay's payment keeps of the booking it pays for (decision 316), read back when the card is held. */
const PaidStayRequestSchema = z.object({ memberId: z.uuid(), request: StayNewBookingRequestSchema });

/** The room's price for the request, when a room of the type is free every night; why not, else. */
async function quoteNewStay(
  deps: Pick<StaysDeps, 'db' | 'hotel'>,
  request: StayNewBookingRequest,
  now: Date,
) {
  const { guests, roomType, rate } = checkedRoomChoice(deps, request, now);
  const nights = stayNights(request.arrivalDate, request.numberOfNights);
  const priceOf = (taken: number[]) =>
    roomOptions(
      { ...deps.hotel, RoomTypes: [roomType], RateTypes: [rate] },
      { numberOfNights: request.numberOfNights, guests },
      () => taken,
    )[0]?.Rates[0];
  const unavailable = () =>
    conflict(
      `Sorry, the ${roomType.DisplayName} is not available on ${rate.DisplayName} for every night from ${request.arrivalDate}. Please choose another room or dates.`,
    );
  return { guests, roomType, rate, nights, priceOf, unavailable };
}

const requestKeyOf = (memberId: string, requestId: string) => `stay-book:${memberId}:${requestId}`;

/**
 * POST api/stay/book/initialise/: the provider's payment session for the room's price as
 * the server computes it (an advance purchase rate's deposit, or a flexible rate's
 * guarantee), under the request's key. Asked before the card: a room already gone is
 * said so without touching it.
 */
export async function initialiseNewStay(
  deps: BookingDeps,
  memberId: string,
  request: StayNewBookingRequest,
  now = new Date(),
): Promise<StayPaymentPageResponse> {
  const { rate, nights, roomType, priceOf, unavailable } = await quoteNewStay(deps, request, now);
  const email = await memberEmailOrThrow(deps.db, memberId);
  if (!email) throw conflict('Please confirm your e-mail address before booking a stay in your account.');
  const quoted = priceOf(await takenByNight(deps.db, roomType.PMSCode, nights, null));
  if (!quoted) throw unavailable();
  const kind = rate.RequiresDeposit ? 'deposit' : 'guarantee';
  const page = await initialiseStayPayment(deps, {
    amountPence: quoted.Total,
    kind,
    requestKey: requestKeyOf(memberId, request.requestId),
    request: { memberId, request },
  });
  return { ...page, Payment: kind, Amount: quoted.Total };
}

/**
 * POST api/stay/book/: the new stay, once the provider's card page said the card was
 * taken (the server reads the session back itself). The same request again answers the
 * stay it booked.
 */
export async function bookNewStay(
  deps: BookingDeps,
  memberId: string,
  request: Pick<StayNewBookingRequest, 'requestId'>,
): Promise<StayNewBookingResponse> {
  const paid = await completeStayPayment(deps, requestKeyOf(memberId, request.requestId));
  deliverSoon(deps);
  return {
    ConfirmationNumber: await confirmationOfReservation(deps.db, paid.reservationId),
    Payment: paid.kind,
    Amount: paid.amountPence,
    CardMaskedNo: paid.cardMasked,
  };
}

/**
 * The stay a payment pays for (PaymentDeps.bookStay), in the payment's transaction: the
 * room type's last room goes to one booking only (counted under its lock), at the price
 * the payment was made for; the reservation, its ledger charge and its confirmation e-mail.
 */
export async function bookPaidStay(
  deps: Pick<StaysDeps, 'db' | 'hotel' | 'mail'>,
  tx: Executor,
  payment: Parameters<StayBooker>[1],
  now = new Date(),
): Promise<{ reservationId: string }> {
  const { hotel } = deps;
  const { memberId, request } = PaidStayRequestSchema.parse(payment.request);
  const { cardMasked } = payment;
  const { guests, roomType, rate, nights, priceOf, unavailable } = await quoteNewStay(deps, request, now);
  const email = await memberEmailOrThrow(tx, memberId);
  const member = await findMemberById(tx, memberId);
  if (!email || !member)
    throw conflict('Please confirm your e-mail address before booking a stay in your account.');
  const departureDate = addDays(request.arrivalDate, request.numberOfNights);
  // One room type at a time: a booking or amend counts its rooms only after the one before it wrote.
  await lockResources(tx, [`stay-room-type:${roomType.PMSCode}`]);
  const price = priceOf(await takenByNight(tx, roomType.PMSCode, nights, null));
  if (!price) throw unavailable();
  if (price.Total !== payment.amountPence)
    throw conflict('The price of this room has changed. Please search again.');
  const confirmationNumber = await newConfirmationNumber(tx, now);
  const leadGuest = `${member.firstName} ${member.lastName}`.trim();
  const reservationId = await insertMemberReservation(
    tx,
    { confirmationNumber, memberId, leadEmail: email, cardLastDigits: cardMasked.slice(-4) },
    {
      roomCode: roomType.PMSCode,
      rateCode: rate.PMSCode,
      arrivalDate: request.arrivalDate,
      departureDate,
      adults: guests.adults,
      children: guests.children,
      dogs: guests.dogs,
      leadGuest,
      accompanyingGuests: [],
      totalPence: price.Total,
      nonAdultTotalPence: price.NonAdultTotal,
      dogsTotalPence: price.DogsTotal,
    },
  );
  await recordCharge(
    tx,
    { kind: 'stay', id: reservationId },
    {
      key: `stay:${reservationId}:booking`,
      category: 'booking',
      amountPence: price.Total,
      description: `Stay ${confirmationNumber}`,
    },
  );
  await sendStayConfirmation(mailInTransaction(deps, tx), email, {
    hotelName: hotel.Name,
    confirmationNumber,
    arrival: formatAccountDate(request.arrivalDate),
    departure: formatAccountDate(departureDate),
    rooms: [{ label: `Room 1: ${roomType.DisplayName}`, detail: `${rate.DisplayName}, ${leadGuest}` }],
    total: formatPrice(price.Total),
    policies: [
      `Room 1: ${cancellationPolicyText(rate, cancellationDeadline(rate, request.arrivalDate, hotel.TimeZone), hotel.TimeZone)}`,
    ],
    booked: {
      payment:
        payment.kind === 'deposit'
          ? `A non-refundable deposit of ${formatPrice(price.Total)} is charged to card ${cardMasked}.`
          : `Card ${cardMasked} guarantees the booking: nothing is charged now; you pay at the hotel.`,
    },
  });
  return { reservationId };
}
