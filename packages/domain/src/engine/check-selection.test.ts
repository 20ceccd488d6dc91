import { describe, expect, it } from 'vitest';
import type { BeginBookingRequest } from '../contract/spa.schemas';
import { BeginBookingRequestSchema } from '../contract/spa.schemas';
import { checkSelection } from './check-selection';
import { itineraryFromBeginBooking } from './chosen-itinerary';
import { NOTHING_TAKEN, takenOf } from './taken';
import { buildRestaurant, buildTestCatalogue } from './testing/build-test-catalogue';

// Dining lasts 60 minutes here, so that the day has room for a mud room session and an add-on.
const catalogue = buildTestCatalogue({
  Restaurants: [
    buildRestaurant(
      'BISTRO',
      [
        ['T1', 2],
        ['T2', 2],
        ['T3', 4],
      ],
      { DurationInMins: 60 },
    ),
  ],
});
const at = (time: string) => `2026-07-01T${time}:00+01:00`;

const client = (firstName: string) => ({
  title: 'Ms',
  firstName,
  lastName: 'Test',
  arrivalTime: at('09:00'),
});
const lead = {
  ...client('Ada'),
  emailAddress: 'ada@example.com',
  telephoneNumber: '01632 960 001',
  address1: '1 Road',
  city: 'Bath',
  country: 'GB',
  postCode: 'BA1 1AA',
};
const treatmentItem = (clientIndex: number, code: string, time: string, staffId: string, roomId: string) => ({
  clientIndex,
  itemType: 1,
  startDateTime: at(time),
  endDateTime: at(time),
  staffId,
  roomId,
  appointmentTypeID: 1,
  code,
});

function body(parts: Partial<Record<keyof BeginBookingRequest, unknown>> = {}): BeginBookingRequest {
  return BeginBookingRequestSchema.parse({
    isSpaDay: true,
    date: '2026-07-01',
    leadGuestIndex: 0,
    clients: [lead, client('Bo')],
    package: { packageId: 'DAY', packageTimeBandNumber: 1 },
    restaurantTime: { restaurantId: 'BISTRO', time: at('13:30'), facilities: ['T3'] },
    spaGardenTimes: [
      { clientIndex: 0, startDateTime: at('16:00'), endDateTime: at('18:00') },
      { clientIndex: 1, startDateTime: at('16:00'), endDateTime: at('18:00') },
    ],
    items: [
      treatmentItem(0, 'M50', '10:00', 'ANNA', 'ROOM1'),
      treatmentItem(1, 'M80', '09:45', 'BEN', 'ROOM2'),
    ],
    ...parts,
  });
}

const check = (b: BeginBookingRequest, taken = NOTHING_TAKEN) =>
  checkSelection(catalogue, taken, itineraryFromBeginBooking(b));

