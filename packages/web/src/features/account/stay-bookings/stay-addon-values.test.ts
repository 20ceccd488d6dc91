import { describe, expect, it } from 'vitest';
import { daysOfStay, packageChange, spaGuestsOf } from './stay-addon-values';

const room = {
  DateRange: { StartDate: '2027-03-10', EndDate: '2027-03-13' },
  GuestQuota: { Adults: 2, Children: 3, Infants: 1, Dogs: 0 },
  GuestNames: ['Ada', 'Charles', ''],
};

describe('daysOfStay', () => {
  it('runs from arrival to departure for the spa, to the last night for dining', () => {
    expect(daysOfStay(room, '2027-01-01')).toEqual(['2027-03-10', '2027-03-11', '2027-03-12', '2027-03-13']);
    expect(daysOfStay(room, '2027-01-01', { nightsOnly: true })).toEqual([
      '2027-03-10',
      '2027-03-11',
      '2027-03-12',
    ]);
  });
  it('leaves out days before the first bookable one', () => {
    expect(daysOfStay(room, '2027-03-12')).toEqual(['2027-03-12', '2027-03-13']);
  });
});

describe('spaGuestsOf', () => {
  it('is the first four adults and children, named when the room has their names', () => {
    expect(spaGuestsOf(room)).toEqual([
      { index: 0, name: 'Ada' },
      { index: 1, name: 'Charles' },
      { index: 2, name: 'Guest 3' },
      { index: 3, name: 'Guest 4' },
    ]);
  });
});

describe('packageChange', () => {
  const fizz = { Code: 'FIZZ', Amount: 6_000, PriceCalculationMode: 0 as const };
  const perAdult = { Code: 'DINNER', Amount: 4_500, PriceCalculationMode: 1 as const };
  const room = { GuestQuota: { Adults: 2, Children: 1, Infants: 0, Dogs: 0 }, Packages: [] };

  it('prices what is added as the server does, by the item or by the guest', () => {
    expect(packageChange(fizz, room, 2)).toEqual({
      totalPence: 12_000,
      differencePence: 12_000,
      replacesQuantity: null,
    });
    expect(packageChange(perAdult, room, 1).totalPence).toBe(9_000);
  });

  it('adds only the difference when the room has the package already (it is replaced)', () => {
    const withOne = { ...room, Packages: [{ Code: 'FIZZ', Quantity: 1 }] };
    expect(packageChange(fizz, withOne, 3)).toEqual({
      totalPence: 18_000,
      differencePence: 12_000,
      replacesQuantity: 1,
    });
    expect(packageChange(fizz, withOne, 1).differencePence).toBe(0);
  });
});
