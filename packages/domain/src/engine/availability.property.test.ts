import { describe, expect, it } from 'vitest';
import {
  findDiningSlots,
  findExtraSlots,
  findMudRoomSlots,
  findSpaDayPackages,
  findSpaGardenSlots,
  findTreatmentSlots,
} from '../contract/availability-answers';
import fc from 'fast-check';
import type { Catalogue } from '../catalogue/catalogue.schema';
import type { TreatmentTime } from '../contract/spa.schemas';
import { checkItinerary } from '../holds/check-itinerary';
import { toEpochMinute } from './resort-day';
import { SAME_DAY_LEAD_MINUTES } from './booking-clock';
import type { GuestChoices, ItineraryChoices } from './itinerary-choices';
import { takenOf, type Span, type Taken } from './taken';
import { toTakenAppointments } from '../itinerary/itinerary-conversions';
import {
  dayWith,
  generatedDayArb,
  guestsArb,
  localInstant,
  type GeneratedDay,
} from './testing/resort-arbitraries';
import { propertyRuns } from './testing/property-runs';
import { slotsOf } from './testing/slot-helpers';

/**
 * Properties over generated resorts and days. The checks below are written
 * independently of the engine's data structures: plain millisecond comparisons
 * against the catalogue, the shifts resolved straight with @date-fns/tz.
 */

const RUNS = { numRuns: propertyRuns() };
const ms = (instant: Date | string | number) => new Date(instant).getTime();
const overlaps = (a: Span, b: Span) => ms(a.start) < ms(b.end) && ms(b.start) < ms(a.end);

/**
 * The drawn choices an offer must stay clear of (§5), in epoch ms: each garden session (two
 * hours) and the dining with its own length either side.
 */
function heldSpans(
  at: (minutes: number) => number,
  gardens: readonly (number | undefined)[],
  dining: { start: number; minutes: number } | undefined,
): Span[] {
  return [
    ...gardens.flatMap((garden) =>
      garden === undefined ? [] : [{ start: at(garden), end: at(garden + 120) }],
    ),
    ...(dining ? [{ start: at(dining.start - dining.minutes), end: at(dining.start + dining.minutes) }] : []),
  ];
}

interface GuestItem {
  guestIndex: number;
  item: TreatmentTime;
}

