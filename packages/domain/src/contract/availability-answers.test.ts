import { describe, expect, it } from 'vitest';
import { NOTHING_TAKEN } from '../engine/taken';
import { buildBusyDay } from '../engine/testing/build-busy-day';
import { buildTestCatalogue } from '../engine/testing/build-test-catalogue';
import {
  findDiningSlots,
  findExtraSlots,
  findMudRoomSlots,
  findSpaDayPackages,
  findSpaGardenSlots,
  findTreatmentSlots,
} from './availability-answers';
import {
  ExtrasResponseSchema,
  RestaurantResponseSchema,
  SpaDayPackageSchema,
  SpaGardenSlotSchema,
  TreatmentAvailabilityResponseSchema,
} from './spa.schemas';

// The API sends these answers without re-validating them (they are large and hot), so the
// contract's mapping of each engine answer must always produce the documented wire shape.
describe('findTreatmentSlots answers in the wire shape', () => {
  const days = [
    buildBusyDay({ therapists: 30, rooms: 20, appointments: 500, seed: 3 }),
    buildBusyDay({ therapists: 12, rooms: 8, appointments: 40, seed: 5, date: '2026-10-25' }),
    buildBusyDay({ therapists: 12, rooms: 8, appointments: 40, seed: 9, date: '2026-03-29' }),
  ];

  it.each(days.flatMap((day) => [true, false].map((together) => [day.date, together, day] as const)))(
    'on %s, start together %s',
    (_date, startTogether, day) => {
      const answer = findTreatmentSlots(day.catalogue, day.taken, {
        date: day.date,
        startTogether,
        guests: [0, 1, 2, 3].map((g) => ({
          GuestIndex: g,
          Activities: [day.codes[g % day.codes.length]!, day.codes[(g + 3) % day.codes.length]!],
        })),
      });
      expect(() => TreatmentAvailabilityResponseSchema.parse(answer)).not.toThrow();
      expect(answer.GuestAvailability).toHaveLength(4);
    },
  );

  it('splits the slots into morning and afternoon by the resort’s clock, with its offset, on the day the clocks go forward', () => {
    const day = buildBusyDay({ therapists: 12, rooms: 8, appointments: 0, seed: 9, date: '2026-03-29' });
    const answer = findTreatmentSlots(day.catalogue, NOTHING_TAKEN, {
      date: day.date,
      startTogether: false,
      guests: [{ GuestIndex: 0, Activities: [day.codes[0]!] }],
    });
    const { AM, PM } = answer.GuestAvailability[0]!.Periods;
    expect(AM.length).toBeGreaterThan(0);
    expect(PM.length).toBeGreaterThan(0);
    expect(AM.every((s) => s.DisplayTime < '12:00' && s.StartTime.endsWith('+01:00'))).toBe(true);
    expect(PM.every((s) => s.DisplayTime >= '12:00')).toBe(true);
    expect(AM.at(-1)!.StartTime < PM[0]!.StartTime).toBe(true);
  });
});

describe('the other availability answers in the wire shape', () => {
  const catalogue = buildTestCatalogue();
  const date = '2026-03-29'; // the clocks go forward at 01:00: every time is +01:00

  it('gives garden sessions, dining times, extras and packages as the spec shapes them', () => {
    const garden = findSpaGardenSlots(catalogue, NOTHING_TAKEN, {
      date,
      spaGardenCode: 'GARDEN',
      partySize: 2,
    });
    expect(garden.length).toBeGreaterThan(0);
    for (const slot of garden) expect(() => SpaGardenSlotSchema.parse(slot)).not.toThrow();
    const dining = findDiningSlots(catalogue, NOTHING_TAKEN, { date, restaurantIds: ['BISTRO'], guests: 2 });
    expect(() => RestaurantResponseSchema.parse(dining)).not.toThrow();
    expect(dining[0]?.RestaurantAvailabilities[0]?.Date).toBe(date);
    const extras = findExtraSlots(catalogue, NOTHING_TAKEN, {
      date,
      appointmentExtras: ['MUD', 'ADD30'],
      groupExtras: ['GARDENPASS'],
      guestIndexes: [0, 1],
    });
    expect(() => ExtrasResponseSchema.parse(extras)).not.toThrow();
    expect(extras.Groups[0]?.Items.length).toBeGreaterThan(0);
    const packages = findSpaDayPackages(catalogue, NOTHING_TAKEN, { date, partySize: 2 });
    expect(packages.length).toBeGreaterThan(0);
    for (const offered of packages) expect(() => SpaDayPackageSchema.parse(offered)).not.toThrow();
  });

  it('names the therapist and room of an add-on treatment, never of a mud room group', () => {
    const mud = findMudRoomSlots(catalogue, NOTHING_TAKEN, { date, guestIndexes: [0, 1] });
    expect(mud.length).toBeGreaterThan(0);
    expect(mud.every((item) => !('StaffId' in item) && !('RoomId' in item))).toBe(true);
    const { AddonAppointments } = findExtraSlots(catalogue, NOTHING_TAKEN, {
      date,
      appointmentExtras: ['ADD30'],
      groupExtras: [],
      guestIndexes: [0],
    });
    const items = AddonAppointments[0]?.Items ?? [];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.StaffId && item.RoomId && item.StartDateTime.endsWith('+01:00'))).toBe(
      true,
    );
  });
});
