import { describe, expect, it } from 'vitest';
import { findMudRoomSlots, findSpaGardenSlots, findTreatmentSlots } from '../contract/availability-answers';
import type { Catalogue, CleanUp } from '../catalogue/catalogue.schema';
import { findRoomPlace, roomPlaces } from '../catalogue/room-places';
import { takenOfItinerary } from '../itinerary/itinerary-conversions';
import { emptyItinerary } from '../itinerary/itinerary';
import { itineraryFromClaims, planClaims } from '../holds/itinerary-claims';
import { checkItinerary } from '../holds/check-itinerary';
import { buildResortDay, localTimeToMinute } from './resort-day';
import { NOTHING_TAKEN, takenOf } from './taken';
import {
  ALL_WEEK,
  buildActivity,
  buildGarden,
  buildRoom,
  buildTestCatalogue,
  buildTherapist,
  buildTreatment,
} from './testing/build-test-catalogue';
import { availableTimes, slotAt } from './testing/slot-helpers';

const DATE = '2026-07-01'; // a Wednesday, BST
const day = buildResortDay(DATE, 'Europe/London');
const at = (time: string) => localTimeToMinute(day, time);
const instant = (time: string) => new Date(at(time) * 60_000);

/** One 60-minute massage (75 with a 15-minute turnover) and the given rooms, therapists and clean-up. */
function resort(
  parts: { cleanUp?: CleanUp; rooms?: Catalogue['TreatmentRooms']; therapists?: string[] } = {},
) {
  const massage = buildTreatment('MASSAGE', 'massage', ['treatment'], ['M60']);
  return buildTestCatalogue({
    Activities: [buildActivity('M60', 1, 75, 15), buildActivity('MUD', 5, 60, 0, 6000)],
    Treatments: [parts.cleanUp ? { ...massage, CleanUp: parts.cleanUp } : massage],
    SpaTreatments: { Intro: '', Treatments: ['MASSAGE'], Extras: [] },
    Therapists: (parts.therapists ?? ['ANNA', 'BEN']).map((id) => buildTherapist(id, ['massage'])),
    TreatmentRooms: parts.rooms ?? [buildRoom('ROOM1', 'treatment')],
  });
}
const couples = { ...buildRoom('SUITE', 'treatment'), Capacity: 2 };
const both = [0, 1].map((GuestIndex) => ({ GuestIndex, Activities: ['M60'] }));

describe('a couples room', () => {
  it('names its places: the room itself, then RoomId#n', () => {
    expect(roomPlaces(couples).map((p) => [p.Id, p.Name])).toEqual([
      ['SUITE', 'SUITE · place 1'],
      ['SUITE#2', 'SUITE · place 2'],
    ]);
    expect(findRoomPlace([couples], 'SUITE#2')?.room).toBe(couples);
    expect(findRoomPlace([couples], 'SUITE#3')).toBeUndefined();
    expect(findRoomPlace([buildRoom('ROOM1', 'treatment')], 'ROOM1#2')).toBeUndefined();
  });

  it('takes two guests starting together, each with their own therapist', () => {
    const response = findTreatmentSlots(resort({ rooms: [couples] }), NOTHING_TAKEN, {
      date: DATE,
      guests: both,
      startTogether: true,
    });
    const times = [0, 1].map((g) => slotAt(response, g, '10:00')!.TreatmentTimes[0]!);
    expect(times.map((t) => t.RoomId).sort()).toEqual(['SUITE', 'SUITE#2']);
    expect(new Set(times.map((t) => t.StaffId)).size).toBe(2);
  });

  it('does not take two guests at once when it holds one (today’s rooms)', () => {
    const single = resort({ rooms: [buildRoom('SUITE', 'treatment')] });
    const response = findTreatmentSlots(single, NOTHING_TAKEN, {
      date: DATE,
      guests: both,
      startTogether: true,
    });
    expect(availableTimes(response, 0)).toEqual([]);
  });

  it('takes a third guest only when a place is free', () => {
    const taken = takenOf({
      appointments: [
        { StaffId: null, RoomId: 'SUITE', start: instant('10:00'), end: instant('11:15') },
        { StaffId: null, RoomId: 'SUITE#2', start: instant('10:30'), end: instant('11:45') },
      ],
    });
    const response = findTreatmentSlots(resort({ rooms: [couples] }), taken, {
      date: DATE,
      guests: [both[0]!],
      startTogether: false,
    });
    expect(slotAt(response, 0, '09:00')?.TreatmentTimes[0]?.RoomId).toBe('SUITE#2'); // until 10:15
    expect(slotAt(response, 0, '09:30')?.IsAvailable).toBe(false); // until 10:45: both places taken
    expect(slotAt(response, 0, '11:15')?.TreatmentTimes[0]?.RoomId).toBe('SUITE');
    expect(slotAt(response, 0, '10:45')?.IsAvailable).toBe(false);
  });
});