/** Everything wrong with booking these items on top of `taken`; empty when they are bookable. */
function bookingProblems(
  day: GeneratedDay,
  taken: Taken,
  items: readonly GuestItem[],
  maxGap = 30,
): string[] {
  const { catalogue, date } = day;
  const problems: string[] = [];
  const occupancy = toTakenAppointments(
    catalogue,
    items.map((i) => i.item),
  );
  const dayStart = localInstant(date, 0);
  items.forEach(({ item }, i) => {
    const span = occupancy[i]!;
    const activity = catalogue.Activities.find((a) => a.ID === item.AppointmentTypeID)!;
    const treatment = catalogue.Treatments.find((t) => t.Durations.some((d) => d.Code === activity.Code))!;
    const therapist = catalogue.Therapists.find((t) => t.StaffId === item.StaffId);
    const room = catalogue.TreatmentRooms.find((r) => r.RoomId === item.RoomId);
    const where = `${item.StaffId}/${item.RoomId} ${item.StartTime}`;
    if (!therapist?.Skills.includes(treatment.Skill)) problems.push(`${where}: therapist lacks skill`);
    if (!room || !treatment.RoomTypes.includes(room.RoomType)) problems.push(`${where}: unsuitable room`);
    if ((ms(item.StartTime) - dayStart) % (catalogue.Resort.SlotStepMinutes * 60_000) !== 0)
      problems.push(`${where}: off the grid`);
    if (ms(item.EndTime) !== ms(item.StartTime) + (activity.Length - activity.Interval) * 60_000)
      problems.push(`${where}: EndTime is not start + Length − Interval`);
    const inShift = therapist?.Shifts.some((s) => {
      const [sh, sm] = s.StartTime.split(':').map(Number);
      const [eh, em] = s.EndTime.split(':').map(Number);
      const from = localInstant(date, (sh ?? 0) * 60 + (sm ?? 0));
      const to = localInstant(date, (eh ?? 0) * 60 + (em ?? 0));
      return ms(span.start) >= from && ms(span.end) <= to;
    });
    if (!inShift) problems.push(`${where}: outside the therapist's shift`);
    for (const absence of taken.absences)
      if (absence.StaffId === item.StaffId && overlaps(absence, span))
        problems.push(`${where}: therapist absent`);
    for (const other of taken.appointments)
      if ((other.StaffId === item.StaffId || other.RoomId === item.RoomId) && overlaps(other, span))
        problems.push(`${where}: clashes with a taken appointment`);
    occupancy.forEach((other, j) => {
      if (j < i && (other.StaffId === span.StaffId || other.RoomId === span.RoomId) && overlaps(other, span))
        problems.push(`${where}: therapist or room used twice`);
    });
  });
  // Each guest's treatments follow one another, within the allowed wait.
  const byGuest = new Map<number, TreatmentTime[]>();
  for (const { guestIndex, item } of items)
    byGuest.set(guestIndex, [...(byGuest.get(guestIndex) ?? []), item]);
  for (const [guestIndex, list] of byGuest)
    list.forEach((item, k) => {
      const previous = list[k - 1];
      if (!previous) return;
      const wait = (ms(item.StartTime) - ms(previous.EndTime)) / 60_000;
      if (wait < 0 || wait > maxGap) problems.push(`guest ${guestIndex}: wait of ${wait} minutes`);
    });
  return problems;
}

function takenOfDay(day: GeneratedDay): Taken {
  return takenOf({ appointments: day.appointments, absences: day.absences });
}

function offeredItems(
  catalogue: Catalogue,
  date: string,
  taken: Taken,
  guests: { GuestIndex: number; Activities: string[] }[],
  startTogether: boolean,
) {
  const response = findTreatmentSlots(catalogue, taken, { date, guests, startTogether });
  return { response, slots: guests.map((g) => slotsOf(response, g.GuestIndex)) };
}

