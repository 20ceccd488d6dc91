import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  findDiningSlots,
  findExtraSlots,
  findSpaDayPackages,
  findSpaGardenSlots,
  findTreatmentSlots,
} from '../contract/availability-answers';
import type { Catalogue } from '../catalogue/catalogue.schema';
import { compileChoices } from '../engine/itinerary-choices';
import { NOTHING_TAKEN, takenOf } from '../engine/taken';
import {
  atLocal as at,
  bothGuestsAt,
  buildRestaurant,
  buildSpaDay,
  buildTestCatalogue,
  minuteAt,
  TEST_DATE as DATE,
} from '../engine/testing/build-test-catalogue';
import { availableTimes } from '../engine/testing/slot-helpers';
import {
  availabilityInputs,
  type AvailabilityQuestion,
  choicesFromSelections,
  crossCheckSelections,
  narrowChoices,
} from './itinerary-conversions';
import { emptyItinerary, type Itinerary } from './itinerary';

const catalogue = buildTestCatalogue();
const selected = (from: string, to: string) => ({ start: at(from), end: at(to) });
const context = { date: DATE, partySize: 2, spaDay: { PremierId: 'DAY', BandNumber: 1 } };

/** Guest 1 (index 0) has a facial at 14:00 with Anna in room 1; both arrived at 09:00. */
const heldFacial: Itinerary = {
  ...emptyItinerary(context),
  arrivals: bothGuestsAt('09:00'),
  treatments: [{ guestIndex: 0, code: 'F50', start: minuteAt('14:00'), StaffId: 'ANNA', RoomId: 'ROOM1' }],
};

/** What the engine is asked for one part, nothing taken but the itinerary held. */
const inputsFor = (resort: Catalogue, held: Itinerary, scope: AvailabilityQuestion['scope']) =>
  availabilityInputs(resort, { taken: NOTHING_TAKEN, held, scope });

const addOnItems = (held: Itinerary, guestIndex: number, taken = NOTHING_TAKEN) => {
  const inputs = availabilityInputs(catalogue, {
    taken,
    held,
    scope: { kind: 'addon-treatments', guestIndexes: [guestIndex] },
  });
  return findExtraSlots(catalogue, inputs.taken, {
    date: DATE,
    appointmentExtras: ['ADD30'],
    groupExtras: [],
    guestIndexes: [guestIndex],
    choices: inputs.choices,
  }).AddonAppointments[0]!.Items;
};

