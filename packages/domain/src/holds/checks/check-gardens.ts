import {
  gardenPlacesOf,
  gardenSpaces,
  listGardenSessions,
  whyIsGardenSessionBlocked,
} from '../../engine/find-spa-garden-slots';
import type { ChoiceRef } from '../../itinerary/itinerary-fields';
import type { CheckContext } from './check-context';

/** Each guest's session in the package's own spa garden. */
export function checkGardens(context: CheckContext): void {
  context.itinerary.gardens.forEach((g, index) => {
    const ref: ChoiceRef = { kind: 'garden', index, guestIndex: g.guestIndex };
    const code = context.spaDay?.SpaGardenCode;
    if (!code) context.problem(ref, 'the package has no spa garden');
    else checkGarden(context, ref, { code, start: g.start, guests: [g.guestIndex], addOn: false });
  });
}

/** The spa garden add-on: the guests go together, at least two, under §5's add-on rules. */
export function checkGardenExtra(context: CheckContext): void {
  const extra = context.itinerary.gardenExtra;
  if (!extra) return;
  const ref: ChoiceRef = { kind: 'garden-extra' };
  if (extra.guestIndexes.length < 2)
    context.problem(ref, 'all guests must attend the spa garden together (at least 2)');
  checkGarden(context, ref, {
    code: extra.code,
    start: extra.start,
    guests: extra.guestIndexes,
    addOn: true,
  });
}

interface GardenVisit {
  code: string;
  start: number;
  guests: readonly number[];
  addOn: boolean;
}

/**
 * One garden visit: a session of the garden, with places left counting this itinerary's
 * own visits (at the same start, or overlapping ones), not too soon and not blocked by
 * the itinerary's other choices; its guests are in the garden for the session.
 */
function checkGarden(context: CheckContext, ref: ChoiceRef, visit: GardenVisit): void {
  const { catalogue, day, taken, problem, at } = context;
  const { start } = visit;
  const garden = catalogue.SpaGardens.find((g) => g.Code === visit.code);
  if (!garden) {
    problem(ref, `unknown spa garden "${visit.code}"`);
    return;
  }
  let sessions = context.gardenSessions.get(garden.Code);
  if (!sessions)
    context.gardenSessions.set(garden.Code, (sessions = listGardenSessions(catalogue, garden, day, taken)));
  const session = sessions.find((s) => s.start === start);
  if (!session) {
    problem(ref, `${garden.DisplayName} has no session at ${at(start)}`);
    return;
  }
  const own = context.gardenPlacesUsed.get(garden.Code) ?? [];
  own.push({ start, guests: visit.guests.length });
  context.gardenPlacesUsed.set(garden.Code, own);
  const left = gardenSpaces(garden, [...gardenPlacesOf(garden, taken.gardenPlaces), ...own], start);
  const why =
    left < 0
      ? 'is full'
      : (context.tooSoon(start) ??
        whyIsGardenSessionBlocked(session, context.compiled, {
          guestIndexes: [],
          places: 0,
          addOn: visit.addOn,
        }));
  if (why) problem(ref, `${garden.DisplayName} at ${at(start)} ${why}`);
  const label = `the spa garden at ${at(session.start)}`;
  for (const g of visit.guests) context.addGuestSpan(ref, g, session.start, session.end, label);
}