describe('treatment availability on generated resorts', () => {
  it('every offered slot’s assignment is bookable, separately and combined', () => {
    fc.assert(
      fc.property(
        dayWith((day) => [guestsArb(day.codes), fc.boolean()]),
        ([day, guests, startTogether]) => {
          const taken = takenOfDay(day);
          const { slots } = offeredItems(day.catalogue, day.date, taken, guests, startTogether);
          slots.forEach((guestSlots, g) => {
            for (const slot of guestSlots.filter((s) => s.IsAvailable)) {
              const items = slot.TreatmentTimes.map((item) => ({ guestIndex: g, item }));
              expect(items).toHaveLength(guests[g]!.Activities.length);
              expect(items[0]?.item.StartTime).toBe(slot.StartTime);
              expect(bookingProblems(day, taken, items)).toEqual([]);
            }
          });
        },
      ),
      RUNS,
    );
  });

  it('offers a single treatment exactly when some therapist and room could give it (no slot missed)', () => {
    fc.assert(
      fc.property(
        dayWith((day) => [fc.constantFrom(...day.codes)]),
        ([day, code]) => {
          const taken = takenOfDay(day);
          const guests = [{ GuestIndex: 0, Activities: [code] }];
          const [slots = []] = offeredItems(day.catalogue, day.date, taken, guests, false).slots;
          const activity = day.catalogue.Activities.find((a) => a.Code === code)!;
          for (const slot of slots) {
            const start = ms(slot.StartTime);
            const anyPair = day.catalogue.Therapists.some((t) =>
              day.catalogue.TreatmentRooms.some(
                (r) =>
                  bookingProblems(day, taken, [
                    {
                      guestIndex: 0,
                      item: {
                        ItemType: 1,
                        StartTime: slot.StartTime,
                        EndTime: new Date(
                          start + (activity.Length - activity.Interval) * 60_000,
                        ).toISOString(),
                        StaffId: t.StaffId,
                        RoomId: r.RoomId,
                        FacilityId: r.RoomId,
                        AppointmentTypeID: activity.ID,
                      },
                    },
                  ]).length === 0,
              ),
            );
            expect(slot.IsAvailable).toBe(anyPair);
          }
        },
      ),
      // The brute-force oracle tries every therapist and room for every slot: costly a run.
      { numRuns: propertyRuns(0.5) },
    );
  });

  it('offers two guests the same start exactly when two therapists and two rooms could serve them (no slot missed)', () => {
    fc.assert(
      fc.property(
        dayWith((day) => [fc.constantFrom(...day.codes), fc.constantFrom(...day.codes)]),
        ([day, codeA, codeB]) => {
          const taken = takenOfDay(day);
          const guests = [
            { GuestIndex: 0, Activities: [codeA] },
            { GuestIndex: 1, Activities: [codeB] },
          ];
          const [slots = []] = offeredItems(day.catalogue, day.date, taken, guests, true).slots;
          const item = (code: string, start: string, StaffId: string, RoomId: string): TreatmentTime => {
            const activity = day.catalogue.Activities.find((a) => a.Code === code)!;
            return {
              ItemType: 1,
              StartTime: start,
              EndTime: new Date(ms(start) + (activity.Length - activity.Interval) * 60_000).toISOString(),
              StaffId,
              RoomId,
              FacilityId: RoomId,
              AppointmentTypeID: activity.ID,
            };
          };
          const { Therapists, TreatmentRooms } = day.catalogue;
          for (const slot of slots) {
            // Therapist and room checks are independent, and both treatments start together:
            // two guests can be served exactly when each has some free therapist and room and
            // the two can be told apart (Hall's condition for two).
            const fits = (code: string) => {
              const ok = Therapists.flatMap((t) =>
                TreatmentRooms.filter(
                  (r) =>
                    bookingProblems(day, taken, [
                      { guestIndex: 0, item: item(code, slot.StartTime, t.StaffId, r.RoomId) },
                    ]).length === 0,
                ).map((r) => [t.StaffId, r.RoomId] as const),
              );
              return { therapists: new Set(ok.map(([t]) => t)), rooms: new Set(ok.map(([, r]) => r)) };
            };
            const a = fits(codeA);
            const b = fits(codeB);
            const distinct = (x: Set<string>, y: Set<string>) =>
              x.size > 0 && y.size > 0 && new Set([...x, ...y]).size >= 2;
            const possible = distinct(a.therapists, b.therapists) && distinct(a.rooms, b.rooms);
            expect(slot.IsAvailable).toBe(possible);
          }
        },
      ),
      { numRuns: propertyRuns(0.3) },
    );
  });

  it('combined mode uses disjoint therapists and rooms at overlapping times, and all guests agree', () => {
    fc.assert(
      fc.property(
        dayWith((day) => [guestsArb(day.codes)]),
        ([day, guests]) => {
          const taken = takenOfDay(day);
          const { slots } = offeredItems(day.catalogue, day.date, taken, guests, true);
          const first = slots[0] ?? [];
          first.forEach((slot, s) => {
            const all = slots.map((guestSlots) => guestSlots[s]);
            if (guests.length > 1) expect(new Set(all.map((x) => x?.IsAvailable)).size).toBe(1);
            if (!slot.IsAvailable) return;
            const items = all.flatMap((x, g) =>
              (x?.TreatmentTimes ?? []).map((item) => ({ guestIndex: g, item })),
            );
            for (const x of all) expect(x?.StartTime).toBe(slot.StartTime);
            expect(bookingProblems(day, taken, items)).toEqual([]);
            expect(
              checkItinerary(day.catalogue, taken, {
                date: day.date,
                partySize: guests.length,
                arrivals: [],
                gardens: [],
                treatments: items.map(({ guestIndex, item }) => ({
                  guestIndex,
                  code: day.catalogue.Activities.find((a) => a.ID === item.AppointmentTypeID)!.Code,
                  start: toEpochMinute(item.StartTime),
                  StaffId: item.StaffId,
                  RoomId: item.RoomId,
                })),
                addOnTreatments: [],
              }),
            ).toEqual([]);
          });
        },
      ),
      RUNS,
    );
  });

  it('booking offered slots one after another never overlaps a therapist or room', () => {
    const requestArb = (codes: string[]) =>
      fc.record({ guests: guestsArb(codes), startTogether: fc.boolean(), pick: fc.nat(1000) });
    fc.assert(
      fc.property(
        dayWith((day) => [fc.array(requestArb(day.codes), { minLength: 1, maxLength: 6 })]),
        ([day, requests]) => {
          const initial = takenOfDay(day);
          let taken = initial;
          const booked: GuestItem[] = [];
          for (const request of requests) {
            // Separate mode books guest by guest, each seeing the holds of the one before.
            const rounds = request.startTogether ? [request.guests] : request.guests.map((g) => [g]);
            for (const guests of rounds) {
              const { slots } = offeredItems(day.catalogue, day.date, taken, guests, request.startTogether);
              const open = (slots[0] ?? [])
                .map((_, s) => s)
                .filter((s) => slots.every((g) => g[s]?.IsAvailable));
              const chosen = open[request.pick % Math.max(1, open.length)];
              if (chosen === undefined) continue;
              const items = slots.flatMap((g, i) =>
                (g[chosen]?.TreatmentTimes ?? []).map((item) => ({ guestIndex: booked.length + i, item })),
              );
              booked.push(...items);
              taken = {
                ...taken,
                appointments: [
                  ...taken.appointments,
                  ...toTakenAppointments(
                    day.catalogue,
                    items.map((x) => x.item),
                  ),
                ],
              };
            }
          }
          // Guests of different requests are different people: only resources matter here.
          const resourceProblems = bookingProblems(
            day,
            initial,
            booked.map((b, i) => ({ guestIndex: i, item: b.item })),
          );
          expect(resourceProblems).toEqual([]);
        },
      ),
      RUNS,
    );
  });
});

