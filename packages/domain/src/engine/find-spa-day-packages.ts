import type { Catalogue, SpaDay } from '../catalogue/catalogue.schema';
import { earliestStartOn, type BookingClock } from './booking-clock';
import { dayResourcesOn, findActivityNeeds, type ActivityNeeds, type DayResources } from './day-resources';
import { listDiningTimes } from './find-dining-slots';
import { listGardenSessions, whyIsGardenSessionBlocked } from './find-spa-garden-slots';
import {
  compileChoices,
  type EpochRange,
  type GuestChoices,
  type ItineraryChoices,
} from './itinerary-choices';
import {
  DEFAULT_MAX_GAP_MINUTES,
  makeTreatmentPlanner,
  type Placement,
  type PlanContext,
} from './plan-treatments';
import { ceilToGrid, fromEpochMinute, localTimeToMinute, toEpochMinute, type ResortDay } from './resort-day';
import { doRangesOverlap } from './slot-rules';
import type { Span, Taken } from './taken';

export interface SpaDayPackagesQuery {
  date: string;
  /** Guests in the party, 1 to 4. */
  partySize: number;
  /** When asked: a Spa Day is booked from tomorrow, and no band time starts within the lead time. */
  clock?: BookingClock;
  /**
   * The rest of the session's itinerary when the arrival is chosen again: a band time
   * is not available when a choice already held would then break a §5 rule.
   */
  choices?: ItineraryChoices;
}

/** A band time of a package on the day: its catalogue entry, its range, places left, whether the party can have it. */
export interface BandTimeSlot {
  bandTime: SpaDay['BandTimes'][number];
  start: number;
  end: number;
  spaces: number;
  available: boolean;
}

/** The packages offered on the day (at least one band time available), each with every band time. */
export interface SpaDayPackages {
  day: ResortDay;
  packages: { spaDay: SpaDay; bandTimes: BandTimeSlot[] }[];
}

/**
 * Which Spa Day packages can the party have on the date, and in which band times?
 *
 * A band time is available when its Capacity less the guests already arriving in it
 * seats the whole party, and the package's parts can still be served after that
 * arrival within its time band:
 * - treatments: every guest can be given one of the package's included treatments
 *   (shown by placing them one after another, each at the earliest time left);
 * - spa garden: the sessions inside the band have places for the whole party between them;
 * - dining: one of the package's restaurants seats the party at some time.
 * A package is offered when at least one of its band times is available.
 *
 * @example listSpaDayPackages(catalogue, NOTHING_TAKEN, { date: '2026-07-01', partySize: 2 })
 */
export function listSpaDayPackages(
  catalogue: Catalogue,
  taken: Taken,
  query: SpaDayPackagesQuery,
): SpaDayPackages {
  const resources = dayResourcesOn(catalogue, query.date, taken);
  const { day } = resources;
  const earliest = earliestStartOn(catalogue, day, query.clock && { ...query.clock, spaDay: true });
  const held = compileHeld(query.choices);
  const buffer = catalogue.Resort.ArrivalTreatmentBufferMinutes;
  const packages: SpaDayPackages['packages'] = [];
  for (const spaDay of catalogue.SpaDays) {
    const canDine = !spaDay.HasDining || hasDiningFor(catalogue, taken, spaDay, query);
    const bandTimes = spaDay.BandTimes.map((bandTime): BandTimeSlot => {
      const start = localTimeToMinute(day, bandTime.StartTime);
      const end = localTimeToMinute(day, bandTime.EndTime);
      const spaces = Math.max(0, bandTime.Capacity - arrivingGuests(taken, spaDay.PremierId, start));
      const band = spaDay.TimeBands.find((b) => b.BandNumber === bandTime.BandNumber);
      const bandRange = band
        ? ([localTimeToMinute(day, band.StartTime), localTimeToMinute(day, band.EndTime)] as const)
        : null;
      const available =
        spaces >= query.partySize &&
        (earliest === null || start >= earliest) &&
        bandRange !== null &&
        fitsHeldChoices(held, [start, end], bandRange, buffer) &&
        canDine &&
        canServeParts(catalogue, taken, {
          resources,
          spaDay,
          partySize: query.partySize,
          arrival: [start, end],
          band: bandRange,
          earliest,
        });
      return { bandTime, start, end, spaces, available };
    });
    if (bandTimes.some((b) => b.available)) packages.push({ spaDay, bandTimes });
  }
  return { day, packages };
}

/** The held choices that an arrival can break: main treatments, and everything else the guests do. */
interface HeldSpans {
  treatments: EpochRange[];
  addOns: EpochRange[];
  gardens: EpochRange[];
}

function compileHeld(choices: ItineraryChoices | undefined): HeldSpans {
  const range = (s: Span): EpochRange => [toEpochMinute(s.start), toEpochMinute(s.end)];
  const guests = [...(choices?.guests?.values() ?? [])];
  return {
    treatments: guests.flatMap((g) => (g.treatments ?? []).map(range)),
    addOns: guests.flatMap((g) => (g.addOns ?? []).map(range)),
    gardens: guests.flatMap((g) => (g.garden ? [range(g.garden)] : [])),
  };
}

