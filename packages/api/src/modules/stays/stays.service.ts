import {
  amendDeadline,
  buildResortDay,
  calendarDay,
  canCancelAllRooms,
  cancellationDeadline,
  cancellationPolicyText,
  daysBetween,
  formatAccountDate,
  formatOffsetDateTime,
  formatPrice,
  isPackageAllowed,
  isStayCancelled,
  packageAmount,
  rateTypeText,
  toEpochMinute,
  whyRoomCannotBeAmended,
  whyRoomCannotBeCancelled,
  type Hotel,
  type StayBookingResponse,
  type StayReservationSummary,
  type StayRoom,
  type Catalogue,
} from '@spa/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { type BookingNow } from '../../lib/booking-clock';
import {
  deliverSoon,
  mailInTransaction,
  sendStayCancellation,
  sendStayConfirmation,
  type Mailer,
} from '../mail';
import { provenEmailOfMember } from '../identity';
import {
  openStayLedger,
  packagesTotal,
  recordStayChange,
  roomTotal,
  spaOnBill,
  stayAccount,
  stayOwedPence,
} from './stay-ledger';
import { settleOwed } from '../ledger';
import { packageOffer } from './stay-offers';
import { rateOf } from './stay-rates';
import { releaseStaySpa } from './stay-spa-claims';
import {
  cancelRooms,
  deleteRoomPackage,
  findMemberStay,
  findMemberStays,
  touchReservation,
  upsertRoomPackage,
  type StayRecord,
} from './stays.repository';
import type { StayRoomRow } from './stays.tables';

/** What the stay services use (built once at start-up, see app-deps.ts). */
export interface StaysDeps {
  db: Executor;
  hotel: Hotel;
  /** The resort's catalogue: a stay's spa add-ons are booked on the spa's diary. */
  catalogue: Catalogue;
  bookingNow: BookingNow;
  mail: Mailer;
  log: FastifyBaseLogger;
}

const NOT_FOUND = 'No stay with this confirmation number was found in your account.';

/** Each room's deadlines and state, for the domain's rules. */
function roomState(hotel: Hotel, room: StayRoomRow) {
  const rate = rateOf(hotel, room.rateCode);
  return {
    isCancelled: room.cancelledAt !== null,
    cancellationDeadline: cancellationDeadline(rate, room.arrivalDate, hotel.TimeZone),
    amendDeadline: amendDeadline(rate, room.arrivalDate, hotel.TimeZone),
  };
}

const at = (hotel: Hotel, instant: Date) =>
  formatOffsetDateTime(
    buildResortDay(calendarDay(instant, hotel.TimeZone), hotel.TimeZone),
    toEpochMinute(instant),
  );

function arrivalOf(record: StayRecord) {
  return record.rooms.map((r) => r.arrivalDate).sort()[0] ?? '';
}
function departureOf(record: StayRecord) {
  return (
    record.rooms
      .map((r) => r.departureDate)
      .sort()
      .at(-1) ?? ''
  );
}

function summaryOf(hotel: Hotel, record: StayRecord, today: string): StayReservationSummary {
  const { reservation, rooms } = record;
  const live = rooms.filter((r) => r.cancelledAt === null);
  const counted = live.length > 0 ? live : rooms;
  const sum = (f: (r: StayRoomRow) => number) => counted.reduce((n, r) => n + f(r), 0);
  const arrival = arrivalOf(record);
  return {
    ConfirmationNumber: reservation.confirmationNumber,
    IsCancelled: isStayCancelled(rooms.map((r) => ({ isCancelled: r.cancelledAt !== null }))),
    DaysToStay: daysBetween(today, arrival),
    ArrivalDate: arrival,
    DepartureDate: departureOf(record),
    // The rooms still booked: a two-room stay with one cancelled is one room (all, once all are).
    RoomCount: counted.length,
    TotalGuests: {
      Adults: sum((r) => r.adults),
      Children: sum((r) => r.children),
      Infants: sum((r) => r.infants),
    },
    RoomStays: rooms.map((r) => ({ InternalIdentifier: r.id, Leg: r.leg, RoomCode: r.roomCode })),
    HasSpa: record.packages.some((p) => (p.spaItems?.length ?? 0) > 0),
    Total: sum((r) => roomTotal(record, r)),
    Deposit: sum((r) => (rateOf(hotel, r.rateCode).RequiresDeposit ? roomTotal(record, r) : 0)),
  };
}