/** Arrivals, a time band, dining and garden sessions for the guests of a generated day. */
const choicesArb = (date: string, guests: number) =>
  fc
    .record({
      arrivals: fc.array(fc.constantFrom(9 * 60, 10 * 60, 11 * 60), {
        minLength: guests,
        maxLength: guests,
      }),
      bandEnd: fc.integer({ min: 13 * 4, max: 20 * 4 }).map((q) => q * 15),
      dining: fc.option(
        fc.record({
          start: fc.integer({ min: 48, max: 56 }).map((q) => q * 15),
          minutes: fc.constantFrom(60, 90, 120),
        }),
        { nil: undefined },
      ),
      gardens: fc.array(
        fc.option(
          fc.integer({ min: 9, max: 17 }).map((h) => h * 60 + 5),
          { nil: undefined },
        ),
        { minLength: guests, maxLength: guests },
      ),
    })
    .map((c): { choices: ItineraryChoices; raw: typeof c } => {
      const span = (from: number, to: number): Span => ({
        start: localInstant(date, from),
        end: localInstant(date, to),
      });
      const map = new Map<number, GuestChoices>();
      for (let g = 0; g < guests; g++) {
        const arrival = c.arrivals[g]!;
        const garden = c.gardens[g];
        map.set(g, {
          arrival: span(arrival, arrival + 30),
          ...(garden !== undefined ? { garden: span(garden, garden + 120) } : {}),
        });
      }
      return {
        raw: c,
        choices: {
          guests: map,
          timeBand: span(9 * 60, c.bandEnd),
          dining: c.dining
            ? { start: localInstant(date, c.dining.start), durationMinutes: c.dining.minutes }
            : undefined,
        },
      };
    });

