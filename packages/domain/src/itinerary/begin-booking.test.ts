import { describe, expect, it } from 'vitest';
import { BeginBookingRequestSchema, type BeginBookingRequest } from '../contract/spa.schemas';
import { checkItinerary } from '../holds/check-itinerary';
import { NOTHING_TAKEN } from '../engine/taken';
import {
  atLocal as at,
  bothGuestsAt,
  buildTestCatalogue,
  minuteAt,
  TEST_DATE as DATE,
} from '../engine/testing/build-test-catalogue';
import { crossCheckBeginBooking, itineraryOfBeginBooking } from './begin-booking';
import { emptyItinerary, type Itinerary } from './itinerary';

const catalogue = buildTestCatalogue();

const held: Itinerary = {
  ...emptyItinerary({ date: DATE, partySize: 2, spaDay: { PremierId: 'DAY', BandNumber: 1 } }),
  arrivals: bothGuestsAt('09:00'),
  dining: { RestaurantId: 'BISTRO', start: minuteAt('13:30'), FacilityIds: ['T3'] },
  gardens: bothGuestsAt('16:00'),
  treatments: [
    { guestIndex: 0, code: 'M50', start: minuteAt('10:00'), StaffId: 'ANNA', RoomId: 'ROOM1' },
    { guestIndex: 1, code: 'M80', start: minuteAt('09:45'), StaffId: 'BEN', RoomId: 'ROOM2' },
  ],
};

const client = (firstName: string) => ({
  title: 'Ms',
  firstName,
  lastName: 'Test',
  arrivalTime: at('09:00'),
});
const item = (clientIndex: number, code: string, time: string, staffId = 'ANNA', roomId = 'ROOM1') => ({
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
    date: DATE,
    leadGuestIndex: 0,
    clients: [
      {
        ...client('Ada'),
        emailAddress: 'ada@example.com',
        telephoneNumber: '01632 960 001',
        address1: '1 Road',
        city: 'Bath',
        country: 'GB',
        postCode: 'BA1 1AA',
      },
      client('Bo'),
    ],
    package: { packageId: 'DAY', packageTimeBandNumber: 1 },
    restaurantTime: { restaurantId: 'BISTRO', time: at('13:30'), facilities: ['T1'] },
    spaGardenTimes: [
      { clientIndex: 0, startDateTime: at('16:00'), endDateTime: at('18:00') },
      { clientIndex: 1, startDateTime: at('16:00'), endDateTime: at('18:00') },
    ],
    // The browser's therapists and rooms are stale: the server assigned others. Not compared.
    items: [item(0, 'M50', '10:00', 'BEN', 'ROOM2'), item(1, 'M80', '09:45')],
    ...parts,
  });
}

describe('crossCheckBeginBooking', () => {
  it('accepts a body that shows what the session holds', () => {
    expect(crossCheckBeginBooking(catalogue, held, body())).toEqual([]);
    expect(checkItinerary(catalogue, NOTHING_TAKEN, held, { complete: true })).toEqual([]);
  });

  it('names a treatment the session does not hold, and a held one the body leaves out', () => {
    expect(crossCheckBeginBooking(catalogue, held, body({ items: [item(0, 'M50', '10:15')] }))).toEqual([
      {
        Field: 'items[0]',
        Message: 'MASSAGE at 10:15 for guest 1 is not held: choose it again or reload the booking',
      },
      { Field: 'items', Message: 'MASSAGE at 10:00 for guest 1 is held but missing from the booking' },
      { Field: 'items', Message: 'MASSAGE at 09:45 for guest 2 is held but missing from the booking' },
    ]);
  });

  it('names a different arrival, dining time or package', () => {
    const clients = body().clients.map((c, i) => (i === 1 ? { ...c, arrivalTime: at('11:00') } : c));
    expect(crossCheckBeginBooking(catalogue, held, body({ clients }))).toEqual([
      { Field: 'clients[1].arrivalTime', Message: "guest 2's arrival held is 09:00" },
    ]);
    expect(
      crossCheckBeginBooking(
        catalogue,
        held,
        body({ restaurantTime: { restaurantId: 'BISTRO', time: at('12:00'), facilities: ['T1'] } }),
      ),
    ).toEqual([
      {
        Field: 'restaurantTime',
        Message: 'the dining time held is 13:30: choose it again or reload the booking',
      },
    ]);
    expect(
      crossCheckBeginBooking(
        catalogue,
        held,
        body({ package: { packageId: 'DAY', packageTimeBandNumber: 2 } }),
      ),
    ).toEqual([{ Field: 'package', Message: 'the package or time band differs from the one held' }]);
  });

  it('reads the body as an itinerary, resolving a garden add-on by its extra', () => {
    const extra = itineraryOfBeginBooking(
      catalogue,
      body({
        spaGardenExtraTimes: {
          code: 'GARDENPASS',
          startDateTime: at('11:00'),
          endDateTime: at('13:00'),
          clientIndexes: [1, 0],
        },
      }),
    ).gardenExtra;
    expect(extra).toEqual({ code: 'GARDEN', start: minuteAt('11:00'), guestIndexes: [1, 0] });
  });
});

describe('checkItinerary, for a whole booking', () => {
  it('asks for every part the package includes', () => {
    const bare = {
      ...held,
      gardens: [held.gardens[0]!],
      dining: undefined,
      treatments: [held.treatments[0]!],
    };
    expect(checkItinerary(catalogue, NOTHING_TAKEN, bare, { complete: true })).toEqual([
      {
        Kind: 'dining',
        Field: 'restaurantTime',
        Message: 'the package includes dining: choose a restaurant and a time',
      },
      { Kind: 'garden', Field: 'spaGardenTimes', Message: 'guest 2 has no spa garden time' },
      { Kind: 'treatments', Field: 'items', Message: 'guest 2 has no treatment' },
    ]);
  });

  it('refuses held times that have become too soon', () => {
    const problems = checkItinerary(catalogue, NOTHING_TAKEN, held, { clock: { now: at('09:15') } });
    // A Spa Day for today can no longer be booked at all.
    expect(problems.map((p) => p.Field)).toContain('items[0]');
    expect(problems.find((p) => p.Field === 'items[0]')?.Message).toBe(
      'MASSAGE at 10:00 for guest 1 is no longer available: it is too soon to book: 2026-07-01 can no longer be booked online',
    );
  });

  it('applies the add-on rules to the spa garden add-on', () => {
    const problems = checkItinerary(catalogue, NOTHING_TAKEN, {
      ...held,
      gardens: [],
      gardenExtra: { code: 'GARDEN', start: minuteAt('09:00'), guestIndexes: [0, 1] },
    });
    expect(problems).toEqual([
      {
        Kind: 'garden-extra',
        Field: 'spaGardenExtraTimes',
        Message: 'GARDEN at 09:00 starts before the last guest has arrived',
      },
      {
        Kind: 'treatments',
        Field: 'items[0]',
        Message: 'MASSAGE at 10:00 overlaps the spa garden at 09:00 for guest 1',
      },
      {
        Kind: 'treatments',
        Field: 'items[1]',
        Message: 'MASSAGE at 09:45 overlaps the spa garden at 09:00 for guest 2',
      },
    ]);
  });
});
