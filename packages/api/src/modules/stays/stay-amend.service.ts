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
  type StayAmendAllRequest,
  type StayAmendRequest,
  type StayAmendSearchRequest,
  type StayAmendSearchResponse,
  type StayBookingResponse,
} from '@spa/domain';
import { randomUUID } from 'node:crypto';
import type { Executor } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { lockResources } from '../holds';
import { amendRoom, roomsOfTypeBetween, touchReservation, type StayRecord } from './stays.repository';
import { deliverSoon } from '../mail';
import { mailStayReceipt, openStayLedger, settleStayChange, signedPrice } from './stay-ledger';
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

/** `takenByNight` for every room type of the hotel, by its code. */
export async function takenPerType(
  db: Executor,
  hotel: StaysDeps['hotel'],
  nights: string[],
  exceptRoomId: string | null,
) {
  const taken = new Map<string, number[]>();
  for (const type of hotel.RoomTypes)
    taken.set(type.PMSCode, await takenByNight(db, type.PMSCode, nights, exceptRoomId));
  return taken;
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
  const reason = whyNot(deps, record, room, now);
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
    Rooms: reason ? [] : await freeRoomsFor(deps.db, deps.hotel, room, request, guestsOf(request)),
  };
}

/** What a room could become for the dates and guests: room types with a room free every night, on its kind of rate. */
async function freeRoomsFor(
  db: Executor,
  hotel: StaysDeps['hotel'],
  room: StayRoomRow,
  dates: Pick<StayAmendSearchRequest, 'arrivalDate' | 'numberOfNights'>,
  guests: Occupancy,
) {
  const taken = await takenPerType(db, hotel, stayNights(dates.arrivalDate, dates.numberOfNights), room.id);
  return roomOptions(
    hotel,
    { numberOfNights: dates.numberOfNights, guests },
    (code) => taken.get(code) ?? [],
    sameKindOfRate(room, hotel),
  );
}

/** The dates, guests, room type and rate a request asks for, checked against the hotel (400 naming the field). */
export function checkedRoomChoice(
  { hotel }: Pick<StaysDeps, 'hotel'>,
  request: Pick<StayAmendRequest, 'arrivalDate' | 'occupancy' | 'roomCode' | 'rateCode'>,
  now: Date,
  at = 'body',
) {
  checkDates({ hotel }, request, now);
  const guests = guestsOf(request);
  const roomType = hotel.RoomTypes.find((t) => t.PMSCode === request.roomCode);
  if (!roomType) throw badRequest(`${at}.roomCode`, 'is not a room type of the hotel');
  const rate = hotel.RateTypes.find((r) => r.PMSCode === request.rateCode);
  if (!rate) throw badRequest(`${at}.rateCode`, 'is not a rate of the hotel');
  if (!roomFits(roomType, guests))
    throw badRequest(`${at}.occupancy`, `the ${roomType.DisplayName} does not sleep these guests`);
  return { guests, roomType, rate };
}

/**
 * POST api/stay/amend/: the room takes the new dates, guests, type and rate at the
 * hotel's price. 409 with the reason when the room may not be amended, the room type
 * has no room free on a night, or a package of the room falls outside the new stay.
 */
export function amendStayRoom(
  deps: Pick<StaysDeps, 'db' | 'hotel' | 'catalogue' | 'mail'>,
  memberId: string,
  request: StayAmendRequest,
  now = new Date(),
): Promise<StayBookingResponse> {
  const { confirmationNumber, arrivalDate, numberOfNights, ...room } = request;
  const amendment = {
    confirmationNumber,
    arrivalDate,
    numberOfNights,
    requestId: randomUUID(),
    rooms: [room],
  };
  return amendStayRooms(deps, memberId, amendment, now, () => 'body');
}

type RoomChange = StayAmendAllRequest['rooms'][number];
type CheckedChange = ReturnType<typeof checkedRoomChoice> & { change: RoomChange; room: StayRoomRow };

/**
 * POST api/stay/amend-all/ (and a single room's amend): every room takes the new dates and
 * its own guests, type and rate, in one transaction: all or nothing. Each room's difference
 * is its own ledger entry, keyed by the request id (a repeat writes nothing); one receipt.
 */
