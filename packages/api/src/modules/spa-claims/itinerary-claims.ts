import {
  buildResortDay,
  diningMinutes,
  ITEM_TYPE,
  localTimeToMinute,
  toEpochMinute,
  type Catalogue,
  type ChosenItinerary,
  type HoldKind,
} from '@spa/domain';
import type { AppointmentClaim, CapacityClaim, SessionClaimRow, TableClaim } from './claims.repository';

/**
 * The one translation between what a guest chose (an itinerary) and the resource
 * claims that hold it in the database, both ways. Holds claim one part of an
 * itinerary; begin-booking claims all of it.
 */

export interface ClaimSet {
  kind: HoldKind;
  appointments: AppointmentClaim[];
  tables: TableClaim[];
  capacity: CapacityClaim[];
}

const minutesToDate = (minute: number) => new Date(minute * 60_000);
const at = (instant: Date | string | number) => minutesToDate(toEpochMinute(instant));

function gardenPool(code: string, start: Date) {
  return `garden:${code}:${start.toISOString()}`;
}
function arrivalPool(premierId: string, start: Date) {
  return `arrival:${premierId}:${start.toISOString()}`;
}

/** Advisory-lock keys of every resource a claim set touches. */
export function lockKeys(sets: ClaimSet[]): string[] {
  return sets.flatMap((set) => [
    ...set.appointments.flatMap((a) =>
      [a.staffId ? `staff:${a.staffId}` : [], a.roomId ? `room:${a.roomId}` : []].flat(),
    ),
    ...set.tables.map((t) => `table:${t.restaurantId}/${t.facilityId}`),
    ...set.capacity.map((c) => `pool:${c.pool}`),
  ]);
}

function groupByStart<T extends { start: Date | string | number; guestIndexes: readonly number[] }>(
  items: readonly T[],
) {
  const groups = new Map<number, number[]>();
  for (const item of items) {
    const start = toEpochMinute(item.start);
    groups.set(start, [...(groups.get(start) ?? []), ...item.guestIndexes]);
  }
  return groups;
}

/**
 * The claims that hold an itinerary, one set per hold kind present in it.
 * Assumes checkSelection found no problem (codes and times are the catalogue's).
 */
export function claimsOfItinerary(catalogue: Catalogue, itinerary: ChosenItinerary): ClaimSet[] {
  const day = buildResortDay(itinerary.date, catalogue.Resort.TimeZone);
  const activities = new Map(catalogue.Activities.map((a) => [a.Code, a]));
  const sets: ClaimSet[] = [];
  const set = (kind: HoldKind): ClaimSet => {
    let found = sets.find((s) => s.kind === kind);
    if (!found) sets.push((found = { kind, appointments: [], tables: [], capacity: [] }));
    return found;
  };

  const spaDay = catalogue.SpaDays.find((p) => p.PremierId === itinerary.spaDay?.PremierId);
  if (itinerary.isSpaDay && spaDay && itinerary.arrivals.length > 0) {
    const arrivals = groupByStart(
      itinerary.arrivals.map((a) => ({ start: a.start, guestIndexes: [a.guestIndex] })),
    );
    for (const [start, guestIndexes] of arrivals) {
      const bandTime = spaDay.BandTimes.find((b) => localTimeToMinute(day, b.StartTime) === start);
      if (!bandTime) continue;
      set('arrival').capacity.push({
        pool: arrivalPool(spaDay.PremierId, minutesToDate(start)),
        capacity: bandTime.Capacity,
        resourceKind: 'arrival',
        resourceCode: spaDay.PremierId,
        guestIndexes,
        places: guestIndexes.length,
        start: minutesToDate(start),
        end: minutesToDate(localTimeToMinute(day, bandTime.EndTime)),
      });
    }
  }

  if (itinerary.dining) {
    const restaurant = catalogue.Restaurants.find((r) => r.RestaurantId === itinerary.dining?.RestaurantId);
    if (restaurant) {
      const start = at(itinerary.dining.start);
      const end = new Date(start.getTime() + diningMinutes(restaurant, catalogue) * 60_000);
      for (const facilityId of itinerary.dining.FacilityIds)
        set('dining').tables.push({
          restaurantId: restaurant.RestaurantId,
          facilityId,
          partySize: itinerary.partySize,
          start,
          end,
        });
    }
  }

  const garden = catalogue.SpaGardens.find((g) => g.Code === spaDay?.SpaGardenCode);
  if (garden)
    for (const [start, guestIndexes] of groupByStart(
      itinerary.gardens.map((g) => ({ start: g.start, guestIndexes: [g.guestIndex] })),
    ))
      set('garden').capacity.push({
        pool: gardenPool(garden.Code, minutesToDate(start)),
        capacity: garden.Capacity,
        resourceKind: 'garden',
        resourceCode: garden.Code,
        guestIndexes,
        places: guestIndexes.length,
        start: minutesToDate(start),
        end: minutesToDate(start + garden.SessionLengthMinutes),
      });

  const treatmentClaims = (kind: HoldKind, items: ChosenItinerary['treatments']) => {
    for (const item of items) {
      const activity = activities.get(item.code);
      if (!activity) continue;
      const start = at(item.start);
      set(kind).appointments.push({
        guestIndexes: [item.guestIndex],
        itemType: ITEM_TYPE.treatment,
        activityCode: item.code,
        staffId: item.StaffId,
        roomId: item.RoomId,
        start,
        end: new Date(start.getTime() + activity.Length * 60_000),
      });
    }
  };
  treatmentClaims('treatments', itinerary.treatments);
  treatmentClaims('addon-treatments', itinerary.addOnTreatments);

  const mudRoom = catalogue.MudRoom;
  const mudActivity = mudRoom && activities.get(mudRoom.ActivityCode);
  if (itinerary.mudRoom && mudRoom && mudActivity) {
    const start = at(itinerary.mudRoom.start);
    set('mud').appointments.push({
      guestIndexes: [...itinerary.mudRoom.guestIndexes],
      itemType: ITEM_TYPE.mudRoom,
      activityCode: mudActivity.Code,
      staffId: null,
      roomId: mudRoom.RoomId,
      start,
      end: new Date(start.getTime() + mudActivity.Length * 60_000),
    });
  }

  const extra = itinerary.gardenExtra;
  if (extra) {
    const code =
      catalogue.SpaGardens.find((g) => g.Code === extra.code)?.Code ??
      catalogue.Extras.flatMap((e) => e.Codes).find((c) => c.PremierId === extra.code)?.Code;
    const extraGarden = catalogue.SpaGardens.find((g) => g.Code === code);
    if (extraGarden) {
      const start = at(extra.start);
      set('garden-extra').capacity.push({
        pool: gardenPool(extraGarden.Code, start),
        capacity: extraGarden.Capacity,
        resourceKind: 'garden',
        resourceCode: extraGarden.Code,
        guestIndexes: [...extra.guestIndexes],
        places: extra.guestIndexes.length,
        start,
        end: new Date(start.getTime() + extraGarden.SessionLengthMinutes * 60_000),
      });
    }
  }
  return sets;
}