describe('clean-up', () => {
  const therapistFromEleven = takenOf({
    appointments: [{ StaffId: 'ANNA', RoomId: null, start: instant('11:00'), end: instant('12:00') }],
  });
  const roomFromEleven = takenOf({
    appointments: [{ StaffId: null, RoomId: 'ROOM1', start: instant('11:00'), end: instant('12:00') }],
  });
  const tenOClock = (catalogue: Catalogue, taken: typeof NOTHING_TAKEN) =>
    slotAt(
      findTreatmentSlots(catalogue, taken, { date: DATE, guests: [both[0]!], startTogether: false }),
      0,
      '10:00',
    )?.IsAvailable;

  it('blocks the therapist and the room by default (today’s behaviour)', () => {
    expect(tenOClock(resort({ therapists: ['ANNA'] }), therapistFromEleven)).toBe(false);
    expect(tenOClock(resort({ cleanUp: 'both', therapists: ['ANNA'] }), roomFromEleven)).toBe(false);
  });

  it('of the room frees the therapist when the guest is done', () => {
    expect(tenOClock(resort({ cleanUp: 'room', therapists: ['ANNA'] }), therapistFromEleven)).toBe(true);
    expect(tenOClock(resort({ cleanUp: 'room', therapists: ['ANNA'] }), roomFromEleven)).toBe(false);
  });

  it('of the therapist frees the room when the guest is done', () => {
    expect(tenOClock(resort({ cleanUp: 'therapist', therapists: ['ANNA'] }), roomFromEleven)).toBe(true);
    expect(tenOClock(resort({ cleanUp: 'therapist', therapists: ['ANNA'] }), therapistFromEleven)).toBe(
      false,
    );
  });

  it('is claimed as the freed resource’s own end, read back as the same itinerary', () => {
    const catalogue = resort({ cleanUp: 'room' });
    const itinerary = {
      ...emptyItinerary({ date: DATE, partySize: 1 }),
      treatments: [{ guestIndex: 0, code: 'M60', start: at('10:00'), StaffId: 'ANNA', RoomId: 'ROOM1' }],
    };
    const [set] = planClaims(catalogue, itinerary);
    expect(set?.appointments).toEqual([
      expect.objectContaining({
        start: instant('10:00'),
        end: instant('11:15'),
        staffUntil: instant('11:00'),
      }),
    ]);
    expect(set?.appointments[0]).not.toHaveProperty('roomUntil');
    const held = itineraryFromClaims(itinerary, [
      { kind: 'treatments', appointments: set!.appointments, tables: [], capacity: [] },
    ]);
    expect(held.treatments).toEqual(itinerary.treatments);
    expect(takenOfItinerary(catalogue, itinerary).appointments).toEqual([
      { StaffId: 'ANNA', RoomId: null, start: at('10:00') * 60_000, end: at('11:00') * 60_000 },
      { StaffId: null, RoomId: 'ROOM1', start: at('10:00') * 60_000, end: at('11:15') * 60_000 },
    ]);
    // The therapist may take the next guest at 11:00 in another room; the room not before 11:15.
    const next = { guestIndex: 1, code: 'M60', start: at('11:00'), StaffId: 'ANNA', RoomId: 'ROOM2' };
    const two = resort({
      cleanUp: 'room',
      rooms: [buildRoom('ROOM1', 'treatment'), buildRoom('ROOM2', 'treatment')],
    });
    const plan = { ...itinerary, partySize: 2, treatments: [...itinerary.treatments, next] };
    expect(checkItinerary(two, NOTHING_TAKEN, plan)).toEqual([]);
    const sameRoom = {
      ...plan,
      treatments: [itinerary.treatments[0]!, { ...next, StaffId: 'BEN', RoomId: 'ROOM1' }],
    };
    expect(checkItinerary(two, NOTHING_TAKEN, sameRoom).map((p) => p.Message)).toEqual([
      expect.stringMatching(/therapist or room is chosen twice/),
    ]);
  });
});