function roomOf(hotel: Hotel, record: StayRecord, room: StayRoomRow, now: Date): StayRoom {
  const rate = rateOf(hotel, room.rateCode);
  const state = roomState(hotel, room);
  const { hasVoucher, cardLastDigits, confirmationNumber } = record.reservation;
  return {
    InternalIdentifier: room.id,
    ConfirmationNumber: confirmationNumber,
    Leg: room.leg,
    GuestQuota: { Adults: room.adults, Children: room.children, Infants: room.infants, Dogs: room.dogs },
    RoomCode: room.roomCode,
    RateCode: room.rateCode,
    GuestNames: [room.leadGuest, ...room.accompanyingGuests],
    LeadGuest: { FirstName: room.leadGuest },
    AccompanyingGuests: room.accompanyingGuests.map((FirstName) => ({ FirstName })),
    IsCancelled: state.isCancelled,
    CancellationDateTime: at(hotel, state.cancellationDeadline),
    AmendDateTime: at(hotel, state.amendDeadline),
    RequiresDeposit: rate.RequiresDeposit,
    PaymentCard: cardLastDigits,
    Total: roomTotal(record, room),
    PackagesTotal: packagesTotal(record, room.id),
    NonAdultTotal: room.nonAdultTotalPence,
    DogsTotal: room.dogsTotalPence,
    Packages: record.packages
      .filter((p) => p.roomId === room.id)
      .map((p) => ({ Code: p.code, Quantity: p.quantity })),
    SpaReservation: {
      Items: record.packages.filter((p) => p.roomId === room.id).flatMap((p) => p.spaItems ?? []),
    },
    CancellationPolicy: cancellationPolicyText(rate, state.cancellationDeadline, hotel.TimeZone),
    TaxInformation: hotel.TaxInformation,
    RateText: rateTypeText(rate, cardLastDigits),
    DateRange: { StartDate: room.arrivalDate, EndDate: room.departureDate },
    CannotCancelReason: whyRoomCannotBeCancelled(state, hasVoucher, now),
    CannotAmendReason: whyRoomCannotBeAmended(state, hasVoucher, now),
  };
}

function bookingOf(
  { hotel, catalogue }: Pick<StaysDeps, 'hotel' | 'catalogue'>,
  record: StayRecord,
  now: Date,
): Omit<StayBookingResponse, 'SpaOnBill'> {
  const today = calendarDay(now, hotel.TimeZone);
  const summary = summaryOf(hotel, record, today);
  const rateCodes = record.rooms.map((r) => r.rateCode);
  const arrivalInstant = buildResortDay(summary.ArrivalDate, hotel.TimeZone).start;
  return {
    ConfirmationNumber: summary.ConfirmationNumber,
    hasVoucher: record.reservation.hasVoucher,
    IsCancelled: summary.IsCancelled,
    IsFutureBooking: toEpochMinute(now) < arrivalInstant,
    CanCancelAll: canCancelAllRooms(
      record.rooms.map((r) => roomState(hotel, r)),
      record.reservation.hasVoucher,
      now,
    ),
    DaysToStay: summary.DaysToStay,
    ArrivalDate: summary.ArrivalDate,
    DepartureDate: summary.DepartureDate,
    Rooms: record.rooms.map((room) => roomOf(hotel, record, room, now)),
    // Offered only when one of the booking's rates allows it and the hotel describes it (§4).
    Packages: hotel.AddOns.filter((a) => isPackageAllowed(a.PMSCode, rateCodes, hotel.RateTypes)).map((a) =>
      packageOffer(catalogue, a),
    ),
  };
}

