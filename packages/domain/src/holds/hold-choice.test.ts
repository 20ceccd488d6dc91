import { describe, expect, it } from 'vitest';
import type { HoldRequest } from '../contract/holds.schemas';
import { NOTHING_TAKEN, takenOf, type Taken } from '../engine/taken';
import {
  atLocal as at,
  buildActivity,
  buildAppointment,
  buildRoom,
  buildTestCatalogue,
  buildTherapist,
  buildTreatment,
  minuteAt,
  TEST_DATE as DATE,
} from '../engine/testing/build-test-catalogue';
import { holdChoice } from './hold-choice';
import type { HoldOutcome } from './hold-part';
import type { Itinerary } from '../itinerary/itinerary';

const catalogue = buildTestCatalogue();
const CLOCK = { now: '2026-06-01T09:00:00+01:00' };
const SPA_DAY = { Date: DATE, PartySize: 2, PremierId: 'DAY', BandNumber: 1 };
const TREATMENT_FLOW = { Date: DATE, PartySize: 1 };
const M50 = 1; // activity IDs of the test catalogue
const M80 = 2;
const F50 = 3;
const ADD30 = 4;

function hold(
  held: Itinerary | undefined,
  request: HoldRequest,
  taken: Taken = NOTHING_TAKEN,
  clock = CLOCK,
  c = catalogue,
): HoldOutcome {
  return holdChoice(c, taken, held, request, { clock });
}

/** Holds treatments in the treatment flow, nothing held before. */
function holdTreatments(
  items: Extract<HoldRequest, { Kind: 'treatments' }>['Items'],
  ...rest: [taken?: Taken, clock?: typeof CLOCK, c?: typeof catalogue]
): HoldOutcome {
  return hold(undefined, { Kind: 'treatments', ...TREATMENT_FLOW, Items: items }, ...rest);
}

function held(outcome: HoldOutcome): Itinerary {
  if (!outcome.ok) throw new Error(outcome.refusal.Message);
  return outcome.itinerary;
}

/** The refusal of an outcome the test expects refused; the test fails when it was held. */
function refusalOf(outcome: HoldOutcome) {
  if (outcome.ok) throw new Error('expected a refusal, but the choice was held');
  return outcome.refusal;
}

const busy = (StaffId: string | null, RoomId: string | null, from: string, to: string) =>
  buildAppointment(DATE, StaffId, RoomId, from, to);

/** Both guests arrive at 09:00 (window 09:00–09:30): treatments from 09:45. */
const arrived = () =>
  held(
    hold(undefined, {
      Kind: 'arrival',
      ...SPA_DAY,
      Arrivals: [
        { GuestIndex: 0, StartDateTime: at('09:00') },
        { GuestIndex: 1, StartDateTime: at('09:00') },
      ],
    }),
  );

/** Both guests arrived at 09:00, and the first holds a 50-minute massage at `start`. */
const arrivedWithMassage = (start: string) =>
  held(
    hold(arrived(), {
      Kind: 'treatments',
      ...SPA_DAY,
      Items: [{ GuestIndex: 0, AppointmentTypeID: M50, StartTime: at(start) }],
    }),
  );