describe('opening hours', () => {
  const hours = (open: string, close: string, closures: string[] = []) => ({
    SpaHours: {
      Weekly: ALL_WEEK.map((Weekday) => ({ Weekday, OpenTime: open, CloseTime: close })),
      Closures: closures,
    },
  });

  it('offers treatments, garden sessions and the mud room only while the spa is open', () => {
    const catalogue = { ...resort(), ...hours('11:00', '15:00') };
    const slots = findTreatmentSlots(catalogue, NOTHING_TAKEN, {
      date: DATE,
      guests: [both[0]!],
      startTogether: false,
    });
    const times = availableTimes(slots, 0);
    expect(times[0]).toBe('11:00');
    expect(times.at(-1)).toBe('13:45'); // 13:45 + 75 = 15:00
    const garden = findSpaGardenSlots(catalogue, NOTHING_TAKEN, { date: DATE, spaGardenCode: 'GARDEN' });
    for (const session of garden) {
      expect(session.StartDateTime.slice(11, 16) >= '11:00').toBe(true);
      expect(session.EndDateTime.slice(11, 16) <= '15:00').toBe(true);
    }
    const mud = findMudRoomSlots(catalogue, NOTHING_TAKEN, { date: DATE, guestIndexes: [0, 1] });
    expect(mud.map((m) => m.StartDateTime.slice(11, 16))).toContain('14:00');
    expect(mud.map((m) => m.StartDateTime.slice(11, 16))).not.toContain('14:15');
  });

  it('offers nothing on a dated closure', () => {
    const catalogue = { ...resort(), ...hours('09:00', '21:00', [DATE]) };
    const slots = findTreatmentSlots(catalogue, NOTHING_TAKEN, {
      date: DATE,
      guests: [both[0]!],
      startTogether: false,
    });
    expect(availableTimes(slots, 0)).toEqual([]);
    expect(findSpaGardenSlots(catalogue, NOTHING_TAKEN, { date: DATE, spaGardenCode: 'GARDEN' })).toEqual([]);
    expect(findMudRoomSlots(catalogue, NOTHING_TAKEN, { date: DATE, guestIndexes: [0, 1] })).toEqual([]);
    // Nor holds what was chosen before the closure was entered.
    const held = {
      ...emptyItinerary({ date: DATE, partySize: 1 }),
      treatments: [{ guestIndex: 0, code: 'M60', start: at('10:00'), StaffId: 'ANNA', RoomId: 'ROOM1' }],
    };
    expect(checkItinerary(catalogue, NOTHING_TAKEN, held).map((p) => p.Message)).toEqual([
      expect.stringMatching(/the therapist is not free then/),
    ]);
  });

  it('keeps a room to its own hours', () => {
    const rain = {
      ...buildRoom('RAIN', 'treatment'),
      Hours: ALL_WEEK.map((Weekday) => ({ Weekday, OpenTime: '12:00', CloseTime: '14:00' })),
    };
    const slots = findTreatmentSlots(resort({ rooms: [rain] }), NOTHING_TAKEN, {
      date: DATE,
      guests: [both[0]!],
      startTogether: false,
    });
    expect(availableTimes(slots, 0)).toEqual(['12:00', '12:15', '12:30', '12:45']);
  });
});

describe('the garden counted over overlapping sessions', () => {
  it('leaves the places not used by any session running at the same time', () => {
    const garden = buildGarden('GARDEN', {
      OpenTime: '09:00',
      CloseTime: '18:00',
      SessionLengthMinutes: 180,
      SlotStepMinutes: 60,
      Capacity: 10,
      CapacityCounting: 'overlapping',
    });
    const catalogue = buildTestCatalogue({ SpaGardens: [garden] });
    const taken = takenOf({
      gardenPlaces: [
        { SpaGardenCode: 'GARDEN', start: instant('10:00'), guests: 6 },
        { SpaGardenCode: 'GARDEN', start: instant('12:00'), guests: 3 },
      ],
    });
    const spaces = Object.fromEntries(
      findSpaGardenSlots(catalogue, taken, { date: DATE, spaGardenCode: 'GARDEN' }).map((s) => [
        s.StartDateTime.slice(11, 16),
        s.NumberOfSpacesAvailable,
      ]),
    );
    // 09:00–12:00 overlaps the 10:00 session (6); 11:00–14:00 both (6 + 3 at 12:00); 13:00 only 12:00's.
    expect(spaces).toEqual({
      '09:00': 4,
      '10:00': 1,
      '11:00': 1,
      '12:00': 1,
      '13:00': 7,
      '14:00': 7,
      '15:00': 10,
    });
    // Counted per start time (today's default), the 11:00 session would show all ten.
    const perStart = buildTestCatalogue({ SpaGardens: [{ ...garden, CapacityCounting: 'per-session' }] });
    expect(
      findSpaGardenSlots(perStart, taken, { date: DATE, spaGardenCode: 'GARDEN' }).find((s) =>
        s.StartDateTime.includes('T11:00'),
      )?.NumberOfSpacesAvailable,
    ).toBe(10);
  });
});
