import { describe, expect, it } from 'vitest';
import { findTreatmentSlots } from '../contract/availability-answers';
import fc from 'fast-check';
import { addDays } from '../format/dates';
import { rotaShiftProblem, workingSpans, type DatedRota, type RotaShift } from './rota';
import { takenOf } from './taken';
import { propertyRuns } from './testing/property-runs';
import { buildTestCatalogue, buildTherapist } from './testing/build-test-catalogue';
import { DATES, dayWith, guestsArb, localInstant } from './testing/resort-arbitraries';
import { slotsOf } from './testing/slot-helpers';

/**
 * The dated rota (decision 185): `workingSpans` against a brute force written apart from
 * it (every 5 minutes of the date, the shifts resolved straight with @date-fns/tz), and the
 * engine offering nothing outside a shift or inside a break, absence or closure.
 */

const RUNS = { numRuns: propertyRuns() };
const ms = (instant: Date | string | number) => new Date(instant).getTime();
const STAFF = ['S0', 'S1', 'S2'] as const;

/** A clock minute on 5-minute steps, never in 01:00–01:59 (skipped or repeated on clock-change dates). */
const clockArb = fc
  .integer({ min: 0, max: 287 })
  .map((n) => n * 5)
  .filter((m) => m < 60 || m >= 120);

/** A shift with up to two breaks inside it; may end at or after midnight. */
const shiftArb = (StaffId: string, date: string): fc.Arbitrary<RotaShift> =>
  fc
    .tuple(
      clockArb,
      fc.integer({ min: 1, max: 192 }).map((n) => n * 5),
      fc.array(clockArb, { maxLength: 4 }),
    )
    .map(([start, length, cuts]) => {
      let end = start + length;
      // Keep the end off 01:00–01:59 of the clock too (the next day's clock change).
      if (end % 1440 >= 60 && end % 1440 < 120) end = start + length + 60;
      const inside = [...new Set(cuts.map((c) => start + ((c - start + 2880) % 1440)))]
        .filter((c) => c > start && c < end && !(c % 1440 >= 60 && c % 1440 < 120))
        .sort((a, b) => a - b);
      const breaks = [];
      for (let i = 0; i + 1 < inside.length; i += 2) breaks.push({ start: inside[i]!, end: inside[i + 1]! });
      return { StaffId, date, start, end: Math.min(end, start + 1440), breaks };
    })
    .filter((s) => rotaShiftProblem(s) === null && !(s.end % 1440 >= 60 && s.end % 1440 < 120));

interface RotaCase {
  date: string;
  rota: DatedRota;
}

/** A rota over the date and the day before: some therapist-dates rostered, maybe a closure. */
const rotaArb = (staff: readonly string[]): fc.Arbitrary<RotaCase> =>
  fc.constantFrom(...DATES).chain((date) => {
    const dates = [addDays(date, -1), date];
    const cells = staff.flatMap((s) => dates.map((d) => ({ s, d })));
    return fc
      .tuple(
        fc.subarray(cells),
        fc.tuple(...cells.map((c) => fc.array(shiftArb(c.s, c.d), { maxLength: 2 }))),
        fc.subarray(dates, { maxLength: 1 }),
      )
      .map(([rostered, shiftLists, closures]) => ({
        date,
        rota: {
          rostered: rostered.map((c) => ({ StaffId: c.s, date: c.d })),
          shifts: shiftLists
            .flat()
            .filter((s) => rostered.some((c) => c.s === s.StaffId && c.d === s.date))
            // One therapist's shifts on a date do not overlap (the API refuses it).
            .filter(
              (s, i, all) =>
                !all.some(
                  (o, j) =>
                    j < i &&
                    o.StaffId === s.StaffId &&
                    o.date === s.date &&
                    o.start < s.end &&
                    s.start < o.end,
                ),
            ),
          closures,
        },
      }));
  });

/** The instant of clock minute `m` of `date` (past 1440: the following date), straight from @date-fns/tz. */
const instants = new Map<string, number>();
const instantOf = (date: string, m: number) => {
  const key = `${date} ${m}`;
  let t = instants.get(key);
  if (t === undefined) instants.set(key, (t = localInstant(addDays(date, Math.floor(m / 1440)), m % 1440)));
  return t;
};

const catalogue = buildTestCatalogue({
  Therapists: [
    buildTherapist('S0', ['s0'], '09:00', '17:00'),
    buildTherapist('S1', ['s0'], '12:00', '21:30', [1, 3, 5, 7]),
    buildTherapist('S2', ['s0'], '07:05', '11:40', [2, 4, 6]),
  ],
});

/** Whether the therapist works at instant `t` by brute force: every shift of the two dates, breaks, closures. */
function worksAt(rota: DatedRota, staffId: string, date: string, t: number): boolean {
  const dayStart = instantOf(date, 0);
  const dayEnd = instantOf(addDays(date, 1), 0);
  if (t < dayStart || t >= dayEnd || rota.closures.includes(date)) return false;
  for (const d of [addDays(date, -1), date]) {
    const rostered = rota.rostered.some((r) => r.StaffId === staffId && r.date === d);
    const shifts = rostered
      ? rota.shifts.filter((s) => s.StaffId === staffId && s.date === d)
      : catalogue.Therapists.find((x) => x.StaffId === staffId)!
          .Shifts.filter((s) => s.Weekday === ((new Date(`${d}T12:00:00Z`).getUTCDay() + 6) % 7) + 1)
          .map((s) => {
            const [sh, sm] = s.StartTime.split(':').map(Number);
            const [eh, em] = s.EndTime.split(':').map(Number);
            return { start: sh! * 60 + sm!, end: eh! * 60 + em!, breaks: [] as RotaShift['breaks'] };
          });
    for (const s of shifts)
      if (
        t >= instantOf(d, s.start) &&
        t < instantOf(d, s.end) &&
        !s.breaks.some((b) => t >= instantOf(d, b.start) && t < instantOf(d, b.end))
      )
        return true;
  }
  return false;
}

