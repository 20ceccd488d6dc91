import { describe, expect, it } from 'vitest';
import { findTreatmentSlots } from '../contract/availability-answers';
import { NOTHING_TAKEN, takenOf } from './taken';
import {
  buildAppointment,
  buildRoom,
  buildTestCatalogue,
  buildTherapist,
} from './testing/build-test-catalogue';
import { availableTimes, slotAt, slotsOf } from './testing/slot-helpers';
import { EngineInputError } from './engine-input-error';

const catalogue = buildTestCatalogue();
const DATE = '2026-07-01'; // a Wednesday in summer time (+01:00)

function oneGuest(activities: string[], parts: Partial<Parameters<typeof findTreatmentSlots>[2]> = {}) {
  return findTreatmentSlots(catalogue, NOTHING_TAKEN, {
    date: DATE,
    guests: [{ GuestIndex: 0, Activities: activities }],
    startTogether: false,
    ...parts,
  });
}

/** Two guests, each asking for one treatment. */
const twoGuests = (first: string, second: string) => [
  { GuestIndex: 0, Activities: [first] },
  { GuestIndex: 1, Activities: [second] },
];

describe('findTreatmentSlots', () => {
  it('lists slots every 15 minutes from the first shift start, split AM and PM', () => {
    const response = oneGuest(['M50']);
    const guest = response.GuestAvailability[0]!;
    expect(guest.Periods.AM[0]?.StartTime).toBe('2026-07-01T09:00:00+01:00');
    expect(guest.Periods.AM.map((s) => s.DisplayTime).slice(0, 3)).toEqual(['09:00', '09:15', '09:30']);
    expect(guest.Periods.AM.at(-1)?.DisplayTime).toBe('11:45');
    expect(guest.Periods.PM[0]?.DisplayTime).toBe('12:00');
    // Shifts end 18:00 and M50 occupies 60 minutes.
    expect(guest.Periods.PM.at(-1)?.DisplayTime).toBe('17:00');
  });

  it('gives each available slot its therapist, room and times, EndTime being when the guest is done', () => {
    const slot = slotAt(oneGuest(['M50']), 0, '10:00');
    expect(slot?.IsAvailable).toBe(true);
    expect(slot?.TreatmentTimes).toEqual([
      {
        ItemType: 1,
        StartTime: '2026-07-01T10:00:00+01:00',
        EndTime: '2026-07-01T10:50:00+01:00',
        StaffId: 'ANNA',
        RoomId: 'ROOM1',
        FacilityId: 'ROOM1',
        AppointmentTypeID: 1,
      },
    ]);
  });

  it('puts a guest’s treatments back to back when another therapist and room are free', () => {
    const slot = slotAt(oneGuest(['M50', 'M50']), 0, '10:00');
    expect(slot?.TreatmentTimes.map((t) => [t.StartTime.slice(11, 16), t.StaffId, t.RoomId])).toEqual([
      ['10:00', 'ANNA', 'ROOM1'],
      ['11:00', 'ANNA', 'ROOM1'],
    ]);
  });

  it('starts the next treatment on the grid right after the guest’s treatment ends, with another therapist if needed', () => {
    // M50 ends for the guest at 10:50; ANNA and ROOM1 are turning over until 11:00.
    // The next grid slot after 10:50 is 11:00: with one therapist only, that is the earliest.
    const single = buildTestCatalogue({ Therapists: [buildTherapist('ANNA', ['massage', 'facial'])] });
    const response = findTreatmentSlots(single, NOTHING_TAKEN, {
      date: DATE,
      guests: [{ GuestIndex: 0, Activities: ['M50', 'F50'] }],
      startTogether: false,
    });
    expect(slotAt(response, 0, '10:00')?.TreatmentTimes.map((t) => t.StartTime.slice(11, 16))).toEqual([
      '10:00',
      '11:00',
    ]);
  });

  it('waits up to 30 minutes for the next treatment, not longer', () => {
    // ANNA (the only facial therapist) is busy 11:00–11:30, so after an M50 at 10:00 (guest done 10:50)
    // the facial can start at 11:30 (40 minutes later: too long) — but BEN gives the massage and
    // ANNA the facial only from 11:30.
    const taken = takenOf({
      appointments: [buildAppointment(DATE, 'ANNA', null, '11:00', '11:30')],
    });
    const response = findTreatmentSlots(catalogue, taken, {
      date: DATE,
      guests: [{ GuestIndex: 0, Activities: ['M50', 'F50'] }],
      startTogether: false,
    });
    expect(slotAt(response, 0, '10:00')?.IsAvailable).toBe(false);
    // 10:15 → done 11:05, facial at 11:30 is a 25-minute wait.
    expect(slotAt(response, 0, '10:15')?.TreatmentTimes.map((t) => t.StartTime.slice(11, 16))).toEqual([
      '10:15',
      '11:30',
    ]);
    const wider = findTreatmentSlots(catalogue, taken, {
      date: DATE,
      guests: [{ GuestIndex: 0, Activities: ['M50', 'F50'] }],
      startTogether: false,
      maxGapMinutes: 45,
    });
    expect(slotAt(wider, 0, '10:00')?.IsAvailable).toBe(true);
  });

  it('never offers a therapist outside their shift or during an absence', () => {
    const taken = takenOf({
      absences: [{ StaffId: 'ANNA', start: '2026-07-01T00:00:00+01:00', end: '2026-07-02T00:00:00+01:00' }],
    });
    const response = findTreatmentSlots(catalogue, taken, {
      date: DATE,
      guests: [{ GuestIndex: 0, Activities: ['F50'] }],
      startTogether: false,
    });
    // Only ANNA gives facials.
    expect(availableTimes(response, 0)).toEqual([]);
  });

  it('offers nothing on a day nobody works', () => {
    const weekdaysOnly = buildTestCatalogue({
      Therapists: [buildTherapist('ANNA', ['massage', 'facial'], '09:00', '18:00', [1, 2, 3, 4, 5])],
    });
    const response = findTreatmentSlots(weekdaysOnly, NOTHING_TAKEN, {
      date: '2026-07-04',
      guests: [{ GuestIndex: 0, Activities: ['M50'] }],
      startTogether: false,
    });
    expect(slotsOf(response, 0)).toEqual([]);
  });

  it('skips a room or therapist taken by an existing appointment', () => {
    const taken = takenOf({
      appointments: [buildAppointment(DATE, 'ANNA', 'ROOM1', '10:00', '11:00')],
    });
    const response = findTreatmentSlots(catalogue, taken, {
      date: DATE,
      guests: [{ GuestIndex: 0, Activities: ['M50'] }],
      startTogether: false,
    });
    expect(slotAt(response, 0, '10:00')?.TreatmentTimes[0]).toMatchObject({
      StaffId: 'BEN',
      RoomId: 'ROOM2',
    });
  });

  it('in combined mode gives guests disjoint therapists and rooms at the same start', () => {
    const response = findTreatmentSlots(catalogue, NOTHING_TAKEN, {
      date: DATE,
      guests: twoGuests('M50', 'M50'),
      startTogether: true,
    });
    const a = slotAt(response, 0, '10:00')?.TreatmentTimes[0];
    const b = slotAt(response, 1, '10:00')?.TreatmentTimes[0];
    expect(a?.StaffId).not.toBe(b?.StaffId);
    expect(a?.RoomId).not.toBe(b?.RoomId);
  });

  it('in combined mode finds the one assignment that works (backtracking over rooms)', () => {
    // One facial room only suits the facial; the massage must not take it.
    const rooms = buildTestCatalogue({
      TreatmentRooms: [buildRoom('ROOM1', 'treatment'), buildRoom('ROOM2', 'facial')],
      Treatments: [
        ...buildTestCatalogue().Treatments.filter((t) => t.Id !== 'FACIAL'),
        {
          ...buildTestCatalogue().Treatments.find((t) => t.Id === 'FACIAL')!,
          RoomTypes: ['facial', 'treatment'],
        },
      ],
    });
    const response = findTreatmentSlots(rooms, NOTHING_TAKEN, {
      date: DATE,
      guests: twoGuests('F50', 'M50'),
      startTogether: true,
    });
    expect(slotAt(response, 0, '10:00')?.TreatmentTimes[0]).toMatchObject({
      StaffId: 'ANNA',
      RoomId: 'ROOM2',
    });
    expect(slotAt(response, 1, '10:00')?.TreatmentTimes[0]).toMatchObject({
      StaffId: 'BEN',
      RoomId: 'ROOM1',
    });
  });

  it('in combined mode a slot is unavailable for all when one guest cannot start', () => {
    const taken = takenOf({
      appointments: [buildAppointment(DATE, 'BEN', null, '10:00', '11:00')],
    });
    const guests = twoGuests('M50', 'M50');
    const combined = findTreatmentSlots(catalogue, taken, { date: DATE, guests, startTogether: true });
    expect(slotAt(combined, 0, '10:00')?.IsAvailable).toBe(false);
    expect(slotAt(combined, 1, '10:00')?.IsAvailable).toBe(false);
    const separate = findTreatmentSlots(catalogue, taken, { date: DATE, guests, startTogether: false });
    expect(slotAt(separate, 0, '10:00')?.IsAvailable).toBe(true);
    expect(slotAt(separate, 1, '10:00')?.IsAvailable).toBe(true);
  });

  it('rejects an unknown activity code, naming it', () => {
    expect(() => oneGuest(['NOPE'])).toThrow(EngineInputError);
    expect(() => oneGuest(['NOPE'])).toThrow(
      'GuestRequirements[0].Activities[0]: unknown treatment activity "NOPE"',
    );
  });

  it('does not change its inputs', () => {
    const frozen = structuredClone(catalogue);
    const taken = takenOf({
      appointments: [buildAppointment(DATE, 'ANNA', 'ROOM1', '10:00', '11:00')],
    });
    const takenCopy = structuredClone(taken);
    findTreatmentSlots(catalogue, taken, {
      date: DATE,
      guests: [{ GuestIndex: 0, Activities: ['M50', 'F50'] }],
      startTogether: false,
    });
    expect(catalogue).toEqual(frozen);
    expect(taken).toEqual(takenCopy);
  });
});

