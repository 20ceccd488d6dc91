import fc from 'fast-check';
import { TZDate } from '@date-fns/tz';
import type { Activity, Catalogue, TreatmentEntry, TreatmentRoom } from '../../catalogue/catalogue.schema';
import type { TakenAppointment, Absence } from '../taken';
import {
  buildActivity,
  buildRoom,
  buildTestCatalogue,
  buildTherapist,
  buildTreatment,
} from './build-test-catalogue';

/**
 * fast-check arbitraries for small generated resorts and busy days: therapists with
 * skills and shifts (not always on the quarter hour), rooms with types, treatments
 * with one or two durations, existing appointments at any minute, absences.
 */

/** Dates the generated days fall on: ordinary days and both London clock changes. */
export const DATES = ['2026-01-15', '2026-03-29', '2026-07-01', '2026-10-25'] as const;
const SKILLS = ['s0', 's1', 's2'] as const;
const ROOM_TYPES = ['r0', 'r1'] as const;

const subsetOf = <T>(items: readonly T[]) => fc.subarray([...items], { minLength: 1 });

/** Local 'HH:mm' for minutes since midnight. */
export const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The instant (ms) of a local clock time on a date, straight from @date-fns/tz. */
export function localInstant(date: string, minutes: number, timeZone = 'Europe/London'): number {
  const [y, m, d] = date.split('-').map(Number);
  return new TZDate(
    y ?? 0,
    (m ?? 1) - 1,
    d ?? 1,
    Math.floor(minutes / 60),
    minutes % 60,
    0,
    timeZone,
  ).getTime();
}

export interface GeneratedDay {
  catalogue: Catalogue;
  date: string;
  appointments: TakenAppointment[];
  absences: Absence[];
  /** Every treatment activity code of the catalogue. */
  codes: string[];
}

const activityArb = fc.record({
  length: fc.constantFrom(30, 45, 60, 75, 90),
  interval: fc.constantFrom(0, 5, 10, 15),
});

const treatmentSpecArb = fc.record({
  skill: fc.constantFrom(...SKILLS),
  roomTypes: subsetOf(ROOM_TYPES),
  durations: fc.array(activityArb, { minLength: 1, maxLength: 2 }),
});

const therapistSpecArb = fc.record({
  skills: subsetOf(SKILLS),
  // 07:00 … 11:00 in 5-minute steps, so that shifts are not always on the grid.
  start: fc.integer({ min: 84, max: 132 }).map((n) => n * 5),
  hours: fc.integer({ min: 3, max: 10 }),
});

/** A small resort and a day with what is already taken. */
export const generatedDayArb: fc.Arbitrary<GeneratedDay> = fc
  .record({
    date: fc.constantFrom(...DATES),
    treatments: fc.array(treatmentSpecArb, { minLength: 1, maxLength: 3 }),
    therapists: fc.array(therapistSpecArb, { minLength: 1, maxLength: 5 }),
    rooms: fc.array(fc.constantFrom(...ROOM_TYPES), { minLength: 1, maxLength: 4 }),
    busy: fc.array(
      fc.record({
        staff: fc.option(fc.nat(4), { nil: null }),
        room: fc.option(fc.nat(3), { nil: null }),
        start: fc.integer({ min: 6 * 60, max: 20 * 60 }),
        length: fc.integer({ min: 10, max: 120 }),
      }),
      { maxLength: 15 },
    ),
    absences: fc.array(
      fc.record({
        staff: fc.nat(4),
        start: fc.integer({ min: 0, max: 22 * 60 }),
        length: fc.integer({ min: 30, max: 600 }),
      }),
      { maxLength: 2 },
    ),
  })
  .map((spec) => {
    let id = 0;
    const activities: Activity[] = [];
    const treatments: TreatmentEntry[] = spec.treatments.map((t, i) => {
      const codes = t.durations.map((d) => {
        id++;
        const code = `A${id}`;
        activities.push(buildActivity(code, id, d.length, d.interval, 1000 * id));
        return code;
      });
      return buildTreatment(`T${i}`, t.skill, t.roomTypes, codes);
    });
    const therapists = spec.therapists.map((t, i) =>
      buildTherapist(`S${i}`, t.skills, hhmm(t.start), hhmm(Math.min(t.start + t.hours * 60, 23 * 60 + 55))),
    );
    const rooms = spec.rooms.map((type, i) => buildRoom(`R${i}`, type));
    const catalogue = buildTestCatalogue({
      Activities: [
        ...activities,
        { ID: 999, Code: 'MUD', ActivityCode: 'MUD', Length: 60, Interval: 0, StandardPrice: 5000 },
      ],
      Treatments: treatments,
      Therapists: therapists,
      TreatmentRooms: rooms,
      SpaTreatments: { Intro: '', Treatments: treatments.map((t) => t.Id), Extras: [] },
    });
    const appointments: TakenAppointment[] = spec.busy.map((b) => ({
      StaffId: b.staff !== null && b.staff < therapists.length ? `S${b.staff}` : null,
      RoomId: b.room !== null && b.room < rooms.length ? `R${b.room}` : null,
      start: new Date(localInstant(spec.date, b.start)),
      end: new Date(localInstant(spec.date, b.start) + b.length * 60_000),
    }));
    const absences: Absence[] = spec.absences
      .filter((a) => a.staff < therapists.length)
      .map((a) => ({
        StaffId: `S${a.staff}`,
        start: new Date(localInstant(spec.date, a.start)),
        end: new Date(localInstant(spec.date, a.start) + a.length * 60_000),
      }));
    return { catalogue, date: spec.date, appointments, absences, codes: activities.map((a) => a.Code) };
  });

