import { describe, expect, it } from 'vitest';
import { findTreatmentSlots } from '../contract/availability-answers';
import fc from 'fast-check';
import type { Catalogue } from '../catalogue/catalogue.schema';
import type { HoldRequest } from '../contract/holds.schemas';
import { takenOf, type Taken } from '../engine/taken';
import { propertyRuns } from '../engine/testing/property-runs';
import { dayWith, localInstant, type GeneratedDay } from '../engine/testing/resort-arbitraries';
import { slotsOf } from '../engine/testing/slot-helpers';
import { holdChoice } from './hold-choice';
import type { HoldOutcome } from './hold-part';

/**
 * Holds on generated resorts and busy days, against an oracle written apart from the
 * engine: plain millisecond intervals and the catalogue, and brute force over every
 * assignment of therapists and rooms.
 */

const CLOCK = { now: '2020-01-01T00:00:00Z' };
const MINUTE = 60_000;

interface Ask {
  guestIndex: number;
  code: string;
  start: number; // ms
}

const activityOf = (catalogue: Catalogue, code: string) => catalogue.Activities.find((a) => a.Code === code)!;
const treatmentOf = (catalogue: Catalogue, code: string) =>
  catalogue.Treatments.find((t) => t.Durations.some((d) => d.Code === code))!;
const overlaps = (a1: number, b1: number, a2: number, b2: number) => a1 < b2 && a2 < b1;