describe('holdChoice: assignment at hold time', () => {
  it('assigns another free therapist and room when the ones shown were taken meanwhile', () => {
    const taken = takenOf({ appointments: [busy('ANNA', 'ROOM1', '10:00', '11:00')] });
    const outcome = holdTreatments(
      [{ GuestIndex: 0, AppointmentTypeID: M50, StartTime: at('10:00'), StaffId: 'ANNA', RoomId: 'ROOM1' }],
      taken,
    );
    expect(held(outcome).treatments).toEqual([
      {
        guestIndex: 0,
        code: 'M50',
        start: minuteAt('10:00'),
        StaffId: 'BEN',
        RoomId: 'ROOM2',
      },
    ]);
    expect(outcome.ok && outcome.claims).toEqual([
      {
        kind: 'treatments',
        appointments: [
          {
            guestIndexes: [0],
            itemType: 1,
            activityCode: 'M50',
            staffId: 'BEN',
            roomId: 'ROOM2',
            start: new Date(at('10:00')),
            end: new Date(at('11:00')),
          },
        ],
        tables: [],
        capacity: [],
      },
    ]);
  });

  it('keeps the therapist and room shown when they are still free', () => {
    const outcome = holdTreatments([
      { GuestIndex: 0, AppointmentTypeID: M50, StartTime: at('10:00'), StaffId: 'ANNA', RoomId: 'ROOM2' },
    ]);
    expect(held(outcome).treatments[0]).toMatchObject({ StaffId: 'ANNA', RoomId: 'ROOM2' });
  });

  it('gives guests who start together different therapists and rooms, whatever they were shown', () => {
    const hint = { StartTime: at('10:00'), StaffId: 'BEN', RoomId: 'ROOM1' };
    const outcome = hold(undefined, {
      Kind: 'treatments',
      ...TREATMENT_FLOW,
      PartySize: 2,
      Items: [
        { GuestIndex: 0, AppointmentTypeID: M50, ...hint },
        { GuestIndex: 1, AppointmentTypeID: M80, ...hint },
      ],
    });
    const [a, b] = held(outcome).treatments;
    expect(new Set([a?.StaffId, b?.StaffId]).size).toBe(2);
    expect(new Set([a?.RoomId, b?.RoomId]).size).toBe(2);
  });

  it('prefers, without a hint, the therapist whose day it keeps compact, then the specialist', () => {
    const single = (taken: Taken) =>
      held(holdTreatments([{ GuestIndex: 0, AppointmentTypeID: M50, StartTime: at('10:00') }], taken))
        .treatments[0]?.StaffId;
    // Both free all day: Ben gives only massages, Anna facials too; keep Anna for facials.
    expect(single(NOTHING_TAKEN)).toBe('BEN');
    // Anna works until 10:00: continuing straight on leaves no gap in her day.
    expect(single(takenOf({ appointments: [busy('ANNA', null, '09:00', '10:00')] }))).toBe('ANNA');
  });

  it("keeps a guest's consecutive treatments with one therapist and in one room where possible", () => {
    const three = buildTestCatalogue({
      Therapists: ['A', 'B', 'C'].map((id) => buildTherapist(id, ['massage'])),
      TreatmentRooms: ['R1', 'R2', 'R3'].map((id) => buildRoom(id, 'treatment')),
    });
    const outcome = holdTreatments(
      [
        { GuestIndex: 0, AppointmentTypeID: M50, StartTime: at('10:00') },
        { GuestIndex: 0, AppointmentTypeID: M80, StartTime: at('11:00') },
      ],
      takenOf({ appointments: [busy('B', 'R2', '09:00', '10:00')] }),
      CLOCK,
      three,
    );
    const [first, second] = held(outcome).treatments;
    expect(second?.StaffId).toBe(first?.StaffId);
    expect(second?.RoomId).toBe(first?.RoomId);
  });

  it('moves a later treatment of the guest to the next time that follows when the one shown is gone', () => {
    const taken = takenOf({ appointments: [busy('ANNA', null, '10:50', '12:00')] });
    const outcome = holdTreatments(
      [
        { GuestIndex: 0, AppointmentTypeID: M50, StartTime: at('09:45') },
        { GuestIndex: 0, AppointmentTypeID: F50, StartTime: at('10:45') },
      ],
      taken,
    );
    // Only Anna gives facials, and she is busy from 10:50 until past the 30-minute wait.
    expect(refusalOf(outcome).Message).toBe(
      'MASSAGE at 09:45 for guest 1 is not available: the treatments after it cannot follow within 30 minutes',
    );
    const later = holdTreatments(
      [
        { GuestIndex: 0, AppointmentTypeID: M50, StartTime: at('09:45') },
        { GuestIndex: 0, AppointmentTypeID: F50, StartTime: at('10:45') },
      ],
      takenOf({ appointments: [busy('ANNA', null, '10:40', '11:00')] }),
    );
    expect(held(later).treatments.map((t) => t.start)).toEqual([minuteAt('09:45'), minuteAt('11:00')]);
  });

  it('refuses only when nobody can give it, naming the choice and the nearest times either side', () => {
    const taken = takenOf({
      appointments: [busy('ANNA', null, '10:30', '11:30'), busy('BEN', null, '10:30', '11:30')],
    });
    const outcome = holdTreatments(
      [{ GuestIndex: 0, AppointmentTypeID: M50, StartTime: at('10:15') }],
      taken,
    );
    const refusal = refusalOf(outcome);
    expect(refusal).toMatchObject({
      Kind: 'treatments',
      Field: 'Items[0]',
      Message: 'MASSAGE at 10:15 for guest 1 is not available: no therapist who gives it is free then',
    });
    expect(refusal.Alternatives.map((a) => a.DisplayTime)).toEqual(['09:15', '09:30', '11:30', '11:45']);
    expect(refusal.Alternatives[0]?.StartDateTime).toBe(at('09:15'));
  });

  it('moves a combined start together when offering alternatives', () => {
    const taken = takenOf({ appointments: [busy('BEN', null, '10:00', '11:00')] });
    const outcome = hold(
      undefined,
      {
        Kind: 'treatments',
        ...TREATMENT_FLOW,
        PartySize: 2,
        Items: [
          { GuestIndex: 0, AppointmentTypeID: M50, StartTime: at('10:00') },
          { GuestIndex: 1, AppointmentTypeID: M50, StartTime: at('10:00') },
        ],
      },
      taken,
    );
    const refusal = refusalOf(outcome);
    expect(refusal.Message).toMatch(/not enough therapists and rooms are free at 10:00/);
    expect(refusal.Alternatives.map((a) => a.DisplayTime)).toEqual(['09:00', '11:00', '11:15']);
  });
});

