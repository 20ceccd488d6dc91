import type { Catalogue, Restaurant } from '../catalogue/catalogue.schema';
import { EngineInputError } from './engine-input-error';
import { buildResortDay, localTimeToMinute, toEpochMinute, type ResortDay } from './resort-day';
import { earliestStartOn, type BookingClock } from './booking-clock';
import {
  compileChoices,
  type CompiledChoices,
  type EpochRange,
  type ItineraryChoices,
} from './itinerary-choices';
import { BLOCK_REASON_TEXT, doRangesOverlap, isTooSoon } from './slot-rules';
import type { Taken } from './taken';

export interface DiningSlotsQuery {
  date: string;
  restaurantIds: readonly string[];
  guests: number;
  /** Only this sitting; all sittings when absent. */
  sitting?: number;
  /** Earliest dining start 'HH:mm' (inclusive). */
  from?: string;
  /** Latest dining start 'HH:mm' (exclusive). */
  until?: string;
  /**
   * The itinerary so far: a time is not offered when one of the guests' other choices
   * (garden, treatments, add-ons) falls within the dining duration either side (§5).
   */
  choices?: ItineraryChoices;
  clock?: BookingClock;
}

/** A restaurant's dining duration: its own, else the resort's default (120 minutes). */
export function diningMinutes(restaurant: Restaurant, catalogue: Pick<Catalogue, 'Resort'>): number {
  return restaurant.DurationInMins ?? catalogue.Resort.DefaultDiningDurationMinutes;
}

/**
 * Chooses tables for a party: the smallest single table that seats everyone, else
 * the fewest tables (largest first) whose seats add up; null when the free tables
 * cannot seat the party. Tables are assumed to be pushable together.
 *
 * @example chooseTables([{ FacilityId: 'T1', Seats: 2 }, { FacilityId: 'T3', Seats: 4 }], 3) // ['T3']
 */
export function chooseTables(free: readonly Restaurant['Tables'][number][], guests: number): string[] | null {
  const single = free.filter((t) => t.Seats >= guests).sort((a, b) => a.Seats - b.Seats)[0];
  if (single) return [single.FacilityId];
  const chosen: string[] = [];
  let seats = 0;
  for (const table of [...free].sort((a, b) => b.Seats - a.Seats)) {
    chosen.push(table.FacilityId);
    seats += table.Seats;
    if (seats >= guests) return chosen;
  }
  return null;
}

/**
 * Whether dining at `start` for `duration` minutes falls outside the package's time band
 * (a lunch package's day ends before the restaurant's dinner sitting: no dinner is
 * offered, and none is held). No band: nothing to fall outside.
 *
 * @example isDiningOutsideBand([540, 1050], 1080, 120) // true: 18:00 dinner, band ends 17:30
 */
export function isDiningOutsideBand(band: EpochRange | null, start: number, duration: number): boolean {
  return band !== null && (start < band[0] || start + duration > band[1]);
}

/**
 * Why dining at `start` for `duration` minutes does not fit the itinerary, or null: too
 * soon (§9), outside the package's time band, or one of the guests' other choices lies
 * within the duration either side of it (the §5 dining rule, seen from the dining side).
 */
export function whyIsDiningBlocked(choices: CompiledChoices, start: number, duration: number): string | null {
  if (isTooSoon(choices, start)) return BLOCK_REASON_TEXT['too-soon'];
  if (isDiningOutsideBand(choices.timeBand, start, duration)) return "is outside the package's day";
  for (const [guest, { busy }] of choices.guests)
    for (const [a, b] of busy)
      if (doRangesOverlap(a, b, start - duration, start + duration))
        return `is too close to another choice of guest ${guest + 1}`;
  return null;
}

/** The tables of a restaurant free for all of [start, end). */
export function freeTables(
  restaurant: Restaurant,
  taken: Pick<Taken, 'tables'>,
  start: number,
  end: number,
): Restaurant['Tables'] {
  const busy = new Set<string>();
  for (const t of taken.tables)
    if (
      t.RestaurantId === restaurant.RestaurantId &&
      doRangesOverlap(start, end, toEpochMinute(t.start), toEpochMinute(t.end))
    )
      busy.add(t.FacilityId);
  return restaurant.Tables.filter((t) => !busy.has(t.FacilityId));
}

/** A time the party can dine, and the tables that seat them. */
export interface DiningTime {
  start: number;
  tables: string[];
}

/** Each restaurant asked for, its dining duration and each sitting's times. */
export interface DiningTimes {
  day: ResortDay;
  restaurants: {
    restaurant: Restaurant;
    durationMinutes: number;
    sittings: { sitting: number; times: DiningTime[] }[];
  }[];
}

/**
 * When can the party dine, and at which tables? A time is offered only when free
 * tables seat the whole party for the whole dining duration. Times start at the
 * sitting's DiningStartTime every SlotStepMinutes, before its DiningEndTime.
 *
 * @example listDiningTimes(catalogue, taken, { date: '2026-07-01', restaurantIds: ['BISTRO'], guests: 2 })
 */
export function listDiningTimes(catalogue: Catalogue, taken: Taken, query: DiningSlotsQuery): DiningTimes {
  const day = buildResortDay(query.date, catalogue.Resort.TimeZone);
  const choices = compileChoices(query.choices, earliestStartOn(catalogue, day, query.clock));
  const from = query.from ? localTimeToMinute(day, query.from) : -Infinity;
  const until = query.until ? localTimeToMinute(day, query.until) : Infinity;
  const restaurants = query.restaurantIds.map((id, r) => {
    const restaurant = catalogue.Restaurants.find((x) => x.RestaurantId === id);
    if (!restaurant) throw new EngineInputError(`Restaurants[${r}]`, `unknown restaurant "${id}"`);
    const duration = diningMinutes(restaurant, catalogue);
    const sittings = restaurant.Sittings.filter(
      (s) => query.sitting === undefined || s.Sitting === query.sitting,
    ).map((sitting) => {
      const times: DiningTime[] = [];
      const first = localTimeToMinute(day, sitting.DiningStartTime);
      const last = localTimeToMinute(day, sitting.DiningEndTime);
      for (let start = first; start < last; start += restaurant.SlotStepMinutes) {
        if (start < from || start >= until || whyIsDiningBlocked(choices, start, duration)) continue;
        const tables = chooseTables(freeTables(restaurant, taken, start, start + duration), query.guests);
        if (tables) times.push({ start, tables });
      }
      return { sitting: sitting.Sitting, times };
    });
    return { restaurant, durationMinutes: duration, sittings };
  });
  return { day, restaurants };
}
