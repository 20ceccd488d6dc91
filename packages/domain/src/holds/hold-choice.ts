import type { Catalogue } from '../catalogue/catalogue.schema';
import type { HoldAlternative, HoldKind, HoldRefusal, HoldRequest } from '../contract/holds.schemas';
import { assignTreatments, type TreatmentToAssign } from '../engine/assign-treatments';
import { earliestBookableDate, type BookingClock } from '../engine/booking-clock';
import { checkItinerary } from './check-itinerary';
import { EngineInputError } from '../engine/engine-input-error';
import { findAddonTreatmentSlots } from '../engine/find-addon-treatment-slots';
import { chooseTables, diningMinutes, freeTables } from '../engine/find-dining-slots';
import { listGardenSessions } from '../engine/find-spa-garden-slots';
import { findTreatmentSlots } from '../engine/find-treatment-slots';
import {
  buildResortDay,
  formatLocalTime,
  formatOffsetDateTime,
  localTimeToMinute,
  toEpochMinute,
  type ResortDay,
} from '../engine/resort-day';
import { combineTaken, type Taken } from '../engine/taken';
import { choicesOfItinerary, takenOfItinerary } from '../itinerary/availability-inputs';
import {
  byGuestThenStart,
  contextOf,
  emptyItinerary,
  heldKinds,
  withoutScope,
  type ArrivalChoice,
  type GardenChoice,
  type GardenExtraChoice,
  type Itinerary,
  type ItineraryContext,
  type MudRoomChoice,
} from '../itinerary/itinerary';
import { planClaims, type ClaimSet } from './itinerary-claims';
import { beginBookingField, type ChoiceRef, type ItineraryProblem } from '../itinerary/itinerary-fields';
import { resolveGardenCode } from '../itinerary/resolve-codes';

/**
 * A hold: the guest chose one part of their itinerary (an arrival, a dining time, garden
 * sessions, treatment times, an add-on); the server assigns what it needs (therapists,
 * rooms, tables) and checks it against what others have taken and against the whole
 * itinerary the session holds, every rule at every step. The kind being chosen
 * replaces the session's previous choice of that kind.
 */

export interface HoldOptions {
  /** The instant of the hold (the api passes its database's clock) and the lead time. */
  clock: Omit<BookingClock, 'spaDay'>;
  /** Longest wait between a guest's treatments (DEFAULT_MAX_GAP_MINUTES). */
  maxGapMinutes?: number;
  /**
   * Look for alternative times when refusing (default true). The api asks without
   * them under its lock and again, for the 409, after the lock is released: the
   * search tries up to 24 whole hold checks.
   */
  alternatives?: boolean;
}

export type HoldOutcome =
  /** The itinerary with the choice, and the claims of the chosen kind to write in its place. */
  { ok: true; itinerary: Itinerary; claims: ClaimSet[] } | { ok: false; refusal: HoldRefusal };

/** At most this many alternative start times either side of the one asked. */
export const ALTERNATIVES_PER_SIDE = 2;
/** Candidate times tried for alternatives, at most (each is a whole hold check). */
const MAX_ALTERNATIVE_TRIALS = 24;

const LABEL: Record<HoldKind, string> = {
  arrival: 'arrival time',
  dining: 'dining time',
  garden: 'spa garden time',
  treatments: 'treatment time',
  'addon-treatments': 'add-on treatment',
  mud: 'mud room time',
  'garden-extra': 'spa garden add-on',
};

/** One hold request in itinerary terms (times in epoch minutes, codes resolved). */
type Part =
  | { kind: 'arrival'; entries: ArrivalChoice[] }
  | { kind: 'dining'; RestaurantId: string; start: number; FacilityIds?: readonly string[] }
  | { kind: 'garden'; entries: GardenChoice[] }
  | { kind: 'treatments' | 'addon-treatments'; items: TreatmentToAssign[] }
  | { kind: 'mud'; mudRoom: MudRoomChoice }
  | { kind: 'garden-extra'; gardenExtra: GardenExtraChoice };

/**
 * Holds a choice for a session, pure: given the catalogue, what other sessions have
 * taken, what this session holds and the new choice, answers the itinerary with the
 * choice (therapists, rooms and tables assigned) and the claims to write, or a refusal
 * that names the choice, says why and offers the nearest start times on either side
 * that can be held. Run it inside the hold's transaction, after loading `taken` and
 * the session's claims, before writing the claims.
 *
 * @example
 * const outcome = holdChoice(catalogue, takenByOthers, itineraryFromClaims(context, rows), holdRequestOf(kind, body), { clock: { now } })
 * if (!outcome.ok) throw conflict(outcome.refusal.Message, outcome.refusal)
 * await releaseClaims(tx, sessionId, kind); await writeClaims(tx, outcome.claims, owner)
 */