/** Therapists who could give `code` from `start` (skill, shift, absences, what is taken). */
function freeTherapists(day: GeneratedDay, taken: Taken, code: string, start: number): string[] {
  const { catalogue, date } = day;
  const end = start + activityOf(catalogue, code).Length * MINUTE;
  const skill = treatmentOf(catalogue, code).Skill;
  const weekday = ((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;
  return catalogue.Therapists.filter(
    (t) =>
      t.Skills.includes(skill) &&
      t.Shifts.some((s) => {
        if (s.Weekday !== weekday) return false;
        const [sh, sm] = s.StartTime.split(':').map(Number);
        const [eh, em] = s.EndTime.split(':').map(Number);
        return (
          start >= localInstant(date, (sh ?? 0) * 60 + (sm ?? 0)) &&
          end <= localInstant(date, (eh ?? 0) * 60 + (em ?? 0))
        );
      }) &&
      !taken.absences.some(
        (a) =>
          a.StaffId === t.StaffId &&
          overlaps(start, end, new Date(a.start).getTime(), new Date(a.end).getTime()),
      ) &&
      !taken.appointments.some(
        (a) =>
          a.StaffId === t.StaffId &&
          overlaps(start, end, new Date(a.start).getTime(), new Date(a.end).getTime()),
      ),
  ).map((t) => t.StaffId);
}

/** Rooms that could host `code` from `start` (type, what is taken). */
function freeRooms(day: GeneratedDay, taken: Taken, code: string, start: number): string[] {
  const { catalogue } = day;
  const end = start + activityOf(catalogue, code).Length * MINUTE;
  const types = treatmentOf(catalogue, code).RoomTypes;
  return catalogue.TreatmentRooms.filter(
    (r) =>
      types.includes(r.RoomType) &&
      !taken.appointments.some(
        (a) =>
          a.RoomId === r.RoomId &&
          overlaps(start, end, new Date(a.start).getTime(), new Date(a.end).getTime()),
      ),
  ).map((r) => r.RoomId);
}

/** Is there a choice from each list such that asks overlapping in time never share one? Brute force. */
function canChoose(asks: readonly Ask[], options: readonly string[][], day: GeneratedDay): boolean {
  const ends = asks.map((a) => a.start + activityOf(day.catalogue, a.code).Length * MINUTE);
  const chosen: string[] = [];
  const go = (i: number): boolean => {
    if (i === asks.length) return true;
    for (const option of options[i] ?? []) {
      const clash = chosen.some(
        (c, j) => c === option && overlaps(asks[i]!.start, ends[i]!, asks[j]!.start, ends[j]!),
      );
      if (clash) continue;
      chosen.push(option);
      if (go(i + 1)) return true;
      chosen.pop();
    }
    return false;
  };
  return go(0);
}

/** Does some assignment of therapists and rooms serve every ask? (They are independent once times are fixed.) */
function assignmentExists(day: GeneratedDay, taken: Taken, asks: readonly Ask[]): boolean {
  return (
    canChoose(
      asks,
      asks.map((a) => freeTherapists(day, taken, a.code, a.start)),
      day,
    ) &&
    canChoose(
      asks,
      asks.map((a) => freeRooms(day, taken, a.code, a.start)),
      day,
    )
  );
}

/** The largest number of disjoint (therapist, room) pairs that could give `code` at `start`. Brute force. */
function maxDisjointPairs(day: GeneratedDay, taken: Taken, code: string, start: number): number {
  const therapists = freeTherapists(day, taken, code, start);
  const rooms = freeRooms(day, taken, code, start);
  let best = 0;
  const go = (t: number, usedRooms: Set<string>, pairs: number) => {
    best = Math.max(best, pairs);
    if (t === therapists.length) return;
    go(t + 1, usedRooms, pairs); // this therapist unpaired
    for (const room of rooms)
      if (!usedRooms.has(room)) {
        usedRooms.add(room);
        go(t + 1, usedRooms, pairs + 1);
        usedRooms.delete(room);
      }
  };
  go(0, new Set(), 0);
  return best;
}

function holdRequest(
  day: GeneratedDay,
  asks: readonly Ask[],
  hints: readonly (readonly [string?, string?])[],
): HoldRequest {
  return {
    Kind: 'treatments',
    Date: day.date,
    PartySize: Math.max(...asks.map((a) => a.guestIndex)) + 1,
    Items: asks.map((a, i) => ({
      GuestIndex: a.guestIndex,
      AppointmentTypeID: activityOf(day.catalogue, a.code).ID,
      StartTime: new Date(a.start).toISOString(),
      ...(hints[i]?.[0] ? { StaffId: hints[i][0] } : {}),
      ...(hints[i]?.[1] ? { RoomId: hints[i][1] } : {}),
    })),
  };
}

/** What a successful hold takes, as Taken for the next session. */
function withHeld(taken: Taken, outcome: HoldOutcome): Taken {
  if (!outcome.ok) return taken;
  const appointments = outcome.claims.flatMap((set) =>
    set.appointments.map((a) => ({ StaffId: a.staffId, RoomId: a.roomId, start: a.start, end: a.end })),
  );
  return { ...taken, appointments: [...taken.appointments, ...appointments] };
}

const startArb = fc.integer({ min: 7 * 4, max: 19 * 4 }).map((q) => q * 15);
const hintArb = (day: GeneratedDay) =>
  fc.tuple(
    fc.option(fc.constantFrom(...day.catalogue.Therapists.map((t) => t.StaffId)), { nil: undefined }),
    fc.option(fc.constantFrom(...day.catalogue.TreatmentRooms.map((r) => r.RoomId)), { nil: undefined }),
  );

describe('assignment at hold time, on generated resorts', () => {
  it('serves as many sessions holding the same start as there are disjoint free (therapist, room) pairs, in any order', () => {
    fc.assert(
      fc.property(
        dayWith((day) => [
          fc.constantFrom(...day.codes),
          startArb,
          fc.array(hintArb(day), { minLength: 1, maxLength: 8 }),
        ]),
        ([day, code, minutes, sessions]) => {
          const start = localInstant(day.date, minutes);
          const initial = takenOf({ appointments: day.appointments, absences: day.absences });
          const pairs = maxDisjointPairs(day, initial, code, start);
          let taken = initial;
          let held = 0;
          for (const hint of sessions) {
            const outcome = holdChoice(
              day.catalogue,
              taken,
              undefined,
              holdRequest(day, [{ guestIndex: 0, code, start }], [hint]),
              { clock: CLOCK },
            );
            if (outcome.ok) held++;
            taken = withHeld(taken, outcome);
          }
          expect(held).toBe(Math.min(sessions.length, pairs));
        },
      ),
      { numRuns: propertyRuns(0.5) },
    );
  });

  it('holds a choice exactly when some assignment serves it, and the one given is bookable', () => {
    const askArb = (day: GeneratedDay) =>
      fc
        .record({
          guests: fc.array(fc.record({ code: fc.constantFrom(...day.codes), start: startArb }), {
            minLength: 1,
            maxLength: 3,
          }),
          together: fc.boolean(),
          hints: fc.array(hintArb(day), { minLength: 3, maxLength: 3 }),
        })
        .map(({ guests, together, hints }) => ({
          asks: guests.map((g, guestIndex) => ({
            guestIndex,
            code: g.code,
            start: localInstant(day.date, together ? guests[0]!.start : g.start),
          })),
          hints,
        }));
    fc.assert(
      fc.property(
        dayWith((day) => [fc.array(askArb(day), { minLength: 1, maxLength: 4 })]),
        ([day, sessions]) => {
          let taken = takenOf({ appointments: day.appointments, absences: day.absences });
          for (const { asks, hints } of sessions) {
            const outcome = holdChoice(day.catalogue, taken, undefined, holdRequest(day, asks, hints), {
              clock: CLOCK,
            });
            expect(outcome.ok).toBe(assignmentExists(day, taken, asks));
            if (outcome.ok) {
              // Each treatment at its asked time, by a therapist and in a room that the oracle finds free.
              const items = outcome.itinerary.treatments;
              items.forEach((item) => {
                const ask = asks.find((a) => a.guestIndex === item.guestIndex)!;
                expect(item.start * MINUTE).toBe(ask.start);
                expect(freeTherapists(day, taken, ask.code, ask.start)).toContain(item.StaffId);
                expect(freeRooms(day, taken, ask.code, ask.start)).toContain(item.RoomId);
              });
              const ends = items.map((i) => (i.start + activityOf(day.catalogue, i.code).Length) * MINUTE);
              items.forEach((a, i) =>
                items.forEach((b, j) => {
                  if (i < j && overlaps(a.start * MINUTE, ends[i]!, b.start * MINUTE, ends[j]!)) {
                    expect(a.StaffId).not.toBe(b.StaffId);
                    expect(a.RoomId).not.toBe(b.RoomId);
                  }
                }),
              );
            } else {
              // A refusal offers only times that can be held: the refused guest moves, with those who started with them.
              const blamed = asks[Number(/\d+/.exec(outcome.refusal.Field)?.[0] ?? 0)]!;
              for (const alternative of outcome.refusal.Alternatives) {
                const delta = Date.parse(alternative.StartDateTime) - blamed.start;
                expect(delta).not.toBe(0);
                const moved = asks.map((a) =>
                  a.start === blamed.start ? { ...a, start: a.start + delta } : a,
                );
                expect(
                  holdChoice(day.catalogue, taken, undefined, holdRequest(day, moved, hints), {
                    clock: CLOCK,
                  }).ok,
                ).toBe(true);
              }
            }
            taken = withHeld(taken, outcome);
          }
        },
      ),
      { numRuns: propertyRuns(0.5) },
    );
  });

  it('holds every slot the availability search offers, with or without the therapists it showed', () => {
    fc.assert(
      fc.property(
        dayWith((day) => [
          fc.array(fc.array(fc.constantFrom(...day.codes), { minLength: 1, maxLength: 2 }), {
            minLength: 1,
            maxLength: 3,
          }),
          fc.boolean(),
          fc.nat(1000),
        ]),
        ([day, lists, together, pick]) => {
          const taken = takenOf({ appointments: day.appointments, absences: day.absences });
          const guests = lists.map((Activities, GuestIndex) => ({ GuestIndex, Activities }));
          const response = findTreatmentSlots(day.catalogue, taken, {
            date: day.date,
            guests,
            startTogether: together,
          });
          const open = (slotsOf(response, 0) ?? []).filter((s) => s.IsAvailable);
          const slot = open[pick % Math.max(1, open.length)];
          if (!slot) return;
          // In separate mode each guest was planned alone: hold the first guest's slot alone.
          const holders = together ? guests : [guests[0]!];
          const items = holders.flatMap((g) =>
            (
              slotsOf(response, g.GuestIndex).find((s) => s.StartTime === slot.StartTime)?.TreatmentTimes ??
              []
            ).map((t) => ({ guestIndex: g.GuestIndex, t })),
          );
          const request = (withHints: boolean): HoldRequest => ({
            Kind: 'treatments',
            Date: day.date,
            PartySize: guests.length,
            Items: items.map(({ guestIndex, t }) => ({
              GuestIndex: guestIndex,
              AppointmentTypeID: t.AppointmentTypeID,
              StartTime: t.StartTime,
              ...(withHints ? { StaffId: t.StaffId, RoomId: t.RoomId } : {}),
            })),
          });
          const shown = holdChoice(day.catalogue, taken, undefined, request(true), { clock: CLOCK });
          expect(shown.ok && shown.itinerary.treatments.map((t) => [t.StaffId, t.RoomId])).toEqual(
            items.map(({ t }) => [t.StaffId, t.RoomId]),
          );
          expect(holdChoice(day.catalogue, taken, undefined, request(false), { clock: CLOCK }).ok).toBe(true);
        },
      ),
      { numRuns: propertyRuns(0.5) },
    );
  });
});
