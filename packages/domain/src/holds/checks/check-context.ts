import type { Catalogue, Restaurant, SpaDay } from '../../catalogue/catalogue.schema';
import type { HoldKind } from '../../contract/holds.schemas';
import type { Itinerary } from '../../itinerary/itinerary';
import {
  beginBookingField,
  holdKindOf,
  type ChoiceRef,
  type ItineraryProblem,
} from '../../itinerary/itinerary-fields';
import { describeEarliestStart, earliestStartOn, type BookingClock } from '../../engine/booking-clock';
import { buildDayResources, type DayResources } from '../../engine/day-resources';
import { diningMinutes } from '../../engine/find-dining-slots';
import type { GardenSession } from '../../engine/find-spa-garden-slots';
import {
  compileChoices,
  type CompiledChoices,
  type GuestChoices,
  type ItineraryChoices,
} from '../../engine/itinerary-choices';
import type { Placement } from '../../engine/plan-treatments';
import {
  buildResortDay,
  formatLocalTime,
  fromEpochMinute,
  localTimeToMinute,
  type ResortDay,
} from '../../engine/resort-day';
import { doRangesOverlap } from '../../engine/slot-rules';
import type { Taken } from '../../engine/taken';

type TimeBand = SpaDay['TimeBands'][number];
type BandTime = SpaDay['BandTimes'][number];

/**
 * What every checker of an itinerary reads and adds to: the itinerary's frame (day,
 * package, band, the §5 choices compiled once), the resources others have taken, the
 * problems found so far, and what the itinerary itself uses as it is checked (each
 * guest's spans, therapists and rooms placed, garden places), so that a guest, a
 * therapist, a room or a garden place used twice within the itinerary is caught.
 */
export interface CheckContext {
  readonly catalogue: Catalogue;
  readonly taken: Taken;
  readonly itinerary: Itinerary;
  readonly day: ResortDay;
  readonly resources: DayResources;
  /** The package, when offered (its own problem names it otherwise). */
  readonly spaDay: SpaDay | undefined;
  readonly band: TimeBand | undefined;
  readonly restaurant: Restaurant | undefined;
  readonly compiled: CompiledChoices;
  /** Minutes between an arrival and a treatment (Resort.ArrivalTreatmentBufferMinutes). */
  readonly buffer: number;
  /** Records a problem of a choice. */
  readonly problem: (ref: ChoiceRef, message: string) => void;
  /** A local time 'HH:mm' of the day. */
  readonly at: (instant: number) => string;
  /** Why `start` is too soon to book (§9), or null. */
  readonly tooSoon: (start: number) => string | null;
  /** The band time of the held band starting at `start`. */
  readonly bandTimeOf: (start: number) => BandTime | undefined;
  /** Records a guest's span, naming a clash with one already recorded for that guest. */
  readonly addGuestSpan: (
    ref: ChoiceRef,
    guestIndex: number,
    start: number,
    end: number,
    label: string,
  ) => void;
  /** Treatments placed so far (a therapist or room used twice is a clash). */
  readonly placed: Placement[];
  /** Garden sessions by garden, listed once. */
  readonly gardenSessions: Map<string, GardenSession[]>;
  /** This itinerary's own garden places by garden, as checked so far. */
  readonly gardenPlacesUsed: Map<string, { start: number; guests: number }[]>;
}

/** How a check is asked for: the clock and how choices are named. */
export interface CheckFrameOptions {
  clock?: BookingClock;
  fieldOf?: (ref: ChoiceRef) => string;
}

/** 'guest 2' for guest index 1. */
export const guestName = (index: number) => `guest ${index + 1}`;

/**
 * The context the checkers share, and the problems it collects: the frame's own
 * problems (a package not offered, a band it lacks) are already among them.
 */