/** The member's proven e-mail (or null: only stays booked signed in are theirs); 404 for a deleted account. */
export async function memberEmailOrThrow(db: Executor, memberId: string): Promise<string | null> {
  const email = await provenEmailOfMember(db, memberId);
  if (email === undefined) throw notFound(NOT_FOUND);
  return email;
}

export async function requireMemberStay(
  db: Executor,
  memberId: string,
  confirmation: string,
  forUpdate = false,
) {
  const record = await findMemberStay(
    db,
    memberId,
    await memberEmailOrThrow(db, memberId),
    confirmation,
    forUpdate,
  );
  if (!record) throw notFound(NOT_FOUND);
  return record;
}

/** GET api/stay/user-bookings. */
export async function memberStays(
  deps: Pick<StaysDeps, 'db' | 'hotel'>,
  memberId: string,
  now = new Date(),
): Promise<StayReservationSummary[]> {
  const records = await findMemberStays(deps.db, memberId, await memberEmailOrThrow(deps.db, memberId));
  const today = calendarDay(now, deps.hotel.TimeZone);
  return records
    .filter((r) => r.rooms.length > 0)
    .map((r) => summaryOf(deps.hotel, r, today))
    .sort((a, b) => b.ArrivalDate.localeCompare(a.ArrivalDate));
}

/** GET api/stay/retrieve/{confirmation}. */
export async function memberStay(
  deps: Pick<StaysDeps, 'db' | 'hotel' | 'catalogue'>,
  memberId: string,
  confirmation: string,
  now = new Date(),
): Promise<StayBookingResponse> {
  const record = await requireMemberStay(deps.db, memberId, confirmation);
  return { ...bookingOf(deps, record, now), SpaOnBill: await spaOnBill(deps.db, record) };
}

/**
 * POST api/stay/cancel/: the rooms of the given legs, or every room (cancel-all).
 * One transaction with the reservation locked: of two tabs cancelling the same
 * room, the second finds it cancelled and is told so (409), and nothing is
 * cancelled twice. Every room asked for must be cancellable, or none is.
 */
export async function cancelStay(
  deps: Pick<StaysDeps, 'db' | 'hotel' | 'catalogue' | 'mail'>,
  memberId: string,
  request: { confirmationNumber: string; legs?: number[] | undefined },
  now = new Date(),
): Promise<StayBookingResponse> {
  const { hotel } = deps;
  await deps.db.transaction(async (tx) => {
    const record = await requireMemberStay(tx, memberId, request.confirmationNumber, true);
    await openStayLedger(tx, hotel, record);
    const { hasVoucher } = record.reservation;
    let rooms: StayRoomRow[];
    if (request.legs && request.legs.length > 0) {
      rooms = [];
      for (const [i, leg] of request.legs.entries()) {
        const room = record.rooms.find((r) => r.leg === leg);
        if (!room) throw badRequest(`body.legs.${i}`, `this booking has no room ${leg}`);
        rooms.push(room);
      }
    } else {
      if (
        !canCancelAllRooms(
          record.rooms.map((r) => roomState(hotel, r)),
          hasVoucher,
          now,
        )
      )
        throw conflict(
          record.rooms.length < 2
            ? 'Cancel all is for a booking of more than one room: cancel the room instead.'
            : 'Not every room of this booking can be cancelled online: please cancel rooms one by one or contact the hotel.',
        );
      rooms = record.rooms;
    }
    for (const room of rooms) {
      const why = whyRoomCannotBeCancelled(roomState(hotel, room), hasVoucher, now);
      if (why) throw conflict(`Room ${room.leg}: ${why}`);
    }
    await cancelRooms(
      tx,
      rooms.map((r) => r.id),
    );
    // The rooms' spa add-ons leave the spa's diary with them.
    await releaseStaySpa(
      tx,
      record.packages.filter((p) => rooms.some((r) => r.id === p.roomId)).map((p) => p.spaSessionId),
    );
    await touchReservation(tx, record.reservation.id);
    await settleOwed(
      tx,
      stayAccount(record),
      stayOwedPence(hotel, await requireMemberStay(tx, memberId, request.confirmationNumber)),
      {
        key: `stay:${record.reservation.id}:cancel:${rooms.map((r) => r.leg).join('-')}`,
        category: 'booking',
        description: `Cancelled: ${rooms.map((r) => `room ${r.leg}`).join(', ')}`,
      },
    );
    await sendStayCancellation(mailInTransaction(deps, tx), record.reservation.leadEmail, {
      hotelName: hotel.Name,
      confirmationNumber: record.reservation.confirmationNumber,
      cancelled: rooms.map(
        (r) =>
          `Room ${r.leg}: ${hotel.RoomTypes.find((t) => t.PMSCode === r.roomCode)?.DisplayName ?? r.roomCode}, ${formatAccountDate(r.arrivalDate)} to ${formatAccountDate(r.departureDate)}`,
      ),
      roomsRemain: record.rooms.some((r) => r.cancelledAt === null && !rooms.includes(r)),
      refund: rooms.some((r) => rateOf(hotel, r.rateCode).RequiresDeposit)
        ? 'The deposit of an advance purchase room is not refunded. Nothing more will be charged.'
        : 'Nothing will be charged to your card.',
    });
  });
  deliverSoon(deps);
  return memberStay(deps, memberId, request.confirmationNumber, now);
}