export function holdChoice(
  catalogue: Catalogue,
  taken: Taken,
  held: Itinerary | undefined,
  request: HoldRequest,
  options: HoldOptions,
): HoldOutcome {
  const kind = request.Kind;
  const framed = frame(held, request);
  if ('refusal' in framed) return { ok: false, refusal: framed.refusal };
  const rest = { ...withoutScope(framed.held, { kind }), ...framed.context };
  const clock: BookingClock = { ...options.clock, spaDay: !!rest.spaDay };
  const earliestDate = earliestBookableDate(catalogue, clock);
  if (rest.date < earliestDate)
    return refuse(
      kind,
      'Date',
      `${rest.spaDay ? 'Spa Days' : 'Treatments'} can be booked from ${earliestDate}`,
    );
  const part = partOfRequest(catalogue, request);
  const scene: HoldScene = {
    catalogue,
    taken,
    rest,
    day: buildResortDay(rest.date, catalogue.Resort.TimeZone),
    clock,
    maxGapMinutes: options.maxGapMinutes,
  };
  const outcome = tryHold(scene, part);
  if (outcome.ok) return outcome;
  if (options.alternatives === false) return { ok: false, refusal: outcome.refusal };
  return {
    ok: false,
    refusal: { ...outcome.refusal, Alternatives: findAlternatives(scene, part, outcome.blame) },
  };
}

/** What every try at a hold is made against: the catalogue, others' claims, the rest of the itinerary. */
interface HoldScene {
  catalogue: Catalogue;
  taken: Taken;
  /** The session's itinerary without the kind being chosen. */
  rest: Itinerary;
  day: ResortDay;
  clock: BookingClock;
  maxGapMinutes: number | undefined;
}

type Attempt =
  | Extract<HoldOutcome, { ok: true }>
  | { ok: false; refusal: HoldRefusal; /** The refused entry of the part. */ blame: number };

function refuse(Kind: HoldKind, Field: string, Message: string): { ok: false; refusal: HoldRefusal } {
  return { ok: false, refusal: { Kind, Field, Message, Alternatives: [] } };
}

/** The booking's frame: a hold must be for the date, party and package the session holds. */
function frame(
  held: Itinerary | undefined,
  request: HoldRequest,
): { held: Itinerary; context: ItineraryContext } | { refusal: HoldRefusal } {
  const kind = request.Kind;
  const holdsAny = held !== undefined && heldKinds(held).length > 0;
  const band = kind === 'arrival' ? request.BandNumber : (held?.spaDay?.BandNumber ?? request.BandNumber);
  const context: ItineraryContext = {
    date: request.Date,
    partySize: request.PartySize,
    ...(request.PremierId ? { spaDay: { PremierId: request.PremierId, BandNumber: band ?? 0 } } : {}),
  };
  if (!held || !holdsAny) return { held: emptyItinerary(context), context };
  const differs = (Field: string, Message: string) => ({
    refusal: { Kind: kind, Field, Message: `${Message}: start a new search to change it`, Alternatives: [] },
  });
  if (held.date !== request.Date) return differs('Date', `this booking is for ${held.date}`);
  if (held.partySize !== request.PartySize)
    return differs('PartySize', `this booking is for ${held.partySize} guest(s)`);
  if (held.spaDay?.PremierId !== request.PremierId)
    return differs(
      'PremierId',
      held.spaDay ? `this booking is for ${held.spaDay.PremierId}` : 'this booking has no package',
    );
  if (
    kind !== 'arrival' &&
    request.BandNumber !== undefined &&
    request.BandNumber !== held.spaDay?.BandNumber
  )
    return {
      refusal: {
        Kind: kind,
        Field: 'BandNumber',
        Message: `the arrival held is in time band ${String(held.spaDay?.BandNumber)}: choose the arrival time again to change it`,
        Alternatives: [],
      },
    };
  return { held, context: kind === 'arrival' ? context : contextOf(held) };
}

