import type { Catalogue } from '../catalogue/catalogue.schema';
import type { HoldRequest } from '../contract/holds.schemas';
import type { ChoiceChange } from '../contract/spa.schemas';
import type { BookingClock } from '../engine/booking-clock';
import { listDiningTimes } from '../engine/find-dining-slots';
import { listSpaDayPackages } from '../engine/find-spa-day-packages';
import { listSpaGardenSlots } from '../engine/find-spa-garden-slots';
import {
  listTreatmentSlots,
  type TreatmentSlots,
  type TreatmentSlotsQuery,
} from '../engine/find-treatment-slots';
import {
  buildResortDay,
  formatLocalTime,
  formatOffsetDateTime,
  localTimeToMinute,
} from '../engine/resort-day';
import type { Taken } from '../engine/taken';
import { availabilityInputs } from '../itinerary/itinerary-conversions';
import { holdChoice } from './hold-choice';
import type { HoldOutcome } from './hold-part';
import { emptyItinerary, withoutScope, type Itinerary, type ItineraryContext } from '../itinerary/itinerary';

/**
 * The way out of a treatment dead end (issue 12, decision 162): when the treatments a
 * party asked for have no time, which other values of the earlier held choices (spa
 * garden session, dining time, arrival band) really leave one? Each candidate is applied
 * as the session's way-out hold applies it (applyChanges: the changed choices released,
 * then each held again in the steps' order with holdChoice, the same checks as any hold)
 * and the treatments are then searched again; the first that leaves every guest a time
 * is the answer. Candidates come from each step's own availability answer, nearest to the
 * held value first; one change is tried before two.
 */

/** The steps a way out may change, in the order the guest chose them (and they are held again). */
type Step = ChoiceChange['Kind'];
const STEPS: readonly Step[] = ['arrival', 'dining', 'garden'];

/** Candidates tried per step for a change of that step alone. */
export const WAY_OUT_TRIALS: Record<Step, number> = { garden: 4, dining: 4, arrival: 2 };
/** Candidates of each of two steps changed together. */
const PAIR_TRIALS = 3;
/** Hold-and-search tries in all (each up to two hold checks and one treatment search). */
export const MAX_WAY_OUT_TRIALS = 16;

export interface WayOutQuery {
  guests: TreatmentSlotsQuery['guests'];
  startTogether: boolean;
  clock: Omit<BookingClock, 'spaDay'>;
}

/** Whether every guest asked for has a start time free. */
export function everyGuestHasTime(answer: TreatmentSlots): boolean {
  return answer.guests.length > 0 && answer.guests.every((g) => g.slots.some((s) => s.available));
}

/**
 * The treatment times the party would have with `itinerary` held (its treatments of
 * these guests set aside, as the treatment-times question asks).
 */
export function treatmentSlotsWith(
  catalogue: Catalogue,
  taken: Taken,
  itinerary: Itinerary,
  query: WayOutQuery,
): TreatmentSlots {
  const inputs = availabilityInputs(catalogue, {
    taken,
    held: itinerary,
    scope: { kind: 'treatments', guestIndexes: query.guests.map((g) => g.GuestIndex) },
  });
  return listTreatmentSlots(catalogue, inputs.taken, {
    date: itinerary.date,
    guests: query.guests,
    startTogether: query.startTogether,
    choices: inputs.choices,
    clock: query.clock,
  });
}

/**
 * A change as the hold it makes, for the guests `held` has that choice for, in its frame.
 *
 * @example holdRequestOfChange(held, { Kind: 'garden', StartDateTime: '2026-07-01T15:00:00+01:00', DisplayTime: '15:00' }) // { Kind: 'garden', Sessions: [{ GuestIndex: 0, … }, …], … }
 */
export function holdRequestOfChange(held: Itinerary, change: ChoiceChange): HoldRequest {
  const frame = {
    Date: held.date,
    PartySize: held.partySize,
    PremierId: held.spaDay?.PremierId ?? '',
    BandNumber: held.spaDay?.BandNumber ?? 1,
  };
  switch (change.Kind) {
    case 'garden':
      return {
        Kind: 'garden',
        ...frame,
        Sessions: held.gardens.map((g) => ({
          GuestIndex: g.guestIndex,
          StartDateTime: change.StartDateTime,
        })),
      };
    case 'dining':
      return { Kind: 'dining', ...frame, RestaurantId: change.RestaurantId, TimeSlot: change.TimeSlot };
    case 'arrival':
      return {
        Kind: 'arrival',
        ...frame,
        BandNumber: change.BandNumber,
        Arrivals: held.arrivals.map((a) => ({
          GuestIndex: a.guestIndex,
          StartDateTime: change.StartDateTime,
        })),
      };
  }
}

