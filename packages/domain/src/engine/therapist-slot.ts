import type { Catalogue } from '../catalogue/catalogue.schema';
import type { BookingClock } from './booking-clock';
import { freeUntil } from './busy-calendar';
import { dayResourcesOn, findActivityNeeds, withTherapist, type ActivityNeeds } from './day-resources';
import type { ItineraryChoices } from './itinerary-choices';
import { makeTreatmentPlanner, planContextOf, type PlanContext } from './plan-treatments';
import { ceilToGrid, type ResortDay } from './resort-day';
import type { Taken } from './taken';

/** A therapist's slot the desk tapped on the diary (issue 22): who, when, and what may be given. */
export interface TherapistSlotQuery {
  /** 'YYYY-MM-DD' at the resort. */
  date: string;
  staffId: string;
  /** The tapped start (epoch minutes). */
  start: number;
  /** The activity codes on offer (the treatment flow's menu). */
  codes: readonly string[];
  choices?: ItineraryChoices;
  clock?: BookingClock;
  /** Nearest other starts of the same therapist answered at most (4). */
  limit?: number;
}

export interface TherapistSlot {
  /** The codes this therapist can give from `start`, a suitable room free, every rule of a slot kept. */
  fits: string[];
  /** Where their free time from `start` ends (next booking or hold, break, absence, end of shift); null when busy then. */
  freeUntil: number | null;
  /** When nothing fits: the same therapist's nearest other starts at which one of the codes does, in time order. */
  otherStarts: number[];
  /** When nothing fits: the other therapists to whom one of the codes fits at `start`, in catalogue order. */
  otherTherapists: string[];
}

/**
 * What fits a therapist's slot (issue 22, "tap an empty slot"): the treatments they can
 * give from the tapped time, planned as a one-guest slot of the treatment search is
 * (their calendar, a suitable free room, the lead time, the spa's hours), and where
 * nothing fits, the nearest ways on: their other free starts, and the other therapists
 * free at that time.
 *
 * @example findTherapistSlot(catalogue, taken, { date, staffId: 'ANNA', start, codes: ['M50', 'F50'] }).fits // ['M50', 'F50']
 */
export function findTherapistSlot(
  catalogue: Catalogue,
  taken: Taken,
  query: TherapistSlotQuery,
): TherapistSlot {
  const resources = dayResourcesOn(catalogue, query.date, taken);
  const context = planContextOf(catalogue, resources, {
    kind: 'treatment',
    choices: query.choices,
    clock: query.clock,
  });
  const needs = query.codes
    .map((code) => findActivityNeeds(catalogue, resources, code))
    .filter((n): n is ActivityNeeds => n !== null);
  /** One planner per therapist and code, each caching its starts. */
  const plannerFor = (staffId: string) =>
    needs.map((n) => ({
      code: n.activity.Code,
      plan: makeTreatmentPlanner(context, [{ guestIndex: 0, steps: [withTherapist(resources, n, staffId)] }]),
    }));
  const asked = plannerFor(query.staffId);
  const fitsAt = (planners: typeof asked, start: number) =>
    planners.filter((p) => p.plan(start) !== null).map((p) => p.code);

  const index = resources.therapistIndex.get(query.staffId);
  const calendar = index === undefined ? undefined : resources.therapists[index]?.calendar;
  const until = calendar ? freeUntil(calendar, query.start - resources.day.start) : null;
  const fits = fitsAt(asked, query.start);
  return {
    fits,
    freeUntil: until === null ? null : resources.day.start + until,
    otherStarts:
      fits.length > 0 ? [] : nearestStarts(resources.openRange, resources.day, context, query, asked),
    otherTherapists:
      fits.length > 0
        ? []
        : catalogue.Therapists.map((t) => t.StaffId).filter(
            (id) => id !== query.staffId && fitsAt(plannerFor(id), query.start).length > 0,
          ),
  };
}

/**
 * The therapist's starts on the day's grid where one of the planners fits, nearest to the
 * tapped one on either side, taken in turn (later first), in time order.
 */
function nearestStarts(
  openRange: readonly [number, number] | null,
  day: ResortDay,
  context: PlanContext,
  query: TherapistSlotQuery,
  planners: { plan: (start: number) => unknown }[],
): number[] {
  if (!openRange) return [];
  const limit = query.limit ?? 4;
  const fits = (at: number) => planners.some((p) => p.plan(at) !== null);
  const later: number[] = [];
  const earlier: number[] = [];
  const first = ceilToGrid(day, day.start + openRange[0], context.stepMinutes);
  for (
    let at = query.start + context.stepMinutes;
    at < day.start + openRange[1] && later.length < limit;
    at += context.stepMinutes
  )
    if (fits(at)) later.push(at);
  for (
    let at = query.start - context.stepMinutes;
    at >= first && earlier.length < limit;
    at -= context.stepMinutes
  )
    if (fits(at)) earlier.push(at);
  const found: number[] = [];
  for (let i = 0; found.length < limit && (i < later.length || i < earlier.length); i++)
    for (const side of [later, earlier])
      if (side[i] !== undefined && found.length < limit) found.push(side[i]!);
  return found.sort((a, b) => a - b);
}