describe('§5 rules hold for every offered treatment slot', () => {
  it('no offered slot breaks a rule', () => {
    fc.assert(
      fc.property(
        generatedDayArb.chain((day) =>
          guestsArb(day.codes).chain((guests) =>
            fc.tuple(
              fc.constant(day),
              fc.constant(guests),
              choicesArb(day.date, guests.length),
              fc.boolean(),
            ),
          ),
        ),
        ([day, guests, { choices, raw }, startTogether]) => {
          const response = findTreatmentSlots(day.catalogue, takenOfDay(day), {
            date: day.date,
            guests,
            startTogether,
            choices,
          });
          const at = (minutes: number) => localInstant(day.date, minutes);
          const latestArrivalEnd = at(Math.max(...raw.arrivals) + 30);
          for (const g of guests) {
            for (const slot of slotsOf(response, g.GuestIndex).filter((s) => s.IsAvailable)) {
              const items = slot.TreatmentTimes.map((t) => ({
                start: ms(t.StartTime),
                end: ms(t.EndTime),
              }));
              expect(ms(slot.StartTime)).toBeGreaterThanOrEqual(latestArrivalEnd);
              expect(items.at(-1)!.end).toBeLessThanOrEqual(at(raw.bandEnd));
              const ownArrival = raw.arrivals[g.GuestIndex]!;
              const garden = raw.gardens[g.GuestIndex];
              for (const item of items) {
                expect(overlaps(item, { start: at(ownArrival), end: at(ownArrival + 30 + 15) })).toBe(false);
                for (const held of heldSpans(at, [garden], raw.dining))
                  expect(overlaps(item, held)).toBe(false);
              }
            }
          }
        },
      ),
      RUNS,
    );
  });
});

describe('§5 rules hold for every offered add-on', () => {
  it('the spa garden add-on: after everyone has arrived, by the band end, clear of dining and the guests’ choices', () => {
    fc.assert(
      fc.property(
        generatedDayArb.chain((day) =>
          fc
            .integer({ min: 2, max: 3 })
            .chain((guests) => fc.tuple(fc.constant(day), fc.constant(guests), choicesArb(day.date, guests))),
        ),
        ([day, guests, { choices, raw }]) => {
          const guestIndexes = Array.from({ length: guests }, (_, g) => g);
          const { Groups } = findExtraSlots(day.catalogue, takenOfDay(day), {
            date: day.date,
            appointmentExtras: [],
            groupExtras: ['GARDENPASS'],
            guestIndexes,
            choices,
          });
          const at = (minutes: number) => localInstant(day.date, minutes);
          for (const item of Groups[0]!.Items) {
            const session = { start: ms(item.StartDateTime), end: ms(item.EndDateTime) };
            expect(session.start).toBeGreaterThanOrEqual(at(Math.max(...raw.arrivals) + 30));
            expect(session.end).toBeLessThanOrEqual(at(raw.bandEnd));
            for (const held of heldSpans(at, raw.gardens, raw.dining))
              expect(overlaps(session, held)).toBe(false);
          }
        },
      ),
      RUNS,
    );
  });
});