/**
 * Applies a way out to what the session holds: the changed choices released, then each
 * held again in the steps' order (arrival, dining, garden) with holdChoice. The outcome of
 * each hold, or the first refusal. Pure: the api writes each outcome's claims in one
 * transaction.
 */
export function applyChanges(
  catalogue: Catalogue,
  taken: Taken,
  held: Itinerary,
  changes: readonly ChoiceChange[],
  clock: WayOutQuery['clock'],
):
  | { ok: true; itinerary: Itinerary; outcomes: Extract<HoldOutcome, { ok: true }>[] }
  | Extract<HoldOutcome, { ok: false }> {
  const ordered = [...changes].sort((a, b) => STEPS.indexOf(a.Kind) - STEPS.indexOf(b.Kind));
  let itinerary = ordered.reduce((rest, c) => withoutScope(rest, { kind: c.Kind }), held);
  const outcomes: Extract<HoldOutcome, { ok: true }>[] = [];
  for (const change of ordered) {
    const outcome = holdChoice(catalogue, taken, itinerary, holdRequestOfChange(held, change), {
      clock,
      alternatives: false,
    });
    if (!outcome.ok) return outcome;
    outcomes.push(outcome);
    itinerary = outcome.itinerary;
  }
  return { ok: true, itinerary, outcomes };
}

/**
 * The nearest same-day change of the earlier choices that leaves every guest a treatment
 * time, or null: first one step changed (WAY_OUT_TRIALS candidates each), then two steps
 * together (PAIR_TRIALS each). At most MAX_WAY_OUT_TRIALS tries in all.
 *
 * @example findWayOut(catalogue, takenByOthers, held, { guests, startTogether: true, clock: { now } }) // [{ Kind: 'dining', … '12:30' }, { Kind: 'garden', … '09:30' }]
 */
export function findWayOut(
  catalogue: Catalogue,
  taken: Taken,
  held: Itinerary,
  query: WayOutQuery,
): ChoiceChange[] | null {
  let budget = MAX_WAY_OUT_TRIALS;
  const works = (changes: ChoiceChange[]) => {
    budget -= 1;
    const applied = applyChanges(catalogue, taken, held, changes, query.clock);
    return applied.ok && everyGuestHasTime(treatmentSlotsWith(catalogue, taken, applied.itinerary, query));
  };
  const heldSteps = STEPS.filter((step) => heldValue(held, step) !== undefined);
  for (const step of [...heldSteps].reverse())
    for (const change of candidatesOf(
      catalogue,
      taken,
      held,
      held,
      step,
      query.clock,
      WAY_OUT_TRIALS[step],
    )) {
      if (budget <= 0) return null;
      if (works([change])) return [change];
    }
  for (const [later, earlier] of pairs([...heldSteps].reverse())) {
    // Both released; the earlier step's candidates first, then the later's with it held.
    const base = withoutScope(withoutScope(held, { kind: later }), { kind: earlier });
    for (const first of candidatesOf(catalogue, taken, held, base, earlier, query.clock, PAIR_TRIALS)) {
      const applied = applyChanges(
        catalogue,
        taken,
        withoutScope(held, { kind: later }),
        [first],
        query.clock,
      );
      const withFirst = applied.ok ? applied.itinerary : null;
      if (!withFirst) continue;
      for (const second of candidatesOf(catalogue, taken, held, withFirst, later, query.clock, PAIR_TRIALS)) {
        if (budget <= 0) return null;
        if (works([first, second])) return [first, second];
      }
    }
  }
  return null;
}

/** Each two steps, the later-made first: [later, earlier]. */
function pairs(latestFirst: readonly Step[]): [Step, Step][] {
  return latestFirst.flatMap((later, i) =>
    latestFirst.slice(i + 1).map((earlier) => [later, earlier] as [Step, Step]),
  );
}

/** The held start of a step (its first guest's), or undefined when not held. */
function heldValue(held: Itinerary, step: Step): number | undefined {
  switch (step) {
    case 'arrival':
      return held.arrivals[0]?.start;
    case 'dining':
      return held.dining?.start;
    case 'garden':
      return held.gardens[0]?.start;
  }
}

/**
 * The other values a step offers with `itinerary` held (that step set aside), as its own
 * availability answer gives them, nearest to the value `held` has first, at most `count`.
 */
