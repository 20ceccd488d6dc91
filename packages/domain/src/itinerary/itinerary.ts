import type { HoldKind } from '../contract/holds.schemas';

/**
 * The itinerary: what a party chose for one booking, the one shape of it in the
 * domain. On the server it is what the session holds (its claims); every other form
 * (hold bodies, FilteredSelections, the begin-booking body, claim rows, the wire) is
 * converted to or from it by the functions of this folder, one per edge.
 *
 * Guest names and the lead booker's details are not part of it: they are the
 * booking's, not the schedule's. Instants are epoch minutes (see engine/resort-day.ts;
 * never milliseconds): convert at the edges with toEpochMinute / fromEpochMinute.
 * Catalogue ids keep the spec's names (StaffId, RoomId, RestaurantId, PremierId).
 */
export type EpochMinute = number;

/** Date, party and package: the frame every choice of the itinerary is made in. */
export interface ItineraryContext {
  /** 'YYYY-MM-DD' at the resort. */
  date: string;
  /** Guests in the party, 1 to 4; guest indexes are 0 … partySize − 1. */
  partySize: number;
  /** The Spa Day package and its chosen time band; absent in the treatment flow. */
  spaDay?: { PremierId: string; BandNumber: number };
}

/** A guest arriving in a band time of the package (its start). */
export interface ArrivalChoice {
  guestIndex: number;
  start: EpochMinute;
}

/** The party's table: one restaurant, one time, the tables that seat them. */
export interface DiningChoice {
  RestaurantId: string;
  start: EpochMinute;
  FacilityIds: readonly string[];
}

/** A guest's session in the package's spa garden. */
export interface GardenChoice {
  guestIndex: number;
  start: EpochMinute;
}

/** A treatment (main or add-on) with the therapist and room assigned to it. */
export interface TreatmentChoice {
  guestIndex: number;
  /** Activity code: the treatment and its duration. */
  code: string;
  start: EpochMinute;
  StaffId: string;
  RoomId: string;
}

/** The mud room for a group of guests. */
export interface MudRoomChoice {
  start: EpochMinute;
  guestIndexes: readonly number[];
}

/** The spa garden bought as an add-on, for a group going together. */
export interface GardenExtraChoice {
  /** The garden's Code (an extra's PremierId is resolved at the edge). */
  code: string;
  start: EpochMinute;
  guestIndexes: readonly number[];
}

export interface Itinerary extends ItineraryContext {
  arrivals: readonly ArrivalChoice[];
  dining?: DiningChoice;
  gardens: readonly GardenChoice[];
  /** Each guest's treatments, in order of start. */
  treatments: readonly TreatmentChoice[];
  /** At most one per guest. */
  addOnTreatments: readonly TreatmentChoice[];
  mudRoom?: MudRoomChoice;
  gardenExtra?: GardenExtraChoice;
}

/**
 * The part of an itinerary being chosen (again): a hold kind and, for the kinds
 * chosen per guest (arrival, garden, treatments, add-on treatments), the guests
 * (all when absent). An availability question sets exactly this part aside: the
 * session's other choices count as taken and as §5 choices.
 */
export interface ChoiceScope {
  kind: HoldKind;
  guestIndexes?: readonly number[];
}

/** An itinerary with nothing chosen yet. */
export function emptyItinerary(context: ItineraryContext): Itinerary {
  return { ...context, arrivals: [], gardens: [], treatments: [], addOnTreatments: [] };
}

/** The context of an itinerary (date, party, package and band). */
export function contextOf(itinerary: ItineraryContext): ItineraryContext {
  const { date, partySize, spaDay } = itinerary;
  return spaDay ? { date, partySize, spaDay } : { date, partySize };
}

/**
 * The itinerary without the scope's part: what stays held while that part is chosen
 * again.
 *
 * @example withoutScope(held, { kind: 'addon-treatments', guestIndexes: [1] }) // guest 0's add-on stays
 */
export function withoutScope(itinerary: Itinerary, scope: ChoiceScope): Itinerary {
  const inScope = (guestIndex: number) => !scope.guestIndexes || scope.guestIndexes.includes(guestIndex);
  const keep = <T extends { guestIndex: number }>(items: readonly T[]) =>
    items.filter((i) => !inScope(i.guestIndex));
  switch (scope.kind) {
    case 'arrival':
      return { ...itinerary, arrivals: keep(itinerary.arrivals) };
    case 'dining':
      return { ...itinerary, dining: undefined };
    case 'garden':
      return { ...itinerary, gardens: keep(itinerary.gardens) };
    case 'treatments':
      return { ...itinerary, treatments: keep(itinerary.treatments) };
    case 'addon-treatments':
      return { ...itinerary, addOnTreatments: keep(itinerary.addOnTreatments) };
    case 'mud':
      return { ...itinerary, mudRoom: undefined };
    case 'garden-extra':
      return { ...itinerary, gardenExtra: undefined };
  }
}

/**
 * The itinerary once one guest's part is cancelled: their choices gone, the party one
 * smaller and the guests after them renumbered (indexes stay 0 … partySize − 1). The
 * party's table stays as booked.
 *
 * @example withoutGuest(held, 1).partySize // held.partySize − 1
 */
export function withoutGuest(itinerary: Itinerary, guestIndex: number): Itinerary {
  const renumber = (i: number) => (i > guestIndex ? i - 1 : i);
  const others = <T extends { guestIndex: number }>(items: readonly T[]) =>
    items
      .filter((i) => i.guestIndex !== guestIndex)
      .map((i) => ({ ...i, guestIndex: renumber(i.guestIndex) }));
  const group = <T extends { guestIndexes: readonly number[] }>(choice: T | undefined) => {
    const guestIndexes = (choice?.guestIndexes ?? []).filter((i) => i !== guestIndex).map(renumber);
    return choice && guestIndexes.length > 0 ? { ...choice, guestIndexes } : undefined;
  };
  return {
    ...itinerary,
    partySize: itinerary.partySize - 1,
    arrivals: others(itinerary.arrivals),
    gardens: others(itinerary.gardens),
    treatments: others(itinerary.treatments),
    addOnTreatments: others(itinerary.addOnTreatments),
    mudRoom: group(itinerary.mudRoom),
    gardenExtra: group(itinerary.gardenExtra),
  };
}

/** The hold kinds the itinerary has a choice of. */
export function heldKinds(itinerary: Itinerary): HoldKind[] {
  const kinds: [HoldKind, boolean][] = [
    ['arrival', itinerary.arrivals.length > 0],
    ['dining', itinerary.dining !== undefined],
    ['garden', itinerary.gardens.length > 0],
    ['treatments', itinerary.treatments.length > 0],
    ['addon-treatments', itinerary.addOnTreatments.length > 0],
    ['mud', itinerary.mudRoom !== undefined],
    ['garden-extra', itinerary.gardenExtra !== undefined],
  ];
  return kinds.filter(([, held]) => held).map(([kind]) => kind);
}

/** Orders a guest's choices the way the itinerary keeps them: by guest, then by start. */
export function byGuestThenStart<T extends { guestIndex: number; start: EpochMinute }>(a: T, b: T): number {
  return a.guestIndex - b.guestIndex || a.start - b.start;
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
