import { describe, expect, it } from 'vitest';
import { findSpaGardenSlots, findTreatmentSlots } from '../contract/availability-answers';
import fc from 'fast-check';
import type { Catalogue, SpaGarden, WeekdayHours } from '../catalogue/catalogue.schema';
import type { TreatmentTime } from '../contract/spa.schemas';
import { takenOf, type Taken } from './taken';
import { buildGarden, buildTestCatalogue } from './testing/build-test-catalogue';
import { propertyRuns } from './testing/property-runs';
import {
  DATES,
  guestsArb,
  hhmm,
  localInstant,
  shapedDayArb,
  type GeneratedDay,
} from './testing/resort-arbitraries';
import { slotsOf } from './testing/slot-helpers';

/**
 * The spa's real shape (issue 15) on generated resorts: rooms that hold two guests,
 * clean-up that blocks only the room or only the therapist, the spa's and rooms'
 * opening hours, the garden counted over overlapping sessions. The oracles below read
 * the catalogue minute by minute in milliseconds, apart from the engine's calendars.
 */

const RUNS = { numRuns: propertyRuns() };
const MINUTE = 60_000;
const ms = (instant: Date | string | number) => new Date(instant).getTime();
const clock = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** ISO weekday of a 'YYYY-MM-DD'. */
const weekdayOf = (date: string) => ((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;

/** Is [a, b) (ms) inside one of the weekday's hours (local clock times resolved on the date)? */
function withinHours(date: string, hours: readonly WeekdayHours[], a: number, b: number): boolean {
  return hours
    .filter((h) => h.Weekday === weekdayOf(date))
    .some((h) => localInstant(date, clock(h.OpenTime)) <= a && b <= localInstant(date, clock(h.CloseTime)));
}

function spaOpenThroughout(catalogue: Catalogue, date: string, a: number, b: number): boolean {
  const spa = catalogue.SpaHours;
  return !spa || (!spa.Closures.includes(date) && withinHours(date, spa.Weekly, a, b));
}

/** A treatment's spans in ms, from the catalogue alone. */
function spansOf(catalogue: Catalogue, code: string, start: number) {
  const activity = catalogue.Activities.find((a) => a.Code === code)!;
  const treatment = catalogue.Treatments.find((t) => t.Durations.some((d) => d.Code === code))!;
  const end = start + activity.Length * MINUTE;
  const guestEnd = end - activity.Interval * MINUTE;
  const cleanUp = treatment.CleanUp ?? 'both';
  return {
    treatment,
    guestEnd,
    therapistEnd: cleanUp === 'room' ? guestEnd : end,
    roomEnd: cleanUp === 'therapist' ? guestEnd : end,
  };
}

/** The room a place id belongs to, and whether the place exists. */
function roomOfPlace(catalogue: Catalogue, placeId: string) {
  const [roomId, n = '1'] = placeId.split('#');
  const room = catalogue.TreatmentRooms.find((r) => r.RoomId === roomId);
  return room && Number(n) <= (room.Capacity ?? 1) ? room : undefined;
}

function placeIdsOf(catalogue: Catalogue): string[] {
  return catalogue.TreatmentRooms.flatMap((r) =>
    Array.from({ length: r.Capacity ?? 1 }, (_, i) => (i === 0 ? r.RoomId : `${r.RoomId}#${i + 1}`)),
  );
}

function therapistFree(day: GeneratedDay, taken: Taken, staffId: string, a: number, b: number): boolean {
  const { catalogue, date } = day;
  const therapist = catalogue.Therapists.find((t) => t.StaffId === staffId)!;
  const inShift = therapist.Shifts.filter((s) => s.Weekday === weekdayOf(date)).some(
    (s) => localInstant(date, clock(s.StartTime)) <= a && b <= localInstant(date, clock(s.EndTime)),
  );
  return (
    inShift &&
    spaOpenThroughout(catalogue, date, a, b) &&
    !taken.absences.some((x) => x.StaffId === staffId && ms(x.start) < b && a < ms(x.end)) &&
    !taken.appointments.some((x) => x.StaffId === staffId && ms(x.start) < b && a < ms(x.end))
  );
}

function placeFree(day: GeneratedDay, taken: Taken, placeId: string, a: number, b: number): boolean {
  const { catalogue, date } = day;
  const room = roomOfPlace(catalogue, placeId);
  return (
    room !== undefined &&
    (!room.Hours || withinHours(date, room.Hours, a, b)) &&
    spaOpenThroughout(catalogue, date, a, b) &&
    !taken.appointments.some((x) => x.RoomId === placeId && ms(x.start) < b && a < ms(x.end))
  );
}

/** Naively: can one guest have `code` at `start`? Some qualified therapist and some suitable place free. */
function canServe(day: GeneratedDay, taken: Taken, code: string, start: number): boolean {
  const { catalogue } = day;
  const spans = spansOf(catalogue, code, start);
  const therapist = catalogue.Therapists.some(
    (t) =>
      t.Skills.includes(spans.treatment.Skill) &&
      therapistFree(day, taken, t.StaffId, start, spans.therapistEnd),
  );
  const place = placeIdsOf(catalogue).some(
    (id) =>
      spans.treatment.RoomTypes.includes(roomOfPlace(catalogue, id)!.RoomType) &&
      placeFree(day, taken, id, start, spans.roomEnd),
  );
  return therapist && place;
}

/** Everything an offered assignment breaks: capacity, clean-up, shifts and hours. */
function shapeProblems(day: GeneratedDay, taken: Taken, items: readonly TreatmentTime[]): string[] {
  const { catalogue } = day;
  const problems: string[] = [];
  const placed: { staffId: string; placeId: string; start: number; therapistEnd: number; roomEnd: number }[] =
    [];
  for (const item of items) {
    const code = catalogue.Activities.find((a) => a.ID === item.AppointmentTypeID)!.Code;
    const start = ms(item.StartTime);
    const spans = spansOf(catalogue, code, start);
    const where = `${item.StaffId}/${item.RoomId} ${item.StartTime}`;
    if (ms(item.EndTime) !== spans.guestEnd) problems.push(`${where}: EndTime is not when the guest is done`);
    if (!therapistFree(day, taken, item.StaffId, start, spans.therapistEnd))
      problems.push(`${where}: the therapist is not free (shift, spa hours, absence, taken)`);
    if (!placeFree(day, taken, item.RoomId, start, spans.roomEnd))
      problems.push(`${where}: the room place is not free (hours, taken)`);
    for (const other of placed) {
      if (other.staffId === item.StaffId && other.start < spans.therapistEnd && start < other.therapistEnd)
        problems.push(`${where}: therapist twice`);
      if (other.placeId === item.RoomId && other.start < spans.roomEnd && start < other.roomEnd)
        problems.push(`${where}: room place twice`);
    }
    placed.push({ staffId: item.StaffId, placeId: item.RoomId, start, ...spans });
  }
  // Wherever a placed treatment is, the room holds no more guests than its capacity: the
  // places in use then (taken ones and placed ones; each place is one guest at a time).
  for (const room of catalogue.TreatmentRooms) {
    const inRoom = (id: string | null) => id !== null && id.split('#')[0] === room.RoomId;
    const spans = [
      ...taken.appointments
        .filter((x) => inRoom(x.RoomId))
        .map((x) => ({ id: x.RoomId, a: ms(x.start), b: ms(x.end) })),
      ...placed.filter((p) => inRoom(p.placeId)).map((p) => ({ id: p.placeId, a: p.start, b: p.roomEnd })),
    ];
    for (const p of placed.filter((x) => inRoom(x.placeId)))
      for (const at of spans
        .map((x) => x.a)
        .filter((a) => p.start <= a && a < p.roomEnd)
        .concat(p.start)) {
        const present = new Set(spans.filter((x) => x.a <= at && at < x.b).map((x) => x.id)).size;
        if (present > (room.Capacity ?? 1)) problems.push(`${room.RoomId}: ${present} guests at once`);
      }
  }
  return problems;
}

const takenOfDay = (day: GeneratedDay) => takenOf({ appointments: day.appointments, absences: day.absences });

describe('the spa’s shape on generated resorts', () => {
  it('offers a single treatment exactly when a therapist and a room place are free, in hours, clean-up counted', () => {
    fc.assert(
      fc.property(
        shapedDayArb.chain((day) => fc.tuple(fc.constant(day), fc.constantFrom(...day.codes))),
        ([day, code]) => {
          const taken = takenOfDay(day);
          const response = findTreatmentSlots(day.catalogue, taken, {
            date: day.date,
            guests: [{ GuestIndex: 0, Activities: [code] }],
            startTogether: false,
          });
          const listed = new Map(slotsOf(response, 0).map((s) => [ms(s.StartTime), s.IsAvailable]));
          const step = day.catalogue.Resort.SlotStepMinutes * MINUTE;
          const midnight = localInstant(day.date, 0);
          const next = localInstant(day.date, 24 * 60);
          for (let start = midnight; start < next; start += step) {
            const expected = canServe(day, taken, code, start);
            expect({ at: new Date(start).toISOString(), offered: listed.get(start) ?? false }).toEqual({
              at: new Date(start).toISOString(),
              offered: expected,
            });
          }
        },
      ),
      RUNS,
    );
  });

  it('never offers an assignment that breaks a room’s capacity, a clean-up or opening hours', () => {
    fc.assert(
      fc.property(
        shapedDayArb.chain((day) => fc.tuple(fc.constant(day), guestsArb(day.codes), fc.boolean())),
        ([day, guests, startTogether]) => {
          const taken = takenOfDay(day);
          const response = findTreatmentSlots(day.catalogue, taken, {
            date: day.date,
            guests,
            startTogether,
          });
          const starts = new Set(
            guests.flatMap((g) => slotsOf(response, g.GuestIndex).map((s) => s.StartTime)),
          );
          for (const start of starts) {
            const slots = guests.map((g) =>
              slotsOf(response, g.GuestIndex).find((s) => s.StartTime === start),
            );
            if (startTogether && guests.length > 1) {
              if (!slots.every((s) => s?.IsAvailable)) continue;
              // Combined: everyone's assignment together.
              expect(
                shapeProblems(
                  day,
                  taken,
                  slots.flatMap((s) => s?.TreatmentTimes ?? []),
                ),
              ).toEqual([]);
            } else
              for (const slot of slots)
                if (slot?.IsAvailable) expect(shapeProblems(day, taken, slot.TreatmentTimes)).toEqual([]);
          }
        },
      ),
      { numRuns: propertyRuns(0.5) },
    );
  });

  it('two guests starting together share a couples room exactly when its two places are free', () => {
    fc.assert(
      fc.property(
        shapedDayArb.chain((day) => fc.tuple(fc.constant(day), fc.constantFrom(...day.codes))),
        ([day, code]) => {
          // One room only, of capacity 2, of every type the treatment may use.
          const treatment = day.catalogue.Treatments.find((t) => t.Durations.some((d) => d.Code === code))!;
          const couples = {
            ...day.catalogue.TreatmentRooms[0]!,
            RoomType: treatment.RoomTypes[0]!,
            Capacity: 2,
          };
          const shaped: GeneratedDay = { ...day, catalogue: { ...day.catalogue, TreatmentRooms: [couples] } };
          const taken = takenOf({
            appointments: day.appointments.filter(
              (a) => !a.RoomId || a.RoomId.startsWith(`${couples.RoomId}`),
            ),
            absences: day.absences,
          });
          const guests = [0, 1].map((GuestIndex) => ({ GuestIndex, Activities: [code] }));
          const response = findTreatmentSlots(shaped.catalogue, taken, {
            date: day.date,
            guests,
            startTogether: true,
          });
          for (const slot of slotsOf(response, 0)) {
            const start = ms(slot.StartTime);
            const spans = spansOf(shaped.catalogue, code, start);
            const places = placeIdsOf(shaped.catalogue).filter((id) =>
              placeFree(shaped, taken, id, start, spans.roomEnd),
            ).length;
            const therapists = shaped.catalogue.Therapists.filter(
              (t) =>
                t.Skills.includes(treatment.Skill) &&
                therapistFree(shaped, taken, t.StaffId, start, spans.therapistEnd),
            ).length;
            expect({ at: slot.StartTime, offered: slot.IsAvailable }).toEqual({
              at: slot.StartTime,
              offered: places >= 2 && therapists >= 2,
            });
          }
        },
      ),
      RUNS,
    );
  });
});

const gardenArb = fc.record({
  date: fc.constantFrom(...DATES),
  capacity: fc.integer({ min: 1, max: 12 }),
  length: fc.constantFrom(60, 90, 120, 180),
  step: fc.constantFrom(30, 60),
  counting: fc.constantFrom<SpaGarden['CapacityCounting']>(undefined, 'per-session', 'overlapping'),
  spaHours: fc.option(
    fc.record({ open: fc.integer({ min: 8, max: 11 }), close: fc.integer({ min: 14, max: 21 }) }),
    {
      nil: undefined,
    },
  ),
  booked: fc.array(fc.record({ session: fc.nat(20), guests: fc.integer({ min: 1, max: 4 }) }), {
    maxLength: 10,
  }),
});

describe('the garden’s capacity', () => {
  it('counted over overlapping sessions: places left are the capacity less the most present at any minute', () => {
    fc.assert(
      fc.property(gardenArb, (spec) => {
        const garden = buildGarden('G', {
          OpenTime: '09:00',
          CloseTime: '21:00',
          Capacity: spec.capacity,
          SessionLengthMinutes: spec.length,
          SlotStepMinutes: spec.step,
          ...(spec.counting ? { CapacityCounting: spec.counting } : {}),
        });
        const hours = spec.spaHours;
        const catalogue = buildTestCatalogue({
          SpaGardens: [garden],
          ...(hours
            ? {
                SpaHours: {
                  Weekly: [1, 2, 3, 4, 5, 6, 7].map((Weekday) => ({
                    Weekday,
                    OpenTime: hhmm(hours.open * 60),
                    CloseTime: hhmm(hours.close * 60),
                  })),
                  Closures: [],
                },
              }
            : {}),
        });
        const sessionStart = (n: number) => localInstant(spec.date, 9 * 60 + n * spec.step);
        const gardenPlaces = spec.booked
          .filter((b) => 9 * 60 + b.session * spec.step + spec.length <= 21 * 60)
          .map((b) => ({ SpaGardenCode: 'G', start: sessionStart(b.session), guests: b.guests }));
        const slots = findSpaGardenSlots(catalogue, takenOf({ gardenPlaces }), {
          date: spec.date,
          spaGardenCode: 'G',
        });
        const length = spec.length * MINUTE;
        for (const slot of slots) {
          const start = ms(slot.StartDateTime);
          // Inside the garden's and the spa's hours.
          expect(ms(slot.EndDateTime)).toBe(start + length);
          if (hours)
            expect(
              start >= localInstant(spec.date, hours.open * 60) &&
                start + length <= localInstant(spec.date, hours.close * 60),
            ).toBe(true);
          let expected: number;
          if (spec.counting === 'overlapping') {
            let most = 0;
            for (let at = start; at < start + length; at += MINUTE) {
              const present = gardenPlaces
                .filter((p) => p.start <= at && at < p.start + length)
                .reduce((sum, p) => sum + p.guests, 0);
              most = Math.max(most, present);
            }
            expected = spec.capacity - most;
          } else
            expected =
              spec.capacity - gardenPlaces.filter((p) => p.start === start).reduce((s, p) => s + p.guests, 0);
          expect({ at: slot.StartDateTime, spaces: slot.NumberOfSpacesAvailable }).toEqual({
            at: slot.StartDateTime,
            spaces: Math.max(0, expected),
          });
        }
        // Every session that fits the hours is listed.
        const fits = (n: number) =>
          9 * 60 + n * spec.step + spec.length <= 21 * 60 &&
          (!hours ||
            (9 * 60 + n * spec.step >= hours.open * 60 &&
              9 * 60 + n * spec.step + spec.length <= hours.close * 60));
        expect(slots).toHaveLength(Array.from({ length: 30 }, (_, n) => n).filter(fits).length);
      }),
      RUNS,
    );
  });
});