describe("availability counts the session's own holds", () => {
  it("never offers an add-on with the therapist or room of the booking's held treatment", () => {
    // The add-on (45 minutes of therapist time) at 13:30 would run into Anna's 14:00 facial.
    const items = addOnItems(heldFacial, 1);
    const overlapping = items.filter(
      (i) =>
        Date.parse(i.StartDateTime) < Date.parse(at('15:00')) &&
        Date.parse(i.StartDateTime) + 45 * 60_000 > Date.parse(at('14:00')),
    );
    expect(overlapping.length).toBeGreaterThan(0);
    for (const item of overlapping) {
      expect(item.StaffId).not.toBe('ANNA');
      expect(item.RoomId).not.toBe('ROOM1');
    }
    // With Ben busy too, nothing overlapping the facial is offered at all.
    const benBusy = takenOf({
      appointments: [{ StaffId: 'BEN', RoomId: null, start: at('13:00'), end: at('15:30') }],
    });
    expect(
      addOnItems(heldFacial, 1, benBusy).filter(
        (i) => i.StartDateTime === at('13:30') || i.StartDateTime === at('14:00'),
      ),
    ).toEqual([]);
  });

  it("keeps a guest's add-on clear of their own treatments (and sets aside only the add-on being chosen)", () => {
    const withAddOn: Itinerary = {
      ...heldFacial,
      addOnTreatments: [
        { guestIndex: 1, code: 'ADD30', start: minuteAt('16:00'), StaffId: 'BEN', RoomId: 'ROOM2' },
      ],
    };
    const forGuest0 = addOnItems(withAddOn, 0).map((i) => i.StartDateTime.slice(11, 16));
    // The guest's own facial is 14:00–14:50: an add-on may end as it starts, not overlap it.
    expect(forGuest0).toContain('13:30');
    expect(forGuest0).not.toContain('13:45');
    expect(forGuest0).not.toContain('14:30');
    // Guest 2's add-on at 16:00 still holds Ben and room 2: guest 1 at 16:00 gets Anna and room 1.
    const at16 = addOnItems(withAddOn, 0).find((i) => i.StartDateTime === at('16:00'));
    expect(at16).toMatchObject({ StaffId: 'ANNA', RoomId: 'ROOM1' });
    // Choosing guest 2's add-on again sets theirs aside.
    expect(addOnItems(withAddOn, 1).find((i) => i.StartDateTime === at('16:00'))).toBeDefined();
  });

  it('offers treatment times around the garden session the guest holds', () => {
    const withGarden: Itinerary = {
      ...heldFacial,
      treatments: [],
      gardens: [{ guestIndex: 0, start: minuteAt('10:00') }],
    };
    const inputs = inputsFor(catalogue, withGarden, { kind: 'treatments' });
    const response = findTreatmentSlots(catalogue, inputs.taken, {
      date: DATE,
      guests: [{ GuestIndex: 0, Activities: ['M50'] }],
      startTogether: false,
      choices: inputs.choices,
    });
    // The garden is 10:00–12:00; the guest arrives 09:00–09:30 (treatments from 09:45).
    const times = availableTimes(response, 0);
    expect(times[0]).toBe('12:00');
  });

  it('blocks garden sessions over a held treatment, for that guest only', () => {
    const inputs = inputsFor(catalogue, heldFacial, { kind: 'garden' });
    const blocked = (guestIndexes: number[]) =>
      findSpaGardenSlots(catalogue, inputs.taken, {
        date: DATE,
        spaGardenCode: 'GARDEN',
        choices: inputs.choices,
        guestIndexes,
      })
        .filter((s) => s.IsBlocked)
        .map((s) => s.StartDateTime.slice(11, 16));
    expect(blocked([0])).toEqual(['13:00', '14:00', '17:00']);
    expect(blocked([1])).toEqual(['17:00']); // ends after the band (18:00)
  });

  it('offers, when the arrival is chosen again, only band times that fit the held treatments', () => {
    const withMassage: Itinerary = {
      ...heldFacial,
      treatments: [
        { guestIndex: 0, code: 'M50', start: minuteAt('10:00'), StaffId: 'ANNA', RoomId: 'ROOM1' },
      ],
    };
    const inputs = inputsFor(catalogue, withMassage, { kind: 'arrival' });
    const [day] = findSpaDayPackages(catalogue, inputs.taken, {
      date: DATE,
      partySize: 2,
      choices: inputs.choices,
    });
    // Arriving 11:00–11:30 would put the 10:00 massage before the guests have arrived.
    expect(day!.BandTimes.map((b) => [b.StartTime, b.IsAvailable])).toEqual([
      ['09:00', true],
      ['11:00', false],
    ]);
  });

  it('does not offer dining within the dining duration of a held treatment', () => {
    const lunch = buildTestCatalogue({
      Restaurants: [
        buildRestaurant('BISTRO', [['T3', 4]], {
          DurationInMins: 60,
          Sittings: [{ Sitting: 1, DiningStartTime: '12:00', DiningEndTime: '16:00' }],
        }),
      ],
    });
    const inputs = inputsFor(lunch, heldFacial, { kind: 'dining' });
    const [bistro] = findDiningSlots(lunch, inputs.taken, {
      date: DATE,
      restaurantIds: ['BISTRO'],
      guests: 2,
      choices: inputs.choices,
    });
    // Facial 14:00–14:50: dining ± 60 minutes must not touch it.
    expect(bistro!.RestaurantAvailabilities[0]!.Availability.TimeSlots.map((t) => t.DisplayTime)).toEqual([
      '12:00',
      '12:30',
      '13:00',
    ]);
  });
});

