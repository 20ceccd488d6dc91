import { addDays } from '../format/dates';
import type { Hotel, RateType, RoomType } from './hotel.schema';

/**
 * Rooms and rates for new dates and guests (account-area §2 'Amend', decision 152):
 * pure, given the hotel file and how many rooms of each type are already taken each
 * night. A room type is available when, on every night asked, fewer of its rooms
 * are taken than the hotel has (`Inventory`); rooms are counted by type, never
 * numbered, as the property system allocates the actual room on arrival.
 */

export interface Occupancy {
  adults: number;
  children: number;
  dogs: number;
}

/** The nights of a stay: arrival, the day after … (not the departure day). */
export function stayNights(arrivalDate: string, numberOfNights: number): string[] {
  return Array.from({ length: numberOfNights }, (_, i) => addDays(arrivalDate, i));
}

/** Does the room type sleep these guests (and take dogs when there are any)? */
export function roomFits(room: Pick<RoomType, 'MaxAdults' | 'MaxGuests' | 'AllowsDogs'>, guests: Occupancy) {
  return (
    guests.adults <= room.MaxAdults &&
    guests.adults + guests.children <= room.MaxGuests &&
    (guests.dogs === 0 || room.AllowsDogs)
  );
}

/**
 * What a room costs on a rate, pence: its nightly price (up to two adults), each adult
 * after two, each child and each dog a night (the hotel's `Charges`). Null when the
 * rate does not sell the room type.
 *
 * @example priceRoomStay(hotel, flex, 'CLASSIC', 2, { adults: 2, children: 1, dogs: 0 }) // { Total: 44000, NonAdultTotal: 5000, DogsTotal: 0 }
 */
export function priceRoomStay(
  hotel: Pick<Hotel, 'Charges'>,
  rate: Pick<RateType, 'NightlyPrices'>,
  roomCode: string,
  nights: number,
  guests: Occupancy,
): { Total: number; NonAdultTotal: number; DogsTotal: number } | null {
  const nightly = rate.NightlyPrices[roomCode];
  if (nightly === undefined) return null;
  const { ExtraAdultPerNight, ChildPerNight, DogPerNight } = hotel.Charges;
  const NonAdultTotal = guests.children * ChildPerNight * nights;
  const DogsTotal = guests.dogs * DogPerNight * nights;
  const adults = (nightly + Math.max(0, guests.adults - 2) * ExtraAdultPerNight) * nights;
  return { Total: adults + NonAdultTotal + DogsTotal, NonAdultTotal, DogsTotal };
}

/**
 * Rooms of a type still free on every one of the nights: its inventory less the most
 * taken on any night (never below zero).
 *
 * @example roomsLeft({ Inventory: 4 }, [1, 3, 2]) // 1
 */
export function roomsLeft(room: Pick<RoomType, 'Inventory'>, takenPerNight: readonly number[]): number {
  return Math.max(0, room.Inventory - Math.max(0, ...takenPerNight));
}

export interface RoomOption {
  RoomCode: string;
  DisplayName: string;
  Description: string;
  RoomsLeft: number;
  Rates: {
    RateCode: string;
    DisplayName: string;
    RequiresDeposit: boolean;
    Total: number;
    NonAdultTotal: number;
    DogsTotal: number;
  }[];
}

/**
 * The room types that sleep the guests and have a room free every night, each with
 * its rates priced for the stay (only rates `rateAllowed` accepts), cheapest first.
 */
export function roomOptions(
  hotel: Pick<Hotel, 'RoomTypes' | 'RateTypes' | 'Charges'>,
  request: { numberOfNights: number; guests: Occupancy },
  takenPerNight: (roomCode: string) => readonly number[],
  rateAllowed: (rate: RateType) => boolean = () => true,
): RoomOption[] {
  return hotel.RoomTypes.filter((room) => roomFits(room, request.guests))
    .map((room) => ({
      RoomCode: room.PMSCode,
      DisplayName: room.DisplayName,
      Description: room.Description,
      RoomsLeft: roomsLeft(room, takenPerNight(room.PMSCode)),
      Rates: hotel.RateTypes.filter(rateAllowed).flatMap((rate) => {
        const price = priceRoomStay(hotel, rate, room.PMSCode, request.numberOfNights, request.guests);
        return price
          ? [
              {
                RateCode: rate.PMSCode,
                DisplayName: rate.DisplayName,
                RequiresDeposit: rate.RequiresDeposit,
                ...price,
              },
            ]
          : [];
      }),
    }))
    .filter((option) => option.RoomsLeft > 0 && option.Rates.length > 0)
    .map((option) => ({ ...option, Rates: option.Rates.sort((a, b) => a.Total - b.Total) }));
}