describe('holdChoice: every rule at every step', () => {
  it('refuses a garden session over a treatment the guest holds, saying so', () => {
    const withTreatment = arrivedWithMassage('11:00');
    const outcome = hold(withTreatment, {
      Kind: 'garden',
      ...SPA_DAY,
      Sessions: [{ GuestIndex: 0, StartDateTime: at('10:00') }],
    });
    const refusal = refusalOf(outcome);
    expect(refusal).toMatchObject({
      Kind: 'garden',
      Field: 'Sessions[0]',
      Message: 'the spa garden at 10:00 overlaps MASSAGE at 11:00 for guest 1',
    });
    expect(refusal.Alternatives.map((a) => a.DisplayTime)).toEqual(['09:00', '12:00', '13:00']);
  });

  it('refuses a treatment over a garden session the guest holds', () => {
    const withGarden = held(
      hold(arrived(), {
        Kind: 'garden',
        ...SPA_DAY,
        Sessions: [{ GuestIndex: 0, StartDateTime: at('10:00') }],
      }),
    );
    const outcome = hold(withGarden, {
      Kind: 'treatments',
      ...SPA_DAY,
      Items: [{ GuestIndex: 0, AppointmentTypeID: M50, StartTime: at('11:00') }],
    });
    expect(refusalOf(outcome).Message).toBe(
      'MASSAGE at 11:00 for guest 1 is not available: it overlaps another choice of the guest',
    );
  });

  it("assigns an add-on around the therapist the booking already holds for another guest's treatment", () => {
    const withFacial = held(
      hold(arrived(), {
        Kind: 'treatments',
        ...SPA_DAY,
        Items: [
          { GuestIndex: 0, AppointmentTypeID: F50, StartTime: at('14:00'), StaffId: 'ANNA', RoomId: 'ROOM1' },
        ],
      }),
    );
    const outcome = hold(withFacial, {
      Kind: 'addon-treatments',
      ...SPA_DAY,
      Items: [
        { GuestIndex: 1, AppointmentTypeID: ADD30, StartTime: at('13:30'), StaffId: 'ANNA', RoomId: 'ROOM1' },
      ],
    });
    expect(held(outcome).addOnTreatments).toEqual([
      expect.objectContaining({ guestIndex: 1, StaffId: 'BEN', RoomId: 'ROOM2' }),
    ]);
    // The held facial stays as it was.
    expect(held(outcome).treatments).toEqual(withFacial.treatments);
  });

  it('refuses an arrival that would leave a held treatment before everyone has arrived, naming the clash', () => {
    const withTreatment = arrivedWithMassage('10:00');
    const outcome = hold(withTreatment, {
      Kind: 'arrival',
      ...SPA_DAY,
      Arrivals: [
        { GuestIndex: 0, StartDateTime: at('11:00') },
        { GuestIndex: 1, StartDateTime: at('11:00') },
      ],
    });
    const refusal = refusalOf(outcome);
    expect(refusal.ClashesWith).toBe('treatments');
    expect(refusal.Message).toBe(
      'that arrival time does not fit the treatment time already held: MASSAGE at 10:00 for guest 1 is no longer available: it starts before the last guest has arrived',
    );
    expect(refusal.Alternatives.map((a) => a.DisplayTime)).toEqual(['09:00']);
  });

  it('takes the dining duration from the restaurant, and assigns tables', () => {
    const outcome = hold(arrived(), {
      Kind: 'dining',
      ...SPA_DAY,
      RestaurantId: 'BISTRO',
      TimeSlot: at('13:00'),
    });
    expect(held(outcome).dining).toEqual({
      RestaurantId: 'BISTRO',
      start: minuteAt('13:00'),
      FacilityIds: ['T1'],
    });
    expect(outcome.ok && outcome.claims[0]?.tables[0]?.end).toEqual(new Date(at('15:00')));
  });

  it('refuses a time at or before now plus the lead time, and a date that can no longer be booked', () => {
    const request: HoldRequest = {
      Kind: 'treatments',
      ...TREATMENT_FLOW,
      Items: [{ GuestIndex: 0, AppointmentTypeID: M50, StartTime: at('11:00') }],
    };
    const soon = hold(undefined, request, NOTHING_TAKEN, { now: at('10:00') });
    expect(!soon.ok && soon.refusal.Message).toBe(
      'MASSAGE at 11:00 for guest 1 is not available: it is too soon to book: times that day must start after 11:00',
    );
    expect(!soon.ok && soon.refusal.Alternatives.map((a) => a.DisplayTime)).toEqual(['11:15', '11:30']);
    const late = hold(undefined, request, NOTHING_TAKEN, { now: at('15:30') });
    expect(!late.ok && late.refusal).toMatchObject({
      Field: 'Date',
      Message: 'Treatments can be booked from 2026-07-02',
    });
    const spaDayToday = hold(
      undefined,
      { Kind: 'arrival', ...SPA_DAY, Arrivals: [{ GuestIndex: 0, StartDateTime: at('11:00') }] },
      NOTHING_TAKEN,
      { now: at('08:00') },
    );
    expect(!spaDayToday.ok && spaDayToday.refusal.Message).toBe('Spa Days can be booked from 2026-07-02');
  });

  it("refuses a choice for another date, party or package than the booking's", () => {
    const outcome = hold(arrived(), {
      Kind: 'garden',
      ...SPA_DAY,
      Date: '2026-07-02',
      Sessions: [{ GuestIndex: 0, StartDateTime: '2026-07-02T10:00:00+01:00' }],
    });
    expect(refusalOf(outcome)).toMatchObject({ Field: 'Date' });
  });

  it('offers the nearest free mud room times when the one asked is taken', () => {
    const taken = takenOf({ mudRoomGroups: [{ start: at('12:00'), end: at('13:00') }] });
    const outcome = hold(
      arrived(),
      { Kind: 'mud', ...SPA_DAY, StartDateTime: at('12:00'), GuestIndexes: [0, 1] },
      taken,
    );
    expect(refusalOf(outcome).Message).toBe('the mud room at 12:00 is taken by another group');
    expect(refusalOf(outcome).Alternatives.map((a) => a.DisplayTime)).toEqual([
      '10:45',
      '11:00',
      '13:00',
      '13:15',
    ]);
  });
});