describe('§9: nothing at or before now + the lead time is offered', () => {
  it('treatments, add-ons, the mud room, the garden and dining all start after it', () => {
    fc.assert(
      fc.property(
        dayWith((day) => [guestsArb(day.codes), fc.integer({ min: -24 * 60, max: 24 * 60 - 1 })]),
        ([day, guests, nowMinutes]) => {
          const now = localInstant(day.date, 0) + nowMinutes * 60_000;
          const clock = { now };
          const limit = now + SAME_DAY_LEAD_MINUTES * 60_000;
          // Treatments: today until 15:00 local, tomorrow after (the generated days are London's).
          const local = new Date(now).toLocaleTimeString('en-GB', {
            timeZone: 'Europe/London',
            hour12: false,
          });
          const closedToday = nowMinutes >= 0 && local.slice(0, 5) > '15:00';
          const taken = takenOfDay(day);
          const response = findTreatmentSlots(day.catalogue, taken, {
            date: day.date,
            guests,
            startTogether: false,
            clock,
          });
          const starts = [
            ...guests.flatMap((g) =>
              slotsOf(response, g.GuestIndex)
                .filter((s) => s.IsAvailable)
                .map((s) => s.StartTime),
            ),
            ...findExtraSlots(day.catalogue, taken, {
              date: day.date,
              appointmentExtras: ['MUD', day.codes[0]!],
              groupExtras: ['GARDEN'],
              guestIndexes: [0, 1],
              clock,
            }).AddonAppointments.flatMap((a) => a.Items.map((i) => i.StartDateTime)),
            ...findSpaGardenSlots(day.catalogue, taken, { date: day.date, spaGardenCode: 'GARDEN', clock })
              .filter((s) => !s.IsBlocked)
              .map((s) => s.StartDateTime),
            ...findDiningSlots(day.catalogue, taken, {
              date: day.date,
              restaurantIds: ['BISTRO'],
              guests: 2,
              clock,
            }).flatMap((r) =>
              r.RestaurantAvailabilities.flatMap((a) => a.Availability.TimeSlots.map((t) => t.TimeSlot)),
            ),
          ];
          if (closedToday) expect(starts).toEqual([]);
          for (const start of starts) expect(ms(start)).toBeGreaterThan(limit);
        },
      ),
      RUNS,
    );
  });
});

