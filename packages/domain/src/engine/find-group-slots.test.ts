import { describe, expect, it } from 'vitest';
import {
  findAddonTreatmentSlots,
  findDiningSlots,
  findExtraSlots,
  findMudRoomSlots,
  findSpaGardenSlots,
} from '../contract/availability-answers';
import { chooseTables } from './find-dining-slots';
import { NOTHING_TAKEN, takenOf } from './taken';
import { atLocal as at, buildTestCatalogue, TEST_DATE as DATE } from './testing/build-test-catalogue';
import { openStartTimes } from './testing/slot-helpers';

const catalogue = buildTestCatalogue();

describe('findSpaGardenSlots', () => {
  it('lists sessions from opening while a whole session fits, with places left', () => {
    const taken = takenOf({ gardenPlaces: [{ SpaGardenCode: 'GARDEN', start: at('10:00'), guests: 7 }] });
    const slots = findSpaGardenSlots(catalogue, taken, { date: DATE, spaGardenCode: 'GARDEN' });
    expect(slots.map((s) => s.StartDateTime.slice(11, 16))).toEqual([
      '09:00',
      '10:00',
      '11:00',
      '12:00',
      '13:00',
      '14:00',
      '15:00',
      '16:00',
      '17:00',
    ]);
    expect(slots[1]).toEqual({
      StartDateTime: at('10:00'),
      EndDateTime: at('12:00'),
      NumberOfSpacesAvailable: 3,
      GroupAppointmentTypeID: 900,
      IsBlocked: false,
    });
  });

  it('blocks a session with no places left', () => {
    const taken = takenOf({ gardenPlaces: [{ SpaGardenCode: 'GARDEN', start: at('10:00'), guests: 10 }] });
    const slot = findSpaGardenSlots(catalogue, taken, { date: DATE, spaGardenCode: 'GARDEN' })[1];
    expect(slot).toMatchObject({ NumberOfSpacesAvailable: 0, IsBlocked: true });
  });

  it('blocks, in the combined option, sessions with fewer places than guests', () => {
    const taken = takenOf({ gardenPlaces: [{ SpaGardenCode: 'GARDEN', start: at('10:00'), guests: 8 }] });
    expect(
      findSpaGardenSlots(catalogue, taken, { date: DATE, spaGardenCode: 'GARDEN', partySize: 3 })[1]
        ?.IsBlocked,
    ).toBe(true);
    expect(
      findSpaGardenSlots(catalogue, taken, { date: DATE, spaGardenCode: 'GARDEN', partySize: 2 })[1]
        ?.IsBlocked,
    ).toBe(false);
  });

  it('blocks sessions outside the chosen time band', () => {
    const slots = findSpaGardenSlots(catalogue, NOTHING_TAKEN, {
      date: DATE,
      spaGardenCode: 'GARDEN',
      choices: { timeBand: { start: at('10:00'), end: at('15:00') } },
    });
    expect(openStartTimes(slots)).toEqual(['10:00', '11:00', '12:00', '13:00']);
  });

  it('blocks sessions overlapping the dining time ± the dining duration', () => {
    const slots = findSpaGardenSlots(catalogue, NOTHING_TAKEN, {
      date: DATE,
      spaGardenCode: 'GARDEN',
      choices: { dining: { start: at('13:00'), durationMinutes: 120 } },
    });
    // Blocked 11:00–15:00: 09:00–11:00 touches it, 15:00 starts as it ends.
    expect(openStartTimes(slots)).toEqual(['09:00', '15:00', '16:00', '17:00']);
  });
});

