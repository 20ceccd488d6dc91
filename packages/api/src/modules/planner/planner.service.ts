import {
  addDays,
  earliestBookableDate,
  lastBookableDate,
  planDay,
  planToWire,
  type Catalogue,
  type Itinerary,
  type PlanDayQuery,
  type PlansRequest,
  type PlansResponse,
} from '@spa/domain';
import type { Executor } from '../../db/database';
import { onDate } from '../../lib/catalogue-on-date';
import { badRequest } from '../../lib/http-error';
import { assertBookableDate, resortToday, sessionClock, type BookingNow } from '../../lib/booking-clock';
import { requireActiveSession } from '../session';
import { heldItinerary, takenOn } from '../holds';

/** What composing plans uses (built once at start-up, see app-deps.ts). */
export interface PlannerDeps {
  db: Executor;
  catalogue: Catalogue;
  bookingNow: BookingNow;
}

/** Other dates tried when no plan fits, the nearest first, later before earlier. */
const OTHER_DATE_OFFSETS = [1, -1, 2, -2, 3, -3];

/**
 * "Plan our day for us" (decision 280): the best plans of the party's whole day on the
 * session's date, from what others hold now, given the treatments each guest chose.
 * Holds nothing: the guest takes one (holdPlan), which checks it all again. When none
 * fits, says which choice to change: with everyone starting together, the plans that
 * start them apart; otherwise the treatments, and the nearest date a plan fits.
 */
export async function composePlans(
  deps: PlannerDeps,
  sessionId: string,
  request: PlansRequest,
): Promise<PlansResponse> {
  const { db } = deps;
  const session = await requireActiveSession(db, sessionId);
  const context = session.itineraryContext;
  if (!context) throw badRequest('id', 'this booking holds no choice yet: choose an arrival time first');
  deps = onDate(deps, context.date);
  const { catalogue } = deps;
  request.GuestRequirements.forEach((g, i) => {
    if (g.GuestIndex >= context.partySize)
      throw badRequest(
        `body.GuestRequirements.${i}.GuestIndex`,
        `must name one of the ${context.partySize} guest(s)`,
      );
  });
  const now = await deps.bookingNow(db);
  assertBookableDate(catalogue, context.date, 'id', now);
  const [held, taken] = await Promise.all([
    heldItinerary(db, sessionId, context),
    takenOn(deps, db, context.date, sessionId),
  ]);
  const query: PlanDayQuery = {
    guests: request.GuestRequirements,
    startTogether: request.StartTogether,
    lunchOrder: request.LunchOrder,
    clock: sessionClock(now, session),
  };
  const wire = (plans: ReturnType<typeof planDay>) => plans.map((p) => planToWire(catalogue, p));
  const plans = planDay(catalogue, taken, held, query);
  if (plans.length > 0) return { Plans: wire(plans) };
  if (query.startTogether) {
    const apart = planDay(catalogue, taken, held, { ...query, startTogether: false });
    if (apart.length > 0)
      return {
        Plans: wire(apart),
        Unplanned: {
          Change: 'start-together',
          Message:
            'No plan starts everyone’s treatments at the same time on this day. These plans start them one after another.',
        },
      };
  }
  const OtherDate = await nearestDateWithPlan(deps, sessionId, held, query);
  return {
    Plans: [],
    Unplanned: {
      Change: 'treatments',
      Message: OtherDate
        ? 'Nothing on this day fits these treatments for everyone. Choose other treatments, or plan your day on the nearest date that fits.'
        : 'Nothing on this day fits these treatments for everyone. Choose other treatments or another date.',
      ...(OtherDate ? { OtherDate } : {}),
    },
  };
}

/**
 * The nearest other date on which a plan fits the party's treatments (the session's
 * package and choices of the same kinds), or null: the quick search only, so that a day
 * with no plan costs a bounded few searches. Read outside any transaction: a hint for
 * the guest, checked again when they plan that date.
 */
async function nearestDateWithPlan(
  deps: PlannerDeps,
  sessionId: string,
  held: Itinerary,
  query: PlanDayQuery,
): Promise<string | null> {
  const { catalogue, db } = deps;
  const now = query.clock.now instanceof Date ? query.clock.now : new Date(query.clock.now);
  const first = earliestBookableDate(catalogue, { ...query.clock, now, spaDay: !!held.spaDay });
  const last = lastBookableDate(resortToday(catalogue, now));
  for (const offset of OTHER_DATE_OFFSETS) {
    const date = addDays(held.date, offset);
    if (date < first || date > last) continue;
    const taken = await takenOn(deps, db, date, sessionId);
    if (planDay(catalogue, taken, { ...held, date }, { ...query, quickOnly: true }).length > 0) return date;
  }
  return null;
}