/**
 * Would the held choices still obey §5 with the whole party arriving in this band time
 * (and this time band)? Treatments and add-ons start after the arrival ends and end by
 * the band's end, main treatments clear of the arrival window plus the buffer, garden
 * sessions inside the band.
 */
function fitsHeldChoices(
  held: HeldSpans,
  arrival: EpochRange,
  band: EpochRange | null,
  bufferMinutes: number,
): boolean {
  const bandEnd = band?.[1] ?? Infinity;
  const afterArrival = ([start, end]: EpochRange) => start >= arrival[1] && end <= bandEnd;
  return (
    held.treatments.every(
      (t) => afterArrival(t) && !doRangesOverlap(t[0], t[1], arrival[0], arrival[1] + bufferMinutes),
    ) &&
    held.addOns.every(afterArrival) &&
    held.gardens.every(([start, end]) => !band || (start >= band[0] && end <= band[1]))
  );
}

/** Guests already arriving in a package's band time starting at `start` (epoch minutes). */
export function arrivingGuests(taken: Pick<Taken, 'arrivals'>, premierId: string, start: number): number {
  let guests = 0;
  for (const arrival of taken.arrivals)
    if (arrival.PremierId === premierId && toEpochMinute(arrival.start) === start) guests += arrival.guests;
  return guests;
}

function hasDiningFor(
  catalogue: Catalogue,
  taken: Taken,
  spaDay: SpaDay,
  query: SpaDayPackagesQuery,
): boolean {
  const { restaurants } = listDiningTimes(catalogue, taken, {
    date: query.date,
    restaurantIds: spaDay.Restaurants,
    guests: query.partySize,
  });
  return restaurants.some((r) => r.sittings.some((s) => s.times.length > 0));
}

/** A package's arrival window being checked: can the whole party be served after it? */
interface PartyArrival {
  resources: DayResources;
  spaDay: SpaDay;
  partySize: number;
  arrival: readonly [number, number];
  band: readonly [number, number];
  earliest: number | null;
}

function canServeParts(catalogue: Catalogue, taken: Taken, party: PartyArrival): boolean {
  const { resources, spaDay, partySize, band, earliest } = party;
  const day = resources.day;
  if (spaDay.HasSpaGarden && spaDay.SpaGardenCode) {
    const garden = catalogue.SpaGardens.find((g) => g.Code === spaDay.SpaGardenCode);
    if (!garden) return false;
    const choices = compileChoices({ timeBand: spanOf(band) }, earliest);
    const open = listGardenSessions(catalogue, garden, day, taken).filter(
      (s) => !whyIsGardenSessionBlocked(s, choices, { guestIndexes: [], places: 1, addOn: false }),
    );
    // Places counted over overlapping sessions are shared: only one session's are a witness.
    const places =
      garden.CapacityCounting === 'overlapping'
        ? Math.max(0, ...open.map((s) => s.spaces))
        : open.reduce((sum, s) => sum + s.spaces, 0);
    if (places < partySize) return false;
  }
  if (spaDay.HasTreatments) return canTreatParty(catalogue, party);
  return true;
}

/** Places one included treatment per guest, each at the earliest time left; false when a guest gets none. */
function canTreatParty(catalogue: Catalogue, party: PartyArrival): boolean {
  const { resources, spaDay, partySize, arrival, band, earliest } = party;
  const day = resources.day;
  const included = [
    ...new Set(spaDay.TreatmentGroups.flatMap((g) => g.Treatments.map((t) => t.IncludedCode))),
  ]
    .map((code) => findActivityNeeds(catalogue, resources, code))
    .filter((needs): needs is ActivityNeeds => needs !== null)
    .sort((a, b) => a.activity.Length - b.activity.Length);
  if (included.length === 0) return false;
  const guests = new Map<number, GuestChoices>();
  for (let g = 0; g < partySize; g++) guests.set(g, { arrival: spanOf(arrival) });
  const pending: Placement[] = [];
  const step = catalogue.Resort.SlotStepMinutes;
  const base: Omit<PlanContext, 'pending'> = {
    resources,
    choices: compileChoices({ guests, timeBand: spanOf(band) }, earliest),
    kind: 'treatment',
    stepMinutes: step,
    maxGapMinutes: DEFAULT_MAX_GAP_MINUTES,
    bufferMinutes: catalogue.Resort.ArrivalTreatmentBufferMinutes,
  };
  for (let guestIndex = 0; guestIndex < partySize; guestIndex++) {
    const plan = earliestPlan(day, { ...base, pending }, guestIndex, included, arrival[1], band[1], step);
    if (!plan) return false;
    pending.push(...plan);
  }
  return true;
}

function earliestPlan(
  day: ResortDay,
  context: PlanContext,
  guestIndex: number,
  included: readonly ActivityNeeds[],
  from: number,
  until: number,
  step: number,
): Placement[] | null {
  const planners = included.map((needs) => makeTreatmentPlanner(context, [{ guestIndex, steps: [needs] }]));
  for (let start = ceilToGrid(day, from, step); start < until; start += step)
    for (const plan of planners) {
      const placements = plan(start);
      if (placements) return placements;
    }
  return null;
}

const spanOf = ([start, end]: readonly [number, number]) => ({
  start: fromEpochMinute(start),
  end: fromEpochMinute(end),
});
