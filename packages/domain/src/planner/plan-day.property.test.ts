import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Catalogue } from '../catalogue/catalogue.schema';
import type { HoldTreatmentItem } from '../contract/holds.schemas';
import type { ChoiceChange } from '../contract/spa.schemas';
import { checkItinerary } from '../holds/check-itinerary';
import { findTreatmentSlots } from '../contract/availability-answers';
import { buildResortDay, formatOffsetDateTime, localTimeToMinute } from '../engine/resort-day';
import { takenOf, type Taken } from '../engine/taken';
import {
  buildActivity,
  buildRoom,
  buildTestCatalogue,
  buildTherapist,
  buildTreatment,
} from '../engine/testing/build-test-catalogue';
import { propertyRuns } from '../engine/testing/property-runs';
import { dayWith, guestsArb, hhmm, type GeneratedDay } from '../engine/testing/resort-arbitraries';
import { availabilityInputs } from '../itinerary/itinerary-conversions';
import { holdChoice } from '../holds/hold-choice';
import { withoutScope, type Itinerary } from '../itinerary/itinerary';
import { applyChanges } from '../holds/way-out';
import { planDay, type PlanDayQuery } from './plan-day';
import { heldSpaDay, withSpaDayResort } from './testing/spa-day-resort';

/**
 * The composer on generated resorts, each given a Spa Day with lunch and a garden:
 * every plan it offers is bookable (checkItinerary, an independent whole check), and on
 * small resorts it finds a plan whenever an exhaustive search over every arrival,
 * dining time, garden session and treatment start the engine offers finds one.
 */

const CLOCK = { now: '2020-01-01T00:00:00Z' };

/** The generated resort with a Spa Day: two arrival times, lunch at 12:00 or 13:00, four garden sessions. */
const withSpaDay = (day: GeneratedDay, gardenPlaces: number): Catalogue =>
  withSpaDayResort(day.catalogue, {
    spaDay: {
      TimeBands: [{ BandNumber: 1, StartTime: '08:00', EndTime: '20:00' }],
      BandTimes: [
        { BandNumber: 1, StartTime: '08:00', EndTime: '08:30', Capacity: 4 },
        { BandNumber: 1, StartTime: '10:00', EndTime: '10:30', Capacity: 4 },
      ],
    },
    restaurant: {
      SlotStepMinutes: 60,
      Sittings: [{ Sitting: 1, DiningStartTime: '12:00', DiningEndTime: '14:00' }],
    },
    garden: {
      SessionLengthMinutes: 60,
      SlotStepMinutes: 120,
      OpenTime: '09:00',
      CloseTime: '17:00',
      Capacity: gardenPlaces,
    },
  });

const takenOfDay = (day: GeneratedDay): Taken =>
  takenOf({ appointments: day.appointments, absences: day.absences });

/** Every arrival, dining time and garden session of the generated Spa Day, as changes. */
function everyChange(catalogue: Catalogue, date: string): ChoiceChange[][] {
  const day = buildResortDay(date, catalogue.Resort.TimeZone);
  const at = (minutes: number) => formatOffsetDateTime(day, localTimeToMinute(day, hhmm(minutes)));
  const arrivals = [8 * 60, 10 * 60].map((m) => ({
    Kind: 'arrival' as const,
    BandNumber: 1,
    StartDateTime: at(m),
    DisplayTime: hhmm(m),
  }));
  const dinings = [12 * 60, 13 * 60].map((m) => ({
    Kind: 'dining' as const,
    RestaurantId: 'R',
    DisplayName: 'R',
    TimeSlot: at(m),
    DisplayTime: hhmm(m),
  }));
  const gardens = [9, 11, 13, 15].map((h) => ({
    Kind: 'garden' as const,
    StartDateTime: at(h * 60),
    DisplayTime: hhmm(h * 60),
  }));
  return arrivals.flatMap((a) => dinings.flatMap((d) => gardens.map((g) => [a, d, g])));
}

/** Whether any arrival, dining, garden and treatment starts the engine offers can all be held. */
function exhaustiveFinds(catalogue: Catalogue, taken: Taken, held: Itinerary, query: PlanDayQuery): boolean {
  const bare = withoutScope(held, { kind: 'treatments' });
  return everyChange(catalogue, held.date).some((changes) => {
    const applied = applyChanges(catalogue, taken, bare, changes, CLOCK);
    if (!applied.ok) return false;
    const inputs = availabilityInputs(catalogue, {
      taken,
      held: applied.itinerary,
      scope: { kind: 'treatments' },
    });
    const answer = findTreatmentSlots(catalogue, inputs.taken, {
      date: held.date,
      guests: query.guests,
      startTogether: query.startTogether,
      choices: inputs.choices,
      clock: CLOCK,
    });
    // Every combination of the guests' offered starts (together: the one list they share).
    let combos: HoldTreatmentItem[][] = [[]];
    for (const guest of answer.GuestAvailability.slice(0, query.startTogether ? 1 : undefined))
      combos = combos.flatMap((combo) =>
        [...guest.Periods.AM, ...guest.Periods.PM]
          .filter((s) => s.IsAvailable)
          .map((slot) => [
            ...combo,
            ...(query.startTogether ? answer.GuestAvailability : [guest]).flatMap((g) =>
              (
                [...g.Periods.AM, ...g.Periods.PM].find((s) => s.StartTime === slot.StartTime)
                  ?.TreatmentTimes ?? []
              ).map((t) => ({
                GuestIndex: g.GuestIndex,
                AppointmentTypeID: t.AppointmentTypeID,
                StartTime: t.StartTime,
                StaffId: t.StaffId,
                RoomId: t.RoomId,
              })),
            ),
          ]),
      );
    return combos.some(
      (Items) =>
        Items.length > 0 &&
        holdChoice(
          catalogue,
          taken,
          applied.itinerary,
          {
            Kind: 'treatments',
            Date: held.date,
            PartySize: held.partySize,
            PremierId: 'PKG',
            BandNumber: 1,
            Items,
          },
          { clock: CLOCK, alternatives: false },
        ).ok,
    );
  });
}

