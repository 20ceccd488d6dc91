import type { Catalogue } from '../catalogue/catalogue.schema';
import type { HoldKind } from '../contract/holds.schemas';
import { ITEM_TYPE } from '../engine/item-types';
import { fromEpochMinute, toEpochMinute } from '../engine/resort-day';
import type { InstantInput } from '../engine/taken';
import { choiceSpans } from '../itinerary/choice-spans';
import {
  byGuestThenStart,
  emptyItinerary,
  type Itinerary,
  type ItineraryContext,
} from '../itinerary/itinerary';

/**
 * The one translation between an itinerary and the resource claims that hold it in the
 * database (docs/decisions.md §10), both ways. The api stores and reads the rows; what
 * to claim, and what the rows mean, is decided here.
 */

/** A therapist and/or room for a span (a treatment, an add-on, the mud room). */
export interface AppointmentClaim {
  guestIndexes: number[];
  itemType: number;
  activityCode: string;
  staffId: string | null;
  roomId: string | null;
  start: Date;
  /** start + the activity's Length (turnover included). */
  end: Date;
  /**
   * When the therapist (room) is free again, when that is before `end`: the treatment's
   * clean-up blocks only the other (decision 181). Absent: at `end`.
   */
  staffUntil?: Date;
  roomUntil?: Date;
}

/** A restaurant table for the dining duration. */
export interface TableClaim {
  restaurantId: string;
  facilityId: string;
  partySize: number;
  start: Date;
  end: Date;
}

/** Places in a capacity pool: a garden session or a package's arrival window. */
export interface CapacityClaim {
  /** e.g. 'garden:GARDEN-3H:2026-12-01T10:00:00.000Z' */
  pool: string;
  capacity: number;
  resourceKind: 'garden' | 'arrival';
  /** The garden's Code or the package's PremierId. */
  resourceCode: string;
  guestIndexes: number[];
  places: number;
  start: Date;
  end: Date;
}

/** The claims of one hold kind. */
export interface ClaimSet {
  kind: HoldKind;
  appointments: AppointmentClaim[];
  tables: TableClaim[];
  capacity: CapacityClaim[];
}

/** Claims as read back: only what the itinerary needs of each row. */
export interface HeldClaimSet {
  kind: HoldKind;
  appointments: readonly (Pick<AppointmentClaim, 'activityCode' | 'staffId' | 'roomId'> & {
    guestIndexes: readonly number[];
    start: InstantInput;
  })[];
  tables: readonly (Pick<TableClaim, 'restaurantId' | 'facilityId'> & { start: InstantInput })[];
  capacity: readonly (Pick<CapacityClaim, 'resourceCode'> & {
    guestIndexes: readonly number[];
    start: InstantInput;
  })[];
}

/** The capacity pool of a garden session. */
export function gardenPool(code: string, start: Date): string {
  return `garden:${code}:${start.toISOString()}`;
}

/** The capacity pool of a package's arrival window. */
export function arrivalPool(premierId: string, start: Date): string {
  return `arrival:${premierId}:${start.toISOString()}`;
}

/**
 * The claims that hold an itinerary, one set per hold kind it has (or only `kind`'s).
 * Run checkItinerary first: a choice the catalogue does not know claims nothing.
 *
 * @example planClaims(catalogue, held, 'treatments') // [{ kind: 'treatments', appointments: [...], tables: [], capacity: [] }]
 */
