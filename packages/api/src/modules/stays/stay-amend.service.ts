import {
  addDays,
  amendDeadline,
  calendarDay,
  formatAccountDate,
  roomFits,
  roomOptions,
  stayNights,
  whyRoomCannotBeAmended,
  type Occupancy,
  type RateType,
  type StayAmendRequest,
  type StayAmendSearchRequest,
  type StayAmendSearchResponse,
  type StayBookingResponse,
} from '@spa/domain';
import type { Executor } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { lockResources } from '../holds';
import { amendRoom, roomsOfTypeBetween, touchReservation, type StayRecord } from './stays.repository';
import { deliverSoon } from '../mail';
import { openStayLedger, recordStayChange } from './stay-ledger';
import { rateOf } from './stay-rates';
import { memberStay, requireMemberStay, type StaysDeps } from './stays.service';
import type { StayRoomRow } from './stays.tables';

/**
 * Amending a room (account-area §2: the stay search page, decision 151): rooms and
 * rates free for the new dates and guests, re-priced from the hotel file, and the
 * room replaced in one transaction. Rooms of a type are counted per night against
 * the hotel's inventory (decision 152); the count is taken under a lock on the room
 * type, so two amends or bookings cannot both take its last room.
 */

export const guestsOf = (request: Pick<StayAmendSearchRequest, 'occupancy'>): Occupancy => {
  const [[adults, children, dogs] = [1, 0, 0]] = request.occupancy;
  return { adults, children, dogs };
};

/** A room keeps the kind of rate it was booked on: an advance purchase's deposit was taken, a flexible rate's was not. */
const sameKindOfRate = (room: StayRoomRow, hotel: StaysDeps['hotel']) => (rate: RateType) =>
  rate.RequiresDeposit === rateOf(hotel, room.rateCode).RequiresDeposit;

/** Rooms of a type taken each night of the stay, the room being amended set aside. */
export async function takenByNight(
  db: Executor,
  roomCode: string,
  nights: string[],
  exceptRoomId: string | null,
) {
  const from = nights[0] ?? '';
  const to = addDays(nights.at(-1) ?? from, 1);
  const rooms = await roomsOfTypeBetween(db, roomCode, from, to, exceptRoomId);
  return nights.map((night) => rooms.filter((r) => r.arrivalDate <= night && night < r.departureDate).length);
}

function amendedRoom(record: StayRecord, id: string) {
  const room = record.rooms.find((r) => r.id === id);
  if (!room) throw notFound('This booking has no such room.');
  return room;
}

/** The new arrival must be after today; the request's dates are checked before any lock. */
export function checkDates(
  deps: Pick<StaysDeps, 'hotel'>,
  request: Pick<StayAmendSearchRequest, 'arrivalDate'>,
  now: Date,
) {
  const today = calendarDay(now, deps.hotel.TimeZone);
  if (request.arrivalDate <= today) throw badRequest('body.arrivalDate', 'must be after today');
}

/** Why the room cannot be amended now, or null. */
function whyNot(deps: Pick<StaysDeps, 'hotel'>, record: StayRecord, room: StayRoomRow, now: Date) {
  const rate = rateOf(deps.hotel, room.rateCode);
  return whyRoomCannotBeAmended(
    {
      isCancelled: room.cancelledAt !== null,
      cancellationDeadline: now,
      amendDeadline: amendDeadline(rate, room.arrivalDate, deps.hotel.TimeZone),
    },
    record.reservation.hasVoucher,
    now,
  );
}

/** POST api/stay/amend-search/: what the room could become for the new dates and guests. */
export async function searchAmendment(
  deps: Pick<StaysDeps, 'db' | 'hotel'>,
  memberId: string,
  request: StayAmendSearchRequest,
  now = new Date(),
): Promise<StayAmendSearchResponse> {
  checkDates(deps, request, now);
  const record = await requireMemberStay(deps.db, memberId, request.confirmationNumber);
  const room = amendedRoom(record, request.amend);
  const nights = stayNights(request.arrivalDate, request.numberOfNights);
  const reason = whyNot(deps, record, room, now);
  const taken = new Map<string, number[]>();
  if (!reason)
    for (const type of deps.hotel.RoomTypes)
      taken.set(type.PMSCode, await takenByNight(deps.db, type.PMSCode, nights, room.id));
  return {
    ConfirmationNumber: record.reservation.confirmationNumber,
    Leg: room.leg,
    Current: {
      RoomCode: room.roomCode,
      RateCode: room.rateCode,
      ArrivalDate: room.arrivalDate,
      DepartureDate: room.departureDate,
      Total: room.totalPence,
    },
    DepartureDate: addDays(request.arrivalDate, request.numberOfNights),
    CannotAmendReason: reason,
    Rooms: reason
      ? []
      : roomOptions(
          deps.hotel,
          { numberOfNights: request.numberOfNights, guests: guestsOf(request) },
          (code) => taken.get(code) ?? [],
          sameKindOfRate(room, deps.hotel),
        ),
  };
}

