import { describe, expect, it } from 'vitest';
import {
  findDiningSlots,
  findExtraSlots,
  findSpaDayPackages,
  findSpaGardenSlots,
  findTreatmentSlots,
} from '../contract/availability-answers';
import {
  DESK_CLOCK,
  earliestBookableDate,
  earliestStartOn,
  lastBookableDate,
  SAME_DAY_LEAD_MINUTES,
} from './booking-clock';
import { buildResortDay } from './resort-day';
import { NOTHING_TAKEN } from './taken';
import {
  atLocal as at,
  buildTestCatalogue,
  minuteAt,
  TEST_DATE as DATE,
} from './testing/build-test-catalogue';
import { availableTimes, openStartTimes, slotsOf } from './testing/slot-helpers';

const catalogue = buildTestCatalogue();

describe('earliestBookableDate (booking-flow §9)', () => {
  it('books a Spa Day from tomorrow', () => {
    expect(earliestBookableDate(catalogue, { now: at('08:00'), spaDay: true })).toBe('2026-07-02');
    // Late in the evening in London is already the next day in UTC: the resort's date counts.
    expect(earliestBookableDate(catalogue, { now: '2026-06-30T23:30:00Z', spaDay: true })).toBe('2026-07-02');
  });

  it('books treatments from today, and from tomorrow after 15:00 local', () => {
    expect(earliestBookableDate(catalogue, { now: at('14:59') })).toBe(DATE);
    expect(earliestBookableDate(catalogue, { now: at('15:00') })).toBe(DATE);
    expect(earliestBookableDate(catalogue, { now: at('15:01') })).toBe('2026-07-02');
  });

  it('lets the desk book a Spa Day and treatments today, at any hour (issue 22)', () => {
    expect(earliestBookableDate(catalogue, { now: at('08:00'), spaDay: true, ...DESK_CLOCK })).toBe(DATE);
    expect(earliestBookableDate(catalogue, { now: at('16:30'), ...DESK_CLOCK })).toBe(DATE);
    const day = buildResortDay(DATE, 'Europe/London');
    expect(earliestStartOn(catalogue, day, { now: at('10:20'), spaDay: true, ...DESK_CLOCK })).toBe(
      minuteAt('10:21'),
    );
  });

  it('lets nothing start at or before now plus the lead time', () => {
    const day = buildResortDay(DATE, 'Europe/London');
    const earliest = earliestStartOn(catalogue, day, { now: at('10:20') });
    expect(earliest).toBe(minuteAt('10:20') + SAME_DAY_LEAD_MINUTES + 1);
    expect(earliestStartOn(catalogue, day, { now: at('10:20'), leadMinutes: 0 })).toBe(minuteAt('10:21'));
    expect(earliestStartOn(catalogue, day, undefined)).toBeNull();
  });
});

describe('no time at or before now + the lead time is offered', () => {
  const treatments = (now: string) =>
    findTreatmentSlots(catalogue, NOTHING_TAKEN, {
      date: DATE,
      guests: [{ GuestIndex: 0, Activities: ['M50'] }],
      startTogether: false,
      clock: { now },
    });

  it('offers nothing on the day to a search at 19:34 (treatments: tomorrow after 15:00)', () => {
    const response = treatments(at('19:34'));
    expect(availableTimes(response, 0)).toEqual([]);
    // The grid is still listed, every slot disabled: 00:00 is not offered.
    expect(slotsOf(response, 0).length).toBeGreaterThan(0);
  });

  it('offers treatment times today only after now + the lead time', () => {
    const times = availableTimes(treatments(at('10:20')), 0);
    expect(times[0]).toBe('11:30');
    expect(availableTimes(treatments(at('10:00')), 0)[0]).toBe('11:15');
  });

  it('applies the same limit to the garden, dining, the mud room, add-ons and packages', () => {
    const clock = { now: at('12:10') };
    const garden = findSpaGardenSlots(catalogue, NOTHING_TAKEN, {
      date: DATE,
      spaGardenCode: 'GARDEN',
      clock,
    });
    expect(openStartTimes(garden)[0]).toBe('14:00');
    const [bistro] = findDiningSlots(catalogue, NOTHING_TAKEN, {
      date: DATE,
      restaurantIds: ['BISTRO'],
      guests: 2,
      clock: { now: at('11:20') },
    });
    expect(bistro!.RestaurantAvailabilities[0]!.Availability.TimeSlots.map((t) => t.DisplayTime)).toEqual([
      '12:30',
      '13:00',
      '13:30',
    ]);
    const extras = findExtraSlots(catalogue, NOTHING_TAKEN, {
      date: DATE,
      appointmentExtras: ['MUD', 'ADD30'],
      groupExtras: ['GARDENPASS'],
      guestIndexes: [0, 1],
      clock,
    });
    for (const group of [...extras.AddonAppointments, ...extras.Groups])
      for (const item of group.Items)
        expect(Date.parse(item.StartDateTime)).toBeGreaterThan(Date.parse(at('13:10')));
    expect(findSpaDayPackages(catalogue, NOTHING_TAKEN, { date: DATE, partySize: 2, clock })).toEqual([]);
    expect(
      findSpaDayPackages(catalogue, NOTHING_TAKEN, { date: '2026-07-02', partySize: 2, clock }).length,
    ).toBeGreaterThan(0);
  });
});

describe('lastBookableDate', () => {
  it('is 366 days on, across a month, a year and a leap day', () => {
    expect(lastBookableDate('2026-11-22')).toBe('2027-11-23');
    expect(lastBookableDate('2027-03-01')).toBe('2028-03-01'); // 2028 has a 29th February
    expect(lastBookableDate('2026-01-31')).toBe('2027-02-01');
  });
});