/** The hold request in itinerary terms. */
function partOfRequest(catalogue: Catalogue, request: HoldRequest): Part {
  const minute = toEpochMinute;
  switch (request.Kind) {
    case 'arrival':
      return {
        kind: 'arrival',
        entries: request.Arrivals.map((a) => ({ guestIndex: a.GuestIndex, start: minute(a.StartDateTime) })),
      };
    case 'dining':
      return {
        kind: 'dining',
        RestaurantId: request.RestaurantId,
        start: minute(request.TimeSlot),
        FacilityIds: request.Facilities,
      };
    case 'garden':
      return {
        kind: 'garden',
        entries: request.Sessions.map((s) => ({ guestIndex: s.GuestIndex, start: minute(s.StartDateTime) })),
      };
    case 'treatments':
    case 'addon-treatments':
      return {
        kind: request.Kind,
        items: request.Items.map((item, i) => {
          const activity = catalogue.Activities.find((a) => a.ID === item.AppointmentTypeID);
          if (!activity)
            throw new EngineInputError(
              `Items[${i}].AppointmentTypeID`,
              `unknown activity ${item.AppointmentTypeID}`,
            );
          return {
            guestIndex: item.GuestIndex,
            code: activity.Code,
            start: minute(item.StartTime),
            StaffId: item.StaffId,
            RoomId: item.RoomId,
          };
        }),
      };
    case 'mud':
      return {
        kind: 'mud',
        mudRoom: { start: minute(request.StartDateTime), guestIndexes: request.GuestIndexes },
      };
    case 'garden-extra':
      return {
        kind: 'garden-extra',
        gardenExtra: {
          code: resolveGardenCode(catalogue, request.Code),
          start: minute(request.StartDateTime),
          guestIndexes: request.GuestIndexes,
        },
      };
  }
}

/** Where a choice of the part lives in its hold body. */
function holdField(kind: HoldKind, index: number): string {
  switch (kind) {
    case 'arrival':
      return `Arrivals[${index}]`;
    case 'garden':
      return `Sessions[${index}]`;
    case 'treatments':
    case 'addon-treatments':
      return `Items[${index}]`;
    case 'dining':
      return 'TimeSlot';
    case 'mud':
    case 'garden-extra':
      return 'StartDateTime';
  }
}