/** The dates, guests, room type and rate a request asks for, checked against the hotel (400 naming the field). */
export function checkedRoomChoice(
  { hotel }: Pick<StaysDeps, 'hotel'>,
  request: Pick<StayAmendRequest, 'arrivalDate' | 'occupancy' | 'roomCode' | 'rateCode'>,
  now: Date,
) {
  checkDates({ hotel }, request, now);
  const guests = guestsOf(request);
  const roomType = hotel.RoomTypes.find((t) => t.PMSCode === request.roomCode);
  if (!roomType) throw badRequest('body.roomCode', 'is not a room type of the hotel');
  const rate = hotel.RateTypes.find((r) => r.PMSCode === request.rateCode);
  if (!rate) throw badRequest('body.rateCode', 'is not a rate of the hotel');
  if (!roomFits(roomType, guests))
    throw badRequest('body.occupancy', `the ${roomType.DisplayName} does not sleep these guests`);
  return { guests, roomType, rate };
}

/**
 * POST api/stay/amend/: the room takes the new dates, guests, type and rate at the
 * hotel's price. 409 with the reason when the room may not be amended, the room type
 * has no room free on a night, or a package of the room falls outside the new stay.
 */
export async function amendStayRoom(
  deps: Pick<StaysDeps, 'db' | 'hotel' | 'catalogue' | 'mail'>,
  memberId: string,
  request: StayAmendRequest,
  now = new Date(),
): Promise<StayBookingResponse> {
  const { hotel } = deps;
  const { guests, roomType, rate } = checkedRoomChoice(deps, request, now);
  await deps.db.transaction(async (tx) => {
    const record = await requireMemberStay(tx, memberId, request.confirmationNumber, true);
    const room = amendedRoom(record, request.amend);
    await openStayLedger(tx, hotel, record);
    const reason = whyNot(deps, record, room, now);
    if (reason) throw conflict(reason);
    if (!sameKindOfRate(room, hotel)(rate))
      throw conflict(
        rateOf(hotel, room.rateCode).RequiresDeposit
          ? 'An advance purchase room keeps an advance purchase rate: its deposit has been taken.'
          : 'A flexible room keeps a flexible rate: an advance purchase rate needs a new booking with its deposit.',
      );
    const departureDate = addDays(request.arrivalDate, request.numberOfNights);
    const outside = record.packages.find(
      (p) => p.roomId === room.id && (p.startDate < request.arrivalDate || p.endDate > departureDate),
    );
    if (outside) {
      const name = hotel.AddOns.find((a) => a.PMSCode === outside.code)?.DisplayName ?? outside.code;
      throw conflict(`${name} is booked outside the new dates: remove it first, then amend the room.`);
    }
    const nights = stayNights(request.arrivalDate, request.numberOfNights);
    // One room type at a time: an amend or booking counts its rooms only after the one before it wrote.
    await lockResources(tx, [`stay-room-type:${roomType.PMSCode}`]);
    const taken = await takenByNight(tx, roomType.PMSCode, nights, room.id);
    const option = roomOptions(
      { ...hotel, RoomTypes: [roomType], RateTypes: [rate] },
      { numberOfNights: request.numberOfNights, guests },
      () => taken,
    )[0];
    const price = option?.Rates[0];
    if (!option || !price)
      throw conflict(
        `Sorry, the ${roomType.DisplayName} is not available on ${rate.DisplayName} for every night from ${request.arrivalDate}. Please choose another room or dates.`,
      );
    await amendRoom(tx, room.id, {
      arrivalDate: request.arrivalDate,
      departureDate,
      adults: guests.adults,
      children: guests.children,
      dogs: guests.dogs,
      roomCode: roomType.PMSCode,
      rateCode: rate.PMSCode,
      totalPence: price.Total,
      nonAdultTotalPence: price.NonAdultTotal,
      dogsTotalPence: price.DogsTotal,
    });
    await touchReservation(tx, record.reservation.id);
    await recordStayChange(deps, tx, await requireMemberStay(tx, memberId, request.confirmationNumber), {
      category: 'amendment',
      description: `Room ${room.leg} amended: ${roomType.DisplayName}, ${rate.DisplayName}, ${formatAccountDate(request.arrivalDate)} to ${formatAccountDate(departureDate)}`,
    });
  });
  deliverSoon(deps);
  return memberStay(deps, memberId, request.confirmationNumber, now);
}