/** POST api/stay/send-email/: a copy of the member's own stay, to the address they give. */
export async function sendStayEmail(
  deps: Pick<StaysDeps, 'db' | 'hotel' | 'catalogue' | 'mail'>,
  memberId: string,
  confirmation: string,
  emailAddress: string,
) {
  const { hotel } = deps;
  const record = await requireMemberStay(deps.db, memberId, confirmation);
  const booking = bookingOf(deps, record, new Date());
  await sendStayConfirmation(deps, emailAddress, {
    hotelName: hotel.Name,
    confirmationNumber: booking.ConfirmationNumber,
    arrival: formatAccountDate(booking.ArrivalDate),
    departure: formatAccountDate(booking.DepartureDate),
    rooms: booking.Rooms.map((room) => ({
      label: `Room ${room.Leg}: ${hotel.RoomTypes.find((t) => t.PMSCode === room.RoomCode)?.DisplayName ?? room.RoomCode}`,
      detail: `${rateOf(hotel, room.RateCode).DisplayName}, ${room.GuestNames.join(', ')}${room.IsCancelled ? ' (cancelled)' : ''}`,
    })),
    total: formatPrice(booking.Rooms.filter((r) => !r.IsCancelled).reduce((n, r) => n + r.Total, 0)),
    policies: booking.Rooms.filter((r) => !r.IsCancelled).map(
      (r) => `Room ${r.Leg}: ${r.CancellationPolicy}`,
    ),
  });
  return { ok: true as const };
}

export interface PackageChange {
  internalIdentifier: string;
  confirmationNumber: string;
  leg: number;
  productCode: string;
}

export interface PackageAddition extends PackageChange {
  quantity: number;
  startDate: string;
  endDate: string;
}

/** The member's room of the request, live and not yet departed, locked in the transaction. */
export async function roomForChange(
  tx: Executor,
  hotel: Hotel,
  memberId: string,
  change: PackageChange,
  now: Date,
) {
  const record = await requireMemberStay(tx, memberId, change.confirmationNumber, true);
  const room = record.rooms.find((r) => r.id === change.internalIdentifier && r.leg === change.leg);
  if (!room) throw notFound('This booking has no such room.');
  if (room.cancelledAt) throw conflict('This room is cancelled.');
  if (calendarDay(now, hotel.TimeZone) >= room.departureDate) throw conflict('This stay has ended.');
  return { record, room };
}

/**
 * POST api/stay/add-package/ (and the dining one, with its table times): a
 * package one of the booking's rates allows, on dates within the room's stay,
 * priced by the server.
 */