describe('checkSelection', () => {
  it('accepts an itinerary that is still free', () => {
    expect(check(body())).toEqual([]);
  });

  it('names a treatment whose therapist has been booked since', () => {
    const taken = takenOf({
      appointments: [{ StaffId: 'ANNA', RoomId: null, start: at('10:30'), end: at('11:00') }],
    });
    expect(check(body(), taken)).toEqual([
      {
        Field: 'items[0]',
        Message: 'MASSAGE at 10:00 for guest 1 is no longer available: the therapist is not free then',
      },
    ]);
  });

  it('names a treatment whose therapist is absent', () => {
    const taken = takenOf({ absences: [{ StaffId: 'BEN', start: at('00:00'), end: at('23:00') }] });
    expect(check(body(), taken).map((p) => p.Field)).toEqual(['items[1]']);
  });

  it('names a treatment given by a therapist without the skill or in an unsuitable room', () => {
    const problems = check(
      body({
        items: [
          treatmentItem(0, 'F50', '10:00', 'BEN', 'ROOM1'),
          treatmentItem(1, 'M80', '09:45', 'BEN', 'ROOM2'),
        ],
      }),
    );
    expect(problems).toEqual([
      {
        Field: 'items[0]',
        Message: 'FACIAL at 10:00 for guest 1 is no longer available: the therapist cannot give it',
      },
    ]);
  });

  it('catches the same therapist or room chosen twice at overlapping times', () => {
    const problems = check(
      body({
        items: [
          treatmentItem(0, 'M50', '10:00', 'ANNA', 'ROOM1'),
          treatmentItem(1, 'M50', '10:30', 'BEN', 'ROOM1'),
        ],
      }),
    );
    expect(problems.map((p) => p.Field)).toEqual(['items[1]']);
    expect(problems[0]?.Message).toMatch(/chosen twice/);
  });

  it('applies the §5 rules: arrival buffer, dining, band end, garden overlap', () => {
    expect(check(body({ items: [treatmentItem(0, 'M50', '09:30', 'ANNA', 'ROOM1')] }))[0]?.Message).toMatch(
      /too soon after the arrival time/,
    );
    expect(check(body({ items: [treatmentItem(0, 'M50', '14:15', 'ANNA', 'ROOM1')] }))[0]?.Message).toMatch(
      /too close to the dining time/,
    );
    expect(check(body({ items: [treatmentItem(0, 'M50', '15:30', 'ANNA', 'ROOM1')] }))[0]?.Message).toMatch(
      /overlaps/,
    );
  });

  it('names an arrival that is full or not a band time of the package', () => {
    const taken = takenOf({ arrivals: [{ PremierId: 'DAY', start: at('09:00'), guests: 19 }] });
    expect(check(body(), taken)).toEqual([
      { Field: 'clients[1].arrivalTime', Message: 'arrival at 09:00 is full' },
    ]);
    expect(check(body({ clients: [{ ...lead, arrivalTime: at('10:00') }, client('Bo')] }))[0]).toEqual({
      Field: 'clients[0].arrivalTime',
      Message: "10:00 is not an arrival time of this package's time band",
    });
  });

  it('names a dining table taken since', () => {
    const taken = takenOf({
      tables: [{ RestaurantId: 'BISTRO', FacilityId: 'T3', start: at('14:00'), end: at('15:00') }],
    });
    expect(check(body(), taken)).toEqual([
      { Field: 'restaurantTime', Message: 'the table chosen at BISTRO for 13:30 is no longer free' },
    ]);
  });

  it('names a garden session that is full', () => {
    const taken = takenOf({ gardenPlaces: [{ SpaGardenCode: 'GARDEN', start: at('16:00'), guests: 9 }] });
    expect(check(body(), taken)).toEqual([
      { Field: 'spaGardenTimes[1]', Message: 'GARDEN at 16:00 is full' },
    ]);
  });

  it('checks the mud room group and its time', () => {
    const mud = (clientIndexes: number[], time: string) => ({
      code: 'MUD',
      startDateTime: at(time),
      endDateTime: at(time),
      clientIndexes,
    });
    expect(check(body({ mudPackage: mud([0, 1], '11:15') }))).toEqual([]);
    const taken = takenOf({ mudRoomGroups: [{ start: at('11:00'), end: at('12:00') }] });
    expect(check(body({ mudPackage: mud([0, 1], '11:15') }), taken)).toEqual([
      { Field: 'mudPackage', Message: 'the mud room at 11:15 is taken by another group' },
    ]);
  });

  it('allows at most one add-on treatment per guest and only extras of the package', () => {
    const addOn = (clientIndex: number, time: string) => ({
      clientIndex,
      code: 'ADD30',
      startDateTime: at(time),
      endDateTime: at(time),
      staffId: 'BEN',
      roomId: 'ROOM2',
    });
    expect(check(body({ extraTreatments: [addOn(0, '11:15')] }))).toEqual([]);
    const problems = check(body({ extraTreatments: [addOn(1, '09:00')] }));
    expect(problems[0]?.Field).toBe('extraTreatments[0]');
  });

  it('does not trust a package the resort does not sell', () => {
    expect(check(body({ package: { packageId: 'NOPE', packageTimeBandNumber: 1 } }))[0]).toEqual({
      Field: 'package',
      Message: 'this package is not offered',
    });
  });
});
