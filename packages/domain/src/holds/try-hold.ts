import type { Catalogue } from '../catalogue/catalogue.schema';
import type { HoldKind } from '../contract/holds.schemas';
import { assignTreatments } from '../engine/assign-treatments';
import { chooseTables, diningMinutes, freeTables } from '../engine/find-dining-slots';
import { formatLocalTime } from '../engine/resort-day';
import { combineTaken, type Taken } from '../engine/taken';
import { choicesOfItinerary, takenOfItinerary } from '../itinerary/itinerary-conversions';
import { canonicalItinerary, type Itinerary } from '../itinerary/itinerary';
import { beginBookingField, type ChoiceRef, type ItineraryProblem } from '../itinerary/itinerary-fields';
import { checkItinerary } from './check-itinerary';
import { holdField, type Attempt, type HoldScene, type Part } from './hold-part';
import { planClaims } from './itinerary-claims';

const LABEL: Record<HoldKind, string> = {
  arrival: 'arrival time',
  dining: 'dining time',
  garden: 'spa garden time',
  treatments: 'treatment time',
  'addon-treatments': 'add-on treatment',
  mud: 'mud room time',
  'garden-extra': 'spa garden add-on',
};

/** One try at holding a part (no alternatives). `blame` is the entry of the part refused. */
export function tryHold(scene: HoldScene, part: Part): Attempt {
  const { catalogue, taken, rest, day, clock, maxGapMinutes } = scene;
  const kind = part.kind;
  const restTaken = combineTaken(taken, takenOfItinerary(catalogue, rest));
  let itinerary: Itinerary;
  switch (part.kind) {
    case 'treatments':
    case 'addon-treatments': {
      const assigned = assignTreatments(catalogue, restTaken, {
        date: rest.date,
        kind: part.kind === 'treatments' ? 'treatment' : 'add-on',
        items: part.items,
        choices: choicesOfItinerary(catalogue, rest),
        clock,
        maxGapMinutes,
      });
      if (!assigned.ok) {
        const item = part.items[assigned.index]!;
        const name =
          catalogue.Treatments.find((t) => t.Durations.some((d) => d.Code === item.code))?.DisplayName ??
          item.code;
        return {
          ok: false,
          blame: assigned.index,
          refusal: {
            Kind: kind,
            Field: holdField(kind, assigned.index),
            Message: `${name} at ${formatLocalTime(day, item.start)} for guest ${item.guestIndex + 1} is not available: ${assigned.reason}`,
            Alternatives: [],
          },
        };
      }
      itinerary =
        part.kind === 'treatments'
          ? { ...rest, treatments: assigned.items }
          : { ...rest, addOnTreatments: assigned.items };
      break;
    }
    case 'dining':
      itinerary = { ...rest, dining: assignTables(catalogue, restTaken, rest.partySize, part) };
      break;
    case 'arrival':
      itinerary = { ...rest, arrivals: part.entries };
      break;
    case 'garden':
      itinerary = { ...rest, gardens: part.entries };
      break;
    case 'mud':
      itinerary = { ...rest, mudRoom: part.mudRoom };
      break;
    case 'garden-extra':
      itinerary = { ...rest, gardenExtra: part.gardenExtra };
      break;
  }
  const entryOf = (ref: ChoiceRef) =>
    ref.kind === 'arrival' && part.kind === 'arrival'
      ? Math.max(
          0,
          part.entries.findIndex((a) => a.guestIndex === ref.guestIndex),
        )
      : (ref.index ?? 0);
  const fieldOf = (ref: ChoiceRef) =>
    ref.kind === kind ? holdField(kind, entryOf(ref)) : beginBookingField(ref);
  const problems = checkItinerary(catalogue, taken, itinerary, { clock, last: kind, fieldOf });
  const own = problems.find((p) => p.Kind === kind);
  const other = own
    ? undefined
    : newProblem(problems, () => checkItinerary(catalogue, taken, rest, { clock, fieldOf }));
  const problem = own ?? other;
  if (problem) {
    return {
      ok: false,
      blame: own ? indexOfField(problem.Field) : 0,
      refusal: {
        Kind: kind,
        Field: own ? problem.Field : holdField(kind, 0),
        Message: own
          ? problem.Message
          : `that ${LABEL[kind]} does not fit the ${LABEL[problem.Kind]} already held: ${problem.Message}`,
        ...(own ? {} : { ClashesWith: problem.Kind }),
        Alternatives: [],
      },
    };
  }
  const canonical = canonicalItinerary(itinerary);
  return { ok: true, itinerary: canonical, claims: planClaims(catalogue, canonical, kind) };
}

/** A problem of the itinerary with the new choice that the rest alone does not have. */
function newProblem(problems: readonly ItineraryProblem[], baseline: () => ItineraryProblem[]) {
  if (problems.length === 0) return undefined;
  const before = new Set(baseline().map((p) => `${p.Field}|${p.Message}`));
  return problems.find((p) => !before.has(`${p.Field}|${p.Message}`));
}

const indexOfField = (field: string) => Number(/\[(\d+)\]/.exec(field)?.[1] ?? 0);

/** Tables for the party: the hinted ones when still free and seating everyone, else the smallest fit. */
function assignTables(
  catalogue: Catalogue,
  taken: Taken,
  partySize: number,
  part: Extract<Part, { kind: 'dining' }>,
): Itinerary['dining'] {
  const restaurant = catalogue.Restaurants.find((r) => r.RestaurantId === part.RestaurantId);
  if (!restaurant)
    return { RestaurantId: part.RestaurantId, start: part.start, FacilityIds: part.FacilityIds ?? [] };
  const free = freeTables(restaurant, taken, part.start, part.start + diningMinutes(restaurant, catalogue));
  const hinted = free.filter((t) => part.FacilityIds?.includes(t.FacilityId));
  const seatsHinted =
    hinted.length === (part.FacilityIds?.length ?? -1) &&
    hinted.reduce((n, t) => n + t.Seats, 0) >= partySize;
  const FacilityIds = seatsHinted ? hinted.map((t) => t.FacilityId) : (chooseTables(free, partySize) ?? []);
  return { RestaurantId: part.RestaurantId, start: part.start, FacilityIds };
}