export async function addStayPackage(
  deps: Pick<StaysDeps, 'db' | 'hotel' | 'catalogue' | 'mail'>,
  memberId: string,
  addition: PackageAddition & { items?: { timeSLot: string; restaurant: string }[] },
  now = new Date(),
): Promise<StayBookingResponse> {
  const { hotel } = deps;
  await deps.db.transaction(async (tx) => {
    const { record, room } = await roomForChange(tx, hotel, memberId, addition, now);
    await openStayLedger(tx, hotel, record);
    const addOn = hotel.AddOns.find((a) => a.PMSCode === addition.productCode);
    const rateCodes = record.rooms.map((r) => r.rateCode);
    if (!addOn || !isPackageAllowed(addOn.PMSCode, rateCodes, hotel.RateTypes))
      throw badRequest('body.productCode', 'this package is not offered with the rates of this booking');
    if (addOn.Spa)
      throw badRequest('body.productCode', 'a spa add-on is booked with its times (add-spa-…-package)');
    if (addition.startDate < room.arrivalDate || addition.endDate > room.departureDate)
      throw badRequest('body.startDate', 'the package must fall within the stay');
    if (addition.startDate > addition.endDate)
      throw badRequest('body.endDate', 'must not be before startDate');
    const dining = addition.items?.map((item, i) => {
      if (addOn.RestaurantId === undefined)
        throw badRequest('body.productCode', 'this is not a dining package');
      if (item.restaurant !== addOn.RestaurantId)
        throw badRequest(`body.items.${i}.restaurant`, 'is not the restaurant of this package');
      const day = calendarDay(item.timeSLot, hotel.TimeZone);
      if (day < room.arrivalDate || day >= room.departureDate)
        throw badRequest(`body.items.${i}.timeSLot`, 'must be an evening of the stay');
      return { timeSlot: item.timeSLot, restaurant: item.restaurant };
    });
    if (addOn.RestaurantId !== undefined && !dining)
      throw badRequest(
        'body.productCode',
        'a dining package is added with its table times (add-dining-package)',
      );
    await upsertRoomPackage(tx, {
      roomId: room.id,
      code: addOn.PMSCode,
      quantity: addition.quantity,
      startDate: addition.startDate,
      endDate: addition.endDate,
      amountPence: packageAmount(addOn, room, addition.quantity),
      dining: dining ?? null,
    });
    await touchReservation(tx, record.reservation.id);
    await recordStayChange(deps, tx, await requireMemberStay(tx, memberId, addition.confirmationNumber), {
      category: 'add-on',
      description: `${addOn.DisplayName} ×${addition.quantity}, room ${room.leg}`,
    });
  });
  deliverSoon(deps);
  return memberStay(deps, memberId, addition.confirmationNumber, now);
}

/** POST api/stay/remove-package/. */
export async function removeStayPackage(
  deps: Pick<StaysDeps, 'db' | 'hotel' | 'catalogue' | 'mail'>,
  memberId: string,
  change: PackageChange,
  now = new Date(),
): Promise<StayBookingResponse> {
  await deps.db.transaction(async (tx) => {
    const { record, room } = await roomForChange(tx, deps.hotel, memberId, change, now);
    await openStayLedger(tx, deps.hotel, record);
    const removed = await deleteRoomPackage(tx, room.id, change.productCode);
    if (!removed) throw notFound('This room has no such package.');
    await releaseStaySpa(tx, [removed.spaSessionId]);
    await touchReservation(tx, record.reservation.id);
    const name = deps.hotel.AddOns.find((a) => a.PMSCode === change.productCode)?.DisplayName;
    await recordStayChange(deps, tx, await requireMemberStay(tx, memberId, change.confirmationNumber), {
      category: 'add-on',
      description: `${name ?? change.productCode} removed, room ${room.leg}`,
    });
  });
  deliverSoon(deps);
  return memberStay(deps, memberId, change.confirmationNumber, now);
}

/** GET /umbraco/api/stay/getConfiguration. */
export function stayConfiguration({ hotel }: Pick<StaysDeps, 'hotel'>) {
  return {
    RoomTypes: hotel.RoomTypes,
    RateTypes: hotel.RateTypes,
    AddOns: hotel.AddOns,
    BookingDefaults: hotel.BookingDefaults,
    PhoneNumber: hotel.PhoneNumber,
    HotelName: hotel.Name,
    Address: hotel.Address,
    TimeZone: hotel.TimeZone,
  };
}
