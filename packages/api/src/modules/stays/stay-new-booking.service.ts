import { randomInt } from 'node:crypto';
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
  type StayNewBookingRequest,
  type StayNewBookingResponse,
  type StayNewSearchRequest,
  type StayNewSearchResponse,
} from '@spa/domain';
import type { Executor } from '../../db/database';
import { conflict, notFound } from '../../lib/http-error';
import { deliverSoon, mailInTransaction, sendStayConfirmation } from '../mail';
import { recordCharge } from '../ledger';
import { findMemberById } from '../members';
import { payForStay, type PaymentProvider } from '../payment';
import { lockResources } from '../holds';
import { checkDates, checkedRoomChoice, guestsOf, takenByNight } from './stay-amend.service';
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

type BookingDeps = Pick<StaysDeps, 'db' | 'hotel' | 'mail'> & { cardProvider: PaymentProvider };

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

async function takenPerType(db: Executor, deps: Pick<StaysDeps, 'hotel'>, nights: string[]) {
  const taken = new Map<string, number[]>();
  for (const type of deps.hotel.RoomTypes)
    taken.set(type.PMSCode, await takenByNight(db, type.PMSCode, nights, null));
  return taken;
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
  const taken = await takenPerType(deps.db, deps, stayNights(request.arrivalDate, request.numberOfNights));
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

/**
 * POST api/stay/book/: the new stay. The price is the server's; the card is
 * authorised before the room is counted, and the room type's last room goes to one
 * booking only (counted under its lock in the booking's transaction): the other
 * is told so and its authorisation voided.
 */
export async function bookNewStay(
  deps: BookingDeps,
  memberId: string,
  request: StayNewBookingRequest,
  now = new Date(),
): Promise<StayNewBookingResponse> {
  const { hotel } = deps;
  const { guests, roomType, rate } = checkedRoomChoice(deps, request, now);
  const email = await memberEmailOrThrow(deps.db, memberId);
  const member = await findMemberById(deps.db, memberId);
  if (!email || !member)
    throw conflict('Please confirm your e-mail address before booking a stay in your account.');
  const nights = stayNights(request.arrivalDate, request.numberOfNights);
  const departureDate = addDays(request.arrivalDate, request.numberOfNights);
  const priceOf = (taken: number[]) =>
    roomOptions(
      { ...hotel, RoomTypes: [roomType], RateTypes: [rate] },
      { numberOfNights: request.numberOfNights, guests },
      () => taken,
    )[0]?.Rates[0];
  const unavailable = () =>
    conflict(
      `Sorry, the ${roomType.DisplayName} is not available on ${rate.DisplayName} for every night from ${request.arrivalDate}. Please choose another room or dates.`,
    );
  // Asked before the card: a room already gone is said so without touching the card.
  const quoted = priceOf(await takenByNight(deps.db, roomType.PMSCode, nights, null));
  if (!quoted) throw unavailable();
  const booked = await payForStay(
    deps,
    {
      amountPence: quoted.Total,
      kind: rate.RequiresDeposit ? 'deposit' : 'guarantee',
      card: request.card,
      requestKey: `stay-book:${memberId}:${request.requestId}`,
    },
    async (tx, cardMasked) => {
      // One room type at a time: a booking or amend counts its rooms only after the one before it wrote.
      await lockResources(tx, [`stay-room-type:${roomType.PMSCode}`]);
      const price = priceOf(await takenByNight(tx, roomType.PMSCode, nights, null));
      if (!price) throw unavailable();
      if (price.Total !== quoted.Total)
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
        rooms: [
          {
            label: `Room 1: ${roomType.DisplayName}`,
            detail: `${rate.DisplayName}, ${leadGuest}`,
          },
        ],
        total: formatPrice(price.Total),
        policies: [
          `Room 1: ${cancellationPolicyText(rate, cancellationDeadline(rate, request.arrivalDate, hotel.TimeZone), hotel.TimeZone)}`,
        ],
        booked: {
          payment: rate.RequiresDeposit
            ? `A non-refundable deposit of ${formatPrice(price.Total)} is charged to card ${cardMasked}.`
            : `Card ${cardMasked} guarantees the booking: nothing is charged now; you pay at the hotel.`,
        },
      });
      return { reservationId, confirmationNumber };
    },
    async (reservationId) => ({
      reservationId,
      confirmationNumber: await confirmationOfReservation(deps.db, reservationId),
    }),
  );
  deliverSoon(deps);
  return {
    ConfirmationNumber: booked.confirmationNumber,
    Payment: rate.RequiresDeposit ? 'deposit' : 'guarantee',
    Amount: quoted.Total,
    CardMaskedNo: booked.cardMasked,
  };
}
