import { describe, expect, it } from 'vitest';
import { priceRoomStay, roomFits, roomOptions, roomsLeft, stayNights } from './room-inventory';
import type { Hotel, RateType, RoomType } from './hotel.schema';

const classic: RoomType = {
  PMSCode: 'CLASSIC',
  DisplayName: 'Classic',
  Description: '',
  Images: [],
  Inventory: 2,
  MaxAdults: 2,
  MaxGuests: 3,
  AllowsDogs: false,
};
const cottage: RoomType = {
  PMSCode: 'COTTAGE',
  DisplayName: 'Cottage',
  Description: '',
  Images: [],
  Inventory: 1,
  MaxAdults: 4,
  MaxGuests: 4,
  AllowsDogs: true,
};
const flex: RateType = {
  PMSCode: 'FLEX',
  DisplayName: 'Flexible',
  RequiresDeposit: false,
  AllowedAddOnPackages: [],
  NightlyPrices: { CLASSIC: 19500, COTTAGE: 32000 },
};
const advance: RateType = {
  PMSCode: 'ADV',
  DisplayName: 'Advance',
  RequiresDeposit: true,
  AllowedAddOnPackages: [],
  NightlyPrices: { CLASSIC: 16500 },
};
const hotel: Pick<Hotel, 'Charges' | 'RoomTypes' | 'RateTypes'> = {
  Charges: { ExtraAdultPerNight: 4000, ChildPerNight: 2500, DogPerNight: 1500 },
  RoomTypes: [classic, cottage],
  RateTypes: [flex, advance],
};

describe('stayNights', () => {
  it('lists the nights from arrival, not the departure day', () => {
    expect(stayNights('2026-03-28', 3)).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
  });
});

describe('roomFits', () => {
  it('refuses dogs in a room that does not take them, and too many adults', () => {
    expect(roomFits(classic, { adults: 2, children: 1, dogs: 0 })).toBe(true);
    expect(roomFits(classic, { adults: 2, children: 0, dogs: 1 })).toBe(false);
    expect(roomFits(classic, { adults: 3, children: 0, dogs: 0 })).toBe(false);
    expect(roomFits(classic, { adults: 2, children: 2, dogs: 0 })).toBe(false);
  });
});

describe('priceRoomStay', () => {
  it('adds each adult after two, children and dogs by the night', () => {
    expect(priceRoomStay(hotel, flex, 'COTTAGE', 2, { adults: 3, children: 1, dogs: 1 })).toEqual({
      Total: (32000 + 4000 + 2500 + 1500) * 2,
      NonAdultTotal: 5000,
      DogsTotal: 3000,
    });
  });
  it('is null for a room type the rate does not sell', () => {
    expect(priceRoomStay(hotel, advance, 'COTTAGE', 1, { adults: 2, children: 0, dogs: 0 })).toBeNull();
  });
});

describe('roomsLeft', () => {
  it('is the inventory less the busiest night', () => {
    expect(roomsLeft({ Inventory: 4 }, [1, 3, 2])).toBe(1);
    expect(roomsLeft({ Inventory: 2 }, [3])).toBe(0);
    expect(roomsLeft({ Inventory: 2 }, [])).toBe(2);
  });
});

describe('roomOptions', () => {
  it('offers only types that sleep the guests and have a room every night, rates cheapest first', () => {
    const options = roomOptions(
      hotel,
      { numberOfNights: 2, guests: { adults: 2, children: 0, dogs: 0 } },
      (code) => (code === 'COTTAGE' ? [0, 1] : [1, 1]),
    );
    expect(options.map((o) => o.RoomCode)).toEqual(['CLASSIC']);
    expect(options[0]?.Rates.map((r) => [r.RateCode, r.Total])).toEqual([
      ['ADV', 33000],
      ['FLEX', 39000],
    ]);
    expect(options[0]?.RoomsLeft).toBe(1);
  });
  it('keeps only the rates the caller allows', () => {
    const options = roomOptions(
      hotel,
      { numberOfNights: 1, guests: { adults: 2, children: 0, dogs: 0 } },
      () => [],
      (rate) => !rate.RequiresDeposit,
    );
    expect(options.flatMap((o) => o.Rates.map((r) => r.RateCode))).toEqual(['FLEX', 'FLEX']);
  });
});