describe('workingSpans (the dated rota)', () => {
  it('covers exactly the shifts of the date and the previous evening, less breaks and closures', () => {
    fc.assert(
      fc.property(rotaArb(STAFF), ({ date, rota }) => {
        const spans = workingSpans(catalogue, date, rota);
        const dayStart = localInstant(date, 0);
        const dayEnd = localInstant(addDays(date, 1), 0);
        for (const staffId of STAFF) {
          const mine = spans.filter((s) => s.StaffId === staffId);
          for (let t = dayStart; t < dayEnd; t += 5 * 60_000) {
            const inSpan = mine.some((s) => t >= s.start && t < s.end);
            expect(inSpan, `${staffId} at ${new Date(t).toISOString()}`).toBe(
              worksAt(rota, staffId, date, t),
            );
          }
        }
      }),
      RUNS,
    );
  });

  it('works a shift that crosses midnight on both dates, and one ending at midnight on its own date only', () => {
    const date = '2026-07-01';
    const next = addDays(date, 1);
    const rota: DatedRota = {
      rostered: [
        { StaffId: 'S0', date },
        { StaffId: 'S1', date },
      ],
      shifts: [
        {
          StaffId: 'S0',
          date,
          start: 20 * 60,
          end: 26 * 60,
          breaks: [{ start: 23 * 60, end: 23 * 60 + 30 }],
        },
        { StaffId: 'S1', date, start: 18 * 60, end: 24 * 60, breaks: [] },
      ],
      closures: [],
    };
    const at = (d: string, hhmm: string) => ms(`${d}T${hhmm}:00+01:00`);
    const today = workingSpans(catalogue, date, rota);
    expect(today.filter((s) => s.StaffId === 'S0')).toEqual([
      { StaffId: 'S0', start: at(date, '20:00'), end: at(date, '23:00') },
      { StaffId: 'S0', start: at(date, '23:30'), end: at(next, '00:00') },
    ]);
    expect(today.filter((s) => s.StaffId === 'S1')).toEqual([
      { StaffId: 'S1', start: at(date, '18:00'), end: at(next, '00:00') },
    ]);
    const tomorrow = workingSpans(catalogue, next, rota);
    // S0: the night's last two hours, then the weekly pattern (not rostered on the 2nd).
    expect(tomorrow.filter((s) => s.StaffId === 'S0')).toEqual([
      { StaffId: 'S0', start: at(next, '00:00'), end: at(next, '02:00') },
      { StaffId: 'S0', start: at(next, '09:00'), end: at(next, '17:00') },
    ]);
    expect(tomorrow.some((s) => s.StaffId === 'S1' && s.start < at(next, '12:00'))).toBe(false);
    expect(workingSpans(catalogue, next, { ...rota, closures: [next] })).toEqual([]);
  });

  it('with no rota rows is the weekly pattern', () => {
    const spans = workingSpans(catalogue, '2026-01-15', { rostered: [], shifts: [], closures: [] });
    expect(spans.map((s) => s.StaffId)).toEqual(['S0', 'S2']);
  });
});

describe('the engine with the rota', () => {
  it('offers no treatment outside a shift, in a break, in an absence or on a closed date', () => {
    fc.assert(
      fc.property(
        dayWith((day) => [
          guestsArb(day.codes),
          rotaArb(day.catalogue.Therapists.map((t) => t.StaffId)).map((r) => ({
            ...r.rota,
            // The rota of the generated day's date.
            rostered: r.rota.rostered.map((x) => ({
              ...x,
              date: x.date === r.date ? day.date : addDays(day.date, -1),
            })),
            shifts: r.rota.shifts.map((x) => ({
              ...x,
              date: x.date === r.date ? day.date : addDays(day.date, -1),
            })),
            closures: r.rota.closures.map((d) => (d === r.date ? day.date : addDays(day.date, -1))),
          })),
        ]),
        ([day, guests, rota]) => {
          const working = workingSpans(day.catalogue, day.date, rota);
          const taken = takenOf({ appointments: day.appointments, absences: day.absences, working });
          const response = findTreatmentSlots(day.catalogue, taken, {
            date: day.date,
            guests,
            startTogether: false,
          });
          for (const g of guests)
            for (const slot of slotsOf(response, g.GuestIndex).filter((s) => s.IsAvailable))
              for (const item of slot.TreatmentTimes) {
                const [start, end] = [ms(item.StartTime), ms(item.EndTime)];
                expect(
                  working.some((w) => w.StaffId === item.StaffId && w.start <= start && end <= w.end),
                ).toBe(true);
                expect(
                  day.absences.some(
                    (a) => a.StaffId === item.StaffId && ms(a.start) < end && start < ms(a.end),
                  ),
                ).toBe(false);
              }
          if (rota.closures.includes(day.date))
            expect(slotsOf(response, 0).some((s) => s.IsAvailable)).toBe(false);
        },
      ),
      { numRuns: propertyRuns(0.5) },
    );
  });
});