describe('the spa garden add-on obeys the add-on rules (§5)', () => {
  const late = buildTestCatalogue({
    SpaDays: [
      buildSpaDay('DAY', {
        TimeBands: [{ BandNumber: 1, StartTime: '09:00', EndTime: '20:00' }],
        BandTimes: [{ BandNumber: 1, StartTime: '15:00', EndTime: '15:20', Capacity: 20 }],
        Extras: ['GARDENPASS'],
        HasExtras: true,
      }),
    ],
  });
  const held: Itinerary = {
    ...emptyItinerary(context),
    arrivals: bothGuestsAt('15:00'),
    treatments: [
      { guestIndex: 0, code: 'M50', start: minuteAt('16:00'), StaffId: 'ANNA', RoomId: 'ROOM1' },
      { guestIndex: 1, code: 'M50', start: minuteAt('16:00'), StaffId: 'BEN', RoomId: 'ROOM2' },
    ],
  };

  it('offers no session before the guests have arrived or over their treatments', () => {
    const inputs = inputsFor(late, held, { kind: 'garden-extra' });
    const response = findExtraSlots(late, inputs.taken, {
      date: DATE,
      appointmentExtras: [],
      groupExtras: ['GARDENPASS'],
      guestIndexes: [0, 1],
      choices: inputs.choices,
    });
    // 15:00–17:00 starts before the 15:20 arrival end; 16:00–18:00 overlaps the 16:00 treatments.
    expect(response.Groups[0]!.Items.map((i) => i.StartDateTime.slice(11, 16))).toEqual(['17:00']);
  });
});

describe('dining duration', () => {
  const bistro60 = buildTestCatalogue({
    Restaurants: [buildRestaurant('BISTRO', [['T1', 2]], { DurationInMins: 60 })],
  });

  it("gives a dining selection without a duration its restaurant's duration, not the resort's", () => {
    const choices = choicesFromSelections(bistro60, [
      { Type: 'DINING', StartDateTime: at('13:00'), RestaurantId: 'BISTRO' },
    ]);
    expect(compileChoices(choices).diningBlock).toEqual([minuteAt('12:00'), minuteAt('14:00')]);
    const unnamed = choicesFromSelections(bistro60, [{ Type: 'DINING', StartDateTime: at('13:00') }]);
    expect(compileChoices(unnamed).diningBlock).toEqual([minuteAt('11:00'), minuteAt('15:00')]);
  });

  it("takes the held restaurant's duration with a session", () => {
    const held: Itinerary = {
      ...emptyItinerary(context),
      dining: { RestaurantId: 'BISTRO', start: minuteAt('13:00'), FacilityIds: ['T1'] },
    };
    const inputs = inputsFor(bistro60, held, { kind: 'treatments' });
    expect(compileChoices(inputs.choices).diningBlock).toEqual([minuteAt('12:00'), minuteAt('14:00')]);
    expect(inputs.taken.tables).toEqual([
      {
        RestaurantId: 'BISTRO',
        FacilityId: 'T1',
        start: Date.parse(at('13:00')),
        end: Date.parse(at('14:00')),
      },
    ]);
  });
});