describe('findTreatmentSlots on clock-change days', () => {
  it('offers 09:00 local in summer time on the day the clocks go forward', () => {
    const response = oneGuest(['M50'], { date: '2026-03-29' });
    const slots = slotsOf(response, 0);
    expect(slots[0]?.StartTime).toBe('2026-03-29T09:00:00+01:00');
    expect(slots.at(-1)?.StartTime).toBe('2026-03-29T17:00:00+01:00');
    expect(slots).toHaveLength(33);
    expect(new Set(slots.map((s) => s.DisplayTime)).size).toBe(33);
  });

  it('offers 09:00 local in winter time on the day the clocks go back', () => {
    const response = oneGuest(['M50'], { date: '2026-10-25' });
    const slots = slotsOf(response, 0);
    expect(slots[0]?.StartTime).toBe('2026-10-25T09:00:00+00:00');
    expect(slots).toHaveLength(33);
    expect(slots[0]?.TreatmentTimes[0]?.EndTime).toBe('2026-10-25T09:50:00+00:00');
  });

  it('respects a shift that spans the repeated hour (00:00–03:00 is 4 hours on 25 October)', () => {
    const night = buildTestCatalogue({ Therapists: [buildTherapist('OWL', ['massage'], '00:00', '03:00')] });
    const response = findTreatmentSlots(night, NOTHING_TAKEN, {
      date: '2026-10-25',
      guests: [{ GuestIndex: 0, Activities: ['M50'] }],
      startTogether: false,
    });
    // 240 minutes of shift, 60-minute occupancy: starts at 0…180 minutes every 15 → 13 slots.
    const slots = slotsOf(response, 0);
    expect(slots).toHaveLength(13);
    expect(slots.filter((s) => s.DisplayTime === '01:15').map((s) => s.StartTime)).toEqual([
      '2026-10-25T01:15:00+01:00',
      '2026-10-25T01:15:00+00:00',
    ]);
    expect(new Set(slots.map((s) => s.StartTime)).size).toBe(13);
  });
});