function candidatesOf(
  catalogue: Catalogue,
  taken: Taken,
  held: Itinerary,
  itinerary: Itinerary,
  step: Step,
  clock: WayOutQuery['clock'],
  count: number,
): ChoiceChange[] {
  const reference = heldValue(held, step);
  const spaDay = catalogue.SpaDays.find((p) => p.PremierId === held.spaDay?.PremierId);
  if (reference === undefined || !spaDay) return [];
  const day = buildResortDay(held.date, catalogue.Resort.TimeZone);
  const { taken: others, choices } = availabilityInputs(catalogue, {
    taken,
    held: itinerary,
    scope: { kind: step },
  });
  /** Each value and how near it is: minutes from the held start, another restaurant half a minute further. */
  const found: { change: ChoiceChange; distance: number }[] = [];
  const minutesFrom = (start: number) => Math.abs(start - reference);
  const at = (start: number) => formatOffsetDateTime(day, start);
  if (step === 'garden' && spaDay.SpaGardenCode)
    for (const slot of listSpaGardenSlots(catalogue, others, {
      date: held.date,
      spaGardenCode: spaDay.SpaGardenCode,
      partySize: held.gardens.length,
      choices,
      guestIndexes: held.gardens.map((g) => g.guestIndex),
      clock,
    }).slots)
      if (!slot.blocked)
        found.push({
          distance: minutesFrom(slot.start),
          change: {
            Kind: 'garden',
            StartDateTime: at(slot.start),
            DisplayTime: formatLocalTime(day, slot.start),
          },
        });
  const restaurantId = held.dining?.RestaurantId;
  if (step === 'dining' && restaurantId)
    for (const { restaurant, sittings } of listDiningTimes(catalogue, others, {
      date: held.date,
      restaurantIds: [restaurantId, ...spaDay.Restaurants.filter((r) => r !== restaurantId)],
      guests: held.partySize,
      choices,
      clock,
    }).restaurants)
      for (const sitting of sittings)
        for (const time of sitting.times)
          found.push({
            distance: minutesFrom(time.start) + (restaurant.RestaurantId === restaurantId ? 0 : 0.5),
            change: {
              Kind: 'dining',
              RestaurantId: restaurant.RestaurantId,
              DisplayName: restaurant.DisplayName,
              TimeSlot: at(time.start),
              DisplayTime: formatLocalTime(day, time.start),
            },
          });
  if (step === 'arrival')
    for (const band of listSpaDayPackages(catalogue, others, {
      date: held.date,
      partySize: held.partySize,
      choices,
      clock,
    }).packages.find((p) => p.spaDay.PremierId === spaDay.PremierId)?.bandTimes ?? [])
      if (band.available)
        found.push({
          distance: minutesFrom(band.start),
          change: {
            Kind: 'arrival',
            BandNumber: band.bandTime.BandNumber,
            StartDateTime: at(band.start),
            DisplayTime: band.bandTime.StartTime,
          },
        });
  return found
    .filter((f) => f.distance !== 0)
    .sort((a, b) => a.distance - b.distance)
    .slice(0, count)
    .map((f) => f.change);
}

/**
 * Whether another date leaves these treatments a time for the party: in the treatment
 * flow with nothing else held; in a Spa Day with the session's choices held again at the
 * same times of day on that date (arrival, dining, garden, each with holdChoice), so that
 * the guest finds there the day they chose, with a time for the treatments.
 */
export function dateLeavesTime(
  catalogue: Catalogue,
  taken: Taken,
  held: Itinerary,
  date: string,
  query: WayOutQuery,
): boolean {
  const context: ItineraryContext = { ...held, date };
  if (!held.spaDay)
    return everyGuestHasTime(treatmentSlotsWith(catalogue, taken, emptyItinerary(context), query));
  const from = buildResortDay(held.date, catalogue.Resort.TimeZone);
  const to = buildResortDay(date, catalogue.Resort.TimeZone);
  const timeOf = (start: number) => formatLocalTime(from, start);
  const moved = (start: number) => formatOffsetDateTime(to, localTimeToMinute(to, timeOf(start)));
  const changes: ChoiceChange[] = [];
  const arrival = held.arrivals[0];
  if (arrival)
    changes.push({
      Kind: 'arrival',
      BandNumber: held.spaDay.BandNumber,
      StartDateTime: moved(arrival.start),
      DisplayTime: timeOf(arrival.start),
    });
  if (held.dining)
    changes.push({
      Kind: 'dining',
      RestaurantId: held.dining.RestaurantId,
      DisplayName: '',
      TimeSlot: moved(held.dining.start),
      DisplayTime: timeOf(held.dining.start),
    });
  const garden = held.gardens[0];
  if (garden)
    changes.push({ Kind: 'garden', StartDateTime: moved(garden.start), DisplayTime: timeOf(garden.start) });
  const onDate: Itinerary = { ...emptyItinerary(context), arrivals: held.arrivals, gardens: held.gardens };
  const applied = applyChanges(catalogue, taken, onDate, changes, query.clock);
  return applied.ok && everyGuestHasTime(treatmentSlotsWith(catalogue, taken, applied.itinerary, query));
}