/** One try at holding a part (no alternatives). `blame` is the entry of the part refused. */
function tryHold(scene: HoldScene, part: Part): Attempt {
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

/** Every part of the itinerary in the one order the domain keeps it (by guest, then start). */
export function canonicalItinerary(itinerary: Itinerary): Itinerary {
  const sortedGuests = (g: readonly number[]) => [...g].sort((a, b) => a - b);
  return {
    ...itinerary,
    arrivals: [...itinerary.arrivals].sort(byGuestThenStart),
    gardens: [...itinerary.gardens].sort(byGuestThenStart),
    treatments: [...itinerary.treatments].sort(byGuestThenStart),
    addOnTreatments: [...itinerary.addOnTreatments].sort(byGuestThenStart),
    dining: itinerary.dining && {
      ...itinerary.dining,
      FacilityIds: [...itinerary.dining.FacilityIds].sort(),
    },
    mudRoom: itinerary.mudRoom && {
      ...itinerary.mudRoom,
      guestIndexes: sortedGuests(itinerary.mudRoom.guestIndexes),
    },
    gardenExtra: itinerary.gardenExtra && {
      ...itinerary.gardenExtra,
      guestIndexes: sortedGuests(itinerary.gardenExtra.guestIndexes),
    },
  };
}

/**
 * The nearest start times on either side of the refused one that can be held instead:
 * candidates of the kind (treatment slots, band times, sittings, sessions, the mud
 * room's grid) nearest first, each confirmed by a whole hold check. The refused entry
 * moves, with every entry that started with it (a combined start moves together).
 */
function findAlternatives(scene: HoldScene, part: Part, blame: number): HoldAlternative[] {
  const { day } = scene;
  const asked = startOf(part, blame);
  if (asked === null) return [];
  const candidates = candidateStarts(scene, part, blame)
    .filter((c) => c !== asked)
    .sort((a, b) => Math.abs(a - asked) - Math.abs(b - asked) || a - b);
  const before: number[] = [];
  const after: number[] = [];
  let trials = 0;
  for (const start of candidates) {
    const side = start < asked ? before : after;
    if (side.length >= ALTERNATIVES_PER_SIDE) continue;
    if (trials++ >= MAX_ALTERNATIVE_TRIALS) break;
    if (tryHold(scene, shifted(part, blame, start - asked)).ok) side.push(start);
    if (before.length >= ALTERNATIVES_PER_SIDE && after.length >= ALTERNATIVES_PER_SIDE) break;
  }
  return [...before, ...after]
    .sort((a, b) => a - b)
    .map((start) => ({
      StartDateTime: formatOffsetDateTime(day, start),
      DisplayTime: formatLocalTime(day, start),
    }));
}

/** The start of the refused entry (a treatment guest's first treatment). */
function startOf(part: Part, blame: number): number | null {
  switch (part.kind) {
    case 'arrival':
    case 'garden':
      return part.entries[blame]?.start ?? null;
    case 'treatments':
    case 'addon-treatments': {
      const guestIndex = part.items[blame]?.guestIndex;
      return part.items.find((i) => i.guestIndex === guestIndex)?.start ?? null;
    }
    case 'dining':
      return part.start;
    case 'mud':
      return part.mudRoom.start;
    case 'garden-extra':
      return part.gardenExtra.start;
  }
}

/** The part with the refused entry moved by `delta` minutes, with every entry that started with it. */
function shifted(part: Part, blame: number, delta: number): Part {
  switch (part.kind) {
    case 'arrival':
    case 'garden': {
      const from = part.entries[blame]?.start;
      const entries = part.entries.map((e) => (e.start === from ? { ...e, start: e.start + delta } : e));
      return { ...part, entries };
    }
    case 'treatments':
    case 'addon-treatments': {
      const moving = new Set(movingGuests(part, blame));
      return {
        ...part,
        items: part.items.map((i) => (moving.has(i.guestIndex) ? { ...i, start: i.start + delta } : i)),
      };
    }
    case 'dining':
      return { ...part, start: part.start + delta };
    case 'mud':
      return { ...part, mudRoom: { ...part.mudRoom, start: part.mudRoom.start + delta } };
    case 'garden-extra':
      return { ...part, gardenExtra: { ...part.gardenExtra, start: part.gardenExtra.start + delta } };
  }
}

/** The guests whose treatments move with the refused one's: those who started with that guest. */
function movingGuests(part: Extract<Part, { items: unknown }>, blame: number): number[] {
  const firstStart = (g: number) => part.items.find((i) => i.guestIndex === g)?.start;
  const from = firstStart(part.items[blame]?.guestIndex ?? -1);
  return [...new Set(part.items.map((i) => i.guestIndex))].filter((g) => firstStart(g) === from);
}

/** Where the refused entry could start instead, before the whole check. */
function candidateStarts(scene: HoldScene, part: Part, blame: number): number[] {
  const { catalogue, taken, rest, day, clock } = scene;
  const grid = (from: number, to: number, step: number) => {
    const starts: number[] = [];
    for (let t = from; t <= to; t += step) starts.push(t);
    return starts;
  };
  switch (part.kind) {
    case 'arrival': {
      const spaDay = catalogue.SpaDays.find((p) => p.PremierId === rest.spaDay?.PremierId);
      return (spaDay?.BandTimes ?? [])
        .filter((b) => b.BandNumber === rest.spaDay?.BandNumber)
        .map((b) => localTimeToMinute(day, b.StartTime));
    }
    case 'garden':
    case 'garden-extra': {
      const code =
        part.kind === 'garden-extra'
          ? part.gardenExtra.code
          : catalogue.SpaDays.find((p) => p.PremierId === rest.spaDay?.PremierId)?.SpaGardenCode;
      const garden = catalogue.SpaGardens.find((g) => g.Code === code);
      return garden ? listGardenSessions(catalogue, garden, day, taken).map((s) => s.start) : [];
    }
    case 'dining': {
      const restaurant = catalogue.Restaurants.find((r) => r.RestaurantId === part.RestaurantId);
      return (restaurant?.Sittings ?? []).flatMap((s) =>
        grid(
          localTimeToMinute(day, s.DiningStartTime),
          localTimeToMinute(day, s.DiningEndTime) - 1,
          restaurant?.SlotStepMinutes ?? 30,
        ),
      );
    }
    case 'mud': {
      const mud = catalogue.MudRoom;
      const length = catalogue.Activities.find((a) => a.Code === mud?.ActivityCode)?.Length ?? 0;
      return mud
        ? grid(
            localTimeToMinute(day, mud.OpenTime),
            localTimeToMinute(day, mud.CloseTime) - length,
            catalogue.Resort.SlotStepMinutes,
          )
        : [];
    }
    case 'treatments':
    case 'addon-treatments': {
      // The availability search over the guests that move: its available slots.
      const guestIndex = part.items[blame]?.guestIndex ?? 0;
      const moving = movingGuests(part, blame);
      const others = combineTaken(taken, takenOfItinerary(catalogue, rest));
      const choices = choicesOfItinerary(catalogue, rest);
      if (part.kind === 'addon-treatments' && moving.length === 1)
        return findAddonTreatmentSlots(catalogue, others, {
          date: rest.date,
          activityCode: part.items[blame]?.code ?? '',
          guestIndex,
          choices,
          clock,
        }).map((item) => toEpochMinute(item.StartDateTime));
      const response = findTreatmentSlots(catalogue, others, {
        date: rest.date,
        guests: moving.map((g) => ({
          GuestIndex: g,
          Activities: part.items.filter((i) => i.guestIndex === g).map((i) => i.code),
        })),
        startTogether: moving.length > 1,
        choices,
        clock,
        maxGapMinutes: scene.maxGapMinutes,
      });
      const first = response.GuestAvailability[0];
      return first
        ? [...first.Periods.AM, ...first.Periods.PM]
            .filter((s) => s.IsAvailable)
            .map((s) => toEpochMinute(s.StartTime))
        : [];
    }
  }
}