export async function amendStayRooms(
  deps: Pick<StaysDeps, 'db' | 'hotel' | 'catalogue' | 'mail'>,
  memberId: string,
  amendment: StayAmendAllRequest,
  now = new Date(),
  fieldOf = (index: number) => `body.rooms.${index}`,
): Promise<StayBookingResponse> {
  const { hotel } = deps;
  const choices = amendment.rooms.map((change, i) => ({
    change,
    ...checkedRoomChoice(deps, { ...amendment, ...change }, now, fieldOf(i)),
  }));
  await deps.db.transaction(async (tx) => {
    const record = await requireMemberStay(tx, memberId, amendment.confirmationNumber, true);
    await openStayLedger(tx, hotel, record);
    const checked = choices.map((c) => ({ ...c, room: amendedRoom(record, c.change.amend) }));
    for (const c of checked) checkRoomMayChange(deps, record, c, amendment, now);
    // One room type at a time, in one order: an amend or booking counts its rooms only after the one before it wrote.
    const types = [...new Set(checked.map((c) => c.roomType.PMSCode))].sort();
    await lockResources(
      tx,
      types.map((code) => `stay-room-type:${code}`),
    );
    const lines: string[] = [];
    let difference = 0;
    for (const c of checked) {
      const line = await replaceRoom(deps, tx, c, amendment);
      const after = await requireMemberStay(tx, memberId, amendment.confirmationNumber);
      const moved = await settleStayChange(hotel, tx, after, {
        category: 'amendment',
        description: line,
        key: `${amendment.requestId}:${c.room.id}`,
      });
      difference += moved;
      lines.push(moved === 0 ? line : `${line} (${signedPrice(moved)})`);
    }
    await touchReservation(tx, record.reservation.id);
    const after = await requireMemberStay(tx, memberId, amendment.confirmationNumber);
    if (difference !== 0) await mailStayReceipt(deps, tx, after, lines.join('\n'), difference);
  });
  deliverSoon(deps);
  return memberStay(deps, memberId, amendment.confirmationNumber, now);
}

/** 409 naming the room when it may not be amended, may not change its kind of rate, or has a package outside the new dates. */
function checkRoomMayChange(
  deps: Pick<StaysDeps, 'hotel'>,
  record: StayRecord,
  { room, rate }: CheckedChange,
  dates: Pick<StayAmendAllRequest, 'arrivalDate' | 'numberOfNights'>,
  now: Date,
) {
  const { hotel } = deps;
  const inRoom = (message: string) => conflict(`Room ${room.leg}: ${message}`, { Leg: room.leg });
  const reason = whyNot(deps, record, room, now);
  if (reason) throw inRoom(reason);
  if (!sameKindOfRate(room, hotel)(rate))
    throw inRoom(
      rateOf(hotel, room.rateCode).RequiresDeposit
        ? 'An advance purchase room keeps an advance purchase rate: its deposit has been taken.'
        : 'A flexible room keeps a flexible rate: an advance purchase rate needs a new booking with its deposit.',
    );
  const departureDate = addDays(dates.arrivalDate, dates.numberOfNights);
  const outside = record.packages.find(
    (p) => p.roomId === room.id && (p.startDate < dates.arrivalDate || p.endDate > departureDate),
  );
  if (outside) {
    const name = hotel.AddOns.find((a) => a.PMSCode === outside.code)?.DisplayName ?? outside.code;
    throw inRoom(`${name} is booked outside the new dates: remove it first, then amend the room.`);
  }
}

/**
 * The room re-counted under its type's lock, re-priced and replaced; what changed, in words.
 * 409 naming the room, with what is free for it instead, when its type is full on a night.
 */
async function replaceRoom(
  deps: Pick<StaysDeps, 'hotel'>,
  tx: Executor,
  { room, roomType, rate, guests }: CheckedChange,
  dates: Pick<StayAmendAllRequest, 'arrivalDate' | 'numberOfNights'>,
): Promise<string> {
  const { hotel } = deps;
  const nights = stayNights(dates.arrivalDate, dates.numberOfNights);
  const taken = await takenByNight(tx, roomType.PMSCode, nights, room.id);
  const option = roomOptions(
    { ...hotel, RoomTypes: [roomType], RateTypes: [rate] },
    { numberOfNights: dates.numberOfNights, guests },
    () => taken,
  )[0];
  const price = option?.Rates[0];
  if (!option || !price)
    throw conflict(
      `Room ${room.leg}: sorry, the ${roomType.DisplayName} is not available on ${rate.DisplayName} for every night from ${formatAccountDate(dates.arrivalDate)}. Please choose another room or dates.`,
      { Leg: room.leg, Alternatives: await freeRoomsFor(tx, hotel, room, dates, guests) },
    );
  const departureDate = addDays(dates.arrivalDate, dates.numberOfNights);
  await amendRoom(tx, room.id, {
    arrivalDate: dates.arrivalDate,
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
  return `Room ${room.leg} amended: ${roomType.DisplayName}, ${rate.DisplayName}, ${formatAccountDate(dates.arrivalDate)} to ${formatAccountDate(departureDate)}`;
}