describe('planDay on generated resorts', () => {
  it('offers only plans that pass the whole itinerary check, with every guest’s treatments', () => {
    fc.assert(
      fc.property(
        dayWith((day) => [
          guestsArb(day.codes, { maxGuests: 3 }),
          fc.boolean(),
          fc.constantFrom('any' as const, 'before-lunch' as const, 'after-lunch' as const),
          fc.integer({ min: 1, max: 4 }),
        ]),
        ([day, guests, startTogether, lunchOrder, gardenPlaces]) => {
          const catalogue = withSpaDay(day, gardenPlaces);
          const taken = takenOfDay(day);
          const query: PlanDayQuery = { guests, startTogether, lunchOrder, clock: CLOCK };
          const plans = planDay(catalogue, taken, heldSpaDay(catalogue, day.date, guests.length), query);
          expect(plans.length).toBeLessThanOrEqual(3);
          for (const { itinerary } of plans) {
            expect(checkItinerary(catalogue, taken, itinerary, { clock: CLOCK })).toEqual([]);
            for (const g of guests)
              expect(
                itinerary.treatments.filter((t) => t.guestIndex === g.GuestIndex).map((t) => t.code),
              ).toEqual(g.Activities);
            expect(itinerary.gardens).toHaveLength(guests.length);
            expect(itinerary.dining).toBeDefined();
          }
        },
      ),
      { numRuns: propertyRuns(0.6) },
    );
  });

  it('finds a plan whenever an exhaustive search finds one (small resorts)', () => {
    fc.assert(
      fc.property(
        dayWith((day) => [
          guestsArb(day.codes, { maxGuests: 2, maxTreatments: 1 }),
          fc.boolean(),
          fc.integer({ min: 1, max: 2 }),
        ]),
        ([day, guests, startTogether, gardenPlaces]) => {
          const catalogue = withSpaDay(day, gardenPlaces);
          const taken = takenOfDay(day);
          const query: PlanDayQuery = { guests, startTogether, lunchOrder: 'any', clock: CLOCK };
          const held = heldSpaDay(catalogue, day.date, guests.length);
          const found = planDay(catalogue, taken, held, query).length > 0;
          expect(found).toBe(exhaustiveFinds(catalogue, taken, held, query));
        },
      ),
      { numRuns: propertyRuns(0.6) },
    );
  });

  it('finds the plan of the long run’s counterexample: one therapist, two guests apart (decision 281)', () => {
    // Every start each guest sees shows S0; the placements at overlapping times score
    // best and all fail, and once used up the takes before any that holds.
    const at = (hhmm: string) => new Date(`2026-07-01T${hhmm}:00.000Z`);
    const busy = (StaffId: string | null, RoomId: string | null, start: string, end: string) => ({
      StaffId,
      RoomId,
      start: at(start),
      end: at(end),
    });
    const day: GeneratedDay = {
      catalogue: buildTestCatalogue({
        Activities: [buildActivity('A1', 1, 60, 10, 1000)],
        Treatments: [buildTreatment('T0', 's0', ['r0', 'r1'], ['A1'])],
        Therapists: [buildTherapist('S0', ['s0', 's1', 's2'], '09:50', '17:50')],
        TreatmentRooms: [buildRoom('R0', 'r1'), buildRoom('R1', 'r0'), buildRoom('R2', 'r0')],
      }),
      date: '2026-07-01',
      appointments: [
        busy(null, 'R0', '13:29', '14:25'),
        busy(null, 'R0', '08:59', '10:02'),
        busy(null, null, '11:22', '12:25'),
        busy(null, 'R0', '15:53', '17:27'),
        busy(null, 'R1', '05:03', '06:49'),
        busy('S0', 'R1', '13:34', '13:56'),
      ],
      absences: [],
      codes: ['A1'],
    };
    const catalogue = withSpaDay(day, 2);
    const taken = takenOfDay(day);
    const guests = [0, 1].map((GuestIndex) => ({ GuestIndex, Activities: ['A1'] }));
    const query: PlanDayQuery = { guests, startTogether: false, lunchOrder: 'any', clock: CLOCK };
    const held = heldSpaDay(catalogue, day.date, 2);
    expect(exhaustiveFinds(catalogue, taken, held, query)).toBe(true);
    const plans = planDay(catalogue, taken, held, query);
    expect(plans.length).toBeGreaterThan(0);
    for (const { itinerary } of plans) {
      const [first, second] = [...itinerary.treatments].sort((a, b) => a.start - b.start);
      expect(second!.start - first!.start).toBeGreaterThanOrEqual(60);
    }
  });
});