describe('FilteredSelections narrow the answer as well as the holds, never widen it', () => {
  it('uses the held itinerary, reports what the caller sent that is not held, and keeps clear of it too', () => {
    const selections = [
      { Type: 'ARRIVAL' as const, GuestIndex: 0, StartDateTime: at('09:00'), EndDateTime: at('09:30') },
      { Type: 'TREATMENT' as const, GuestIndex: 0, StartDateTime: at('14:00'), EndDateTime: at('14:50') },
      { Type: 'TREATMENT' as const, GuestIndex: 1, StartDateTime: at('10:00'), EndDateTime: at('10:50') },
    ];
    expect(crossCheckSelections(catalogue, heldFacial, selections)).toEqual([selections[2]]);
    const inputs = availabilityInputs(catalogue, {
      taken: NOTHING_TAKEN,
      held: heldFacial,
      scope: { kind: 'addon-treatments' },
      selections,
    });
    expect(inputs.unheldSelections).toEqual([selections[2]]);
    expect(inputs.choices.guests?.get(1)?.treatments).toEqual([
      { start: selections[2]!.StartDateTime, end: selections[2]!.EndDateTime },
    ]);
  });

  it('a session holding nothing is answered as the selections say: after the arrival, inside the band', () => {
    const inputs = availabilityInputs(catalogue, {
      taken: NOTHING_TAKEN,
      held: emptyItinerary({ date: DATE, partySize: 1 }),
      scope: { kind: 'treatments' },
      selections: [
        { Type: 'ARRIVAL', GuestIndex: 0, StartDateTime: at('13:00'), EndDateTime: at('13:30') },
        { Type: 'TIME_BAND', BandNumber: 2, StartDateTime: at('12:00'), EndDateTime: at('17:00') },
      ],
    });
    const compiled = compileChoices(inputs.choices, null);
    expect(compiled.latestArrivalEnd).toBe(minuteAt('13:30'));
    expect(compiled.timeBand).toEqual([minuteAt('12:00'), minuteAt('17:00')]);
  });

  it('is never wider than the holds or the selections alone', () => {
    const spanOf = fc
      .tuple(fc.integer({ min: 8 * 60, max: 19 * 60 }), fc.integer({ min: 15, max: 180 }))
      .map(([from, length]) => ({
        start: (minuteAt('00:00') + from) * 60_000,
        end: (minuteAt('00:00') + from + length) * 60_000,
      }));
    const choicesOf = fc
      .record({
        arrival: fc.option(spanOf, { nil: undefined }),
        garden: fc.option(spanOf, { nil: undefined }),
        treatments: fc.array(spanOf, { maxLength: 3 }),
        band: fc.option(spanOf, { nil: undefined }),
      })
      .map(({ arrival, garden, treatments, band }) => ({
        guests: new Map([[0, { arrival, garden, treatments, addOns: [] }]]),
        ...(band ? { timeBand: band } : {}),
      }));
    fc.assert(
      fc.property(choicesOf, choicesOf, (held, sent) => {
        const narrowed = compileChoices(narrowChoices(held, sent), null);
        for (const alone of [held, sent].map((c) => compileChoices(c, null))) {
          const busy = narrowed.guests.get(0)?.busy ?? [];
          for (const span of alone.guests.get(0)?.busy ?? []) expect(busy).toContainEqual(span);
          if (alone.latestArrivalEnd !== null)
            expect(narrowed.latestArrivalEnd).toBeGreaterThanOrEqual(alone.latestArrivalEnd);
          const band = narrowed.timeBand;
          // Inside each band, or empty (nothing fits) when the two bands are apart.
          if (alone.timeBand && band && band[0] < band[1]) {
            expect(band[0]).toBeGreaterThanOrEqual(alone.timeBand[0]);
            expect(band[1]).toBeLessThanOrEqual(alone.timeBand[1]);
          } else if (alone.timeBand) expect(band![1]).toBeLessThanOrEqual(band![0]);
        }
      }),
    );
  });
});

describe('choicesFromSelections', () => {
  it('maps the wire selections to the engine’s choices', () => {
    const choices = choicesFromSelections(catalogue, [
      { Type: 'ARRIVAL', GuestIndex: 1, StartDateTime: at('09:00'), EndDateTime: at('09:30') },
      { Type: 'TIME_BAND', BandNumber: 1, StartDateTime: at('09:00'), EndDateTime: at('17:00') },
      { Type: 'SPA_GARDEN', GuestIndex: 1, StartDateTime: at('12:00'), EndDateTime: at('14:00') },
      { Type: 'TREATMENT', GuestIndex: 0, StartDateTime: at('10:00'), EndDateTime: at('10:50') },
      { Type: 'ADDON_TREATMENT', GuestIndex: 0, StartDateTime: at('16:00'), EndDateTime: at('16:30') },
      { Type: 'DINING', StartDateTime: at('13:00'), DurationInMins: 120 },
    ]);
    expect(choices.dining).toEqual({ start: at('13:00'), durationMinutes: 120 });
    expect(choices.timeBand).toEqual(selected('09:00', '17:00'));
    expect(choices.guests?.get(1)).toEqual({
      arrival: selected('09:00', '09:30'),
      garden: selected('12:00', '14:00'),
      treatments: [],
      addOns: [],
    });
    expect(choices.guests?.get(0)).toEqual({
      treatments: [selected('10:00', '10:50')],
      addOns: [selected('16:00', '16:30')],
    });
  });
});