describe('findDiningSlots', () => {
  it('offers times in the sitting when free tables seat the party, naming the tables', () => {
    const [bistro] = findDiningSlots(catalogue, NOTHING_TAKEN, {
      date: DATE,
      restaurantIds: ['BISTRO'],
      guests: 3,
    });
    const slots = bistro?.RestaurantAvailabilities[0]?.Availability.TimeSlots;
    expect(slots?.map((s) => s.DisplayTime)).toEqual(['12:00', '12:30', '13:00', '13:30']);
    expect(slots?.[0]).toEqual({ TimeSlot: at('12:00'), DisplayTime: '12:00', Facilities: ['T3'] });
    expect(bistro?.DurationInMins).toBe(120);
  });

  it("offers no time whose dining would run past the package's time band (no dinner on a lunch day)", () => {
    const inBand = (end: string) =>
      findDiningSlots(catalogue, NOTHING_TAKEN, {
        date: DATE,
        restaurantIds: ['BISTRO'],
        guests: 2,
        choices: { timeBand: { start: new Date(at('09:00')), end: new Date(at(end)) } },
      })[0]?.RestaurantAvailabilities[0]?.Availability.TimeSlots.map((s) => s.DisplayTime);
    // 120 minutes of dining: a band ending 15:00 takes lunch until 13:00, one ending 14:30 until 12:30.
    expect(inBand('15:00')).toEqual(['12:00', '12:30', '13:00']);
    expect(inBand('14:30')).toEqual(['12:00', '12:30']);
  });

  it('hides a time when the free tables cannot seat everyone for the whole dining duration', () => {
    // T3 (4 seats) taken 13:30–15:30 and T1 taken 12:00–14:00: at 12:00 only T2 + T3 are free for 12:00–14:00.
    const taken = takenOf({
      tables: [
        { RestaurantId: 'BISTRO', FacilityId: 'T3', start: at('13:30'), end: at('15:30') },
        { RestaurantId: 'BISTRO', FacilityId: 'T1', start: at('12:00'), end: at('14:00') },
      ],
    });
    const [bistro] = findDiningSlots(catalogue, taken, { date: DATE, restaurantIds: ['BISTRO'], guests: 4 });
    const slots = bistro?.RestaurantAvailabilities[0]?.Availability.TimeSlots;
    // 12:00: T3 would be needed until 14:00, but is taken from 13:30; T2 alone seats 2. Nothing until T1 is free.
    expect(slots?.map((s) => [s.DisplayTime, s.Facilities])).toEqual([]);
    const [forTwo] = findDiningSlots(catalogue, taken, { date: DATE, restaurantIds: ['BISTRO'], guests: 2 });
    expect(forTwo?.RestaurantAvailabilities[0]?.Availability.TimeSlots.map((s) => s.Facilities)).toEqual([
      ['T2'],
      ['T2'],
      ['T2'],
      ['T2'],
    ]);
  });

  it('chooses the smallest table that seats the party, else the fewest tables together', () => {
    const tables = [
      { FacilityId: 'A', Seats: 2 },
      { FacilityId: 'B', Seats: 2 },
      { FacilityId: 'C', Seats: 6 },
    ];
    expect(chooseTables(tables, 2)).toEqual(['A']);
    expect(chooseTables(tables, 5)).toEqual(['C']);
    expect(chooseTables(tables.slice(0, 2), 4)).toEqual(['A', 'B']);
    expect(chooseTables(tables.slice(0, 2), 5)).toBeNull();
  });
});

describe('findMudRoomSlots', () => {
  it('offers 60-minute group sessions at one group price for the party size', () => {
    const items = findMudRoomSlots(catalogue, NOTHING_TAKEN, { date: DATE, guestIndexes: [0, 1, 2] });
    expect(items[0]).toEqual({
      StartDateTime: at('10:00'),
      EndDateTime: at('11:00'),
      ActualPrice: 7000,
      AppointmentTypeID: 5,
    });
    expect(items.at(-1)?.StartDateTime).toBe(at('17:00'));
  });

  it('offers nothing to fewer than 2 guests or more than the room holds', () => {
    expect(findMudRoomSlots(catalogue, NOTHING_TAKEN, { date: DATE, guestIndexes: [0] })).toEqual([]);
    const small = buildTestCatalogue({ MudRoom: { ...catalogue.MudRoom!, Capacity: 2 } });
    expect(findMudRoomSlots(small, NOTHING_TAKEN, { date: DATE, guestIndexes: [0, 1, 2] })).toEqual([]);
  });

  it('takes one group at a time', () => {
    const taken = takenOf({ mudRoomGroups: [{ start: at('10:30'), end: at('11:30') }] });
    const starts = findMudRoomSlots(catalogue, taken, { date: DATE, guestIndexes: [0, 1] }).map((i) =>
      i.StartDateTime.slice(11, 16),
    );
    expect(starts.slice(0, 3)).toEqual(['11:30', '11:45', '12:00']);
  });

  it('respects every guest’s itinerary', () => {
    const starts = findMudRoomSlots(catalogue, NOTHING_TAKEN, {
      date: DATE,
      guestIndexes: [0, 1],
      choices: { guests: new Map([[1, { garden: { start: at('10:00'), end: at('16:00') } }]]) },
    }).map((i) => i.StartDateTime.slice(11, 16));
    expect(starts[0]).toBe('16:00');
  });
});

describe('findAddonTreatmentSlots', () => {
  it('offers times with a therapist and room, priced from the extra', () => {
    const items = findAddonTreatmentSlots(catalogue, NOTHING_TAKEN, {
      date: DATE,
      activityCode: 'ADD30',
      guestIndex: 0,
    });
    expect(items[0]).toEqual({
      StartDateTime: at('09:00'),
      EndDateTime: at('09:30'),
      ActualPrice: 4500,
      StaffId: 'ANNA',
      RoomId: 'ROOM1',
      AppointmentTypeID: 4,
    });
  });
});

describe('findExtraSlots', () => {
  it('answers mud room, add-on treatments and garden groups in one response', () => {
    const response = findExtraSlots(catalogue, NOTHING_TAKEN, {
      date: DATE,
      appointmentExtras: ['MUD', 'ADD30'],
      groupExtras: ['GARDENPASS'],
      guestIndexes: [0, 1],
    });
    expect(response.AddonAppointments.map((a) => [a.Key, a.Items[0]?.ActualPrice])).toEqual([
      ['MUD', 5000],
      ['ADD30', 4500],
    ]);
    expect(response.Groups[0]?.Key).toBe('GARDENPASS');
    expect(response.Groups[0]?.Items[0]).toMatchObject({ ActualPrice: 2500, NumberOfSpacesAvailable: 10 });
  });
});