/**
 * A generated day and values drawn for it, as one tuple: the frame most properties
 * start from. `dayWith((day) => [guestsArb(day.codes), fc.boolean()])` draws
 * `[day, guests, startTogether]`.
 */
export function dayWith<Ts extends unknown[]>(
  drawnFor: (day: GeneratedDay) => { [K in keyof Ts]: fc.Arbitrary<Ts[K]> },
): fc.Arbitrary<[GeneratedDay, ...Ts]> {
  return generatedDayArb.chain((day) => fc.tuple<[GeneratedDay, ...Ts]>(fc.constant(day), ...drawnFor(day)));
}

/** 1–4 guests (or `maxGuests`), each with 1–2 activity codes (or `maxTreatments`) drawn from the day's catalogue. */
export function guestsArb(
  codes: readonly string[],
  { maxGuests = 4, maxTreatments = 2 } = {},
): fc.Arbitrary<{ GuestIndex: number; Activities: string[] }[]> {
  return fc
    .array(fc.array(fc.constantFrom(...codes), { minLength: 1, maxLength: maxTreatments }), {
      minLength: 1,
      maxLength: maxGuests,
    })
    .map((lists) => lists.map((Activities, GuestIndex) => ({ GuestIndex, Activities })));
}

/**
 * A generated day with the spa's real shape (issue 15): some rooms hold two guests at
 * once (taken appointments may use either place), treatments whose clean-up blocks
 * only the room or only the therapist, the spa's hours (or a closure) and rooms'
 * own hours, each drawn or left out (today's behaviour).
 */
export const shapedDayArb: fc.Arbitrary<GeneratedDay> = generatedDayArb.chain((day) =>
  fc
    .record({
      capacities: fc.array(fc.constantFrom(1, 1, 2), {
        minLength: day.catalogue.TreatmentRooms.length,
        maxLength: day.catalogue.TreatmentRooms.length,
      }),
      cleanUps: fc.array(fc.constantFrom(undefined, 'both', 'room', 'therapist'), {
        minLength: day.catalogue.Treatments.length,
        maxLength: day.catalogue.Treatments.length,
      }),
      spaHours: fc.option(
        fc.record({
          // 06:00 … 12:00 and 14:00 … 23:00 in 5-minute steps.
          open: fc.integer({ min: 72, max: 144 }).map((n) => n * 5),
          close: fc.integer({ min: 168, max: 276 }).map((n) => n * 5),
          closed: fc.boolean(),
        }),
        { nil: undefined },
      ),
      roomHours: fc.array(
        fc.option(
          fc.record({
            open: fc.integer({ min: 96, max: 156 }).map((n) => n * 5),
            hours: fc.integer({ min: 2, max: 8 }),
          }),
          { nil: undefined },
        ),
        { minLength: day.catalogue.TreatmentRooms.length, maxLength: day.catalogue.TreatmentRooms.length },
      ),
      secondPlaceBusy: fc.array(
        fc.record({
          room: fc.nat(3),
          start: fc.integer({ min: 6 * 60, max: 20 * 60 }),
          length: fc.integer({ min: 10, max: 120 }),
        }),
        { maxLength: 4 },
      ),
    })
    .map((shape) => {
      const rooms: TreatmentRoom[] = day.catalogue.TreatmentRooms.map((room, i) => {
        const hours = shape.roomHours[i];
        return {
          ...room,
          ...(shape.capacities[i] === 2 ? { Capacity: 2 } : {}),
          ...(hours
            ? {
                Hours: [1, 2, 3, 4, 5, 6, 7].map((Weekday) => ({
                  Weekday,
                  OpenTime: hhmm(hours.open),
                  CloseTime: hhmm(hours.open + hours.hours * 60),
                })),
              }
            : {}),
        };
      });
      const treatments: TreatmentEntry[] = day.catalogue.Treatments.map((t, i) => {
        const cleanUp = shape.cleanUps[i];
        return cleanUp ? { ...t, CleanUp: cleanUp } : t;
      });
      const spa = shape.spaHours;
      const catalogue: Catalogue = {
        ...day.catalogue,
        TreatmentRooms: rooms,
        Treatments: treatments,
        ...(spa
          ? {
              SpaHours: {
                Weekly: [1, 2, 3, 4, 5, 6, 7].map((Weekday) => ({
                  Weekday,
                  OpenTime: hhmm(spa.open),
                  CloseTime: hhmm(spa.close),
                })),
                Closures: spa.closed ? [day.date] : [],
              },
            }
          : {}),
      };
      const appointments: TakenAppointment[] = [
        ...day.appointments,
        ...shape.secondPlaceBusy
          .filter((b) => rooms[b.room]?.Capacity === 2)
          .map((b) => ({
            StaffId: null,
            RoomId: `R${b.room}#2`,
            start: new Date(localInstant(day.date, b.start)),
            end: new Date(localInstant(day.date, b.start) + b.length * 60_000),
          })),
      ];
      return { ...day, catalogue, appointments };
    }),
);
