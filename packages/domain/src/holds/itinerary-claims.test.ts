import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildTestCatalogue } from '../engine/testing/build-test-catalogue';
import { propertyRuns } from '../engine/testing/property-runs';
import { canonicalItinerary, emptyItinerary, type Itinerary } from '../itinerary/itinerary';
import { itineraryFromClaims, planClaims } from './itinerary-claims';
import { itineraryToWire } from '../itinerary/itinerary-conversions';

const catalogue = buildTestCatalogue();
const DATE = '2026-10-25'; // the clocks go back: 01:00–01:59 happens twice
const minute = (time: string) => Date.parse(`${DATE}T${time}:00Z`) / 60_000;
const context = { date: DATE, partySize: 3, spaDay: { PremierId: 'DAY', BandNumber: 1 } };

const guestArb = fc.integer({ min: 0, max: 2 });
const timeArb = fc.integer({ min: 8 * 4, max: 18 * 4 }).map((q) => minute('00:00') + q * 15);
const treatmentArb = fc.record({
  guestIndex: guestArb,
  code: fc.constantFrom('M50', 'M80', 'F50'),
  start: timeArb,
  StaffId: fc.constantFrom('ANNA', 'BEN'),
  RoomId: fc.constantFrom('ROOM1', 'ROOM2'),
});
const groupArb = fc.uniqueArray(guestArb, { minLength: 2, maxLength: 3 });

/** Any itinerary of the test resort: the claims do not judge it, they only hold it. */
const itineraryArb: fc.Arbitrary<Itinerary> = fc
  .record({
    arrivals: fc.uniqueArray(
      fc.record({ guestIndex: guestArb, start: fc.constantFrom(minute('09:00'), minute('11:00')) }),
      { selector: (a) => a.guestIndex },
    ),
    dining: fc.option(
      fc.record({
        RestaurantId: fc.constant('BISTRO'),
        start: timeArb,
        FacilityIds: fc.uniqueArray(fc.constantFrom('T1', 'T2', 'T3'), { minLength: 1 }),
      }),
      { nil: undefined },
    ),
    gardens: fc.uniqueArray(fc.record({ guestIndex: guestArb, start: timeArb }), {
      selector: (g) => g.guestIndex,
    }),
    treatments: fc.array(treatmentArb, { maxLength: 6 }),
    addOnTreatments: fc.uniqueArray(
      treatmentArb.map((t) => ({ ...t, code: 'ADD30' })),
      {
        selector: (t) => t.guestIndex,
      },
    ),
    mudRoom: fc.option(fc.record({ start: timeArb, guestIndexes: groupArb }), { nil: undefined }),
    gardenExtra: fc.option(
      fc.record({ code: fc.constant('GARDEN'), start: timeArb, guestIndexes: groupArb }),
      {
        nil: undefined,
      },
    ),
  })
  .map((parts) => ({ ...emptyItinerary(context), ...parts }));

describe('planClaims and itineraryFromClaims', () => {
  it('read back the itinerary they claim (in its canonical order)', () => {
    fc.assert(
      fc.property(itineraryArb, (itinerary) => {
        const claims = planClaims(catalogue, itinerary);
        const readBack = itineraryFromClaims(context, claims);
        expect(readBack).toEqual(canonicalItinerary({ ...itinerary, dining: itinerary.dining ?? undefined }));
        // Every claim is for its own kind only.
        for (const set of claims) expect(planClaims(catalogue, itinerary, set.kind)).toEqual([set]);
      }),
      { numRuns: propertyRuns() },
    );
  });

  it('hold a treatment for its whole Length, the garden for its session, the arrival in its band time pool', () => {
    const itinerary: Itinerary = {
      ...emptyItinerary(context),
      arrivals: [
        { guestIndex: 0, start: minute('09:00') },
        { guestIndex: 1, start: minute('09:00') },
      ],
      gardens: [{ guestIndex: 1, start: minute('12:00') }],
      treatments: [{ guestIndex: 0, code: 'M80', start: minute('09:00'), StaffId: 'ANNA', RoomId: 'ROOM1' }],
    };
    const [arrival, garden, treatments] = planClaims(catalogue, itinerary);
    expect(arrival?.capacity).toEqual([
      {
        pool: 'arrival:DAY:2026-10-25T09:00:00.000Z',
        capacity: 20,
        resourceKind: 'arrival',
        resourceCode: 'DAY',
        guestIndexes: [0, 1],
        places: 2,
        start: new Date('2026-10-25T09:00:00Z'),
        end: new Date('2026-10-25T09:30:00Z'),
      },
    ]);
    expect(garden?.capacity[0]).toMatchObject({ pool: 'garden:GARDEN:2026-10-25T12:00:00.000Z', places: 1 });
    expect(treatments?.appointments[0]).toMatchObject({
      start: new Date('2026-10-25T09:00:00Z'),
      end: new Date('2026-10-25T10:30:00Z'),
    });
  });
});

describe('itineraryToWire', () => {
  it('writes times with the offset of the day and ends from the catalogue', () => {
    const wire = itineraryToWire(catalogue, {
      ...emptyItinerary(context),
      arrivals: [{ guestIndex: 0, start: minute('09:00') }],
      treatments: [{ guestIndex: 0, code: 'M50', start: minute('00:30'), StaffId: 'ANNA', RoomId: 'ROOM1' }],
    });
    expect(wire.Arrivals).toEqual([
      { GuestIndex: 0, StartDateTime: '2026-10-25T09:00:00+00:00', EndDateTime: '2026-10-25T09:30:00+00:00' },
    ]);
    // 00:30Z is 01:30 BST, before the clocks go back; it ends (50 minutes later) at 01:20 GMT.
    expect(wire.Treatments[0]).toMatchObject({
      Code: 'M50',
      StartTime: '2026-10-25T01:30:00+01:00',
      EndTime: '2026-10-25T01:20:00+00:00',
      AppointmentTypeID: 1,
    });
  });
});