describe('capacity is never exceeded', () => {
  const DATE = '2026-10-25';

  it('spa garden: booking unblocked sessions one after another never exceeds a session’s capacity', () => {
    fc.assert(
      fc.property(
        generatedDayArb,
        fc.array(fc.record({ party: fc.integer({ min: 1, max: 4 }), pick: fc.nat(100) }), {
          maxLength: 30,
        }),
        (day, requests) => {
          const garden = day.catalogue.SpaGardens[0]!;
          let taken = takenOf({});
          for (const { party, pick } of requests) {
            const open = findSpaGardenSlots(day.catalogue, taken, {
              date: day.date,
              spaGardenCode: garden.Code,
              partySize: party,
            }).filter((s) => !s.IsBlocked);
            for (const s of open) expect(s.NumberOfSpacesAvailable).toBeGreaterThanOrEqual(party);
            const chosen = open[pick % Math.max(1, open.length)];
            if (chosen)
              taken = {
                ...taken,
                gardenPlaces: [
                  ...taken.gardenPlaces,
                  { SpaGardenCode: garden.Code, start: chosen.StartDateTime, guests: party },
                ],
              };
          }
          const perStart = new Map<number, number>();
          for (const p of taken.gardenPlaces)
            perStart.set(ms(p.start), (perStart.get(ms(p.start)) ?? 0) + p.guests);
          for (const used of perStart.values()) expect(used).toBeLessThanOrEqual(garden.Capacity);
        },
      ),
      RUNS,
    );
  });

  it('mud room: one group at a time, groups within size', () => {
    fc.assert(
      fc.property(
        generatedDayArb,
        fc.array(fc.record({ party: fc.integer({ min: 1, max: 5 }), pick: fc.nat(100) }), {
          maxLength: 12,
        }),
        (day, requests) => {
          const mud = day.catalogue.MudRoom!;
          let taken = takenOf({});
          for (const { party, pick } of requests) {
            const guestIndexes = Array.from({ length: party }, (_, i) => i);
            const open = findMudRoomSlots(day.catalogue, taken, { date: day.date, guestIndexes });
            if (party < mud.MinGuests || party > mud.Capacity) expect(open).toEqual([]);
            const chosen = open[pick % Math.max(1, open.length)];
            if (chosen)
              taken = {
                ...taken,
                mudRoomGroups: [
                  ...taken.mudRoomGroups,
                  { start: chosen.StartDateTime, end: chosen.EndDateTime },
                ],
              };
          }
          taken.mudRoomGroups.forEach((a, i) =>
            taken.mudRoomGroups.forEach((b, j) => i < j && expect(overlaps(a, b)).toBe(false)),
          );
        },
      ),
      RUNS,
    );
  });

  it('restaurant: offered tables seat the party and are never double-booked', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ party: fc.integer({ min: 1, max: 4 }), pick: fc.nat(100) }), {
          maxLength: 15,
        }),
        (requests) => {
          const catalogue = day0().catalogue;
          const restaurant = catalogue.Restaurants[0]!;
          let taken = takenOf({});
          for (const { party, pick } of requests) {
            const [answer] = findDiningSlots(catalogue, taken, {
              date: DATE,
              restaurantIds: [restaurant.RestaurantId],
              guests: party,
            });
            const slots = answer!.RestaurantAvailabilities.flatMap((a) => a.Availability.TimeSlots);
            for (const slot of slots) {
              const seats = slot.Facilities.reduce(
                (sum, id) => sum + restaurant.Tables.find((t) => t.FacilityId === id)!.Seats,
                0,
              );
              expect(seats).toBeGreaterThanOrEqual(party);
            }
            const chosen = slots[pick % Math.max(1, slots.length)];
            if (chosen) {
              const end = ms(chosen.TimeSlot) + answer!.DurationInMins * 60_000;
              taken = {
                ...taken,
                tables: [
                  ...taken.tables,
                  ...chosen.Facilities.map((FacilityId) => ({
                    RestaurantId: restaurant.RestaurantId,
                    FacilityId,
                    start: chosen.TimeSlot,
                    end,
                  })),
                ],
              };
            }
          }
          taken.tables.forEach((a, i) =>
            taken.tables.forEach(
              (b, j) => i < j && a.FacilityId === b.FacilityId && expect(overlaps(a, b)).toBe(false),
            ),
          );
        },
      ),
      RUNS,
    );
  });

  it('band times: booking available band times never exceeds their capacity', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ party: fc.integer({ min: 1, max: 4 }), pick: fc.nat(10) }), { maxLength: 25 }),
        (requests) => {
          const catalogue = day0().catalogue;
          let taken = takenOf({});
          for (const { party, pick } of requests) {
            const offered = findSpaDayPackages(catalogue, taken, { date: DATE, partySize: party });
            const bands = offered.flatMap((p) =>
              p.BandTimes.filter((b) => b.IsAvailable).map((b) => ({ p, b })),
            );
            for (const { b } of bands) expect(b.SpacesAvailable).toBeGreaterThanOrEqual(party);
            const chosen = bands[pick % Math.max(1, bands.length)];
            if (chosen)
              taken = {
                ...taken,
                arrivals: [
                  ...taken.arrivals,
                  { PremierId: chosen.p.PremierId, start: chosen.b.StartDateTime, guests: party },
                ],
              };
          }
          const perBand = new Map<string, number>();
          for (const a of taken.arrivals)
            perBand.set(
              `${a.PremierId}@${ms(a.start)}`,
              (perBand.get(`${a.PremierId}@${ms(a.start)}`) ?? 0) + a.guests,
            );
          for (const used of perBand.values()) expect(used).toBeLessThanOrEqual(20);
        },
      ),
      { numRuns: propertyRuns(0.25) },
    );
  });

  function day0() {
    return fc.sample(generatedDayArb, { numRuns: 1, seed: 42 })[0]!;
  }
});
