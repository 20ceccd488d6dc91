import type { Catalogue } from '../catalogue/catalogue.schema';
import { diningMinutes, freeTables } from './find-dining-slots';
import { listGardenSessions } from './find-spa-garden-slots';
import { buildResortDay, formatOffsetDateTime, localTimeToMinute, toEpochMinute } from './resort-day';
import { doRangesOverlap } from './slot-rules';
import type { Taken } from './taken';

/** One session or time of a shared resource: what is used of what it holds. */
export interface CapacitySlot {
  Start: string;
  End: string;
  Used: number;
  Capacity: number;
}

/** A garden, the mud room or a restaurant, with its sessions or times that day. */
export interface CapacityRow {
  Id: string;
  Name: string;
  Kind: 'garden' | 'mud-room' | 'restaurant';
  /** What Used and Capacity count: garden places, mud-room groups (one at a time), restaurant tables. */
  Unit: 'places' | 'groups' | 'tables';
  Slots: CapacitySlot[];
}

/**
 * The day's shared capacity for the spa team's diary, from what the engine counts with
 * (the same Taken and the same functions the availability answers use): each garden's
 * sessions with places used (listGardenSessions), the mud room's times with the groups
 * in it, and each restaurant's dining times with the tables taken for the whole sitting.
 *
 * @example dayCapacity(catalogue, '2026-12-01', taken)[0].Slots[0] // { Start: '…T10:00…', Used: 3, Capacity: 20, … }
 */
export function dayCapacity(catalogue: Catalogue, date: string, taken: Taken): CapacityRow[] {
  const day = buildResortDay(date, catalogue.Resort.TimeZone);
  const at = (minute: number) => formatOffsetDateTime(day, minute);
  const slot = (start: number, end: number, used: number, capacity: number): CapacitySlot => ({
    Start: at(start),
    End: at(end),
    Used: used,
    Capacity: capacity,
  });
  const rows: CapacityRow[] = catalogue.SpaGardens.map((garden) => ({
    Id: garden.Code,
    Name: garden.DisplayName,
    Kind: 'garden',
    Unit: 'places',
    Slots: listGardenSessions(catalogue, garden, day, taken).map((s) =>
      slot(s.start, s.end, garden.Capacity - s.spaces, garden.Capacity),
    ),
  }));
  const mudRoom = catalogue.MudRoom;
  const mudLength = catalogue.Activities.find((a) => a.Code === mudRoom?.ActivityCode)?.Length;
  if (mudRoom && mudLength) {
    const open = localTimeToMinute(day, mudRoom.OpenTime);
    const close = localTimeToMinute(day, mudRoom.CloseTime);
    const slots: CapacitySlot[] = [];
    for (let start = open; start + mudLength <= close; start += mudLength) {
      const groups = taken.mudRoomGroups.filter((g) =>
        doRangesOverlap(start, start + mudLength, toEpochMinute(g.start), toEpochMinute(g.end)),
      ).length;
      slots.push(slot(start, start + mudLength, groups, 1));
    }
    rows.push({ Id: mudRoom.RoomId, Name: 'Mud room', Kind: 'mud-room', Unit: 'groups', Slots: slots });
  }
  for (const restaurant of catalogue.Restaurants) {
    const duration = diningMinutes(restaurant, catalogue);
    const tables = restaurant.Tables.length;
    const slots = restaurant.Sittings.flatMap((sitting) => {
      const times: CapacitySlot[] = [];
      const end = localTimeToMinute(day, sitting.DiningEndTime);
      for (
        let start = localTimeToMinute(day, sitting.DiningStartTime);
        start < end;
        start += restaurant.SlotStepMinutes
      )
        times.push(
          slot(
            start,
            start + duration,
            tables - freeTables(restaurant, taken, start, start + duration).length,
            tables,
          ),
        );
      return times;
    });
    rows.push({
      Id: restaurant.RestaurantId,
      Name: restaurant.DisplayName,
      Kind: 'restaurant',
      Unit: 'tables',
      Slots: slots,
    });
  }
  return rows;
}
