import { buildResortDay, fromEpochMinute, localTimeToMinute } from '../engine/resort-day';
import { calendarDay, formatAccountDate, formatTime } from '../format/dates';
import type { RateType } from './hotel.schema';

/**
 * The rules of a stay in the account area (account-area §4, §9), pure: the clock
 * (`now`) and the hotel's zone are parameters. A deadline is an instant; an action
 * is allowed while `now` is strictly before it.
 */

/** Flexible rates: cancel until 15:00 the day before arrival. */
export const FLEXIBLE_CANCELLATION_TIME = '15:00';
/** Advance purchase: changes until 14 days before arrival. */
export const ADVANCE_PURCHASE_CUTOFF_DAYS = 14;

/** The calendar date `days` before `date` ('YYYY-MM-DD'). */
export function daysBefore(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

/** The instant of a local time on a date in the zone. */
function localInstant(date: string, time: string, timeZone: string): Date {
  return fromEpochMinute(localTimeToMinute(buildResortDay(date, timeZone), time));
}

/** A flexible rate's last moment for each online change: a local time, so many days before arrival. */
const FLEXIBLE_DEADLINES = {
  cancel: { daysBeforeArrival: 1, time: FLEXIBLE_CANCELLATION_TIME },
  amend: { daysBeforeArrival: 0, time: '00:00' },
} as const;

/** What of a rate decides its deadlines: whether it takes a (non-refundable) deposit. */
type DepositTerms = Pick<RateType, 'RequiresDeposit'>;

/**
 * Until when a change may be made online to a room on this rate: an advance purchase's
 * every change until the start of the day 14 days before arrival; a flexible rate's
 * as `FLEXIBLE_DEADLINES` says.
 */
function changeDeadline(
  change: keyof typeof FLEXIBLE_DEADLINES,
  rate: DepositTerms,
  arrivalDate: string,
  timeZone: string,
): Date {
  const { daysBeforeArrival, time } = rate.RequiresDeposit
    ? { daysBeforeArrival: ADVANCE_PURCHASE_CUTOFF_DAYS, time: '00:00' }
    : FLEXIBLE_DEADLINES[change];
  return localInstant(daysBefore(arrivalDate, daysBeforeArrival), time, timeZone);
}

/**
 * Until when a room on this rate may be cancelled online: a flexible rate until
 * 15:00 the day before arrival; an advance purchase (its deposit is
 * non-refundable) until the start of the day 14 days before arrival.
 *
 * @example cancellationDeadline({ RequiresDeposit: false }, '2026-07-10', 'Europe/London') // 2026-07-09T14:00Z (15:00 BST)
 */
export function cancellationDeadline(rate: DepositTerms, arrivalDate: string, timeZone: string): Date {
  return changeDeadline('cancel', rate, arrivalDate, timeZone);
}

/**
 * Until when a room on this rate may be amended online: 14 days before arrival;
 * a flexible rate until the day before arrival (to its end).
 */
export function amendDeadline(rate: DepositTerms, arrivalDate: string, timeZone: string): Date {
  return changeDeadline('amend', rate, arrivalDate, timeZone);
}

export interface RoomState {
  isCancelled: boolean;
  cancellationDeadline: Date;
  amendDeadline: Date;
}

/** Why a room cannot be cancelled online, or null when it can (§4). */
export function whyRoomCannotBeCancelled(room: RoomState, hasVoucher: boolean, now: Date): string | null {
  if (room.isCancelled) return 'This booking is cancelled.';
  if (hasVoucher)
    return 'This room was paid with a voucher: it cannot be cancelled online, please contact the hotel.';
  if (now >= room.cancellationDeadline)
    return 'The cancellation deadline has passed: this room cannot be cancelled online, please contact the hotel.';
  return null;
}

/** Why a room cannot be amended online, or null when it can (§4). */
export function whyRoomCannotBeAmended(room: RoomState, hasVoucher: boolean, now: Date): string | null {
  if (room.isCancelled) return 'This booking is cancelled.';
  if (hasVoucher) return 'This room was paid with a voucher: it cannot be amended, please contact the hotel.';
  if (now >= room.amendDeadline) return 'The deadline for changes has passed: this room cannot be amended.';
  return null;
}

/** Cancel-all: more than one room, none cancelled, and every one may be cancelled (§4). */
export function canCancelAllRooms(rooms: readonly RoomState[], hasVoucher: boolean, now: Date): boolean {
  return rooms.length > 1 && rooms.every((room) => whyRoomCannotBeCancelled(room, hasVoucher, now) === null);
}

/** A booking counts as cancelled when all its rooms are (§4). */
export function isStayCancelled(rooms: readonly Pick<RoomState, 'isCancelled'>[]): boolean {
  return rooms.length > 0 && rooms.every((room) => room.isCancelled);
}

/** A package may be added when one of the booking's rate types allows it (§4). */
export function isPackageAllowed(
  code: string,
  rateCodes: readonly string[],
  rateTypes: readonly Pick<RateType, 'PMSCode' | 'AllowedAddOnPackages'>[],
): boolean {
  return rateTypes.some(
    (rate) => rateCodes.includes(rate.PMSCode) && rate.AllowedAddOnPackages.includes(code),
  );
}

/**
 * The rate text of a room (§4): an advance purchase takes a non-refundable
 * payment on the card ending in its last digits; a flexible rate is paid on
 * arrival, guaranteed by the lead booker's card.
 */
export function rateTypeText(rate: DepositTerms, cardLastDigits: string): string {
  return rate.RequiresDeposit
    ? `Advanced purchase: non-refundable. Changes can be made until the cut-off. Payment has been authorised on the card ending in ${cardLastDigits}.`
    : 'Flexible rate: pay on arrival. Your booking is guaranteed by the lead booker’s card. You can cancel until the cut-off time.';
}

/**
 * The room's cancellation policy as shown in its terms (formatted text, §2), in
 * the hotel's zone: when it may be cancelled and what is charged after that.
 */
export function cancellationPolicyText(rate: DepositTerms, deadline: Date, timeZone: string): string {
  const when = `${formatTime(deadline, timeZone)} on ${formatAccountDate(calendarDay(deadline, timeZone))}`;
  return rate.RequiresDeposit
    ? `Advanced purchase: the deposit is non-refundable. Changes and cancellations can be made online until ${when}; after that please contact the hotel.`
    : `Flexible rate: free cancellation until ${when}. After that the first night is charged.`;
}

/**
 * What a package costs on a room, pence, by its calculation mode (account-area §3):
 * per item (0), adult (1), child (2), person (3) or room (4), times the quantity.
 *
 * @example packageAmount({ Price: 4500, PriceCalculationMode: 3 }, { adults: 2, children: 1 }, 2) // 27000
 */
export function packageAmount(
  addOn: { Price: number; PriceCalculationMode: number },
  guests: { adults: number; children: number },
  quantity: number,
): number {
  const per =
    [1, guests.adults, guests.children, guests.adults + guests.children, 1][addOn.PriceCalculationMode] ?? 1;
  return addOn.Price * per * quantity;
}