/** Where a part of the begin-booking body lives, to tell which problems belong to a hold. */
export const HOLD_FIELDS: Record<HoldKind, string[]> = {
  arrival: ['clients', 'package'],
  dining: ['restaurantTime'],
  garden: ['spaGardenTimes'],
  treatments: ['items'],
  'addon-treatments': ['extraTreatments'],
  mud: ['mudPackage'],
  'garden-extra': ['spaGardenExtraTimes'],
};

/** Rebuilds the itinerary a session holds so far from its claims (the other parts for a new hold). */
export function itineraryFromClaims(
  rows: readonly SessionClaimRow[],
  base: Pick<ChosenItinerary, 'date' | 'partySize' | 'isSpaDay' | 'spaDay'>,
): ChosenItinerary {
  const of = (kind: HoldKind) => rows.filter((r) => r.holdKind === kind);
  const dining = of('dining');
  const [restaurantId] = dining[0]?.code.split('/') ?? [];
  const mud = of('mud')[0];
  const gardenExtra = of('garden-extra')[0];
  const treatments = (kind: HoldKind, field: string) =>
    of(kind).map((r, i) => ({
      field: `${field}[${i}]`,
      guestIndex: r.guestIndexes[0] ?? 0,
      code: r.code,
      start: r.start,
      StaffId: r.staffId ?? '',
      RoomId: r.roomId ?? '',
    }));
  return {
    ...base,
    arrivals: of('arrival').flatMap((r) =>
      r.guestIndexes.map((guestIndex) => ({
        field: `clients[${guestIndex}].arrivalTime`,
        guestIndex,
        start: r.start,
      })),
    ),
    dining:
      dining.length > 0 && restaurantId
        ? {
            field: 'restaurantTime',
            RestaurantId: restaurantId,
            start: dining[0]!.start,
            FacilityIds: dining.map((r) => r.code.split('/')[1] ?? ''),
          }
        : undefined,
    gardens: of('garden').flatMap((r) =>
      r.guestIndexes.map((guestIndex, i) => ({ field: `spaGardenTimes[${i}]`, guestIndex, start: r.start })),
    ),
    treatments: treatments('treatments', 'items'),
    addOnTreatments: treatments('addon-treatments', 'extraTreatments'),
    mudRoom: mud ? { field: 'mudPackage', start: mud.start, guestIndexes: mud.guestIndexes } : undefined,
    gardenExtra: gardenExtra
      ? {
          field: 'spaGardenExtraTimes',
          code: gardenExtra.code,
          start: gardenExtra.start,
          guestIndexes: gardenExtra.guestIndexes,
        }
      : undefined,
  };
}