export function buildCheckContext(
  catalogue: Catalogue,
  taken: Taken,
  itinerary: Itinerary,
  options: CheckFrameOptions,
): { context: CheckContext; problems: ItineraryProblem[] } {
  const fieldOf = options.fieldOf ?? beginBookingField;
  const problems: ItineraryProblem[] = [];
  const problem = (ref: ChoiceRef, Message: string) =>
    void problems.push({ Kind: holdKindOf(ref), Field: fieldOf(ref), Message });
  const day = buildResortDay(itinerary.date, catalogue.Resort.TimeZone);
  const clock = options.clock && { ...options.clock, spaDay: !!itinerary.spaDay };
  const earliest = earliestStartOn(catalogue, day, clock);
  const { spaDay, band } = packageOf(catalogue, itinerary, problem);
  const bandTimeOf = (start: number) =>
    spaDay?.BandTimes.find(
      (b) => b.BandNumber === band?.BandNumber && localTimeToMinute(day, b.StartTime) === start,
    );
  const restaurant = catalogue.Restaurants.find((r) => r.RestaurantId === itinerary.dining?.RestaurantId);
  const choices = frameChoices(catalogue, itinerary, day, { band, bandTimeOf, restaurant });
  const guestSpans: { guestIndex: number; start: number; end: number; label: string }[] = [];
  const context: CheckContext = {
    catalogue,
    taken,
    itinerary,
    day,
    resources: buildDayResources(catalogue, day, taken),
    spaDay,
    band,
    restaurant,
    compiled: compileChoices(choices, earliest),
    buffer: catalogue.Resort.ArrivalTreatmentBufferMinutes,
    problem,
    at: (instant) => formatLocalTime(day, instant),
    tooSoon: (start) =>
      earliest !== null && start < earliest
        ? `is too soon to book: ${describeEarliestStart(day, earliest)}`
        : null,
    bandTimeOf,
    addGuestSpan: (ref, guestIndex, start, end, label) => {
      const clash = guestSpans.find(
        (s) => s.guestIndex === guestIndex && doRangesOverlap(start, end, s.start, s.end),
      );
      if (clash) problem(ref, `${label} overlaps ${clash.label} for ${guestName(guestIndex)}`);
      guestSpans.push({ guestIndex, start, end, label });
    },
    placed: [],
    gardenSessions: new Map(),
    gardenPlacesUsed: new Map(),
  };
  return { context, problems };
}

/** The package and band the itinerary names, each problem of them recorded on the package. */
function packageOf(
  catalogue: Catalogue,
  itinerary: Itinerary,
  problem: (ref: ChoiceRef, message: string) => void,
): { spaDay: SpaDay | undefined; band: TimeBand | undefined } {
  if (!itinerary.spaDay) return { spaDay: undefined, band: undefined };
  const { PremierId, BandNumber } = itinerary.spaDay;
  const spaDay = catalogue.SpaDays.find((p) => p.PremierId === PremierId);
  if (!spaDay) {
    problem({ kind: 'package' }, 'this package is not offered');
    return { spaDay, band: undefined };
  }
  const band = spaDay.TimeBands.find((b) => b.BandNumber === BandNumber);
  if (!band) problem({ kind: 'package' }, `the package has no time band ${String(BandNumber)}`);
  return { spaDay, band };
}

/** The frame every choice is checked in: the band, each guest's arrival window, the dining. */
function frameChoices(
  catalogue: Catalogue,
  itinerary: Itinerary,
  day: ResortDay,
  frame: Pick<CheckContext, 'band' | 'bandTimeOf' | 'restaurant'>,
): ItineraryChoices {
  const guests = new Map<number, GuestChoices>();
  const choices: ItineraryChoices = { guests };
  const { band, bandTimeOf, restaurant } = frame;
  if (band)
    choices.timeBand = {
      start: fromEpochMinute(localTimeToMinute(day, band.StartTime)),
      end: fromEpochMinute(localTimeToMinute(day, band.EndTime)),
    };
  for (const arrival of itinerary.arrivals) {
    const bandTime = bandTimeOf(arrival.start);
    if (bandTime)
      guests.set(arrival.guestIndex, {
        arrival: {
          start: fromEpochMinute(arrival.start),
          end: fromEpochMinute(localTimeToMinute(day, bandTime.EndTime)),
        },
      });
  }
  if (itinerary.dining && restaurant)
    choices.dining = {
      start: fromEpochMinute(itinerary.dining.start),
      durationMinutes: diningMinutes(restaurant, catalogue),
    };
  return choices;
}

/** The checker of each kind of choice, in the order they are checked (the flow's). */
export type Checker = (context: CheckContext) => void;
export type Checkers = Record<HoldKind, Checker>;