export function planClaims(catalogue: Catalogue, itinerary: Itinerary, kind?: HoldKind): ClaimSet[] {
  const spans = choiceSpans(catalogue, itinerary);
  const at = fromEpochMinute;
  const sets: ClaimSet[] = [];
  const set = (k: HoldKind): ClaimSet => {
    let found = sets.find((s) => s.kind === k);
    if (!found) sets.push((found = { kind: k, appointments: [], tables: [], capacity: [] }));
    return found;
  };
  const wanted = (k: HoldKind) => kind === undefined || kind === k;
  const spaDay = catalogue.SpaDays.find((p) => p.PremierId === itinerary.spaDay?.PremierId);

  if (wanted('arrival') && spaDay)
    for (const [start, guestIndexes] of groupByStart(itinerary.arrivals)) {
      const bandTime = spans.arrival(start);
      if (!bandTime) continue;
      set('arrival').capacity.push({
        pool: arrivalPool(spaDay.PremierId, at(start)),
        capacity: bandTime.capacity,
        resourceKind: 'arrival',
        resourceCode: spaDay.PremierId,
        guestIndexes,
        places: guestIndexes.length,
        start: at(start),
        end: at(bandTime.end),
      });
    }

  const dining = itinerary.dining;
  const diningDuration = dining && spans.diningMinutes(dining.RestaurantId);
  if (wanted('dining') && dining && diningDuration)
    for (const facilityId of dining.FacilityIds)
      set('dining').tables.push({
        restaurantId: dining.RestaurantId,
        facilityId,
        partySize: itinerary.partySize,
        start: at(dining.start),
        end: at(dining.start + diningDuration),
      });

  const garden = catalogue.SpaGardens.find((g) => g.Code === spaDay?.SpaGardenCode);
  if (wanted('garden') && garden)
    for (const [start, guestIndexes] of groupByStart(itinerary.gardens))
      set('garden').capacity.push(gardenClaim(garden, start, guestIndexes));

  const treatmentClaims = (k: HoldKind, items: Itinerary['treatments']) => {
    if (!wanted(k)) return;
    for (const item of items) {
      const ends = spans.treatment(item.code, item.start);
      if (!ends) continue;
      set(k).appointments.push({
        guestIndexes: [item.guestIndex],
        itemType: ITEM_TYPE.treatment,
        activityCode: item.code,
        staffId: item.StaffId,
        roomId: item.RoomId,
        start: at(item.start),
        end: at(ends.end),
        // A clean-up that blocks only one of them frees the other when the guest is done.
        ...(ends.therapistEnd < ends.end ? { staffUntil: at(ends.therapistEnd) } : {}),
        ...(ends.roomEnd < ends.end ? { roomUntil: at(ends.roomEnd) } : {}),
      });
    }
  };
  treatmentClaims('treatments', itinerary.treatments);
  treatmentClaims('addon-treatments', itinerary.addOnTreatments);

  const mud = itinerary.mudRoom;
  const mudEnds = mud && spans.mudRoom(mud.start);
  if (wanted('mud') && mud && mudEnds && catalogue.MudRoom)
    set('mud').appointments.push({
      guestIndexes: [...mud.guestIndexes],
      itemType: ITEM_TYPE.mudRoom,
      activityCode: catalogue.MudRoom.ActivityCode,
      staffId: null,
      roomId: catalogue.MudRoom.RoomId,
      start: at(mud.start),
      end: at(mudEnds.end),
    });

  const extra = itinerary.gardenExtra;
  const extraGarden = extra && catalogue.SpaGardens.find((g) => g.Code === extra.code);
  if (wanted('garden-extra') && extra && extraGarden)
    set('garden-extra').capacity.push(gardenClaim(extraGarden, extra.start, [...extra.guestIndexes]));
  return sets;

  function gardenClaim(
    g: Catalogue['SpaGardens'][number],
    start: number,
    guestIndexes: number[],
  ): CapacityClaim {
    return {
      pool: gardenPool(g.Code, at(start)),
      capacity: g.Capacity,
      resourceKind: 'garden',
      resourceCode: g.Code,
      guestIndexes,
      places: guestIndexes.length,
      start: at(start),
      end: at(start + g.SessionLengthMinutes),
    };
  }
}

function groupByStart(items: readonly { guestIndex: number; start: number }[]): Map<number, number[]> {
  const groups = new Map<number, number[]>();
  for (const item of items) groups.set(item.start, [...(groups.get(item.start) ?? []), item.guestIndex]);
  return groups;
}

/**
 * The itinerary a session holds, from its live claims (any order) and the booking's
 * context (date, party, package and band: the session's, not the claims').
 *
 * @example itineraryFromClaims({ date, partySize: 2, spaDay: { PremierId, BandNumber } }, claimSets)
 */
export function itineraryFromClaims(context: ItineraryContext, sets: readonly HeldClaimSet[]): Itinerary {
  const of = (kind: HoldKind) => sets.filter((s) => s.kind === kind);
  const minute = toEpochMinute;
  const perGuest = (kind: HoldKind) =>
    of(kind)
      .flatMap((s) => s.capacity)
      .flatMap((c) => c.guestIndexes.map((guestIndex) => ({ guestIndex, start: minute(c.start) })))
      .sort(byGuestThenStart);
  const treatments = (kind: HoldKind) =>
    of(kind)
      .flatMap((s) => s.appointments)
      .map((a) => ({
        guestIndex: a.guestIndexes[0] ?? 0,
        code: a.activityCode,
        start: minute(a.start),
        StaffId: a.staffId ?? '',
        RoomId: a.roomId ?? '',
      }))
      .sort(byGuestThenStart);
  const tables = of('dining').flatMap((s) => s.tables);
  const mud = of('mud').flatMap((s) => s.appointments)[0];
  const extra = of('garden-extra').flatMap((s) => s.capacity)[0];
  const itinerary: Itinerary = {
    ...emptyItinerary(context),
    arrivals: perGuest('arrival'),
    gardens: perGuest('garden'),
    treatments: treatments('treatments'),
    addOnTreatments: treatments('addon-treatments'),
  };
  const first = tables[0];
  if (first)
    itinerary.dining = {
      RestaurantId: first.restaurantId,
      start: minute(first.start),
      FacilityIds: tables.map((t) => t.facilityId).sort(),
    };
  if (mud)
    itinerary.mudRoom = {
      start: minute(mud.start),
      guestIndexes: [...mud.guestIndexes].sort((a, b) => a - b),
    };
  if (extra)
    itinerary.gardenExtra = {
      code: extra.resourceCode,
      start: minute(extra.start),
      guestIndexes: [...extra.guestIndexes].sort((a, b) => a - b),
    };
  return itinerary;
}