describe('holdChoice is pure', () => {
  it('changes none of its inputs, refused or held', () => {
    const before = arrived();
    const taken = takenOf({
      appointments: [busy('ANNA', null, '10:30', '11:30'), busy('BEN', null, '10:30', '11:30')],
    });
    const request: HoldRequest = {
      Kind: 'treatments',
      ...SPA_DAY,
      Items: [{ GuestIndex: 0, AppointmentTypeID: M50, StartTime: at('10:15'), StaffId: 'ANNA' }],
    };
    const copies = structuredClone({ before, taken, request, catalogue });
    hold(before, request, taken);
    hold(before, { ...request, Items: [{ ...request.Items[0]!, StartTime: at('12:00') }] }, taken);
    expect({ before, taken, request, catalogue }).toEqual(copies);
  });
});

describe('holdChoice with a catalogue of one treatment', () => {
  it('serves as many guests at one time as there are therapist and room pairs', () => {
    const small = buildTestCatalogue({
      Activities: [buildActivity('M50', 1, 60, 10, 9000)],
      Treatments: [buildTreatment('MASSAGE', 'massage', ['treatment'], ['M50'])],
      Therapists: ['A', 'B', 'C'].map((id) => buildTherapist(id, ['massage'])),
      TreatmentRooms: ['R1', 'R2'].map((id) => buildRoom(id, 'treatment')),
      SpaDays: [buildTestCatalogue().SpaDays[0]!],
      Extras: [],
      MudRoom: null,
    });
    let taken: Taken = NOTHING_TAKEN;
    const results = [0, 1, 2].map(() => {
      const outcome = holdTreatments(
        [{ GuestIndex: 0, AppointmentTypeID: 1, StartTime: at('10:00'), StaffId: 'A', RoomId: 'R1' }],
        taken,
        CLOCK,
        small,
      );
      if (outcome.ok)
        taken = takenOf({
          appointments: [
            ...taken.appointments,
            ...outcome.claims[0]!.appointments.map((a) => ({
              StaffId: a.staffId,
              RoomId: a.roomId,
              start: a.start,
              end: a.end,
            })),
          ],
        });
      return outcome.ok;
    });
    expect(results).toEqual([true, true, false]);
  });
});
